/**
 * What the replayed-traffic tests wait for and read through the API: the IDL rows the indexer has
 * stored, every row of every block's list, and the moment the API reads the stored IDLs.
 */
import type { BlockSummary, BlockTransactionPage, TransactionSummary } from 'shared-api/core';
import type { TestApi } from './api';

/** Waits until program_idls has a row for each of `programs`. */
export async function idlRowsFor(api: TestApi, programs: string[], timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  const want = new Set(programs);
  for (;;) {
    const rows = await api.database.db.selectFrom('program_idls').select(['program']).execute();
    const have = rows.filter((x) => want.has(x.program)).length;
    if (have === want.size || Date.now() > deadline) return have;
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** Every row of every block's list (the keyset pages followed to their ends). */
export async function listRows(api: TestApi): Promise<TransactionSummary[]> {
  const rows: TransactionSummary[] = [];
  for (const b of (await api.request('/api/blocks?limit=100')).json<BlockSummary[]>()) {
    let path: string | null = `/api/block/${b.height}/transactions?limit=500`;
    while (path) {
      const page: BlockTransactionPage = (await api.request(path)).json<BlockTransactionPage>();
      rows.push(...page.transactions);
      path = page.nextCursor
        ? `/api/block/${b.height}/transactions?limit=500&cursor=${encodeURIComponent(page.nextCursor)}`
        : null;
    }
  }
  return rows;
}

/**
 * Until the API reads the IDLs the indexer stored: it asks again for a program's missing IDL within
 * seconds, and the lists (whose answers live for a moment, where a transaction page's live for half a
 * minute) may have asked before the indexer stored it. No transaction page is read before.
 */
export async function untilListsUseIdls(api: TestApi, programs: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const named = (r: TransactionSummary) =>
    r.instructions.some((ix) => programs.includes(ix.programId) && ix.type !== 'unknown');
  while (!(await listRows(api)).some(named) && Date.now() < deadline)
    await new Promise((res) => setTimeout(res, 250));
}
