/**
 * The wallet history routes against a real chain: a ledger made by the traffic generator, indexed by
 * the real indexer into SQLite and PostgreSQL, then, for three wallets (one with more than 300
 * transactions, one holding several tokens, one that received a mint and closed an account), every
 * page of transfers and balance changes is compared with what the node's RPC says
 * (getSignaturesForAddress, getTransaction balances and token balances, getTokenAccountsByOwner):
 * no row missing, none duplicated, totals right; transfers one row per transaction, the CSV export one
 * line per movement of the same transactions in the same order. Then the CSV
 * of 30,000 transfers written in bulk streams with flat memory, and a second export by the same client is
 * refused while the first runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parse } from 'csv-parse/sync';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { generateBulk } from 'localnet/src/traffic';
import {
  WALLET_TRANSFERS_CSV_COLUMNS,
  type PaginatedTransactions,
  type WalletBalanceChange,
  type WalletBalanceChangePage,
  type WalletTransfer,
  type WalletTransferPage,
} from 'shared-api/contract';
import { KNOWN_PROGRAMS } from '../src/accounts/addresses';
import { migrate, openDatabase } from '../src/db';
import { BULK_PER_SLOT, bulkSignature, bulkTime, writeBulkTransfers } from './helpers/bulkWallet';
import { RpcClient } from '../src/rpc';
import { directionCode, walletActionCode, walletKindCode } from '../src/walletHistory/codes';
import { unpackEntries, type WalletEntry } from '../src/walletHistory/postings';
import { startTestApi, type TestApi } from './helpers/api';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { indexReference } from './helpers/reference';
import { rpc as rpcAt } from './helpers/rpc';

jest.setTimeout(300_000);

// A handle on V8's collector (jest does not start node with --expose-gc).
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

interface RpcTokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string; decimals: number };
}
interface RpcTx {
  slot: number;
  transaction: { message: { accountKeys: string[] }; signatures: string[] };
  meta: {
    err: unknown;
    fee: number;
    preBalances: number[];
    postBalances: number[];
    preTokenBalances?: RpcTokenBalance[];
    postTokenBalances?: RpcTokenBalance[];
    loadedAddresses?: { writable: string[]; readonly: string[] };
  };
}

let ln: LocalnetHandle;
let ledger: string;
let tip: number;

const rpc = <T>(method: string, params: unknown[]): Promise<T> => rpcAt<T>(ln.rpcUrl, method, params);

async function signaturesOf(address: string): Promise<string[]> {
  const out: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await rpc<Array<{ signature: string }>>('getSignaturesForAddress', [
      address,
      { limit: 1000, before, commitment: 'confirmed' },
    ]);
    out.push(...page.map((p) => p.signature));
    if (page.length < 1000) return out;
    before = page[page.length - 1].signature;
  }
}

const txCache = new Map<string, RpcTx>();
async function getTx(sig: string): Promise<RpcTx> {
  let t = txCache.get(sig);
  if (!t) {
    t = await rpc<RpcTx>('getTransaction', [
      sig,
      { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
    ]);
    txCache.set(sig, t);
  }
  return t;
}
const keysOf = (t: RpcTx) => [
  ...t.transaction.message.accountKeys,
  ...(t.meta.loadedAddresses?.writable ?? []),
  ...(t.meta.loadedAddresses?.readonly ?? []),
];

/** What the node says about a wallet: its transactions and those of every token account it owned. */
interface Truth {
  signatures: Set<string>;
  /** `${signature}|${account}|${mint}|${pre}|${post}` per expected balance change */
  balanceRows: Set<string>;
  /** signature → mint ('' = GOR) → the wallet's balance delta */
  deltas: Map<string, Map<string, bigint>>;
  /** signatures whose only balances are GOR (no token balance listed) */
  gorOnly: Set<string>;
  fees: Map<string, bigint>;
  currentTokenAccounts: Map<string, string>;
}

