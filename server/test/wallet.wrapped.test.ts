/**
 * Swaps recorded on mainnet and Eclipse that pay or receive GOR (SOL there) through a wrapped-native
 * account the wallet opens and closes back to itself, served by a replay node (three times over, new
 * signatures each time) and indexed by the real indexer into SQLite and PostgreSQL: each wallet's Transfers row is the GOR leg (the net amount, in
 * or out), its Total Sent / Received count it and not the funding of its own account, and its CSV
 * export has both legs (the GOR and the token). Then the same database as an older release left it
 * (the wallets' entries of those transactions and their totals as the old rules kept them, and
 * migration 0100's note): once the indexer has started on it, every answer is the fresh index's.
 */
import { parse } from 'csv-parse/sync';
import { sql, type Kysely } from 'kysely';
import { recordedBlocks, startReplayNode, type ReplayNode } from '../../bench/replaySource';
import {
  NATIVE_MINT,
  WALLET_TRANSFERS_CSV_COLUMNS,
  type AddressDetail,
  type WalletTransferPage,
} from 'shared-api/contract';
import type { Database } from '../src/db/schema';
import { deriveTransaction } from '../src/decode/transaction';
import type { DerivedTransaction } from '../src/decode/types';
import type { RpcTransactionWithMeta } from '../src/rpc/types';
import { directionCode, walletActionCode } from '../src/walletHistory/codes';
import { movementsOf } from '../src/walletHistory/extract';
import { packEntries, unpackEntries, type WalletEntry } from '../src/walletHistory/postings';
import { WRAPPED_LEGS_PENDING } from '../src/walletHistory/backfill';
import { nativeFlows } from '../src/walletHistory/wrapped';
import { startTestApi, type TestApi } from './helpers/api';
import { catchUpTo } from './helpers/catchUp';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';
import { idlTransactions } from './helpers/idlFixtures';
import { realTransactions } from './helpers/explainFixtures';

jest.setTimeout(180_000);

/** The swaps, and what each signer paid (out) or received (in) in GOR through its wrapped account. */
const SWAPS = [
  {
    file: 'jeffro-jupiter-route-1.json',
    wallet: '3huskHPRJXT5pL6RW57HaA8pXRFojx6gfNVGL9cJ2vtB',
    leg: { direction: 'out', amount: '400000000', row: '400000000' },
    totals: { sent: '400000000', received: '0' },
    token: { mint: '3p7eCgdQx1RiJUfr4t7Z8w6DpVbP7CMa9Z6Ff69tpump', raw: '3861519639304' },
  },
  {
    file: 'jeffro-jupiter-route-2.json',
    wallet: '63EazyqF9nJN8SdGTMUaLrRKxS3XnmUiFuDp5KZ9wEV8',
    leg: { direction: 'in', amount: '12309272', row: '12309272' },
    totals: { sent: '0', received: '12309272' },
    token: { mint: '8SgNwESovnbG1oNEaPVhg6CR9mTMSK7jPvcYRe3wpump', raw: '-100000000' },
  },
  {
    file: 'jeffro-okxdex-swap-1-dlmm.json',
    wallet: 'EfbbhahGNuhqEraRZXrwETfsaKxScngEttdQixWAW4WE',
    leg: { direction: 'out', amount: '10000000000', row: '10000000000' },
    totals: { sent: '10000000000', received: '0' },
    token: { mint: 'KMnDBXcPXoz6oMJW5XG4tXdwSWpmWEP2RQM1Uujpump', raw: '998528432013' },
  },
  {
    // An account opened by createAccount with the swap's lamports: no transfer funds it.
    file: 'eclipse-mainnet_35792433_json_v0_alt_getTransaction.json',
    wallet: '7xkuDw5Lxs5nnVGQTBr65sdwXBRjgmuzXC2hsEfHBhRC',
    // (its row adds up two plain payments of 324,642 and 5,000 lamports: GOR out like the leg)
    leg: { direction: 'out', amount: '995000', row: '1324642' },
    totals: { sent: '1324642', received: '0' },
    token: { mint: 'BeRUj3h7BqkbdfFU7FBNYbodgf8GCHodzKvF9aVjNNfL', raw: '17884084' },
  },
] as const;

function swapTransactions(): RpcTransactionWithMeta[] {
  const all = [
    ...idlTransactions().map(({ file, tx }) => ({ source: file, tx })),
    ...realTransactions().filter((t) => t.source.endsWith('getTransaction.json')),
  ];
  return SWAPS.map((s) => {
    const found = all.find((t) => t.source === s.file);
    if (!found) throw new Error(`fixture ${s.file} missing`);
    return found.tx;
  });
}

