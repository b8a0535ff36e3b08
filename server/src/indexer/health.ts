/**
 * Health figures for /api/health and /metrics from any process: indexed slot from the checkpoint, chain
 * slot from the node (cached briefly). The node counts as failing while any probe failed within
 * `degradedWindowMs`, so a flaky node shows degraded for as long as it lasts.
 */
import type { Kysely } from 'kysely';
import type { IndexerHealthInfo } from '../http/health';
import type { Database } from '../db/schema';
import { RpcClient } from '../rpc/client';

/** What the probe reports (the node's state absent when no RPC is configured). */
export type IndexerHealth = IndexerHealthInfo;

export interface HealthProbeOptions {
  /** How long a chain-slot answer is reused (default 500 ms). */
  cacheMs?: number;
  /** How long one failed node probe keeps the state degraded (default 10 s). */
  degradedWindowMs?: number;
  /** Per-probe RPC timeout (default 2 s): health must answer fast even when the node hangs. */
  timeoutMs?: number;
}

export function createHealthProbe(
  db: Kysely<Database>,
  rpcUrl: string | undefined,
  opts: HealthProbeOptions | number = {},
): () => Promise<IndexerHealth> {
  const o = typeof opts === 'number' ? { cacheMs: opts } : opts;
  const cacheMs = o.cacheMs ?? 500;
  const window = o.degradedWindowMs ?? 10_000;
  const rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 1, timeoutMs: o.timeoutMs ?? 2000 }) : null;
  let cached: { at: number; slot: number | null } = { at: 0, slot: null };
  let lastFailureAt = -Infinity;
  let probing: Promise<void> | null = null;
  const probe = async () => {
    const slot = await (rpc as RpcClient).getSlot().catch(() => null);
    if (slot === null) lastFailureAt = Date.now();
    // A failed probe keeps the last known tip: lag stays meaningful while the node flickers.
    cached = { at: Date.now(), slot: slot ?? cached.slot };
  };
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
    if (rpc && Date.now() - cached.at > cacheMs) {
      // Concurrent health requests share one probe.
      probing ??= probe().finally(() => (probing = null));
      await probing;
    }
    const chainSlot = cached.slot;
    const lagSlots = chainSlot !== null && indexedSlot !== null ? Math.max(0, chainSlot - indexedSlot) : null;
    const out: IndexerHealth = { chainSlot, indexedSlot, lagSlots, db: dbState };
    if (rpc) out.rpc = Date.now() - lastFailureAt < window ? 'error' : 'ok';
    return out;
  };
}
