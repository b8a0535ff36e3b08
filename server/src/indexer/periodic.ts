/**
 * Chain-wide figures refreshed on timers: validators (getVoteAccounts, every 30 s) and network
 * snapshots (getEpochInfo + getSupply + getRecentPerformanceSamples, every few seconds).
 */
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
    return [
      v.votePubkey,
      v.nodePubkey,
      stake,
      amountKey(stake),
      v.commission,
      v.lastVote,
      v.rootSlot,
      JSON.stringify(v.epochCredits ?? []),
      delinquent,
      v.epochVoteAccount ? 1 : 0,
      now,
    ];
  });
  await exec.transaction(async () => {
    await exec.insert(
      'validators',
      [
        'vote_pubkey',
        'node_pubkey',
        'activated_stake',
        'activated_stake_key',
        'commission',
        'last_vote',
        'root_slot',
        'epoch_credits',
        'delinquent',
        'epoch_vote_account',
        'updated_at',
      ],
      rows,
      `ON CONFLICT (vote_pubkey) DO UPDATE SET node_pubkey = excluded.node_pubkey, activated_stake = excluded.activated_stake,
        activated_stake_key = excluded.activated_stake_key, commission = excluded.commission, last_vote = excluded.last_vote,
        root_slot = excluded.root_slot, epoch_credits = excluded.epoch_credits, delinquent = excluded.delinquent,
        epoch_vote_account = excluded.epoch_vote_account, updated_at = excluded.updated_at`,
    );
  });
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
  await exec.insert(
    'network_snapshots',
    [
      'taken_at',
      'slot',
      'block_height',
      'epoch',
      'slot_index',
      'slots_in_epoch',
      'transaction_count',
      'total_supply',
      'circulating_supply',
      'non_circulating_supply',
      'staked',
      'tps',
      'samples',
    ],
    [
      [
        now,
        epoch.absoluteSlot,
        epoch.blockHeight,
        epoch.epoch,
        epoch.slotIndex,
        epoch.slotsInEpoch,
        epoch.transactionCount ?? null,
        String(supply.value.total),
        String(supply.value.circulating),
        String(supply.value.nonCirculating),
        staked.toString(),
        tpsFromSamples(samples),
        JSON.stringify(samples),
      ],
    ],
  );
}

/**
 * 24 h transfer volume per mint (token transfers, mints and burns excluded), written to
 * mints.volume_24h (+ sortable key). Summed with BigInt: amounts are exact base-unit strings.
 */
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
