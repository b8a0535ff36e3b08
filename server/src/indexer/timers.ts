// The indexer's timed jobs (validators, network snapshots, 24 h volumes), one at a time on their own
// connection: on PostgreSQL a shared client would mix their statements into an open block transaction.
import type { SqlExec } from '../db/sqlExec';
import type { RpcClient } from '../rpc/client';
import { refreshValidators, refreshVolumes, takeSnapshot } from './periodic';
import { openSqlExec } from './sql';

export interface TimerOptions {
  validatorsEveryMs?: number;
  snapshotsEveryMs?: number;
}

export interface IndexerTimers {
  stop(): Promise<void>;
}

export async function startTimers(
  databaseUrl: string,
  rpc: RpcClient,
  opts: TimerOptions,
  log: (msg: string) => void,
): Promise<IndexerTimers> {
  const exec: SqlExec = await openSqlExec(databaseUrl);
  let stopped = false;
  let staked = 0n;
  const guarded = (what: string, job: () => Promise<unknown>) => async () => {
    if (stopped) return;
    try {
      await job();
    } catch (err) {
      log(`${what} failed: ${(err as Error).message}`);
    }
  };
  const validators = guarded('validators refresh', async () => {
    const va = await refreshValidators(exec, rpc);
    staked = [...va.current, ...va.delinquent].reduce((s, v) => s + BigInt(v.activatedStake), 0n);
  });
  const snapshot = guarded('network snapshot', () => takeSnapshot(exec, rpc, staked));
  const volumes = guarded('volume refresh', () => refreshVolumes(exec));
  // One task at a time (a slow RPC must not stack them up).
  let chain = validators().then(snapshot).then(volumes);
  const timers = (
    [
      [validators, opts.validatorsEveryMs ?? 30000],
      [snapshot, opts.snapshotsEveryMs ?? 5000],
      [volumes, 60000],
    ] as const
  ).map(([fn, ms]) => setInterval(() => (chain = chain.then(fn)), ms));
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearInterval(t);
      // Let a task that is mid-flight finish before closing its connection.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([chain, new Promise((r) => (wait = setTimeout(r, 5000)))]);
      // Cleared, not left to run out: a pending timer keeps a worker thread (thread.ts) alive.
      clearTimeout(wait);
      await exec.close().catch(() => undefined);
    },
  };
}
