/**
 * A busy block's whole list on both databases: a block of more than 500 transactions (the replay
 * node's congested blend with the recorded votes among it) is paged to its last transaction by the
 * keyset cursor; hiding votes, status and program filters keep exactly the rows they name; the
 * programs answer counts what the filters keep; a malformed or foreign cursor is a 400.
 */
import { recordedBlocks, startReplayNode } from '../../bench/replaySource';
import { blendedMix, MIX_HEAVY_SHARE, mixTemplates } from '../../bench/mixBlocks';
import type { BlockPrograms, BlockTransactionPage, TransactionSummary } from 'shared-api/contract';
import { MALFORMED_CURSOR } from '../src/http/cursor';
import { startTestApi, type TestApi } from './helpers/api';
import { catchUpTo } from './helpers/catchUp';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';
import type { RpcTransactionWithMeta } from '../src/rpc/types';

jest.setTimeout(300_000);

const VOTE = 'Vote111111111111111111111111111111111111111';

/** The recorded transactions whose every top-level instruction is the Vote program's. */
function recordedVotes(): RpcTransactionWithMeta[] {
  return recordedBlocks()
    .flatMap((b) => (b.transactions ?? []) as RpcTransactionWithMeta[])
    .filter((t) => {
      const m = t.transaction.message;
      return (
        m.instructions.length > 0 && m.instructions.every((ix) => m.accountKeys[ix.programIdIndex] === VOTE)
      );
    });
}

/** One block: 600 of the congested blend with the recorded votes spread among them. */
function busyBlock(): RpcTransactionWithMeta[] {
  const recorded = recordedBlocks();
  const mix = blendedMix(mixTemplates(recorded), 600, MIX_HEAVY_SHARE);
  const votes = recordedVotes();
  const out: RpcTransactionWithMeta[] = [];
  mix.forEach((t, i) => {
    out.push(t);
    if (i % 3 === 0 && votes.length > 0) out.push(votes.shift() as RpcTransactionWithMeta);
  });
  return [...out, ...votes];
}

const isVoteRow = (t: TransactionSummary) => t.instructions.every((ix) => ix.programId === VOTE);

describe.each(DATABASE_KINDS)('a busy block on %s', (kind) => {
  let db: TestDb | null = null;
  let api: TestApi;
  let served: RpcTransactionWithMeta[];
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    db = await tempDatabase(kind);
    if (!db) return;
    served = busyBlock();
    const node = await startReplayNode('real', 1, [{ ...recordedBlocks()[0], transactions: served }]);
    await catchUpTo(node.url, db.url, node.tip, 240_000);
    api = await startTestApi(db.url);
    close = async () => {
      await api.close();
      await node.close();
    };
  });
  afterAll(async () => {
    await close();
    await db?.drop();
  });

  /** Every page of the block's list with these filters, following nextCursor. */
  async function allPages(
    query: string,
    limit = 200,
    from: TestApi = api,
  ): Promise<{ rows: TransactionSummary[]; pages: number }> {
    const rows: TransactionSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const c: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const res = await from.request(`/api/block/1/transactions?limit=${limit}${query}${c}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<BlockTransactionPage>();
      expect(page.totalCount).toBe(served.length);
      rows.push(...page.transactions);
      expect(page.hasMore).toBe(page.nextCursor !== null);
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== null);
    return { rows, pages };
  }

  it('pages past 500 to the block last transaction, in block order, each once', async () => {
    if (!db) return;
    expect(served.length).toBeGreaterThan(500);
    const { rows, pages } = await allPages('');
    expect(pages).toBe(Math.ceil(served.length / 200));
    expect(rows.map((t) => t.signature)).toEqual(served.map((t) => t.transaction.signatures[0]));
  });

  it('hides votes, picks a status or a program, and counts what each keeps', async () => {
    if (!db) return;
    const all = (await allPages('')).rows;
    const programs = (await api.request('/api/block/1/programs')).json<BlockPrograms>();
    const votes = all.filter(isVoteRow);
    expect(votes.length).toBeGreaterThan(0);
    expect(programs.votes).toBe(votes.length);

    const shown = (await allPages('&votes=hide', 100)).rows;
    expect(shown.some(isVoteRow)).toBe(false);
    expect(shown.length).toBe(all.length - votes.length);

    const failed = (await allPages('&status=failed', 50)).rows;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed).toEqual(all.filter((t) => t.status === 'failed'));

    const top = programs.programs.find((p) => p.programId !== VOTE);
    expect(top).toBeDefined();
    const calling = (await allPages(`&program=${top?.programId}&votes=hide&status=success`, 30)).rows;
    expect(calling).toEqual(
      all.filter(
        (t) =>
          t.status === 'success' &&
          !isVoteRow(t) &&
          t.instructions.some((ix) => ix.programId === top?.programId),
      ),
    );
    expect((await allPages(`&program=${top?.programId}`, 500)).rows.length).toBe(top?.count);
  });

  it('answers a block indexed before blocks kept their list index the same, from its bodies', async () => {
    if (!db) return;
    const answers = async (from: TestApi) => {
      const programs = (await from.request('/api/block/1/programs')).json<BlockPrograms>();
      const top = programs.programs.find((p) => p.programId !== VOTE)?.programId;
      const rows = async (q: string, limit: number) =>
        (await allPages(q, limit, from)).rows.map((t) => t.signature);
      return {
        programs,
        failed: await rows('&status=failed', 50),
        succeeded: await rows('&status=success&votes=hide', 100),
        calling: await rows(`&program=${top}&status=failed`, 20),
      };
    };
    const indexed = await answers(api);
    const stored = await api.database.db.selectFrom('blocks').select('list_index').execute();
    expect(stored.every((b) => b.list_index !== null)).toBe(true);
    expect(indexed.calling.length).toBeGreaterThan(0);

    await api.database.db.updateTable('blocks').set({ list_index: null }).execute();
    const fresh = await startTestApi(db.url);
    try {
      expect(await answers(fresh)).toEqual(indexed);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a malformed cursor, another block cursor and unknown filter values with a 400', async () => {
    if (!db) return;
    for (const q of [
      'cursor=abc',
      'cursor=1.2.3.4',
      'cursor=2.0',
      'votes=maybe',
      'status=ok',
      'program=0OIl',
    ]) {
      const res = await api.request(`/api/block/1/transactions?${q}`);
      expect(res.statusCode).toBe(400);
      if (q.startsWith('cursor')) expect(res.json<{ message: string }>().message).toBe(MALFORMED_CURSOR);
    }
    expect((await api.request('/api/block/99/transactions')).statusCode).toBe(404);
  });

  it('keeps the old list answer for existing callers', async () => {
    if (!db) return;
    const list = (await api.request('/api/transactions?block=1&limit=500')).json<TransactionSummary[]>();
    expect(list).toHaveLength(500);
  });
});
