import { MALFORMED_CURSOR } from '../http/cursor';
import { txId } from '../db/txid';
import { blockListIndexOf } from '../db/blockListIndex';
import {
  blockCursor,
  blockProgramCounts,
  blockTxPage,
  indexedPositions,
  indexedProgramCounts,
  passes,
  type BlockRow,
  type BlockTxFilter,
} from './blockList';

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

/** A reader over `block` as the store reads it (after a position, at `ids` if given, votes left out when asked). */
const reader =
  (reads: number[][] = []) =>
  async (q: { after: number; limit: number; hideVotes: boolean; ids?: number[] }) => {
    const rows = block.filter((r) => r.brief.id > q.after && !(q.hideVotes && r.isVote));
    const read = (q.ids ? rows.filter((r) => q.ids?.includes(r.brief.id)) : rows).slice(0, q.limit);
    reads.push(read.map((r) => r.brief.id % 65536));
    return read;
  };

/** The block's list index as the indexer writes it. */
const index = blockListIndexOf(
  block.map((r) => ({
    index: r.brief.id % 65536,
    failed: r.brief.status === 'failed',
    programs: r.brief.instructions.map((ix) => ix.programId),
  })),
);

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

const FILTERS: BlockTxFilter[] = [
  { hideVotes: false },
  { hideVotes: true },
  { hideVotes: false, status: 'failed' },
  { hideVotes: true, status: 'success' },
  { hideVotes: false, program: A },
  { hideVotes: true, program: B, status: 'failed' },
  { hideVotes: true, program: VOTE },
  { hideVotes: false, program: 'C'.repeat(32) },
];

test.each(FILTERS)('the list index gives the pages the bodies give: %j', async (f) => {
  const walk = async (withIndex: boolean) => {
    const seen: number[][] = [];
    let after: number | undefined;
    for (;;) {
      const positions = withIndex ? indexedPositions(index, block.length, f) : undefined;
      const page = await blockTxPage(reader(), 7, f, { limit: 2, after, positions });
      seen.push(page.rows.map((r) => r.brief.id % 65536));
      if (page.nextCursor === null) return seen;
      after = blockCursor(page.nextCursor, 7);
    }
  };
  expect(await walk(true)).toEqual(await walk(false));
});

test('with the list index a filtered page reads only the rows it shows', async () => {
  const reads: number[][] = [];
  const f: BlockTxFilter = { hideVotes: false, status: 'failed' };
  const page = await blockTxPage(reader(reads), 7, f, { limit: 5, positions: indexedPositions(index, 6, f) });
  expect(page.rows.map((r) => r.brief.id % 65536)).toEqual([2, 4]);
  expect(reads.flat()).toEqual([2, 4]);
  expect(indexedPositions(index, 6, { hideVotes: true })).toBeUndefined();
});

test('the list index counts programs as the bodies do', () => {
  const fromBodies = blockProgramCounts(
    block.map((r) => ({ programs: r.brief.instructions.map((ix) => ix.programId), isVote: r.isVote })),
  );
  expect(indexedProgramCounts(index, 2)).toEqual(fromBodies);
});
