/**
 * Health figures for /api/health and /metrics, usable from any process (the API may run without the
 * indexer): indexed slot from the checkpoint table, chain slot from the node (cached briefly).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RpcClient } from '../rpc/client';

export interface IndexerHealth {
  chainSlot: number | null;
  indexedSlot: number | null;
  lagSlots: number | null;
  db: 'ok' | 'error';
}

export function createHealthProbe(
  db: Kysely<Database>,
  rpcUrl: string | undefined,
  cacheMs = 500,
): () => Promise<IndexerHealth> {
  const rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 1, timeoutMs: 2000 }) : null;
  let cached: { at: number; slot: number | null } = { at: 0, slot: null };
  return async () => {
    let indexedSlot: number | null = null;
    let dbState: 'ok' | 'error' = 'ok';
    try {
      const [cp, sk] = await Promise.all([
        db.selectFrom('checkpoint').select('slot').where('id', '=', 1).executeTakeFirst(),
        db
          .selectFrom('skipped_slots')
          .select((eb) => eb.fn.max('slot').as('m'))
          .executeTakeFirst(),
      ]);
      const top = Math.max(
        cp ? Number(cp.slot) : -1,
        sk?.m === null || sk?.m === undefined ? -1 : Number(sk.m),
      );
      indexedSlot = top < 0 ? null : top;
    } catch {
      dbState = 'error';
    }
    let chainSlot: number | null = cached.slot;
    if (rpc && Date.now() - cached.at > cacheMs) {
      chainSlot = await rpc.getSlot().catch(() => null);
      cached = { at: Date.now(), slot: chainSlot };
    }
    const lagSlots = chainSlot !== null && indexedSlot !== null ? Math.max(0, chainSlot - indexedSlot) : null;
    return { chainSlot, indexedSlot, lagSlots, db: dbState };
  };
}
