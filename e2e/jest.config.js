// Browser tests: playwright-core driving a Chromium (scripts/findChromium.mjs) against the built and
// served site. Every suite runs on SQLite; the suites that read what the indexer stored (the chain
// pages, the transaction page, wallets, tokens) run again on PostgreSQL when it answers here
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
const { spawnSync } = require('node:child_process');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
];
const common = {
  rootDir: __dirname + '/..',
  roots: ['<rootDir>/e2e'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(bs58|base-x|@solana|@solana-program)/)'],
  // @fastify/static requires content-disposition 3 (ESM only; jest's module registry cannot require it).
  // Codama's Anchor reader requires @noble/hashes 2's sha2.js, ESM only: the same sha256 of the
  // CommonJS 1.x the tree also has.
  moduleNameMapper: {
    '^content-disposition$': '<rootDir>/node_modules/content-disposition/index.js',
    '^@noble/hashes/sha2.js$': '<rootDir>/node_modules/@noble/hashes/sha2.js',
  },
};
const ON_POSTGRES = ['chain', 'transaction', 'wallet', 'tokens', 'search', 'blockList'];

function postgresAnswers() {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
  const r = spawnSync('pg_isready', ['-q', '-h', url.hostname, '-p', url.port || '5432']);
  return r.status === 0;
}

const postgres = postgresAnswers();
if (!postgres) console.warn('PostgreSQL does not answer: the browser suites run on SQLite only.');

module.exports = {
  rootDir: __dirname + '/..',
  testTimeout: 120000,
  globalSetup: '<rootDir>/e2e/globalSetup.mjs',
  projects: [
    { ...common, displayName: 'sqlite' },
    ...(postgres
      ? [
          {
            ...common,
            displayName: 'postgres',
            testMatch: ON_POSTGRES.map((name) => `<rootDir>/e2e/${name}.test.ts`),
            setupFiles: ['<rootDir>/e2e/onPostgres.js'],
          },
        ]
      : []),
  ],
};
