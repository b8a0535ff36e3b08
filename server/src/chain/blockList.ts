/**
 * A block's whole transaction list: keyset pages in block order, filtered by votes, status and
 * program, and the counts its filters offer. Votes are left out in SQL (a column); status and program
 * are only known once a transaction is derived, so a filtered page derives the block's rows in chunks
 * from the cursor on until it has its rows. A block bounds the scan, and no page re-reads the rows
 * before its cursor.
 */
import { badRequest } from '../http/errors';
import { cursorCodec, MALFORMED_CURSOR, SLOT, TX_INDEX } from '../http/cursor';
import { finishPage, rowsToRead, type Page } from '../http/page';
import { firstTxOf, indexOfTx, slotOfTx, txId } from '../db/txid';
import { knownProgramName } from 'shared-api/programs';
import type { StoredBrief } from '../db/txstore';

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

/** Reads up to `limit` of the block's rows after position `after`, in block order. */
export type ReadBlockRows<R extends BlockRow> = (q: {
  after: number;
  limit: number;
  hideVotes: boolean;
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

/** One page of the block's rows passing `f`, after position `after` (undefined: from its first). */
export async function blockTxPage<R extends BlockRow>(
  read: ReadBlockRows<R>,
  slot: number,
  f: BlockTxFilter,
  { limit, after }: { limit: number; after?: number },
): Promise<Page<R>> {
  const want = rowsToRead(limit);
  // Without a derived filter every row read is shown: read exactly the page.
  const chunk = f.status === undefined && f.program === undefined ? want : Math.max(want, SCAN_CHUNK);
  const found: R[] = [];
  let from = after ?? firstTxOf(slot) - 1;
  for (;;) {
    const rows = await read({ after: from, limit: chunk, hideVotes: f.hideVotes });
    for (const r of rows) {
      if (passes(r, f)) found.push(r);
      if (found.length === want) break;
    }
    if (found.length === want || rows.length < chunk) break;
    from = rows[rows.length - 1].brief.id;
  }
  return finishPage(found, limit, (r) => blockTxCursor.encode(r.brief.id));
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
  const byId = new Map<string, ProgramCount>();
  let votes = 0;
  for (const r of rows) {
    if (r.isVote) votes++;
    for (const programId of new Set(r.programs)) {
      const c = byId.get(programId);
      if (c) c.count++;
      else byId.set(programId, { programId, programName: knownProgramName(programId), count: 1 });
    }
  }
  const programs = [...byId.values()].sort(
    (a, b) => b.count - a.count || a.programId.localeCompare(b.programId),
  );
  return { programs, votes };
}
