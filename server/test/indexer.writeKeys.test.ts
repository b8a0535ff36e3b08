/**
 * What the writer leans on to read and skip work in a batch, on SQLite and PostgreSQL: selecting by a
 * list of keys finds exactly those rows, whatever the text; deleting rows by a list of integer keys
 * removes exactly those rows (in chunks on PostgreSQL); and the address book tells which ids it
 * numbered in the running batch (addresses with nothing stored yet, so nothing to look up for them).
 */
import { migrate, openDatabase } from '../src/db';
import { openSqlExec, type SqlExec } from '../src/indexer/sql';
import { AddressBook } from '../src/indexer/write/addresses';
import { deleteKeys, selectIn } from '../src/indexer/write/select';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

jest.setTimeout(60_000);

const databases: [string, () => Promise<TestDb | { skip: string }>][] = [
  ['SQLite', async () => tempSqlite()],
  ['PostgreSQL', tempPostgres],
];

describe.each(databases)('%s', (_name, make) => {
  let db: TestDb | null = null;
  let exec: SqlExec;

  beforeAll(async () => {
    const t = await make();
    if ('skip' in t) return;
    db = t;
    const h = await openDatabase(t.url);
    await migrate(h.db);
    await h.close();
    exec = await openSqlExec(t.url);
  });
  afterAll(async () => {
    await exec?.close();
    await db?.drop();
  });

  test('deleting by integer keys removes exactly the listed rows, across several statements', async () => {
    if (!db) return;
    await exec.run('CREATE TABLE pairs (a bigint NOT NULL, b bigint NOT NULL, v text, PRIMARY KEY (a, b))');
    const rows: [number, number, string][] = [];
    for (let a = 1; a <= 110; a++)
      for (let b = 1; b <= 100; b++) rows.push([a, b * 1_000_000_007, `${a}/${b}`]);
    await exec.insert('pairs', ['a', 'b', 'v'], rows);
    const gone = rows.filter(([a, b]) => (a + b) % 2 === 0).map(([a, b]) => [a, b]);
    // Keys that match no row are ignored; an empty list does nothing.
    await deleteKeys(exec, 'pairs', ['a', 'b'], [...gone, [99, 1], [1, 99]]);
    await deleteKeys(exec, 'pairs', ['a', 'b'], []);
    const left = await exec.all<{ a: number | string; b: number | string; v: string }>(
      'SELECT a, b, v FROM pairs ORDER BY a, b',
    );
    expect(gone.length).toBeGreaterThan(5000);
    expect(left.map((r) => [Number(r.a), Number(r.b), r.v])).toEqual(
      rows.filter(([a, b]) => (a + b) % 2 !== 0),
    );
  });

  test('selecting by a list of keys finds exactly the rows with those keys, integers or any text', async () => {
    if (!db) return;
    await exec.run('CREATE TABLE named (id bigint PRIMARY KEY, name text NOT NULL)');
    const odd = ['a"b', 'back\\slash', 'com,ma', '{brace}', 'sp ace', 'NULL', "quo'te", ''];
    const rows = Array.from({ length: 6000 }, (_, i) => [i + 1, i < odd.length ? odd[i] : `name ${i + 1}`]);
    await exec.insert('named', ['id', 'name'], rows);
    const ids = rows.filter(([id]) => (id as number) % 7 !== 0).map(([id]) => id as number);
    const byId = await selectIn<{ id: number | string }>(exec, 'SELECT id FROM named WHERE id IN', [
      ...ids,
      999_999,
    ]);
    expect(ids.length).toBeGreaterThan(5000);
    expect(byId.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(ids);
    const byName = await selectIn<{ id: number | string; name: string }>(
      exec,
      'SELECT id, name FROM named WHERE name IN',
      [...odd, 'name 5999', 'absent'],
    );
    expect(new Map(byName.map((r) => [r.name, Number(r.id)]))).toEqual(
      new Map([...odd.map((n, i): [string, number] => [n, i + 1]), ['name 5999', 5999]]),
    );
  });

  test('the address book marks as new only the ids it numbered in the running batch', async () => {
    if (!db) return;
    const book = new AddressBook();
    const first = ['A1111111111111111111111111111111', 'B1111111111111111111111111111111'];
    await exec.transaction(async () => {
      await book.prefetch(exec, first);
      await book.flush(exec);
    });
    expect(first.map((a) => book.isNew(book.idOf(a)))).toEqual([true, true]);

    // The next batch: the committed ones are old now; one more is new, also when numbered late.
    const late = 'D1111111111111111111111111111111';
    await exec.transaction(async () => {
      await book.prefetch(exec, [...first, 'C1111111111111111111111111111111']);
      expect(book.isNew(book.idOf(late))).toBe(true);
      await book.flush(exec);
    });
    expect(first.map((a) => book.isNew(book.idOf(a)))).toEqual([false, false]);
    expect(book.isNew(book.idOf('C1111111111111111111111111111111'))).toBe(true);

    // After a failed batch the book knows nothing: no id counts as new until the next prefetch.
    book.reset();
    expect(book.isNew(1)).toBe(false);
    await book.prefetch(exec, [late]);
    expect(book.isNew(book.idOf(late))).toBe(false);
  });
});
