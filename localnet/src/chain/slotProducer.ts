// Closing a slot: the block it produces (or a skipped slot), the leader's fee reward and the burn,
// the durable commit, the commitment notifications; then the next slot opens and the validator votes
// on the new block.
import type { AccountState } from './accountState';
import type { LedgerWriter } from './ledger';
import { notifyListeners, type ChainListener } from './listeners';
import type { OpenSlot } from './openSlot';
import type { PerfSampler } from './perfSamples';
import { hashBlock, type RecentBlocks } from './recentBlocks';
import type { RecentBlock } from './types';
import type { VotingValidator } from './votingValidator';

export interface ProducerContext {
  open: OpenSlot;
  blocks: RecentBlocks;
  accounts: AccountState;
  ledger: LedgerWriter;
  validator: VotingValidator;
  perf: PerfSampler;
  listeners: readonly ChainListener[];
  /** the validator identity, which leads every slot */
  leader: string;
  /** fraction of slots skipped, drawn from `rand` so a seed reproduces the ledger */
  skipRate: number;
  rand(): number;
  now(): number;
}

export class SlotProducer {
  private stopping = false;

  constructor(
    private readonly ctx: ProducerContext,
    public totalSupply: bigint,
    public transactionCount: number,
  ) {}

  /** Closes the open slot: produces its block (or a skipped slot), commits it durably, opens the next. */
  closeSlot(): void {
    const { open, blocks, ledger } = this.ctx;
    const slot = open.slot;
    const skip = this.ctx.skipRate > 0 && slot > 1 && this.ctx.rand() < this.ctx.skipRate;
    if (skip) {
      // A skipped leader slot: no block. Transactions already executed stay in the open slot and
      // roll into the next slot's block.
      ledger.commitSkipped(blocks.skippedRow(slot));
      this.advance(slot, null);
      return;
    }
    const pending = open.transactions;
    const parent = blocks.last;
    const blockhash = hashBlock(
      parent.blockhash,
      slot,
      pending.map((p) => p.tx.signatures[0]),
    );
    const blockHeight = parent.blockHeight + 1;
    const rewards = this.payLeader(open.fees);
    const accounts = open.written;
    ledger.commitBlock(
      {
        slot,
        parentSlot: parent.slot,
        blockHeight,
        blockhash,
        previousBlockhash: parent.blockhash,
        blockTime: Math.floor(this.ctx.now() / 1000),
        skipped: false,
        rewards: JSON.stringify(rewards),
      },
      pending,
      accounts,
      { totalSupply: this.totalSupply.toString(), tower: this.ctx.validator.towerJson },
    );
    this.transactionCount += pending.length;
    const block: RecentBlock = {
      slot,
      blockhash,
      blockHeight,
      sigs: pending.map((p) => [p.tx.signatures[0], p.meta.err]),
    };
    blocks.push(block);
    open.clear();
    const fin = blocks.finalized;
    const finalizes = fin.slot !== slot && blocks.reachesFinality;
    notifyListeners(this.ctx.listeners, (l) => {
      for (const [s, e] of block.sigs) l.onSignature?.(s, slot, e, 'confirmed');
      if (finalizes) for (const [s, e] of fin.sigs) l.onSignature?.(s, fin.slot, e, 'finalized');
      if (accounts.length) l.onAccounts?.(slot, accounts);
    });
    this.advance(slot, block);
  }

  /** As on Solana, half of the fees is burnt and half goes to the leader; returns the block's rewards. */
  private payLeader(fees: bigint): unknown[] {
    const rewards: unknown[] = [];
    const reward = fees / 2n;
    if (reward > 0n) {
      const updated = this.ctx.accounts.credit(this.ctx.leader, reward);
      rewards.push({
        pubkey: this.ctx.leader,
        lamports: Number(reward),
        postBalance: Number(updated.lamports),
        rewardType: 'Fee',
        commission: null,
      });
    }
    this.totalSupply -= fees - reward;
    return rewards;
  }

  private advance(closed: number, block: RecentBlock | null): void {
    const { open, blocks, validator } = this.ctx;
    open.open(closed + 1);
    if (block && !this.stopping) validator.vote(block);
    this.ctx.perf.onSlot(closed, open.slot, this.transactionCount, validator.votesLanded, this.ctx.now);
    notifyListeners(this.ctx.listeners, (l) => l.onSlot?.(open.slot, closed, blocks.finalized.slot));
  }

  /** Writes a final snapshot so a clean restart needs no replay. */
  shutdown(): void {
    // No vote after the final block: whatever executes now would be in the snapshot but not the ledger.
    this.stopping = true;
    if (this.ctx.open.transactions.length) this.closeSlot();
    this.ctx.ledger.close(this.ctx.open.slot - 1, (slot) => this.ctx.blocks.skippedRow(slot));
  }
}
