/**
 * Wallet history at scale for bench:api: BENCH_WALLET_ROWS rows (default 100,000) of transfers and
 * of balance changes for one wallet, written straight into wallet_transfers / wallet_balance_changes
 * with the indexer's shapes (GOR and a few tokens, in and out, every action), so the wallet routes are
 * measured on a long history: first, middle and last page, and the CSV export's rows per second.
 */
import { execFile } from 'node:child_process';
import type { Database, Kysely } from '../server/src/db';
import { base58Source, prng } from './seeded';

const ACTIONS = ['transfer', 'transfer', 'transfer', 'mint', 'burn', 'create', 'close', 'initialize'];

export interface WalletScale {
  wallet: string;
  rows: number;
  /** a token of the wallet (for the filtered page) */
  mint: string;
}

export async function seedWalletScale(
  db: Kysely<Database>,
  rows = Number(process.env.BENCH_WALLET_ROWS ?? 100_000),
): Promise<WalletScale> {
  const rand = prng(7);
  const { address: addr, signature: sig } = base58Source(rand);
  const wallet = addr();
  const mints = [null, addr(), addr(), addr()];
  const peers = Array.from({ length: 50 }, addr);
  const start = Math.floor(Date.now() / 1000) - rows;
  for (let i = 0; i < rows; i += 500) {
    const transfers: Database['wallet_transfers'][] = [];
    const changes: Database['wallet_balance_changes'][] = [];
    for (let j = i; j < Math.min(rows, i + 500); j++) {
      const mint = mints[j % mints.length];
      const out = rand() < 0.5;
      const peer = peers[Math.floor(rand() * peers.length)];
      const amount = String(1 + Math.floor(rand() * 1e12));
      const at = {
        address: wallet,
        slot: 10_000_000 + j,
        tx_index: j % 7,
        signature: sig(),
        block_time: start + j,
      };
      transfers.push({
        ...at,
        position: 0,
        action: ACTIONS[j % ACTIONS.length],
        mint,
        decimals: mint ? 6 : 9,
        amount,
        direction: out ? 'out' : 'in',
        source: out ? wallet : peer,
        destination: out ? peer : wallet,
        source_owner: out ? wallet : peer,
        destination_owner: out ? peer : wallet,
        others: 0,
      });
      const pre = BigInt(1e13) + BigInt(Math.floor(rand() * 1e12));
      const change = out ? -BigInt(amount) : BigInt(amount);
      changes.push({
        ...at,
        position: mint ? 1 : 0,
        action: 'transfer',
        account: mint ? peer : wallet,
        mint,
        decimals: mint ? 6 : 9,
        pre_amount: pre.toString(),
        post_amount: (pre + change).toString(),
        change: change.toString(),
        direction: out ? 'out' : 'in',
      });
    }
    await db.insertInto('wallet_transfers').values(transfers).execute();
    await db.insertInto('wallet_balance_changes').values(changes).execute();
  }
  return { wallet, rows, mint: mints[1] as string };
}

export interface PageTiming {
  requests: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Latency of the wallet routes on the seeded history, each request a distinct cursor (so the API's
 * 1 s answer cache never serves it: every answer is one index range scan of the database), for the
 * first, a middle and the last page of transfers and balance changes, and of the token-filtered
 * first page; then the CSV export of the whole history in rows per second.
 */
export async function measureWalletRoutes(
  apiUrl: string,
  s: WalletScale,
  perKind = 200,
): Promise<{
  pages: Record<string, PageTiming>;
  csv: { rows: number; seconds: number; rowsPerSec: number };
}> {
  const top = 10_000_000 + s.rows;
  const mid = 10_000_000 + Math.floor(s.rows / 2);
  const low = 10_000_000 + 5;
  const kinds: Record<string, (k: number) => string> = {};
  for (const route of ['transfers', 'balance-changes']) {
    const base = `${apiUrl}/api/address/${s.wallet}/${route}?limit=10`;
    kinds[`${route} first page`] = (k) => `${base}&cursor=${top}.${k % 7}.${k}`;
    kinds[`${route} middle page`] = (k) => `${base}&cursor=${mid}.${k % 7}.${k}`;
    kinds[`${route} last page`] = (k) => `${base}&cursor=${low}.${k % 7}.${k}`;
  }
  kinds['transfers first page, one token'] = (k) =>
    `${apiUrl}/api/address/${s.wallet}/transfers?limit=10&mint=${s.mint}&cursor=${top}.${k % 7}.${k}`;
  const pages: Record<string, PageTiming> = {};
  for (const [name, url] of Object.entries(kinds)) {
    await fetch(url(perKind + 1)).then((r) => r.text()); // warm
    const times: number[] = [];
    for (let k = 0; k < perKind; k++) {
      const t0 = performance.now();
      const r = await fetch(url(k));
      await r.text();
      if (!r.ok) throw new Error(`${url(k)}: ${r.status}`);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    pages[name] = {
      requests: times.length,
      p50Ms: Math.round(percentile(times, 50) * 100) / 100,
      p99Ms: Math.round(percentile(times, 99) * 100) / 100,
    };
  }
  // The download is a separate process (curl, decompressing as a browser does): a client in this
  // process would spend the server's own thread on decompressing and counting.
  const t0 = performance.now();
  const lines = await new Promise<number>((resolve, reject) =>
    execFile(
      'sh',
      ['-c', `curl -sf --compressed "$0" | wc -l`, `${apiUrl}/api/address/${s.wallet}/transfers.csv`],
      (e, out) => (e ? reject(e) : resolve(Number(out.trim()))),
    ),
  );
  const seconds = (performance.now() - t0) / 1000;
  const rows = lines - 1;
  return {
    pages,
    csv: { rows, seconds: Math.round(seconds * 100) / 100, rowsPerSec: Math.round(rows / seconds) },
  };
}
