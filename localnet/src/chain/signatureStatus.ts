// getSignatureStatuses for one signature: still in the open slot (processed) or in the ledger, with
// its commitment and, until finalized, how many blocks confirm it.
import type { JsonMeta } from '../meta';
import type { Store } from '../store';
import type { OpenSlot } from './openSlot';
import { FINALITY_DEPTH } from './params';
import type { RecentBlocks } from './recentBlocks';
import type { SignatureStatus } from './types';

export function signatureStatus(
  sig: string,
  open: OpenSlot,
  store: Store,
  blocks: RecentBlocks,
): SignatureStatus | null {
  if (open.has(sig))
    return { slot: open.slot, err: open.errorOf(sig), commitment: 'processed', confirmations: 0 };
  const row = store.txBySignature(sig);
  if (!row) return null;
  const meta = JSON.parse(row.meta) as JsonMeta;
  const depth = blocks.depthOf(row.slot);
  const finalized = row.slot <= blocks.finalized.slot;
  return {
    slot: row.slot,
    err: meta.err,
    commitment: finalized ? 'finalized' : 'confirmed',
    confirmations: finalized ? null : Math.max(0, Math.min(depth, FINALITY_DEPTH)),
  };
}
