// Where a fork left our stored chain: the newest stored block the node still agrees with.
import type { SqlExec } from '../db/sqlExec';
import type { RpcClient } from '../rpc/client';

/** The newest stored block at or below `slot`, or null below everything stored. */
async function storedBlockAtOrBelow(
  exec: SqlExec,
  slot: number,
): Promise<{ slot: number; blockhash: string } | null> {
  const rows = await exec.all<{ slot: number; blockhash: string }>(
    'SELECT slot, blockhash FROM blocks WHERE slot <= ? ORDER BY slot DESC LIMIT 1',
    [slot],
  );
  return rows.length === 0 ? null : { slot: Number(rows[0].slot), blockhash: rows[0].blockhash };
}

/** Finds the newest slot ≤ `from` whose stored block the node still agrees with. */
export async function findForkPoint(exec: SqlExec, rpc: RpcClient, from: number): Promise<number> {
  let cand = from;
  for (let depth = 0; depth < 10000; depth++) {
    const ours = await storedBlockAtOrBelow(exec, cand);
    if (!ours) return cand;
    const chain = await rpc.getBlockHeader(ours.slot);
    if (chain && chain.blockhash === ours.blockhash) return ours.slot;
    cand = ours.slot - 1;
  }
  throw new Error(`no common block found below slot ${from}`);
}
