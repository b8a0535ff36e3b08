// Everything the chain writes to its ledger (the SQLite store), and the start-up that reads it back:
// genesis, one durable commit per slot with a LiteSVM snapshot every SNAPSHOT_EVERY_SLOTS slots, and
// a last snapshot at shutdown. Restart = snapshot + the account rows written after it.
import { LiteSvm } from 'litesvm/dist/internal';
import type { AccountRow, BlockRow, Store, TxRow } from '../store';
import type { TowerState } from '../validator';
import { putAccount } from './accountState';
import { GENESIS_SUPPLY, genesisAccounts, genesisHashOf, type ChainKeys } from './genesis';
import { hashBlock } from './recentBlocks';
import type { PendingTx } from './types';

// Bounds what a restart after a SIGKILL applies on top of the last snapshot, without writing the
// whole state every slot.
const SNAPSHOT_EVERY_SLOTS = 64;

export interface LedgerState {
  svm: LiteSvm;
  genesisHash: string;
  totalSupply: bigint;
  /** null: the validator has not voted yet */
  tower: TowerState | null;
  transactionCount: number;
  /** true when this start created the ledger (the validator still has to be set up) */
  created: boolean;
}

/** Restores the state of an existing ledger, or writes genesis into an empty one. */
export function openLedger(store: Store, seed: number, keys: ChainKeys, now: () => number): LedgerState {
  const existing = store.getKv('genesisHash');
  if (existing) {
    const snap = store.snapshot();
    if (!snap) throw new Error('ledger has no state snapshot');
    const svm = LiteSvm.fromBytes(snap.state);
    for (const a of store.accountsAfter(snap.slot)) putAccount(svm, a);
    const tower = store.getKv('tower');
    return {
      svm,
      genesisHash: existing,
      totalSupply: BigInt(store.getKv('totalSupply') ?? '0'),
      tower: tower ? (JSON.parse(tower) as TowerState) : null,
      transactionCount: store.txCount(),
      created: false,
    };
  }
  const svm = new LiteSvm();
  const genesisHash = genesisHashOf(seed);
  for (const a of genesisAccounts(seed, keys)) putAccount(svm, a);
  store.commitSlot({
    block: {
      slot: 0,
      parentSlot: 0,
      blockHeight: 0,
      blockhash: hashBlock(genesisHash, 0, []),
      previousBlockhash: genesisHash,
      blockTime: Math.floor(now() / 1000),
      skipped: false,
      txCount: 0,
      rewards: '[]',
    },
    txs: [],
    addrIndex: [],
    accounts: [],
    snapshot: svm.toBytes(),
    meta: { genesisHash, seed: String(seed), totalSupply: GENESIS_SUPPLY.toString() },
  });
  return { svm, genesisHash, totalSupply: GENESIS_SUPPLY, tower: null, transactionCount: 0, created: true };
}

export class LedgerWriter {
  private slotsSinceSnapshot = 0;

  constructor(
    private readonly store: Store,
    private readonly svm: LiteSvm,
  ) {}

  commitSkipped(row: BlockRow): void {
    this.store.commitSlot({ block: row, txs: [], addrIndex: [], accounts: [] });
  }

  /** One durable write for the whole block: its transactions, their address index and the accounts the slot wrote. */
  commitBlock(
    block: Omit<BlockRow, 'txCount'>,
    pending: readonly PendingTx[],
    accounts: AccountRow[],
    meta: Record<string, string>,
  ): void {
    const txs: TxRow[] = [];
    const addrIndex: Array<[string, number]> = [];
    pending.forEach((p, idx) => {
      txs.push({
        slot: block.slot,
        idx,
        signature: p.tx.signatures[0],
        wire: p.tx.wire,
        meta: JSON.stringify(p.meta),
        failed: p.meta.err !== null,
        memo: p.memo,
      });
      for (const k of new Set(p.accountKeys)) addrIndex.push([k, idx]);
    });
    this.slotsSinceSnapshot++;
    const snapshot = this.slotsSinceSnapshot >= SNAPSHOT_EVERY_SLOTS ? this.svm.toBytes() : undefined;
    if (snapshot) this.slotsSinceSnapshot = 0;
    this.store.commitSlot({
      block: { ...block, txCount: txs.length },
      txs,
      addrIndex,
      accounts,
      snapshot,
      meta,
    });
  }

  /** Snapshots the state after `lastSlot` unless one already covers it, so a clean restart replays nothing. */
  close(lastSlot: number, skippedRow: (slot: number) => BlockRow): void {
    const snap = this.store.snapshot();
    if (!snap || snap.slot < lastSlot) {
      this.store.commitSlot({
        block: this.store.getBlock(lastSlot) ?? skippedRow(lastSlot),
        txs: [],
        addrIndex: [],
        accounts: [],
        snapshot: this.svm.toBytes(),
      });
    }
    this.store.close();
  }
}
