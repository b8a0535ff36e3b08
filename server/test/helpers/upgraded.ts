/**
 * A migration on a database that already holds rows: migrated up to an earlier migration, filled,
 * then migrated to the latest and checked.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrate, openDatabase } from '../../src/db';
import { migrations } from '../../src/db/migrations';
import type { Database } from '../../src/db/schema';
import { tempDatabase, type DatabaseKind } from './databases';

const upTo = (name: string): MigrationProvider => ({
  getMigrations: async () =>
    Object.fromEntries(Object.entries(migrations).filter(([k]) => k <= name)) as Record<string, Migration>,
});

/**
 * Runs `fill` on a database migrated up to `before`, then migrates it to the latest and runs `check`.
 * Skipped (nothing run) where the database kind is not available.
 */
export async function upgraded(
  kind: DatabaseKind,
  before: string,
  fill: (db: Kysely<Database>) => Promise<unknown>,
  check: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  const t = await tempDatabase(kind);
  if (!t) return;
  const d = await openDatabase(t.url);
  try {
    const migrated = await new Migrator({ db: d.db, provider: upTo(before) }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    await fill(d.db);
    await migrate(d.db);
    await check(d.db);
  } finally {
    await d.db.destroy();
    await t.drop();
  }
}
