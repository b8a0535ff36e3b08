// The API's SQLite handle keeps compiled statements: the same query runs on the statement compiled
// the first time, a streamed read and the same query at once both answer, and the kept set is bounded.
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { keptStatements } from './sqliteStatements';

interface Db {
  t: { id: number; v: string };
}

function fixture(max?: number) {
  const raw = new BetterSqlite3(':memory:');
  raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  const insert = raw.prepare('INSERT INTO t (id, v) VALUES (?, ?)');
  for (let i = 1; i <= 50; i++) insert.run(i, `v${i}`);
  let compiled = 0;
  const counting = new Proxy(raw, {
    get(target, key) {
      if (key === 'prepare')
        return (text: string) => {
          compiled++;
          return target.prepare(text);
        };
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: keptStatements(counting, max) }) });
  return { db, compiled: () => compiled };
}

test('a query asked again runs on the statement compiled the first time, with its new values', async () => {
  const { db, compiled } = fixture();
  const byId = (id: number) => db.selectFrom('t').select('v').where('id', '=', id).executeTakeFirst();
  expect(await byId(3)).toEqual({ v: 'v3' });
  expect(await byId(7)).toEqual({ v: 'v7' });
  expect(await byId(99)).toBeUndefined();
  expect(compiled()).toBe(1);
  await db.updateTable('t').set({ v: 'changed' }).where('id', '=', 3).execute();
  expect(await byId(3)).toEqual({ v: 'changed' });
  expect(compiled()).toBe(2);
  await db.destroy();
});

test('a read streamed row by row and the same query asked meanwhile both answer in full', () => {
  const raw = new BetterSqlite3(':memory:');
  raw.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
  for (let i = 1; i <= 5; i++) raw.prepare('INSERT INTO t (id) VALUES (?)').run(i);
  const kept = keptStatements(raw);
  const text = 'SELECT id FROM t ORDER BY id';
  const streamed: number[] = [];
  const asked: number[][] = [];
  for (const row of kept.prepare(text).iterate([]) as Iterable<{ id: number }>) {
    streamed.push(row.id);
    asked.push((kept.prepare(text).all([]) as { id: number }[]).map((r) => r.id));
  }
  expect(streamed).toEqual([1, 2, 3, 4, 5]);
  expect(asked).toEqual(Array.from({ length: 5 }, () => [1, 2, 3, 4, 5]));
  raw.close();
});

test('the kept statements are bounded: the least recently used is compiled again', async () => {
  const { db, compiled } = fixture(3);
  const pick = (n: number) => sql<{ n: number }>`SELECT ${sql.lit(n)} AS n`.execute(db);
  for (const n of [1, 2, 3]) await pick(n);
  await pick(1); // kept, and now the most recent
  await pick(4); // pushes out 2
  expect(compiled()).toBe(4);
  await pick(1);
  await pick(3);
  expect(compiled()).toBe(4);
  await pick(2);
  expect(compiled()).toBe(5);
  await db.destroy();
});

test('a statement kept across a change of the table answers with the table as it is now', async () => {
  const { db } = fixture();
  const all = () => sql<Record<string, unknown>>`SELECT * FROM t WHERE id = 1`.execute(db);
  expect((await all()).rows).toEqual([{ id: 1, v: 'v1' }]);
  await sql`ALTER TABLE t ADD COLUMN w INTEGER NOT NULL DEFAULT 7`.execute(db);
  expect((await all()).rows).toEqual([{ id: 1, v: 'v1', w: 7 }]);
  await db.destroy();
});
