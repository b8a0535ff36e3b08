/**
 * Posting rows grow at their tail: indexed one block per batch (as live), an address's history and a
 * wallet's entries read back exactly as when the whole stretch is written in one batch, in a handful
 * of rows instead of one per block; and a fork rollback through grown rows leaves exactly what
 * indexing up to the fork point writes. On SQLite and PostgreSQL.
 */
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { openDatabase } from '../src/db';
import { unpackPositions } from '../src/db/history';
import { slotOfTx } from '../src/db/txid';
import { rollbackTo } from '../src/indexer/rollback';
import { openSqlExec } from '../src/indexer/sql';
import { POSTINGS_PER_ROW } from '../src/indexer/write/tails';
import { unpackEntries } from '../src/walletHistory/postings';
import { catchUpTo } from './helpers/catchUp';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

jest.setTimeout(240_000);

const ONE_BLOCK = { maxBatchTxs: 600, catchUpBatchTxs: 600 };
const ONE_BATCH = { maxBatchTxs: 100_000, catchUpBatchTxs: 100_000 };

interface StoredRow {
  key: string;
  last_tx: number;
  first_tx: number;
  n: number;
}

interface Postings {
  /** Per address (and wallet kind), every entry newest first, addresses as text. */
  lists: Map<string, string[]>;
  rows: StoredRow[];
  /**
   * Wallet rows whose kept count of transactions is not that of their entries, and accounts whose
   * kept count of listed transactions is not their history's.
   */
  miscounted: string[];
}

async function readPostings(url: string): Promise<Postings> {
  const d = await openDatabase(url);
  try {
    const addressOf = new Map<number, string>();
    for (const a of await d.db.selectFrom('addresses').select(['id', 'address']).execute())
      addressOf.set(Number(a.id), a.address);
    const lists = new Map<string, string[]>();
    const rows: StoredRow[] = [];
    const miscounted: string[] = [];
    const add = (key: string, entries: string[], r: { last_tx: unknown; first_tx: unknown; n: unknown }) => {
      lists.set(key, [...(lists.get(key) ?? []), ...entries]);
      rows.push({ key, last_tx: Number(r.last_tx), first_tx: Number(r.first_tx), n: Number(r.n) });
    };
    const history = await d.db
      .selectFrom('address_history')
      .selectAll()
      .orderBy('address_id')
      .orderBy('last_tx', 'desc')
      .execute();
    for (const r of history)
      add(
        `history:${addressOf.get(Number(r.address_id))}`,
        unpackPositions(Number(r.last_tx), r.txs).map(String),
        r,
      );
    const listed = new Map<number, number>();
    for (const r of history)
      listed.set(Number(r.address_id), (listed.get(Number(r.address_id)) ?? 0) + Number(r.n));
    const accounts = await d.db.selectFrom('accounts').select(['address_id', 'history_count']).execute();
    expect(accounts.length).toBeGreaterThan(listed.size);
    for (const a of accounts) {
      const n = listed.get(Number(a.address_id)) ?? 0;
      if (Number(a.history_count) !== n)
        miscounted.push(`account ${a.address_id}: ${a.history_count} for ${n}`);
    }
    const wallet = await d.db
      .selectFrom('wallet_history')
      .selectAll()
      .orderBy('address_id')
      .orderBy('kind')
      .orderBy('last_tx', 'desc')
      .execute();
    for (const r of wallet) {
      const txs = new Set(unpackEntries(Number(r.last_tx), r.entries).map((e) => e.tx)).size;
      if (r.txs === null || Number(r.txs) !== txs)
        miscounted.push(`${r.address_id}/${r.kind}/${r.last_tx}: ${r.txs} for ${txs}`);
      add(
        `wallet:${r.kind}:${addressOf.get(Number(r.address_id))}`,
        unpackEntries(Number(r.last_tx), r.entries).map(
          (e) =>
            `${e.tx}/${e.position}/${e.mint === null ? 'GOR' : addressOf.get(e.mint)}/${e.action}/${e.direction}`,
        ),
        r,
      );
    }
    return { lists, rows, miscounted };
  } finally {
    await d.close();
  }
}

/** How many rows one posting row per key and block would have written. */
function keyBlockPairs(p: Postings): number {
  let pairs = 0;
  for (const [key, entries] of p.lists) {
    const tx = (e: string) => Number(key.startsWith('wallet:') ? e.split('/')[0] : e);
    pairs += new Set(entries.map((e) => slotOfTx(tx(e)))).size;
  }
  return pairs;
}

const databases: [string, () => Promise<TestDb | { skip: string }>][] = [
  ['SQLite', async () => tempSqlite()],
  ['PostgreSQL', tempPostgres],
];

describe.each(databases)('%s', (_name, make) => {
  let node: ReplayNode;
  const dbs: TestDb[] = [];
  let skip: string | null = null;
  const fresh = async (): Promise<TestDb | null> => {
    const t = await make();
    if ('skip' in t) {
      skip = t.skip;
      return null;
    }
    dbs.push(t);
    return t;
  };

  beforeAll(async () => {
    node = await startReplayNode('mix', 4200);
  });
  afterAll(async () => {
    await node?.close();
    for (const d of dbs) await d.drop();
  });

  test('one block per batch reads back as one batch does, in far fewer rows; a rollback through grown rows leaves what indexing up to the fork writes', async () => {
    const grown = await fresh();
    const whole = await fresh();
    if (!grown || !whole) return console.warn(`SKIPPED: ${skip}`);
    await catchUpTo(node.url, grown.url, node.tip, 120_000, ONE_BLOCK);
    await catchUpTo(node.url, whole.url, node.tip, 120_000, ONE_BATCH);

    const a = await readPostings(grown.url);
    const b = await readPostings(whole.url);
    expect(a.lists.size).toBeGreaterThan(1000);
    expect(a.lists).toEqual(b.lists);
    // Rows grown at their tail keep their count of transactions, as rows written whole do.
    expect(a.miscounted).toEqual([]);
    expect(b.miscounted).toEqual([]);
    // Rows grow only up to their size (a row over it is one block's own) and never overlap, newest first.
    let prev: StoredRow | null = null;
    for (const r of a.rows) {
      if (r.n > POSTINGS_PER_ROW) expect(slotOfTx(r.first_tx)).toBe(slotOfTx(r.last_tx));
      expect(r.first_tx).toBeLessThanOrEqual(r.last_tx);
      if (prev && prev.key === r.key) expect(prev.first_tx).toBeGreaterThan(r.last_tx);
      prev = r;
    }
    // The seven blocks share most of their addresses: a row per key and block would be far more.
    expect(a.rows.length).toBeLessThan(keyBlockPairs(a) / 2);

    // Roll the grown database back to its third block, and index only those blocks (a node that has
    // only them: the replay generates the same blocks for any length) in one batch elsewhere.
    const short = await startReplayNode('mix', 1800);
    const forkSlot = short.tip;
    expect(forkSlot).toBeLessThan(node.tip);
    const exec = await openSqlExec(grown.url);
    try {
      const r = await rollbackTo(exec, forkSlot);
      expect(r.transactions).toBeGreaterThan(0);
    } finally {
      await exec.close();
    }
    const upTo = await fresh();
    if (!upTo) return;
    await catchUpTo(short.url, upTo.url, forkSlot, 120_000, ONE_BATCH).finally(() => short.close());
    const rolled = await readPostings(grown.url);
    expect(rolled.lists.size).toBeGreaterThan(500);
    expect(rolled.lists).toEqual((await readPostings(upTo.url)).lists);
    expect(rolled.miscounted).toEqual([]);
  });
});
