// The chain: LiteSVM execution in arrival order, slot/block production, commitment tracking and
// the per-slot durable commit. Every transaction (RPC, faucet, votes, traffic) goes through execute().
// This class only wires the parts in ./chain/ together and keeps the one API that the RPC methods,
// the PubSub server, the traffic generator, the tests and the benchmarks use.
import type { LiteSvm } from 'litesvm/dist/internal';
import { prng, type Keypair } from './keys';
import { Store, type AccountRow } from './store';
import type { JsonTxError } from './txerror';
import type { ParsedTx } from './wire';
import { AccountState } from './chain/accountState';
import { Executor, configureSvm } from './chain/execution';
import { buildFaucetTransfer } from './chain/faucetTransfer';
import { VALIDATOR_STAKE_LAMPORTS, chainKeys, type ChainKeys } from './chain/genesis';
import { LedgerWriter, openLedger } from './chain/ledger';
import type { ChainListener } from './chain/listeners';
import { OpenSlot } from './chain/openSlot';
import { RECENT_BLOCKS } from './chain/params';
import { PerfSampler, type PerfSample } from './chain/perfSamples';
import { RecentBlocks } from './chain/recentBlocks';
import { signatureStatus } from './chain/signatureStatus';
import { SlotProducer } from './chain/slotProducer';
import type {
  ChainOptions,
  Commitment,
  ExecOutcome,
  RecentBlock,
  SignatureStatus,
  SimOutcome,
} from './chain/types';
import { VotingValidator } from './chain/votingValidator';

export { LAMPORTS_PER_GOR, SLOTS_PER_EPOCH, MAX_BLOCKHASH_AGE, FINALITY_DEPTH } from './chain/params';
export type { JsonMeta, TokenBalance, JsonInnerInstruction } from './meta';
export type { ChainListener } from './chain/listeners';
export type { ChainOptions, Commitment, ExecOutcome, SimOutcome } from './chain/types';

export class Chain {
  readonly svm: LiteSvm;
  readonly store: Store;
  /** The chain's own keys (identity, faucet, vote and stake accounts), derived from its seed. */
  readonly keys: ChainKeys;
  readonly genesisHash: string;
  readonly listeners: ChainListener[] = [];
  private readonly open: OpenSlot;
  private readonly blocks: RecentBlocks;
  private readonly accounts: AccountState;
  private readonly executor: Executor;
  private readonly validator: VotingValidator;
  private readonly perf: PerfSampler;
  private readonly producer: SlotProducer;

  get identity(): Keypair {
    return this.keys.identity;
  }
  get faucet(): Keypair {
    return this.keys.faucet;
  }
  get voteAccount(): Keypair {
    return this.keys.voteAccount;
  }
  get stakeAccount(): Keypair {
    return this.keys.stakeAccount;
  }

  constructor(opts: ChainOptions) {
    const now = opts.clock ?? Date.now;
    this.store = new Store(opts.ledger, opts.durable ?? true);
    // An existing ledger keeps the keys of the seed it was created with.
    const keys = chainKeys(Number(this.store.getKv('seed') ?? opts.seed));
    this.keys = keys;
    const ledger = openLedger(this.store, opts.seed, keys, now);
    this.svm = ledger.svm;
    this.genesisHash = ledger.genesisHash;
    configureSvm(this.svm);
    const stored = this.store.recentBlocks(RECENT_BLOCKS).reverse();
    this.blocks = new RecentBlocks(
      stored.map((b) => ({ slot: b.slot, blockhash: b.blockhash, blockHeight: b.blockHeight, sigs: [] })),
    );
    this.open = new OpenSlot(this.svm, (this.store.lastSlot() ?? 0) + 1, now);
    this.accounts = new AccountState(this.svm, this.open, this.faucet.address);
    this.executor = new Executor(this.svm, this.store, this.accounts, this.blocks, this.open, this.listeners);
    this.validator = new VotingValidator(keys, ledger.tower, {
      svm: this.svm,
      accounts: this.accounts,
      blocks: this.blocks,
      execute: (tx) => this.executor.execute(tx),
      now,
    });
    this.perf = new PerfSampler(this.open.slot, ledger.transactionCount, now());
    this.producer = new SlotProducer(
      {
        open: this.open,
        blocks: this.blocks,
        accounts: this.accounts,
        ledger: new LedgerWriter(this.store, this.svm),
        validator: this.validator,
        perf: this.perf,
        listeners: this.listeners,
        leader: this.identity.address,
        skipRate: opts.skipRate,
        rand: prng((opts.seed * 7919 + this.open.slot) >>> 0),
        now,
      },
      ledger.totalSupply,
      ledger.transactionCount,
    );
    if (ledger.created) this.validator.setup(VALIDATOR_STAKE_LAMPORTS);
  }

