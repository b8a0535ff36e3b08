// A database indexed by the previous storage layout is recognised: migrating it stops with one line
// telling the operator to re-index, and nothing of it is converted or mixed with the new layout.
import crypto from 'node:crypto';
import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { migrate, openDatabase } from '../src/db';
import { migrations, PREVIOUS_LAYOUT_MESSAGE } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { unpackEntries } from '../src/walletHistory/postings';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

class UpTo implements MigrationProvider {
  constructor(private readonly last: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= this.last));
  }
}

async function previousLayoutRefused(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    const r = await new Migrator({ db, provider: new UpTo('0003_wallet_history') }).migrateToLatest();
    expect(r.error).toBeUndefined();
    await sql`INSERT INTO transactions (signature, slot, tx_index, status, fee, fee_payer, version,
      instruction_count, account_count, program_count, signer_count, is_vote, programs, instructions,
      accounts, transfers, minted, burned, token_balance_changes, log_messages)
      VALUES ('sig', 5, 0, 'success', 5000, 'payer', 'legacy', 1, 2, 1, 1, 0, '[]', '[]', '[]', '[]', '[]', '[]', '[]', '[]')`.execute(
      db,
    );
    await expect(migrate(h.db)).rejects.toThrow(PREVIOUS_LAYOUT_MESSAGE);
    // The old rows are still there, untouched.
    const n = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM transactions`.execute(db);
    expect(Number(n.rows[0].n)).toBe(1);
  } finally {
    await h.close();
  }
}

async function emptyPreviousLayoutConverted(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    await new Migrator({ db, provider: new UpTo('0003_wallet_history') }).migrateToLatest();
    await migrate(h.db);
    const t = await (h.db as Kysely<Database>)
      .selectFrom('transactions')
      .select(['id', 'sig', 'is_vote', 'body'])
      .execute();
    expect(t).toEqual([]);
  } finally {
    await h.close();
  }
}

/** Wallet history written one row per movement is packed into posting rows with the same entries. */
async function walletRowsPacked(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    const r = await new Migrator({ db, provider: new UpTo('0020_shared_limits') }).migrateToLatest();
    expect(r.error).toBeUndefined();
    // (address, tx, position, mint, action, direction): two addresses, both tables, GOR and a token.
    const transfers = [
      [1, 2 ** 16 * 9 + 1, 0, null, 0, 0],
      [1, 2 ** 16 * 9 + 1, 2, 77, 1, 2],
      [1, 2 ** 16 * 300_000_000, 1, 77, 4, 1],
      [2, 5, 0, null, 0, 1],
    ];
    const balances = [
      [1, 2 ** 16 * 9 + 1, 0, null, 6, 1],
      [3, 2 ** 16 * 12, 1, 77, 0, 0],
    ];
    for (const [table, rows] of [
      ['wallet_transfers', transfers],
      ['wallet_balance_changes', balances],
    ] as const)
      for (const [a, tx, position, mint, action, direction] of rows)
        await sql`INSERT INTO ${sql.table(table)} (address_id, tx_id, position, mint_id, action, direction)
          VALUES (${a}, ${tx}, ${position}, ${mint}, ${action}, ${direction})`.execute(db);
    await migrate(h.db);
    const stored = await (h.db as Kysely<Database>)
      .selectFrom('wallet_history')
      .select(['address_id', 'kind', 'last_tx', 'first_tx', 'n', 'entries'])
      .orderBy('address_id')
      .orderBy('kind')
      .execute();
    const back = (kind: number) =>
      stored
        .filter((w) => Number(w.kind) === kind)
        .flatMap((w) =>
          unpackEntries(Number(w.last_tx), w.entries).map((e) => [
            Number(w.address_id),
            e.tx,
            e.position,
            e.mint,
            e.action,
            e.direction,
          ]),
        );
    const newestFirst = (rows: (number | null)[][]) =>
      [...rows].sort(
        (x, y) => Number(x[0]) - Number(y[0]) || Number(y[1]) - Number(x[1]) || Number(y[2]) - Number(x[2]),
      );
    expect(back(0)).toEqual(newestFirst(transfers));
    expect(back(1)).toEqual(newestFirst(balances));
    // One posting row per address and kind, its bounds and count right.
    expect(
      stored.map((w) => [Number(w.address_id), Number(w.kind), Number(w.first_tx), Number(w.n)]),
    ).toEqual([
      [1, 0, 2 ** 16 * 9 + 1, 3],
      [1, 1, 2 ** 16 * 9 + 1, 1],
      [2, 0, 5, 1],
      [3, 1, 2 ** 16 * 12, 1],
    ]);
  } finally {
    await h.close();
  }
}

/** Accounts indexed before the totals were kept read as unknown, not as zero. */
async function earlierAccountsUnknown(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    await new Migrator({ db, provider: new UpTo('0030_wallet_postings') }).migrateToLatest();
    await sql`INSERT INTO accounts (address, lamports, lamports_key, owner, first_slot, last_slot, tx_count)
      VALUES ('old', '5', '5', NULL, 1, 1, 1)`.execute(db);
    await migrate(h.db);
    const row = await (h.db as Kysely<Database>)
      .selectFrom('accounts')
      .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
      .select(['accounts.sent as sent', 'accounts.received as received'])
      .where('addresses.address', '=', 'old')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sent: null, received: null });
  } finally {
    await h.close();
  }
}

test('SQLite and PostgreSQL: accounts indexed before the GOR totals have none', async () => {
  const lite = tempSqlite();
  const p = await tempPostgres();
  try {
    await earlierAccountsUnknown(lite.url);
    if ('url' in p) await earlierAccountsUnknown(p.url);
  } finally {
    await lite.drop();
    if ('url' in p) await p.drop();
  }
  // Migrates two databases from scratch: seconds on a loaded two-core machine.
}, 60_000);

describe('a database whose wallet history is one row per movement', () => {
  test('SQLite: converted to posting rows', async () => {
    const db = tempSqlite();
    try {
      await walletRowsPacked(db.url);
    } finally {
      await db.drop();
    }
  });
  test('PostgreSQL: converted to posting rows', async () => {
    const p = await tempPostgres();
    if (!('url' in p)) return;
    try {
      await walletRowsPacked(p.url);
    } finally {
      await p.drop();
    }
  });
});

describe('a database of the previous storage layout', () => {
  let sqlite: TestDb;
  let pg: TestDb | null = null;
  beforeAll(async () => {
    sqlite = tempSqlite();
    const p = await tempPostgres();
    if ('url' in p) pg = p;
  });
  afterAll(async () => {
    await sqlite?.drop();
    await pg?.drop();
  });

  test('SQLite: refused with the re-index line when it holds transactions', () =>
    previousLayoutRefused(sqlite.url));
  test('SQLite: converted when empty', async () => {
    const other = tempSqlite();
    try {
      await emptyPreviousLayoutConverted(other.url);
    } finally {
      await other.drop();
    }
  });
  test('PostgreSQL: refused with the re-index line when it holds transactions', async () => {
    if (!pg) return;
    await previousLayoutRefused(pg.url);
  });
});

test('PostgreSQL: a stored body of several KB stays in its row, not in the TOAST table', async () => {
  const p = await tempPostgres();
  if (!('url' in p)) return;
  const h = await openDatabase(p.url);
  try {
    await migrate(h.db);
    const db = h.db as unknown as Kysely<unknown>;
    // Incompressible, as the stored bodies are: TOAST could only move it out of line.
    const body = crypto.randomBytes(5_000);
    await sql`INSERT INTO transactions (id, sig, is_vote, body) VALUES (1, 2, 0, ${body})`.execute(db);
    const toast = await sql<{ bytes: string }>`SELECT pg_relation_size(reltoastrelid) AS bytes
      FROM pg_class WHERE relname = 'transactions'`.execute(db);
    expect(Number(toast.rows[0].bytes)).toBe(0);
    const back = await sql<{ body: Buffer }>`SELECT body FROM transactions WHERE id = 1`.execute(db);
    expect(Buffer.compare(back.rows[0].body, body)).toBe(0);
  } finally {
    await h.close();
    await p.drop();
  }
});

/** Blocks indexed before the non-vote counts get them from their stored transactions. */
async function nonVotesCounted(url: string): Promise<void> {
  const h = await openDatabase(url);
  try {
    const db = h.db as unknown as Kysely<unknown>;
    await new Migrator({ db, provider: new UpTo('0070_state_ids') }).migrateToLatest();
    for (const [slot, votes] of [
      [5, [1, 0, 1]],
      [6, [1, 1]],
      [7, [0, 0]],
    ] as const) {
      await sql`INSERT INTO blocks (slot, height, parent_slot, blockhash, previous_blockhash, block_time, epoch,
          leader, tx_count, success_count, failed_count, total_fees, balance_change_count, defi_swap_count)
        VALUES (${slot}, ${slot}, ${slot - 1}, ${`h${slot}`}, ${`h${slot - 1}`}, NULL, 0, NULL, ${votes.length},
          ${votes.length}, 0, 0, 0, 0)`.execute(db);
      for (const [i, vote] of votes.entries())
        await sql`INSERT INTO transactions (id, sig, is_vote, body)
          VALUES (${slot * 2 ** 16 + i}, ${slot * 10 + i}, ${vote}, ${Buffer.from([1])})`.execute(db);
    }
    await migrate(h.db);
    const blocks = await (h.db as Kysely<Database>)
      .selectFrom('blocks')
      .select(['slot', 'non_vote_count'])
      .orderBy('slot')
      .execute();
    expect(blocks.map((b) => [Number(b.slot), Number(b.non_vote_count)])).toEqual([
      [5, 1],
      [6, 0],
      [7, 2],
    ]);
  } finally {
    await h.close();
  }
}

test('SQLite and PostgreSQL: blocks indexed before the non-vote counts are counted', async () => {
  const lite = tempSqlite();
  const p = await tempPostgres();
  try {
    await nonVotesCounted(lite.url);
    if ('url' in p) await nonVotesCounted(p.url);
  } finally {
    await lite.drop();
    if ('url' in p) await p.drop();
  }
});