async function truthOf(wallet: string): Promise<Truth> {
  const sigs = new Set(await signaturesOf(wallet));
  const accounts = new Set<string>();
  for (const s of sigs) {
    const t = await getTx(s);
    const keys = keysOf(t);
    for (const b of [...(t.meta.preTokenBalances ?? []), ...(t.meta.postTokenBalances ?? [])])
      if (b.owner === wallet) accounts.add(keys[b.accountIndex]);
  }
  const owned = await rpc<{
    value: Array<{
      pubkey: string;
      account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } };
    }>;
  }>('getTokenAccountsByOwner', [
    wallet,
    { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
    { encoding: 'jsonParsed' },
  ]);
  const owned22 = await rpc<typeof owned>('getTokenAccountsByOwner', [
    wallet,
    { programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' },
    { encoding: 'jsonParsed' },
  ]);
  const currentTokenAccounts = new Map<string, string>();
  for (const a of [...owned.value, ...owned22.value]) {
    accounts.add(a.pubkey);
    currentTokenAccounts.set(a.pubkey, a.account.data.parsed.info.tokenAmount.amount);
  }
  for (const a of accounts) for (const s of await signaturesOf(a)) sigs.add(s);

  const balanceRows = new Set<string>();
  const deltas = new Map<string, Map<string, bigint>>();
  const gorOnly = new Set<string>();
  const fees = new Map<string, bigint>();
  for (const s of sigs) {
    const t = await getTx(s);
    const keys = keysOf(t);
    const d = new Map<string, bigint>();
    const i = keys.indexOf(wallet);
    if (i >= 0) {
      const pre = BigInt(t.meta.preBalances[i]);
      const post = BigInt(t.meta.postBalances[i]);
      if (pre !== post) {
        balanceRows.add(`${s}|${wallet}|GOR|${pre}|${post}`);
        d.set('', post - pre);
      }
    }
    const pre = new Map((t.meta.preTokenBalances ?? []).map((b) => [b.accountIndex, b]));
    const post = new Map((t.meta.postTokenBalances ?? []).map((b) => [b.accountIndex, b]));
    for (const idx of new Set([...pre.keys(), ...post.keys()])) {
      const a = pre.get(idx);
      const b = post.get(idx);
      const owner = b?.owner ?? a?.owner;
      if (owner !== wallet && keys[idx] !== wallet) continue;
      const pa = BigInt(a?.uiTokenAmount.amount ?? '0');
      const pb = BigInt(b?.uiTokenAmount.amount ?? '0');
      if (a && b && pa === pb) continue;
      const mint = (b ?? a)!.mint;
      balanceRows.add(`${s}|${keys[idx]}|${mint}|${pa}|${pb}`);
      d.set(mint, (d.get(mint) ?? 0n) + pb - pa);
    }
    deltas.set(s, d);
    // GOR moved only by transfers: no token balances, and no account created or closed (rent).
    const lifecycle = t.meta.preBalances.some((p, k) => (p === 0) !== (t.meta.postBalances[k] === 0));
    if (!t.meta.preTokenBalances?.length && !t.meta.postTokenBalances?.length && !lifecycle) gorOnly.add(s);
    fees.set(s, keys[0] === wallet ? BigInt(t.meta.fee) : 0n);
  }
  return { signatures: sigs, balanceRows, deltas, gorOnly, fees, currentTokenAccounts };
}

async function allPages<T>(
  api: TestApi,
  pathname: string,
  limit: number,
): Promise<{ items: T[]; totals: number[]; pages: number }> {
  const items: T[] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const q: string = `${pathname.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await api.request(`${pathname}${q}`);
    if (res.statusCode !== 200) throw new Error(`${pathname}${q}: ${res.statusCode} ${res.body}`);
    const page = res.json<{ items: T[]; hasMore: boolean; nextCursor: string | null; totalCount: number }>();
    items.push(...page.items);
    totals.push(page.totalCount);
    pages++;
    expect(page.hasMore).toBe(page.nextCursor !== null);
    cursor = page.nextCursor;
  } while (cursor);
  return { items, totals, pages };
}

const rowKey = (r: { signature: string; position: number }) => `${r.signature}#${r.position}`;
const NATIVE = 'So11111111111111111111111111111111111111112';
/** A movement as the transfers CSV gives it (one line each). */
type CsvMovement = Record<(typeof WALLET_TRANSFERS_CSV_COLUMNS)[number], string>;
const signedCsv = (m: CsvMovement) => (m.direction === 'self' ? 0n : BigInt(m.amount_raw));
/** Signatures in order, each once (runs of one transaction's lines are contiguous). */
const runs = (sigs: string[]) => sigs.filter((s, i) => i === 0 || sigs[i - 1] !== s);

async function movementsOf(api: TestApi, pathname: string): Promise<CsvMovement[]> {
  const csv = await api.request(pathname);
  expect(csv.statusCode).toBe(200);
  return parse(csv.body, { columns: true }) as CsvMovement[];
}

async function checkWallet(
  api: TestApi,
  wallet: string,
): Promise<{ transfers: WalletTransfer[]; movements: CsvMovement[]; truth: Truth }> {
  const truth = await truthOf(wallet);

  // Balance changes: exactly the node's pre/post balances, every page, no duplicate.
  const bc = await allPages<WalletBalanceChange>(api, `/api/address/${wallet}/balance-changes`, 50);
  expect(new Set(bc.items.map(rowKey)).size).toBe(bc.items.length);
  expect(new Set(bc.totals)).toEqual(new Set([bc.items.length]));
  const got = new Set(
    bc.items.map((r) => `${r.signature}|${r.account}|${r.mint ?? 'GOR'}|${r.preAmount}|${r.postAmount}`),
  );
  expect([...got].filter((k) => !truth.balanceRows.has(k))).toEqual([]);
  expect([...truth.balanceRows].filter((k) => !got.has(k))).toEqual([]);
  // Newest first across pages.
  for (let i = 1; i < bc.items.length; i++) expect(bc.items[i - 1].slot >= bc.items[i].slot).toBe(true);
  // The newest row of each current token account ends at the balance getTokenAccountsByOwner reports.
  for (const [account, amount] of truth.currentTokenAccounts) {
    const newest = bc.items.find((r) => r.account === account);
    if (newest) expect(newest.postAmount).toBe(amount);
  }

  // Transfers: one row per transaction, each one of the wallet's; the CSV has a line per movement of
  // the same transactions in the same order, as many as the row says, adding up to the row's amount.
  const tr = await allPages<WalletTransfer>(api, `/api/address/${wallet}/transfers`, 50);
  expect(new Set(tr.items.map((r) => r.signature)).size).toBe(tr.items.length);
  expect(new Set(tr.totals)).toEqual(new Set([tr.items.length]));
  for (const r of tr.items) expect(truth.signatures.has(r.signature)).toBe(true);
  const movements = await movementsOf(api, `/api/address/${wallet}/transfers.csv`);
  expect(runs(movements.map((m) => m.signature))).toEqual(tr.items.map((r) => r.signature));
  for (const r of tr.items) {
    const own = movements.filter((m) => m.signature === r.signature);
    expect([r.signature, own.length]).toEqual([r.signature, r.movements]);
    const like = own.filter(
      (m) =>
        m.action === r.action.toUpperCase() && m.mint === (r.mint ?? NATIVE) && m.direction === r.direction,
    );
    const total = like.reduce((sum, m) => sum + BigInt(m.amount_raw.replace(/^-/, '')), 0n);
    expect([r.signature, r.amount]).toEqual([r.signature, String(total)]);
    const counterparties = new Set(
      own
        .filter((m) => m.direction !== 'self' && !(m.action === 'MINT' && m.direction === 'in'))
        .map((m) => (m.direction === 'out' ? m.to : m.from))
        .filter((c) => c !== '' && c !== wallet),
    );
    expect([r.signature, r.others]).toEqual([r.signature, Math.max(0, counterparties.size - 1)]);
  }
  // Token movements add up to the wallet's token balance change in each transaction; GOR-only
  // transactions add up with the fee.
  const sums = new Map<string, Map<string, bigint>>();
  for (const m of movements) {
    const mint = m.mint === NATIVE ? '' : m.mint;
    const s = sums.get(m.signature) ?? new Map<string, bigint>();
    s.set(mint, (s.get(mint) ?? 0n) + signedCsv(m));
    sums.set(m.signature, s);
  }
  for (const [sig, d] of truth.deltas) {
    const s = sums.get(sig) ?? new Map<string, bigint>();
    for (const [mint, delta] of d) {
      if (mint === '') {
        if (truth.gorOnly.has(sig))
          expect([sig, (s.get('') ?? 0n) - (truth.fees.get(sig) ?? 0n)]).toEqual([sig, delta]);
      } else {
        expect([sig, mint, s.get(mint) ?? 0n]).toEqual([sig, mint, delta]);
      }
    }
  }
  return { transfers: tr.items, movements, truth };
}

async function pickWallets(api: TestApi): Promise<{ large: string; tokens: string; mintClose: string }> {
  const db = api.database.db;
  const large = await db
    .selectFrom('accounts')
    .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
    .select(['addresses.address as address', 'accounts.tx_count as tx_count'])
    .where('accounts.tx_count', '>', 300)
    .where('accounts.owner', 'is', null)
    .where('addresses.address', 'not like', 'Sysvar%')
    .where('addresses.address', 'not in', [...KNOWN_PROGRAMS])
    .where('addresses.address', 'not in', (eb) => eb.selectFrom('validators').select('node_pubkey'))
    .where('addresses.address', 'not in', (eb) => eb.selectFrom('validators').select('vote_pubkey'))
    .orderBy('accounts.tx_count', 'desc')
    .executeTakeFirstOrThrow();
  const tokens = await db
    .selectFrom('token_accounts')
    .innerJoin('addresses', 'addresses.id', 'token_accounts.owner_id')
    .select([
      'addresses.address as owner',
      (eb) => eb.fn.count<number>('token_accounts.mint_id').distinct().as('n'),
    ])
    .groupBy('addresses.address')
    .having((eb) => eb.fn.count('token_accounts.mint_id').distinct(), '>=', 3)
    .orderBy('addresses.address')
    .executeTakeFirstOrThrow();
  // An address that received a mint and closed an account: read from its transfer history.
  const postings = await db
    .selectFrom('wallet_history')
    .innerJoin('addresses', 'addresses.id', 'wallet_history.address_id')
    .select(['addresses.address', 'last_tx', 'entries'])
    .where('kind', '=', walletKindCode('wallet_transfers'))
    .where('addresses.address', 'not in', [large.address, tokens.owner])
    .orderBy('addresses.address')
    .execute();
  const actions = new Map<string, WalletEntry[]>();
  for (const p of postings)
    actions.set(p.address, [
      ...(actions.get(p.address) ?? []),
      ...unpackEntries(Number(p.last_tx), p.entries),
    ]);
  const minted = [...actions].find(
    ([, entries]) =>
      entries.some((e) => e.action === walletActionCode('mint') && e.direction === directionCode('in')) &&
      entries.some((e) => e.action === walletActionCode('close')),
  );
  if (!minted) throw new Error('no address with a mint and a close in the generated ledger');
  return { large: large.address, tokens: tokens.owner, mintClose: minted[0] };
}

beforeAll(async () => {
  ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-ledger-'));
  await generateBulk({ ledger, seed: 11, transactions: 6000, perSlot: 60 });
  ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
  tip = await new RpcClient(ln.rpcUrl).getSlot();
});

afterAll(async () => {
  await ln?.close();
  fs.rmSync(ledger, { recursive: true, force: true });
});

async function suite(db: TestDb): Promise<void> {
  const h = await openDatabase(db.url);
  await migrate(h.db);
  await h.close();
  await indexReference(ln.rpcUrl, db.url, tip, 120_000);
  const api = await startTestApi(db.url);
  try {
    const w = await pickWallets(api);
    expect((await signaturesOf(w.large)).length).toBeGreaterThan(300);

    const large = await checkWallet(api, w.large);
    await checkWallet(api, w.tokens);
    const mc = await checkWallet(api, w.mintClose);
    expect(mc.movements.some((m) => m.action === 'MINT' && m.direction === 'in')).toBe(true);
    expect(mc.movements.some((m) => m.action === 'CLOSE')).toBe(true);
    // The large wallet has transactions of several movements: rows are fewer than movements.
    expect(large.movements.length).toBeGreaterThan(large.transfers.length);

    // Page jumps land where cursor paging does: ten transactions a page.
    const p3 = (await api.request(`/api/address/${w.large}/transfers?page=3`)).json<WalletTransferPage>();
    expect(p3.items.map(rowKey)).toEqual(large.transfers.slice(20, 30).map(rowKey));
    expect(p3.totalCount).toBe(large.transfers.length);

    // The Transactions tab's route: page N (a jump, no cursor held) is the N-th page of cursor paging.
    const txPath = `/api/address/${w.large}/transactions/paginated`;
    const byCursor: string[][] = [];
    let txCursor: string | null = null;
    do {
      const res = await api.request(`${txPath}?limit=25${txCursor ? `&cursor=${txCursor}` : ''}`);
      const body = res.json<PaginatedTransactions>();
      byCursor.push(body.transactions.map((t) => t.signature));
      txCursor = body.nextCursor;
    } while (txCursor);
    expect(byCursor.length).toBeGreaterThan(12);
    const lastPage = byCursor.length;
    for (const n of [1, 2, 7, lastPage - 1, lastPage]) {
      const res = await api.request(`${txPath}?limit=25&page=${n}`);
      expect([n, res.statusCode]).toEqual([n, 200]);
      const body = res.json<PaginatedTransactions>();
      expect([n, body.transactions.map((t) => t.signature)]).toEqual([n, byCursor[n - 1]]);
      expect(body.hasMore).toBe(n < lastPage);
      expect(body.totalCount).toBe(byCursor.flat().length);
    }
    // Its nextCursor continues where cursor paging does.
    const seventh = (await api.request(`${txPath}?limit=25&page=7`)).json<PaginatedTransactions>();
    const eighth = (
      await api.request(`${txPath}?limit=25&cursor=${seventh.nextCursor}`)
    ).json<PaginatedTransactions>();
    expect(eighth.transactions.map((t) => t.signature)).toEqual(byCursor[7]);
    // Past the last page: an empty page, not an error.
    const beyond = (
      await api.request(`${txPath}?limit=25&page=${lastPage + 1}`)
    ).json<PaginatedTransactions>();
    expect([beyond.transactions, beyond.hasMore, beyond.nextCursor]).toEqual([[], false, null]);

    // Filters: token, direction, action, time range. A transaction is listed when one of its movements
    // matches, and its row stands for the matching movements only.
    const txsWith = (keep: (m: CsvMovement) => boolean) =>
      runs(large.movements.filter(keep).map((m) => m.signature));
    const mint = large.movements.find((m) => m.mint !== NATIVE)?.mint as string;
    const byMint = await allPages<WalletTransfer>(api, `/api/address/${w.large}/transfers?mint=${mint}`, 50);
    expect(byMint.items.map((r) => r.signature)).toEqual(txsWith((m) => m.mint === mint));
    expect(byMint.items.every((r) => r.mint === mint)).toBe(true);
    const gor = (
      await api.request(`/api/address/${w.large}/transfers?mint=${NATIVE}&limit=50`)
    ).json<WalletTransferPage>();
    expect(gor.totalCount).toBe(txsWith((m) => m.mint === NATIVE).length);
    const outs = (
      await api.request(`/api/address/${w.large}/transfers?direction=out&action=transfer`)
    ).json<WalletTransferPage>();
    expect(outs.totalCount).toBe(txsWith((m) => m.action === 'TRANSFER' && m.direction !== 'in').length);
    const times = large.transfers.map((r) => r.blockTime as number).sort((a, b) => a - b);
    const [from, to] = [times[Math.floor(times.length / 4)], times[Math.floor((times.length * 3) / 4)]];
    const ranged = (
      await api.request(`/api/address/${w.large}/balance-changes?from=${from}&to=${to}`)
    ).json<WalletBalanceChangePage>();
    expect(ranged.items.every((r) => (r.blockTime as number) >= from && (r.blockTime as number) <= to)).toBe(
      true,
    );

    // CSV: a line per movement (as many as the rows say), header first, RFC 4180, exact decimals, ISO
    // times.
    const csv = await api.request(`/api/address/${w.large}/transfers.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`transfers-${w.large}-`);
    const records = parse(csv.body, { columns: true }) as CsvMovement[];
    expect(records.length).toBe(large.transfers.reduce((n, r) => n + r.movements, 0));
    expect(Object.keys(records[0])).toEqual([...WALLET_TRANSFERS_CSV_COLUMNS]);
    const rowOf = new Map(large.transfers.map((r) => [r.signature, r]));
    for (const rec of records) {
      const r = rowOf.get(rec.signature) as WalletTransfer;
      expect(rec.block_time_utc).toBe(new Date((r.blockTime as number) * 1000).toISOString());
      expect(BigInt(rec.amount_raw) < 0n).toBe(rec.direction === 'out' && /[1-9]/.test(rec.amount_raw));
    }
    const bcsv = await api.request(`/api/address/${w.large}/balance-changes.csv?mint=${mint}`);
    const brecs = parse(bcsv.body, { columns: true }) as Array<Record<string, string>>;
    expect(brecs.every((r) => r.mint === mint)).toBe(true);

    // Bad input: 4xx JSON.
    for (const bad of [
      `/api/address/${w.large}/transfers?cursor=abc`,
      `/api/address/${w.large}/transfers?direction=sideways`,
      `/api/address/${w.large}/transfers?action=swap`,
      `/api/address/${w.large}/balance-changes?from=10&to=5`,
      `/api/address/not-an-address/transfers`,
      `/api/address/${w.large}/transfers.csv?direction=up`,
      `/api/address/${w.large}/transfers?limit=51`,
      `${txPath}?page=0`,
      `${txPath}?page=-1`,
      `${txPath}?page=2.5`,
      `${txPath}?page=two`,
      `${txPath}?page=10001`,
      `${txPath}?page=2&cursor=${seventh.nextCursor}`,
    ]) {
      const res = await api.request(bad);
      expect([bad, res.statusCode]).toEqual([bad, 400]);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
  } finally {
    await api.close();
  }
}

const BULK = 30_000;

async function streamingSuite(db: TestDb): Promise<void> {
  const api = await startTestApi(db.url);
  const address = 'BuLK1111111111111111111111111111111111111111'.slice(0, 44);
  try {
    await writeBulkTransfers(db.url, address, BULK);
    const first = await api.request(`/api/address/${address}/transfers?limit=10`);
    expect(first.json<WalletTransferPage>().totalCount).toBe(BULK);
    const last = await api.request(`/api/address/${address}/transfers?limit=10&page=${BULK / 10}`);
    expect(last.json<WalletTransferPage>().items.map((r) => r.signature)).toEqual(
      Array.from({ length: 10 }, (_, i) => bulkSignature(9 - i)),
    );

    // Retained memory, not garbage: collect before each sample.
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const base = heap();
    let peak = base;
    const res = await fetch(`${api.baseUrl}/api/address/${address}/transfers.csv`);
    expect(res.status).toBe(200);
    // A second export by the same client while the first runs is refused.
    const second = await api.request(`/api/address/${address}/transfers.csv`);
    expect(second.statusCode).toBe(429);
    expect(second.json<{ message: string }>().message).toMatch(/export/);
    let lines = 0;
    let bytes = 0;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const before = bytes;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
      if (Math.floor(before / 2_000_000) !== Math.floor(bytes / 2_000_000)) peak = Math.max(peak, heap());
    }
    expect(lines).toBe(BULK + 1);
    // The file is ~12 MB; the server never holds it: the live heap stays within a few MB of where it began.
    expect(bytes).toBeGreaterThan(10_000_000);
    expect(peak - base).toBeLessThan(8_000_000);
    // Once done, the client may export again.
    const again = await fetch(
      `${api.baseUrl}/api/address/${address}/transfers.csv?direction=in&from=${bulkTime(BULK / BULK_PER_SLOT - 1)}`,
    );
    const text = await again.text();
    expect(again.status).toBe(200);
    expect(text.trim().split('\r\n').length).toBe(1 + 5);
  } finally {
    await api.close();
  }
}

test('SQLite: three wallets equal the RPC, paging, filters, CSV', async () => {
  const db = tempSqlite();
  try {
    await suite(db);
  } finally {
    await db.drop();
  }
});

test('SQLite: a 30,000-row CSV streams with flat memory; one export per client', async () => {
  const db = tempSqlite();
  try {
    await streamingSuite(db);
  } finally {
    await db.drop();
  }
});

test('PostgreSQL: three wallets equal the RPC, paging, filters, CSV', async () => {
  const db = await tempPostgres();
  if ('skip' in db) return console.warn(`SKIPPED PostgreSQL variant: ${db.skip}`);
  try {
    await suite(db);
  } finally {
    await db.drop();
  }
});

test('PostgreSQL: a 30,000-row CSV streams with flat memory; one export per client', async () => {
  const db = await tempPostgres();
  if ('skip' in db) return console.warn(`SKIPPED PostgreSQL variant: ${db.skip}`);
  try {
    await streamingSuite(db);
  } finally {
    await db.drop();
  }
});