let node: ReplayNode;
const txs = swapTransactions();
/** The block is served this many times (new signatures each time): a wallet's posting row holds several swaps. */
const COPIES = 3;
const times = (amount: string): string => (BigInt(amount) * BigInt(COPIES)).toString();

beforeAll(async () => {
  node = await startReplayNode('real', txs.length * COPIES, [{ ...recordedBlocks()[0], transactions: txs }]);
});

afterAll(async () => {
  await node?.close();
});

interface Answers {
  page: WalletTransferPage;
  gor: WalletTransferPage;
  detail: AddressDetail;
  csv: Record<string, string>[];
}

async function answers(api: TestApi, wallet: string): Promise<Answers> {
  const get = async <T>(url: string): Promise<T> => {
    const r = await api.request(url);
    expect(r.statusCode).toBe(200);
    return r.json<T>();
  };
  const csv = await api.request(`/api/address/${wallet}/transfers.csv`);
  expect(csv.statusCode).toBe(200);
  return {
    page: await get<WalletTransferPage>(`/api/address/${wallet}/transfers`),
    gor: await get<WalletTransferPage>(`/api/address/${wallet}/transfers?mint=${NATIVE_MINT}`),
    detail: await get<AddressDetail>(`/api/address/${wallet}`),
    csv: parse(csv.body, { columns: true }) as Record<string, string>[],
  };
}

/** A wallet's Transfers posting rows, entries spelled out. */
async function walletRows(db: Kysely<Database>, wallet: string): Promise<WalletEntry[]> {
  const rows = await db
    .selectFrom('wallet_history')
    .innerJoin('addresses', 'addresses.id', 'wallet_history.address_id')
    .select(['last_tx', 'entries'])
    .where('addresses.address', '=', wallet)
    .where('kind', '=', 0)
    .orderBy('last_tx', 'desc')
    .execute();
  return rows.flatMap((r) => unpackEntries(Number(r.last_tx), r.entries));
}

/**
 * A wallet's Transfers entries of `tx` as the rules before wrapped legs gave them: no leg, its funding
 * of its own wrapped account a payment to that account, the wrapped tokens the account exchanged its own.
 */
function oldEntries(
  tx: DerivedTransaction,
  wallet: string,
): { position: number; mint: string | null; action: number; direction: number }[] {
  const out: { position: number; mint: string | null; action: number; direction: number }[] = [];
  for (const m of movementsOf(tx)) {
    if (m.onlyFor !== undefined) continue;
    const destinationOwner =
      m.position < tx.transfers.length ? tx.transfers[m.position].destinationOwner : m.destinationOwner;
    const sends = m.source === wallet || m.sourceOwner === wallet;
    const gets = m.destination === wallet || destinationOwner === wallet;
    if (!sends && !gets) continue;
    const direction = sends && gets ? 'self' : sends ? 'out' : 'in';
    out.push({
      position: m.position,
      mint: m.mint,
      action: walletActionCode(m.action),
      direction: directionCode(direction),
    });
  }
  return out;
}

/** GOR sent and received as the totals were kept before: every native transfer, both sides. */
function oldFlows(tx: DerivedTransaction): Map<string, { sent: bigint; received: bigint }> {
  const out = new Map<string, { sent: bigint; received: bigint }>();
  for (const r of tx.transfers) {
    if (r.mint !== null || r.kind !== 'transfer' || r.source === r.destination) continue;
    for (const [a, side] of [
      [r.source, 'sent'],
      [r.destination, 'received'],
    ] as const) {
      if (!a) continue;
      const f = out.get(a) ?? { sent: 0n, received: 0n };
      f[side] += BigInt(r.amount);
      out.set(a, f);
    }
  }
  return out;
}

/** Puts a swap's wallet entries and every total its copies moved back as the older rules kept them. */
async function asBefore(db: Kysely<Database>, tx: DerivedTransaction, wallet: string): Promise<void> {
  const idOf = async (address: string): Promise<number> => {
    const r = await db
      .selectFrom('addresses')
      .select('id')
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    return Number(r.id);
  };
  const walletId = await idOf(wallet);
  const positions = new Set((await walletRows(db, wallet)).map((e) => e.tx));
  expect(positions.size).toBe(COPIES);
  const entries: WalletEntry[] = [];
  for (const position of positions)
    for (const e of oldEntries(tx, wallet))
      entries.push({ ...e, tx: position, mint: e.mint === null ? null : await idOf(e.mint) });
  const p = packEntries(entries);
  await db.deleteFrom('wallet_history').where('address_id', '=', walletId).where('kind', '=', 0).execute();
  await db
    .insertInto('wallet_history')
    .values({ address_id: walletId, kind: 0, last_tx: p.last, first_tx: p.first, n: p.n, entries: p.entries })
    .execute();
  const now = nativeFlows(tx);
  const before = oldFlows(tx);
  for (const address of new Set([...now.keys(), ...before.keys()])) {
    const id = await idOf(address);
    const a = await db
      .selectFrom('accounts')
      .select(['sent', 'received'])
      .where('address_id', '=', id)
      .executeTakeFirstOrThrow();
    const n = now.get(address) ?? { sent: 0n, received: 0n };
    const b = before.get(address) ?? { sent: 0n, received: 0n };
    await db
      .updateTable('accounts')
      .set({
        sent: (BigInt(a.sent ?? 0) + BigInt(COPIES) * (b.sent - n.sent)).toString(),
        received: (BigInt(a.received ?? 0) + BigInt(COPIES) * (b.received - n.received)).toString(),
      })
      .where('address_id', '=', id)
      .execute();
  }
}

