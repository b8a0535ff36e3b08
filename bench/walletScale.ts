/**
 * Wallet history at scale for bench:api: BENCH_WALLET_ROWS (default 100,000) GOR transfers of one
 * wallet, in and out, written by the real writer (server/test/helpers/bulkWallet.ts), so the wallet
 * routes are measured on a long history: first, middle and last page, and the CSV export's rows per
 * second.
 */
import { execFile } from 'node:child_process';
import { NATIVE_MINT } from 'shared-api/programs';
import { BULK_FIRST_SLOT, BULK_PER_SLOT, writeBulkTransfers } from '../server/test/helpers/bulkWallet';
import { timeRequests, type RequestTimes } from './lib';
import { base58Source, prng } from './seeded';

export interface WalletScale {
  wallet: string;
  rows: number;
  /** a token of the wallet (for the filtered page) */
  mint: string;
}

export async function seedWalletScale(
  url: string,
  rows = Number(process.env.BENCH_WALLET_ROWS ?? 100_000),
): Promise<WalletScale> {
  const wallet = base58Source(prng(7)).address();
  await writeBulkTransfers(url, wallet, rows);
  return { wallet, rows, mint: NATIVE_MINT };
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
  pages: Record<string, RequestTimes>;
  csv: { rows: number; seconds: number; rowsPerSec: number };
}> {
  const slots = Math.ceil(s.rows / BULK_PER_SLOT);
  const top = BULK_FIRST_SLOT + slots;
  const mid = BULK_FIRST_SLOT + Math.floor(slots / 2);
  const low = BULK_FIRST_SLOT + 1;
  const kinds: Record<string, (k: number) => string> = {};
  for (const route of ['transfers', 'balance-changes']) {
    const base = `${apiUrl}/api/address/${s.wallet}/${route}?limit=10`;
    kinds[`${route} first page`] = (k) => `${base}&cursor=${top}.${k % 7}.${k}`;
    kinds[`${route} middle page`] = (k) => `${base}&cursor=${mid}.${k % 7}.${k}`;
    kinds[`${route} last page`] = (k) => `${base}&cursor=${low}.${k % 7}.${k}`;
  }
  kinds['transfers first page, one token'] = (k) =>
    `${apiUrl}/api/address/${s.wallet}/transfers?limit=10&mint=${s.mint}&cursor=${top}.${k % 7}.${k}`;
  const pages: Record<string, RequestTimes> = {};
  for (const [name, url] of Object.entries(kinds)) {
    await fetch(url(perKind + 1)).then((r) => r.text()); // warm
    pages[name] = await timeRequests(Array.from({ length: perKind }, (_, k) => url(k)));
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
