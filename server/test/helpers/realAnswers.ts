/**
 * The API answers a visitor gets about the recorded real blocks (server/test/fixtures/real-blocks,
 * served once by the replay node): every transaction, every block, each block's transaction list, and
 * for a sample of the wallets and tokens in them their history, transfers, balance changes and token
 * tabs. The URL list comes from the recorded blocks themselves, so two index layouts can be compared
 * answer for answer. Addresses of vote transactions and the hot programs are left out of the sample
 * (the address index does not keep their histories; their pages say so).
 */
import { recordedBlocks } from '../../../bench/replaySource';
import { historyIndexed } from '../../src/db/hot';

const VOTE = 'Vote111111111111111111111111111111111111111';

export function realAnswerUrls(): string[] {
  const blocks = recordedBlocks();
  const urls: string[] = [];
  const voters = new Set<string>();
  const wallets: string[] = [];
  const mints: string[] = [];
  blocks.forEach((b, i) => {
    urls.push(`/api/block/${i + 1}`, `/api/transactions?block=${i + 1}&limit=100`);
    for (const t of b.transactions ?? []) {
      urls.push(`/api/transaction/${t.transaction.signatures[0]}`);
      const keys = t.transaction.message.accountKeys;
      const isVote = t.transaction.message.instructions.some((ix) => keys[ix.programIdIndex] === VOTE);
      if (isVote) for (const k of keys) voters.add(k);
      else wallets.push(keys[0]);
      for (const tb of t.meta?.postTokenBalances ?? []) mints.push(tb.mint);
    }
  });
  const sample = [...new Set(wallets)].filter((a) => !voters.has(a) && historyIndexed(a)).slice(0, 25);
  for (const a of sample)
    urls.push(
      `/api/address/${a}/transactions/paginated?limit=10`,
      `/api/address/${a}/transfers?limit=10`,
      `/api/address/${a}/balance-changes?limit=10`,
    );
  for (const m of [...new Set(mints)].slice(0, 10))
    urls.push(`/api/token/${m}/transfers`, `/api/token/${m}/transactions`);
  return urls;
}

/** GETs every URL of `realAnswerUrls` from the API at `baseUrl`: url → { status, body }. */
export async function captureRealAnswers(
  baseUrl: string,
): Promise<Record<string, { status: number; body: unknown }>> {
  const out: Record<string, { status: number; body: unknown }> = {};
  for (const url of realAnswerUrls()) {
    const res = await fetch(`${baseUrl}${url}`);
    out[url] = { status: res.status, body: (await res.json()) as unknown };
  }
  return out;
}

/** How many transactions the recorded blocks hold (the replay node serves them once for that count). */
export function recordedTransactionCount(): number {
  return recordedBlocks().reduce((n, b) => n + (b.transactions?.length ?? 0), 0);
}