describe.each(DATABASE_KINDS)('%s', (kind) => {
  let db: TestDb | null = null;
  let api: TestApi;
  const fresh = new Map<string, { answers: Answers; entries: WalletEntry[] }>();

  beforeAll(async () => {
    db = await tempDatabase(kind);
    if (!db) return;
    await catchUpTo(node.url, db.url, node.tip, 120_000);
    api = await startTestApi(db.url);
  });

  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  test.each(SWAPS)('$file: the GOR leg on Transfers, in the totals, both legs in the CSV', async (s) => {
    if (!db) return;
    const a = await answers(api, s.wallet);
    expect(a.page.totalCount).toBe(COPIES);
    for (const row of a.page.items) {
      expect(row).toMatchObject({ action: 'transfer', mint: null, decimals: 9, direction: s.leg.direction });
      expect(row.amount).toBe(s.leg.row);
    }
    expect(a.gor.items.map((r) => [r.mint, r.direction])).toEqual(
      Array(COPIES).fill([null, s.leg.direction]),
    );
    expect({ sent: a.detail.totalSent, received: a.detail.totalReceived }).toEqual({
      sent: times(s.totals.sent),
      received: times(s.totals.received),
    });
    expect(Object.keys(a.csv[0])).toEqual([...WALLET_TRANSFERS_CSV_COLUMNS]);
    const signed = s.leg.direction === 'out' ? `-${s.leg.amount}` : s.leg.amount;
    expect(a.csv.filter((l) => l.token === 'GOR' && l.amount_raw === signed)).toHaveLength(COPIES);
    expect(a.csv.filter((l) => l.mint === s.token.mint && l.amount_raw === s.token.raw)).toHaveLength(COPIES);
    // Every line of the file is a movement of a row.
    expect(a.csv).toHaveLength(a.page.items.reduce((n, r) => n + r.movements, 0));
    fresh.set(s.wallet, { answers: a, entries: await walletRows(api.database.db, s.wallet) });
  });

  test('a database indexed by the older rules reads the same once the indexer has started on it', async () => {
    if (!db) return;
    expect(fresh.size).toBe(SWAPS.length);
    const d = api.database.db;
    for (const [i, s] of SWAPS.entries())
      await asBefore(d, deriveTransaction(txs[i], { slot: 0, blockTime: null, index: 0 }), s.wallet);
    // The older release's answers: no GOR leg, the funding of its own account counted as sent.
    await api.close();
    api = await startTestApi(db.url);
    const old = await answers(api, SWAPS[0].wallet);
    expect(old.detail.totalSent).toBe(times('402039280'));
    expect(old.page.items[0].mint).not.toBeNull();
    expect(old.csv.some((l) => l.token === 'GOR' && l.amount_raw === '-400000000')).toBe(false);
    // Migration 0100 (and those after it) as they run on that database: 0100 leaves the indexer its note.
    await sql`DELETE FROM kysely_migration WHERE name >= '0100'`.execute(api.database.db);
    await api.close();
    api = await startTestApi(db.url);
    const note = await api.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', WRAPPED_LEGS_PENDING)
      .execute();
    expect(note).toHaveLength(1);
    await api.close();
    // The indexer starts on it (nothing new to index) and derives those transactions again.
    await catchUpTo(node.url, db.url, node.tip, 60_000);
    api = await startTestApi(db.url);
    for (const s of SWAPS) {
      const want = fresh.get(s.wallet);
      expect({ wallet: s.wallet, ...(await answers(api, s.wallet)) }).toEqual({
        wallet: s.wallet,
        ...want?.answers,
      });
      expect(await walletRows(api.database.db, s.wallet)).toEqual(want?.entries);
    }
    const left = await api.database.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', WRAPPED_LEGS_PENDING)
      .execute();
    expect(left).toEqual([]);
  });
});