  // ---- counters -----------------------------------------------------------------------------------

  /** slot currently being filled (the "processed" tip) */
  get slot(): number {
    return this.open.slot;
  }
  get totalSupply(): bigint {
    return this.producer.totalSupply;
  }
  get transactionCount(): number {
    return this.producer.transactionCount;
  }
  get perfSamples(): PerfSample[] {
    return this.perf.samples;
  }

  // ---- accounts -----------------------------------------------------------------------------------

  setAccount(a: AccountRow): void {
    this.accounts.set(a);
  }
  /** An account written outside any transaction, funded by the faucet (see AccountState.writeFunded). */
  writeFundedAccount(a: AccountRow): void {
    this.accounts.writeFunded(a);
  }
  getAccount(pubkey: string): AccountRow | null {
    return this.accounts.get(pubkey);
  }
  programAccounts(program: string): AccountRow[] {
    return this.accounts.programAccounts(program);
  }
  /** A faucet transfer; `attempt` > 0 adds a compute-unit-limit instruction so a repeated request gets a new signature. */
  buildFaucetTransfer(to: string, lamports: bigint, attempt: number): Uint8Array {
    return buildFaucetTransfer(this.faucet, to, lamports, attempt, this.blocks.last.blockhash);
  }
  /** getVoteAccounts: stake from the stake account's delegation, votes from the tower the Vote program accepted. */
  voteAccounts(): { current: unknown[]; delinquent: unknown[] } {
    return this.validator.voteAccounts(this.open.slot);
  }

  // ---- commitment views ---------------------------------------------------------------------------

  get confirmedBlock(): RecentBlock {
    return this.blocks.last;
  }
  get finalizedBlock(): RecentBlock {
    return this.blocks.finalized;
  }
  blockAt(c: Commitment): RecentBlock {
    return this.blocks.at(c);
  }
  slotAt(c: Commitment): number {
    return c === 'processed' ? this.open.slot : this.blocks.at(c).slot;
  }
  blockHeightAt(c: Commitment): number {
    return c === 'processed' ? this.blocks.last.blockHeight + 1 : this.blocks.at(c).blockHeight;
  }
  isBlockhashValid(blockhash: string): boolean {
    return this.blocks.isBlockhashValid(blockhash);
  }
  lastValidBlockHeight(blockhash: string): number {
    return this.blocks.lastValidBlockHeight(blockhash);
  }
  /** Commitment reached by a block already in the ledger. */
  commitmentOfSlot(slot: number): Commitment {
    return slot <= this.blocks.finalized.slot ? 'finalized' : 'confirmed';
  }
  /** Status of a signature: pending (processed) or from the ledger. */
  signatureStatus(sig: string): SignatureStatus | null {
    return signatureStatus(sig, this.open, this.store, this.blocks);
  }

  // ---- execution and slots ------------------------------------------------------------------------

  /** Parses and checks a wire transaction the way a node's sanitizer does; throws a message on bad input. */
  parse(wire: Uint8Array): ParsedTx {
    return this.executor.parse(wire);
  }
  /** Errors a node reports before execution (no fee, nothing recorded). */
  precheck(tx: ParsedTx): JsonTxError | null {
    return this.executor.precheck(tx);
  }
  simulate(tx: ParsedTx, accountsToReturn: string[] = []): SimOutcome {
    return this.executor.simulate(tx, accountsToReturn);
  }
  /** Executes a transaction now (arrival order) into the open slot. */
  execute(tx: ParsedTx): ExecOutcome {
    return this.executor.execute(tx);
  }
  /** Closes the open slot: produces its block (or a skipped slot), commits it durably, opens the next. */
  closeSlot(): void {
    this.producer.closeSlot();
  }
  /** Writes a final snapshot so a clean restart needs no replay. */
  shutdown(): void {
    this.producer.shutdown();
  }
}
