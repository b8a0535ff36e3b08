/**
 * The wallet history as posting lists per address and kind (grown by indexer/write/tails.ts; far
 * cheaper than a row a movement: docs/SCALING.md). Entries are newest first, as varints: the gap to
 * the previous transaction, the position, the token (0 = GOR, else id + 1), action × 4 + direction.
 * A stored format: it changes only with a migration.
 */
import { pushVarint, VarintReader } from '../db/varint';

/** One movement or balance of an address, in stored form. */
export interface WalletEntry {
  tx: number;
  position: number;
  /** token id; null = GOR */
  mint: number | null;
  action: number;
  direction: number;
}

export interface PackedEntries {
  last: number;
  first: number;
  n: number;
  /** distinct transactions among the entries */
  txs: number;
  entries: Buffer;
}

const CUT_SHORT = 'wallet history: posting row cut short';

/** Directions fit in two bits of the action byte. */
const DIRECTION_BITS = 4;

/** Newest first: by transaction, then by movement within it. */
export const newestFirst = (a: WalletEntry, b: WalletEntry): number => b.tx - a.tx || b.position - a.position;

function oldestFirst(entries: WalletEntry[]): boolean {
  for (let i = 1; i < entries.length; i++) if (newestFirst(entries[i - 1], entries[i]) <= 0) return false;
  return true;
}

/** Entries (any order, at least one) → one posting row's columns. */
export function packEntries(entries: WalletEntry[]): PackedEntries {
  if (entries.length === 0) throw new Error('wallet history: a posting row needs at least one entry');
  // The writer's lists are oldest first already: reversed, not sorted.
  const sorted = oldestFirst(entries) ? entries.slice().reverse() : [...entries].sort(newestFirst);
  const out: number[] = [];
  let prev = sorted[0].tx;
  let txs = 1;
  for (const e of sorted) {
    if (e.tx !== prev) txs++;
    if (e.direction < 0 || e.direction >= DIRECTION_BITS || e.action < 0)
      throw new Error(`wallet history: action ${e.action} / direction ${e.direction} cannot be stored`);
    pushVarint(out, prev - e.tx);
    pushVarint(out, e.position);
    pushVarint(out, e.mint === null ? 0 : e.mint + 1);
    pushVarint(out, e.action * DIRECTION_BITS + e.direction);
    prev = e.tx;
  }
  return {
    last: sorted[0].tx,
    first: sorted[sorted.length - 1].tx,
    n: sorted.length,
    txs,
    entries: Buffer.from(out),
  };
}

/** The distinct transactions of one posting row's entries. */
export function transactionsIn(last: number, bytes: Uint8Array): number {
  let txs = 0;
  let prev: number | undefined;
  for (const e of unpackEntries(last, bytes))
    if (e.tx !== prev) {
      prev = e.tx;
      txs++;
    }
  return txs;
}

/**
 * One row's entries holding a newer row's, then an older, non-overlapping row's: the older row's first
 * gap is re-based on the newer row's oldest transaction.
 */
export function joinEntries(
  newer: { first_tx: number; entries: Uint8Array },
  older: { last_tx: number; entries: Uint8Array },
): Buffer {
  if (newer.first_tx <= older.last_tx) throw new Error('wallet history: joined rows overlap');
  const read = new VarintReader(older.entries, CUT_SHORT);
  const gap = read.next();
  const bridge: number[] = [];
  pushVarint(bridge, newer.first_tx - older.last_tx + gap);
  return Buffer.concat([newer.entries, Buffer.from(bridge), older.entries.subarray(read.offset)]);
}

/** The entries of one posting row, newest first. */
export function unpackEntries(last: number, bytes: Uint8Array): WalletEntry[] {
  const out: WalletEntry[] = [];
  const read = new VarintReader(bytes, CUT_SHORT);
  let tx = last;
  while (!read.done) {
    tx -= read.next();
    const position = read.next();
    const mint = read.next();
    const code = read.next();
    out.push({
      tx,
      position,
      mint: mint === 0 ? null : mint - 1,
      action: Math.floor(code / DIRECTION_BITS),
      direction: code % DIRECTION_BITS,
    });
  }
  return out;
}
