/**
 * What a block's list filters and counts need, written with it so neither opens a body: the failed
 * transactions' positions, and per top-level program its transactions' positions, as varints (counts,
 * ids, gaps). Older blocks have NULL and their lists are derived from the bodies.
 */
import { pushVarint, VarintReader } from './varint';

/** A block's list index with programs as addresses (built where the block is decoded). */
export interface BlockListIndex {
  failed: number[];
  programs: { program: string; positions: number[] }[];
}

/** The same with programs as address ids (as stored and read back). */
export interface StoredBlockListIndex {
  failed: number[];
  programs: { programId: number; positions: number[] }[];
}

/** The list index of a block's transactions: `programs` are each one's top-level programs. */
export function blockListIndexOf(
  txs: { index: number; failed: boolean; programs: string[] }[],
): BlockListIndex {
  const failed: number[] = [];
  const byProgram = new Map<string, number[]>();
  for (const t of txs) {
    if (t.failed) failed.push(t.index);
    for (const program of new Set(t.programs)) {
      const positions = byProgram.get(program);
      if (positions) positions.push(t.index);
      else byProgram.set(program, [t.index]);
    }
  }
  const ascending = (a: number, b: number) => a - b;
  return {
    failed: failed.sort(ascending),
    programs: [...byProgram].map(([program, positions]) => ({
      program,
      positions: positions.sort(ascending),
    })),
  };
}

function pushPositions(out: number[], positions: number[]): void {
  pushVarint(out, positions.length);
  let previous = -1;
  for (const p of positions) {
    pushVarint(out, p - previous - 1);
    previous = p;
  }
}

function readPositions(r: VarintReader): number[] {
  const n = r.next();
  const out: number[] = [];
  let previous = -1;
  for (let i = 0; i < n; i++) {
    previous += r.next() + 1;
    out.push(previous);
  }
  return out;
}

export function packBlockListIndex(index: BlockListIndex, idOf: (address: string) => number): Buffer {
  const out: number[] = [];
  pushPositions(out, index.failed);
  pushVarint(out, index.programs.length);
  for (const p of index.programs) {
    pushVarint(out, idOf(p.program));
    pushPositions(out, p.positions);
  }
  return Buffer.from(out);
}

export function unpackBlockListIndex(bytes: Uint8Array): StoredBlockListIndex {
  const r = new VarintReader(bytes, 'block list index cut short');
  const failed = readPositions(r);
  const programs: StoredBlockListIndex['programs'] = [];
  for (let n = r.next(); n > 0; n--) {
    const programId = r.next();
    programs.push({ programId, positions: readPositions(r) });
  }
  return { failed, programs };
}
