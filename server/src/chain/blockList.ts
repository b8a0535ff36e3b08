/**
 * A block's transaction list: keyset pages in block order, filtered by votes (a column), status and
 * program (the block's list index, so a page opens only the bodies it shows; older blocks derive rows
 * in chunks from the cursor), and the counts its filters offer.
 */
import { badRequest } from '../http/errors';
import { cursorCodec, MALFORMED_CURSOR, SLOT, TX_INDEX } from '../http/cursor';
import { finishPage, rowsToRead, type Page } from '../http/page';
import { firstTxOf, indexOfTx, slotOfTx, txId } from '../db/txid';
import { knownProgramName } from 'shared-api/programs';
import type { StoredBrief } from '../db/txstore';
import type { BlockListIndex } from '../db/blockListIndex';

export interface BlockTxFilter {
  hideVotes: boolean;
  status?: 'success' | 'failed';
  program?: string;
}

/** What the filters look at: the derived list row and whether it is a vote. */
export interface BlockRow {
  brief: Pick<StoredBrief, 'id' | 'status' | 'instructions'>;
  isVote: boolean;
}

/** Up to `limit` of the block's rows after `after`, in block order; with `ids`, only those positions. */
export type ReadBlockRows<R extends BlockRow> = (q: {
  after: number;
  limit: number;
  hideVotes: boolean;
  ids?: number[];
}) => Promise<R[]>;

/** Rows read per step when a filter needs derived rows: a few steps reach the end of a busy block. */
const SCAN_CHUNK = 200;

/** A block list's cursor: `<slot>.<index>` of the last transaction shown (the address lists' form). */
const blockTxCursor = cursorCodec([SLOT, TX_INDEX], {
  read: ([slot, index]) => txId(slot, index),
  write: (id: number) => [slotOfTx(id), indexOfTx(id)],
});

/** The cursor's position, refused when it belongs to another block (it came from another list). */
export function blockCursor(cursor: string | undefined, slot: number): number | undefined {
  const after = blockTxCursor.decode(cursor);
  if (after !== undefined && slotOfTx(after) !== slot) throw badRequest(MALFORMED_CURSOR);
  return after;
}

/** Whether a row passes the filters (votes are left out by the read already; checked again here). */
export function passes(row: BlockRow, f: BlockTxFilter): boolean {
  if (f.hideVotes && row.isVote) return false;
  if (f.status !== undefined && row.brief.status !== f.status) return false;
  if (f.program !== undefined && !row.brief.instructions.some((ix) => ix.programId === f.program))
    return false;
  return true;
}

/** The positions passing the status and program filters, by the list index; undefined without filters. */
export function indexedPositions(
  index: BlockListIndex,
  txCount: number,
  f: BlockTxFilter,
): number[] | undefined {
  if (f.status === undefined && f.program === undefined) return undefined;
  let positions: number[];
  if (f.program === undefined) positions = Array.from({ length: txCount }, (_, i) => i);
  else positions = index.programs.find((p) => p.program === f.program)?.positions ?? [];
  if (f.status === undefined) return positions;
  const failed = new Set(index.failed);
  return positions.filter((p) => failed.has(p) === (f.status === 'failed'));
}

/** One page of the block's rows passing `f` after `after`; with `positions`, only those are read. */
export async function blockTxPage<R extends BlockRow>(
  read: ReadBlockRows<R>,
  slot: number,
  f: BlockTxFilter,
  { limit, after, positions }: { limit: number; after?: number; positions?: number[] },
): Promise<Page<R>> {
  const want = rowsToRead(limit);
  const from = after ?? firstTxOf(slot) - 1;
  const found = positions
    ? await readPositions(read, slot, f, want, from, positions)
    : await scanRows(read, slot, f, want, from);
  return finishPage(found, limit, (r) => blockTxCursor.encode(r.brief.id));
}

/** Reads the rows at `positions` after `from` until `want` pass (votes may still be left out). */
async function readPositions<R extends BlockRow>(
  read: ReadBlockRows<R>,
  slot: number,
  f: BlockTxFilter,
  want: number,
  from: number,
  positions: number[],
): Promise<R[]> {
  const ids = positions.map((p) => txId(slot, p)).filter((id) => id > from);
  const found: R[] = [];
  for (let at = 0; at < ids.length && found.length < want;) {
    const chunk = ids.slice(at, at + want - found.length);
    at += chunk.length;
    const rows = await read({ after: from, limit: chunk.length, hideVotes: f.hideVotes, ids: chunk });
    for (const r of rows) if (passes(r, f)) found.push(r);
  }
  return found;
}

/** Derives the block's rows in order from `from` on until `want` pass. */
async function scanRows<R extends BlockRow>(
  read: ReadBlockRows<R>,
  slot: number,
  f: BlockTxFilter,
  want: number,
  from: number,
): Promise<R[]> {
  // Without a derived filter every row read is shown: read exactly the page.
  const chunk = f.status === undefined && f.program === undefined ? want : Math.max(want, SCAN_CHUNK);
  const found: R[] = [];
  for (let after = from; ;) {
    const rows = await read({ after, limit: chunk, hideVotes: f.hideVotes });
    for (const r of rows) {
      if (passes(r, f)) found.push(r);
      if (found.length === want) return found;
    }
    if (rows.length < chunk) return found;
    after = rows[rows.length - 1].brief.id;
  }
}

export interface ProgramCount {
  programId: string;
  programName: string | null;
  count: number;
}

/** The programs the rows call at top level with how many rows call each (most first), and the votes. */
export function blockProgramCounts(rows: { programs: string[]; isVote: boolean }[]): {
  programs: ProgramCount[];
  votes: number;
} {
  const counts = new Map<string, number>();
  let votes = 0;
  for (const r of rows) {
    if (r.isVote) votes++;
    for (const programId of new Set(r.programs)) counts.set(programId, (counts.get(programId) ?? 0) + 1);
  }
  return { programs: sortedCounts(counts), votes };
}

/** The same counts from the block's list index (`votes` from the block's own counts). */
export function indexedProgramCounts(
  index: BlockListIndex,
  votes: number,
): { programs: ProgramCount[]; votes: number } {
  return {
    programs: sortedCounts(new Map(index.programs.map((p) => [p.program, p.positions.length]))),
    votes,
  };
}

function sortedCounts(counts: Map<string, number>): ProgramCount[] {
  return [...counts]
    .map(([programId, count]) => ({ programId, programName: knownProgramName(programId), count }))
    .sort((a, b) => b.count - a.count || a.programId.localeCompare(b.programId));
}
