import { MALFORMED_CURSOR } from '../http/cursor';
import { txId } from '../db/txid';
import { blockCursor, blockProgramCounts, blockTxPage, passes, type BlockRow } from './blockList';

const A = 'A'.repeat(32);
const B = 'B'.repeat(32);
const VOTE = 'Vote111111111111111111111111111111111111111';

const row = (index: number, status: 'success' | 'failed', programs: string[], isVote = false): BlockRow => ({
  brief: {
    id: txId(7, index),
    status,
    instructions: programs.map((programId) => ({ programId, programName: programId === A ? 'Alpha' : '' })),
  } as BlockRow['brief'],
  isVote,
});

const block = [
  row(0, 'success', [VOTE], true),
  row(1, 'success', [A, A]),
  row(2, 'failed', [A, B]),
  row(3, 'success', [B]),
  row(4, 'failed', [VOTE], true),
  row(5, 'success', [A]),
];

/** A reader over `block` as the store reads it (after a position, votes left out when asked). */
const reader =
  (reads: number[] = []) =>
  async ({ after, limit, hideVotes }: { after: number; limit: number; hideVotes: boolean }) => {
    reads.push(limit);
    return block.filter((r) => r.brief.id > after && !(hideVotes && r.isVote)).slice(0, limit);
  };

test('the filters keep what they name', () => {
  expect(block.filter((r) => passes(r, { hideVotes: true })).map((r) => r.brief.id % 65536)).toEqual([
    1, 2, 3, 5,
  ]);
  expect(block.filter((r) => passes(r, { hideVotes: false, status: 'failed' })).length).toBe(2);
  expect(block.filter((r) => passes(r, { hideVotes: true, program: B })).length).toBe(2);
});

test('pages follow the cursor to the last row without reading the rows before it again', async () => {
  const seen: number[] = [];
  let after: number | undefined;
  for (;;) {
    const page = await blockTxPage(reader(), 7, { hideVotes: false }, { limit: 4, after });
    seen.push(...page.rows.map((r) => r.brief.id % 65536));
    if (page.nextCursor === null) break;
    after = blockCursor(page.nextCursor, 7);
  }
  expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
});

test('a derived filter scans on past rows it leaves out, and stops at the block end', async () => {
  const page = await blockTxPage(reader(), 7, { hideVotes: true, program: A }, { limit: 2 });
  expect(page.rows.map((r) => r.brief.id % 65536)).toEqual([1, 2]);
  expect(page.hasMore).toBe(true);
  const next = await blockTxPage(
    reader(),
    7,
    { hideVotes: true, program: A },
    {
      limit: 2,
      after: blockCursor(page.nextCursor ?? undefined, 7),
    },
  );
  expect(next.rows.map((r) => r.brief.id % 65536)).toEqual([5]);
  expect(next.nextCursor).toBeNull();
});

test('a cursor of another block or not a cursor is refused', () => {
  expect(blockCursor(undefined, 7)).toBeUndefined();
  expect(blockCursor('7.3', 7)).toBe(txId(7, 3));
  expect(() => blockCursor('8.3', 7)).toThrow(MALFORMED_CURSOR);
  expect(() => blockCursor('x', 7)).toThrow(MALFORMED_CURSOR);
});

test('programs are counted once per transaction, most called first, named when known', () => {
  const programs = block.map((r) => ({
    programs: r.brief.instructions.map((ix) => ix.programId),
    isVote: r.isVote,
  }));
  expect(blockProgramCounts(programs)).toEqual({
    programs: [
      { programId: A, programName: null, count: 3 },
      { programId: B, programName: null, count: 2 },
      { programId: VOTE, programName: 'Vote Program', count: 2 },
    ],
    votes: 2,
  });
});
