// The single validator's part in the chain: genesis transactions that create its vote and stake
// accounts, one TowerSync vote per block, and the getVoteAccounts view of both.
import type { LiteSvm } from 'litesvm/dist/internal';
import { buildTransaction } from '../txbuild';
import {
  createDelegatedStakeIxs,
  createVoteAccountIxs,
  delegatedStake,
  towerSyncIx,
  towerVote,
  VOTE_ACCOUNT_SPACE,
  type TowerState,
} from '../validator';
import { parseWireTransaction, type ParsedTx } from '../wire';
import type { AccountState } from './accountState';
import type { ChainKeys } from './genesis';
import { SLOTS_PER_EPOCH } from './params';
import type { RecentBlocks } from './recentBlocks';
import type { ExecOutcome, RecentBlock } from './types';

const VOTE_COMMISSION = 10;

export interface ValidatorContext {
  svm: LiteSvm;
  accounts: AccountState;
  blocks: RecentBlocks;
  /** votes are ordinary transactions, executed into the open slot */
  execute(tx: ParsedTx): ExecOutcome;
  now(): number;
}

export class VotingValidator {
  private tower: TowerState = { root: null, lockouts: [], credits: 0 };
  /** Vote transactions that landed: performance samples count the others apart. */
  votesLanded = 0;

  constructor(
    private readonly keys: Pick<ChainKeys, 'identity' | 'voteAccount' | 'stakeAccount'>,
    restoredTower: TowerState | null,
    private readonly ctx: ValidatorContext,
  ) {
    if (restoredTower) this.tower = restoredTower;
  }

  /** Persisted with every block so that a restart votes on from the same tower. */
  get towerJson(): string {
    return JSON.stringify(this.tower);
  }

  /** Genesis transactions: the validator's vote account and its delegated stake, through the real programs. */
  setup(stakeLamports: bigint): void {
    const { identity, voteAccount, stakeAccount } = this.keys;
    const blockhash = this.ctx.blocks.last.blockhash;
    const rent = this.ctx.svm.minimumBalanceForRentExemption(BigInt(VOTE_ACCOUNT_SPACE));
    const txs = [
      buildTransaction(
        identity,
        createVoteAccountIxs(identity.address, voteAccount.address, rent, VOTE_COMMISSION),
        blockhash,
        [voteAccount],
      ),
      buildTransaction(
        identity,
        createDelegatedStakeIxs(identity.address, stakeAccount.address, voteAccount.address, stakeLamports),
        blockhash,
        [stakeAccount],
      ),
    ];
    for (const w of txs) {
      const r = this.ctx.execute(parseWireTransaction(w));
      if (r.err) throw new Error(`validator setup failed: ${JSON.stringify(r.err)} ${r.logs.join(' | ')}`);
    }
  }

  /** The validator's TowerSync vote for `block`, executed in the current slot like any transaction. */
  vote(block: RecentBlock): void {
    const { identity, voteAccount } = this.keys;
    if (!this.ctx.accounts.get(voteAccount.address)) return;
    this.ctx.svm.setSlotHashes(this.ctx.blocks.slotHashes());
    const next = towerVote(this.tower, block.slot);
    const ix = towerSyncIx(
      voteAccount.address,
      identity.address,
      next,
      block.blockhash,
      Math.floor(this.ctx.now() / 1000),
    );
    const r = this.ctx.execute(parseWireTransaction(buildTransaction(identity, [ix], block.blockhash)));
    if (r.landed) this.votesLanded++;
    if (r.landed && !r.err) this.tower = next;
  }

  /** getVoteAccounts: stake from the stake account's delegation, votes from the tower the Vote program accepted. */
  voteAccounts(slot: number): { current: unknown[]; delinquent: unknown[] } {
    const { identity, voteAccount, stakeAccount } = this.keys;
    const stake = this.ctx.accounts.get(stakeAccount.address);
    const lastVote = this.tower.lockouts.length
      ? this.tower.lockouts[this.tower.lockouts.length - 1].slot
      : 0;
    const entry = {
      activatedStake: Number(stake ? delegatedStake(stake.data, voteAccount.address) : 0n),
      commission: VOTE_COMMISSION,
      epochCredits: [[Math.floor(slot / SLOTS_PER_EPOCH), this.tower.credits, 0]],
      epochVoteAccount: true,
      lastVote,
      nodePubkey: identity.address,
      rootSlot: this.tower.root ?? 0,
      votePubkey: voteAccount.address,
    };
    const delinquent = this.ctx.blocks.last.slot - lastVote > 128;
    return { current: delinquent ? [] : [entry], delinquent: delinquent ? [entry] : [] };
  }
}
