// The e2e 'postgres' project: its suites index into a fresh PostgreSQL database (e2e/database.ts).
process.env.E2E_DATABASE = 'postgres';
