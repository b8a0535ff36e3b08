/**
 * One copy of each address string on the writer's thread: a block's own copies would live until its
 * batch is written and be copied by the young-generation collector; swapped for these they die young
 * (docs/scaling-log.md), and look-ups find the hash already computed.
 *   internDecodedSlot(decoded);   // in place, before the block waits for its batch
 */
import type { DecodedSlot } from './decodedSlot';

/** Kept strings at most; past it the table starts again (a string kept twice costs only memory). */
const KEPT_MAX = 200_000;
const kept = new Map<string, string>();

function intern<S extends string | null>(s: S): S {
  if (s === null) return s;
  const known = kept.get(s);
  if (known !== undefined) return known as S;
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(s, s);
  return s;
}

function internList(list: string[], from = 0): void {
  for (let i = from; i < list.length; i++) list[i] = intern(list[i]);
}

/** The keys and the body's address list, which names them in order (slotTransfer.ts): one look-up each. */
function internKeysAndBody(keys: string[], body: string[]): void {
  let k = 0;
  for (let i = 0; i < body.length; i++) {
    const a = body[i];
    if (k < keys.length && a === keys[k]) body[i] = keys[k++] = intern(a);
    else body[i] = intern(a);
  }
  internList(keys, k);
}

/** Replaces the slot's address strings, in place, by this thread's copies. */
export function internDecodedSlot(slot: DecodedSlot): DecodedSlot {
  const { prepared } = slot;
  slot.block.transactions.forEach((t, i) => {
    internKeysAndBody(t.accountKeys, prepared[i]?.addresses ?? []);
    t.feePayer = intern(t.feePayer);
    for (const p of t.wallet) {
      p.address = intern(p.address);
      p.mint = intern(p.mint);
    }
    for (const a of t.tokenAccountsAfter) {
      a.account = intern(a.account);
      a.mint = intern(a.mint);
      a.owner = intern(a.owner);
      a.programId = intern(a.programId);
    }
    for (const x of t.transfers) {
      x.mint = intern(x.mint);
      x.source = intern(x.source);
      x.destination = intern(x.destination);
      x.sourceOwner = intern(x.sourceOwner);
      x.destinationOwner = intern(x.destinationOwner);
    }
  });
  for (let i = slot.block.transactions.length; i < prepared.length; i++) internList(prepared[i].addresses);
  return slot;
}
