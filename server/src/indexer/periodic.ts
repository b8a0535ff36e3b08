/** Chain-wide figures refreshed on timers: validators every 30 s, network snapshots every few seconds. */
import { transferKindCode } from '../db/codes';
import { firstTxOf } from '../db/txid';
import { amountKey } from '../db/schema';
import type { RpcClient } from '../rpc/client';
import type { RpcPerformanceSample, RpcVoteAccounts } from '../rpc/types';
import type { SqlExec } from './sql';

export async function refreshValidators(exec: SqlExec, rpc: RpcClient): Promise<RpcVoteAccounts> {
  const va = await rpc.getVoteAccounts();
  const now = Math.floor(Date.now() / 1000);
  const rows = [
    ...va.current.map((v) => ({ v, delinquent: 0 })),
    ...va.delinquent.map((v) => ({ v, delinquent: 1 })),
  ].map(({ v, delinquent }) => {
    const stake = String(v.activatedStake);
    return {
      vote_pubkey: v.votePubkey,
      node_pubkey: v.nodePubkey,
      activated_stake: stake,
      activated_stake_key: amountKey(stake),
      commission: v.commission,
      last_vote: v.lastVote,
      root_slot: v.rootSlot,
      epoch_credits: JSON.stringify(v.epochCredits ?? []),
      delinquent,
      epoch_vote_account: v.epochVoteAccount ? 1 : 0,
      updated_at: now,
    };
  });
  if (rows.length === 0) return va;
  const [key, ...cols] = Object.keys(rows[0]);
  const update = cols.map((c) => `${c} = excluded.${c}`).join(', ');
  await exec.transaction(() =>
    exec.insert(
      'validators',
      [key, ...cols],
      rows.map((r) => Object.values(r)),
      `ON CONFLICT (${key}) DO UPDATE SET ${update}`,
    ),
  );
  return va;
}

/** TPS over the most recent samples that cover at least one second. */
export function tpsFromSamples(samples: RpcPerformanceSample[]): number {
  let tx = 0;
  let secs = 0;
  for (const s of samples) {
    tx += s.numTransactions;
    secs += s.samplePeriodSecs;
    if (secs >= 60) break;
  }
  return secs > 0 ? tx / secs : 0;
}

export async function takeSnapshot(exec: SqlExec, rpc: RpcClient, staked: bigint): Promise<void> {
  const [epoch, supply, samples] = await Promise.all([
    rpc.getEpochInfo(),
    rpc.getSupply(),
    rpc.getRecentPerformanceSamples(5).catch(() => [] as RpcPerformanceSample[]),
  ]);
  const now = Math.floor(Date.now() / 1000);
  // Keep two days of history (the API reads the latest one and 24 h comparisons).
  await exec.run('DELETE FROM network_snapshots WHERE taken_at < ?', [now - 2 * 86400]);
  const row = {
    taken_at: now,
    slot: epoch.absoluteSlot,
    block_height: epoch.blockHeight,
    epoch: epoch.epoch,
    slot_index: epoch.slotIndex,
    slots_in_epoch: epoch.slotsInEpoch,
    transaction_count: epoch.transactionCount ?? null,
    total_supply: String(supply.value.total),
    circulating_supply: String(supply.value.circulating),
    non_circulating_supply: String(supply.value.nonCirculating),
    staked: staked.toString(),
    tps: tpsFromSamples(samples),
    samples: JSON.stringify(samples),
  };
  await exec.insert('network_snapshots', Object.keys(row), [Object.values(row)]);
}

/** 24 h transfer volume per mint (mints and burns excluded) into mints.volume_24h, summed exactly. */
export async function refreshVolumes(exec: SqlExec, nowSec = Math.floor(Date.now() / 1000)): Promise<number> {
  // The day's movements are one range of positions: from the first block of the window on.
  const first = await exec.all<{ slot: number }>(
    'SELECT slot FROM blocks WHERE block_time >= ? ORDER BY block_time, slot LIMIT 1',
    [nowSec - 86400],
  );
  const rows = first[0]
    ? await exec.all<{ mint: string; amount: string }>(
        `SELECT a.address AS mint, t.amount FROM transfers t JOIN addresses a ON a.id = t.mint_id
         WHERE t.tx_id >= ? AND t.kind = ? AND t.mint_id IS NOT NULL`,
        [firstTxOf(Number(first[0].slot)), transferKindCode('transfer')],
      )
    : [];
  const sums = new Map<string, bigint>();
  for (const r of rows) sums.set(r.mint, (sums.get(r.mint) ?? 0n) + BigInt(String(r.amount)));
  const current = await exec.all<{ address: string; volume_24h: string }>(
    "SELECT address, volume_24h FROM mints WHERE volume_24h_key > '00000000000000000000'",
  );
  const updates = new Map<string, string>();
  for (const c of current) if (!sums.has(c.address)) updates.set(c.address, '0');
  for (const [m, v] of sums) updates.set(m, v.toString());
  await exec.transaction(async () => {
    for (const [m, v] of updates) {
      await exec.run('UPDATE mints SET volume_24h = ?, volume_24h_key = ? WHERE address = ?', [
        v,
        amountKey(v),
        m,
      ]);
    }
  });
  return updates.size;
}
