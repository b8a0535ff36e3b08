// The chain: LiteSVM execution in arrival order, slot/block production, commitment tracking and
// the per-slot durable commit. Every transaction (RPC, faucet, votes, traffic) goes through submit().
import crypto from 'node:crypto';
import bs58 from 'bs58';
import {
  LiteSvm,
  Account,
  Clock,
  FailedTransactionMetadata,
  EpochSchedule,
  type TransactionMetadata,
} from 'litesvm/dist/internal';
import { TokenBalanceReader, innerInstructionsJson, memoOf, type JsonMeta } from './meta';
import { parseWireTransaction, isStaticWritable, type ParsedTx } from './wire';
import { txErrorToJson, type JsonTxError } from './txerror';
import { Store, type AccountRow, type BlockRow, type TxRow } from './store';
import { deriveKeypair, prng, type Keypair } from './keys';
import { buildTransaction, type Ix } from './txbuild';
import {
  createDelegatedStakeIxs,
  createVoteAccountIxs,
  delegatedStake,
  towerSyncIx,
  towerVote,
  VOTE_ACCOUNT_SPACE,
  type TowerState,
} from './validator';

export const LAMPORTS_PER_GOR = 1_000_000_000n;
export const SLOTS_PER_EPOCH = 432_000;
export const MAX_BLOCKHASH_AGE = 150;
export const FINALITY_DEPTH = 32;
const SNAPSHOT_EVERY_SLOTS = 64;
const SYSTEM_OWNER = new Uint8Array(32);
// Genesis mirrors Gorbagana's testnet: 1B GOR in all, 785M (78.5 %) staked on the one validator.
// Every account that ever transacts stays below 2^53 lamports, because the JSON-RPC wire carries
// balances as JSON numbers (as a real node does) and larger ones would reach clients rounded.
// The two big balances (the stake account and the untouched foundation) never change.
const GENESIS_FAUCET_LAMPORTS = 4_000_000n * LAMPORTS_PER_GOR;
const VALIDATOR_STAKE_LAMPORTS = 785_000_000n * LAMPORTS_PER_GOR;
const GENESIS_IDENTITY_LAMPORTS = VALIDATOR_STAKE_LAMPORTS + 1_500n * LAMPORTS_PER_GOR;
const GENESIS_FOUNDATION_LAMPORTS =
  1_000_000_000n * LAMPORTS_PER_GOR - GENESIS_FAUCET_LAMPORTS - GENESIS_IDENTITY_LAMPORTS;
const VOTE_COMMISSION = 10;

export type { JsonMeta, TokenBalance, JsonInnerInstruction } from './meta';

export interface ExecOutcome {
  signature: string;
  /** false: rejected before execution (no fee, never in a block) */
  landed: boolean;
  err: JsonTxError | null;
  logs: string[];
  unitsConsumed: number;
}
export interface SimOutcome {
  err: JsonTxError | null;
  logs: string[];
  unitsConsumed: number;
  accounts?: Array<AccountRow | null>;
}
export type Commitment = 'processed' | 'confirmed' | 'finalized';

export interface ChainListener {
  onSlot?(slot: number, parent: number, root: number): void;
  /** A transaction reached `commitment` (processed on execution, confirmed at slot close, finalized 32 blocks later). */
  onSignature?(signature: string, slot: number, err: JsonTxError | null, commitment: Commitment): void;
  onAccounts?(slot: number, accounts: AccountRow[]): void;
}

export interface ChainOptions {
  ledger: string;
  seed: number;
  skipRate: number;
  /** fsync every slot commit (default true); bulk generation turns it off */
  durable?: boolean;
  /** wall clock in ms (block times, vote timestamps); bulk generation uses a virtual one */
  clock?: () => number;
}

interface PendingTx {
  tx: ParsedTx;
  meta: JsonMeta;
  accountKeys: string[];
  memo: string | null;
}
interface RecentBlock {
  slot: number;
  blockhash: string;
  blockHeight: number;
  sigs: Array<[string, JsonTxError | null]>;
}

function hashBlock(prev: string, slot: number, sigs: readonly string[]): string {
  const h = crypto.createHash('sha256').update(bs58.decode(prev)).update(String(slot));
  for (const s of sigs) h.update(s);
  return bs58.encode(h.digest());
}

function accountRow(pubkey: string, a: Account | null): AccountRow {
  if (!a)
    return {
      pubkey,
      lamports: 0n,
      owner: SYSTEM_OWNER,
      executable: false,
      rentEpoch: 0n,
      data: new Uint8Array(0),
    };
  return {
    pubkey,
    lamports: a.lamports(),
    owner: a.owner(),
    executable: a.executable(),
    rentEpoch: a.rentEpoch(),
    data: a.data(),
  };
}

export class Chain {
  readonly svm: LiteSvm;
  readonly store: Store;
  readonly identity: Keypair;
  readonly faucet: Keypair;
  readonly voteAccount: Keypair;
  readonly stakeAccount: Keypair;
  readonly genesisHash: string;
  readonly listeners: ChainListener[] = [];
  /** slot currently being filled (the "processed" tip) */
  slot: number;
  private lastBlock: RecentBlock;
  private readonly recent: RecentBlock[] = [];
  private readonly blockhashHeight = new Map<string, number>();
  private pending: PendingTx[] = [];
  private readonly pendingStatus = new Map<string, JsonTxError | null>();
  private readonly dirty = new Map<string, AccountRow>();
  private readonly tokens: TokenBalanceReader;
  private readonly rand: () => number;
  private readonly skipRate: number;
  private feesThisSlot = 0n;
  totalSupply: bigint;
  transactionCount: number;
  private slotsSinceSnapshot = 0;
  readonly perfSamples: Array<{
    slot: number;
    numTransactions: number;
    numNonVoteTransactions: number;
    numSlots: number;
    samplePeriodSecs: number;
  }> = [];
  private perfStart = { slot: 0, tx: 0, votes: 0, t: 0 };
  private tower: TowerState = { root: null, lockouts: [], credits: 0 };
  private voteTxCount = 0;
  private stopping = false;
  private readonly now: () => number;

  constructor(opts: ChainOptions) {
    this.now = opts.clock ?? Date.now;
    this.store = new Store(opts.ledger, opts.durable ?? true);
    // An existing ledger keeps the keys of the seed it was created with.
    const seed = Number(this.store.getKv('seed') ?? opts.seed);
    this.identity = deriveKeypair(seed, 'validator-identity');
    this.faucet = deriveKeypair(seed, 'faucet');
    this.voteAccount = deriveKeypair(seed, 'vote-account');
    this.stakeAccount = deriveKeypair(seed, 'stake-account');
    this.skipRate = opts.skipRate;
    const existing = this.store.getKv('genesisHash');
    if (existing) {
      const snap = this.store.snapshot();
      if (!snap) throw new Error('ledger has no state snapshot');
      this.svm = LiteSvm.fromBytes(snap.state);
      for (const a of this.store.accountsAfter(snap.slot)) this.setAccount(a);
      this.genesisHash = existing;
      this.totalSupply = BigInt(this.store.getKv('totalSupply') ?? '0');
      const tower = this.store.getKv('tower');
      if (tower) this.tower = JSON.parse(tower) as TowerState;
      this.transactionCount = this.store.txCount();
    } else {
      this.svm = new LiteSvm();
      this.genesisHash = bs58.encode(
        crypto.createHash('sha256').update(`gorbagana-localnet-genesis/${opts.seed}`).digest(),
      );
      this.setAccount({
        pubkey: this.faucet.address,
        lamports: GENESIS_FAUCET_LAMPORTS,
        owner: SYSTEM_OWNER,
        executable: false,
        rentEpoch: 0n,
        data: new Uint8Array(0),
      });
      this.setAccount({
        pubkey: this.identity.address,
        lamports: GENESIS_IDENTITY_LAMPORTS,
        owner: SYSTEM_OWNER,
        executable: false,
        rentEpoch: 0n,
        data: new Uint8Array(0),
      });
      this.setAccount({
        pubkey: deriveKeypair(opts.seed, 'foundation').address,
        lamports: GENESIS_FOUNDATION_LAMPORTS,
        owner: SYSTEM_OWNER,
        executable: false,
        rentEpoch: 0n,
        data: new Uint8Array(0),
      });
      this.totalSupply = GENESIS_FAUCET_LAMPORTS + GENESIS_IDENTITY_LAMPORTS + GENESIS_FOUNDATION_LAMPORTS;
      this.transactionCount = 0;
      const genesisBlock: BlockRow = {
        slot: 0,
        parentSlot: 0,
        blockHeight: 0,
        blockhash: hashBlock(this.genesisHash, 0, []),
        previousBlockhash: this.genesisHash,
        blockTime: Math.floor(this.now() / 1000),
        skipped: false,
        txCount: 0,
        rewards: '[]',
      };
      this.store.commitSlot({
        block: genesisBlock,
        txs: [],
        addrIndex: [],
        accounts: [],
        snapshot: this.svm.toBytes(),
        meta: {
          genesisHash: this.genesisHash,
          seed: String(opts.seed),
          totalSupply: this.totalSupply.toString(),
        },
      });
    }
    this.tokens = new TokenBalanceReader(this.svm);
    this.svm.setBlockhashCheck(false); // blockhash validity (150 blocks) is enforced by the chain itself
    this.svm.setTransactionHistory(0n); // duplicate signatures are rejected from the ledger's status index
    this.svm.setSigverify(true);
    const schedule = new EpochSchedule(BigInt(SLOTS_PER_EPOCH), BigInt(SLOTS_PER_EPOCH), false, 0n, 0n);
    this.svm.setEpochSchedule(schedule);
    for (const b of this.store.recentBlocks(MAX_BLOCKHASH_AGE + FINALITY_DEPTH + 8).reverse())
      this.pushRecent({ slot: b.slot, blockhash: b.blockhash, blockHeight: b.blockHeight, sigs: [] });
    this.lastBlock = this.recent[this.recent.length - 1];
    this.slot = (this.store.lastSlot() ?? 0) + 1;
    this.rand = prng((opts.seed * 7919 + this.slot) >>> 0);
    this.perfStart = { slot: this.slot, tx: this.transactionCount, votes: 0, t: this.now() };
    this.setClock();
    if (!existing) this.setupValidator();
  }

  /** Genesis transactions: the validator's vote account and its delegated stake, through the real programs. */
  private setupValidator(): void {
    const id = this.identity.address;
    const rent = this.svm.minimumBalanceForRentExemption(BigInt(VOTE_ACCOUNT_SPACE));
    const txs = [
      buildTransaction(
        this.identity,
        createVoteAccountIxs(id, this.voteAccount.address, rent, VOTE_COMMISSION),
        this.lastBlock.blockhash,
        [this.voteAccount],
      ),
      buildTransaction(
        this.identity,
        createDelegatedStakeIxs(
          id,
          this.stakeAccount.address,
          this.voteAccount.address,
          VALIDATOR_STAKE_LAMPORTS,
        ),
        this.lastBlock.blockhash,
        [this.stakeAccount],
      ),
    ];
    for (const w of txs) {
      const r = this.execute(parseWireTransaction(w));
      if (r.err) throw new Error(`validator setup failed: ${JSON.stringify(r.err)} ${r.logs.join(' | ')}`);
    }
  }

  /** The validator's TowerSync vote for `block`, executed in the current slot like any transaction. */
  private vote(block: RecentBlock): void {
    if (!this.getAccount(this.voteAccount.address)) return;
    this.svm.setSlotHashes(
      this.recent
        .slice(-512)
        .reverse()
        .map((b) => ({ slot: BigInt(b.slot), hash: b.blockhash })),
    );
    const next = towerVote(this.tower, block.slot);
    const ix = towerSyncIx(
      this.voteAccount.address,
      this.identity.address,
      next,
      block.blockhash,
      Math.floor(this.now() / 1000),
    );
    const r = this.execute(parseWireTransaction(buildTransaction(this.identity, [ix], block.blockhash)));
    if (r.landed) this.voteTxCount++;
    if (r.landed && !r.err) this.tower = next;
  }

  private pushRecent(b: RecentBlock): void {
    this.recent.push(b);
    this.blockhashHeight.set(b.blockhash, b.blockHeight);
    while (this.recent.length > MAX_BLOCKHASH_AGE + FINALITY_DEPTH + 8) {
      const old = this.recent.shift();
      if (old) this.blockhashHeight.delete(old.blockhash);
    }
  }

  private setClock(): void {
    const now = BigInt(Math.floor(this.now() / 1000));
    const epoch = BigInt(Math.floor(this.slot / SLOTS_PER_EPOCH));
    this.svm.setClock(new Clock(BigInt(this.slot), now, epoch, epoch + 1n, now));
  }

  setAccount(a: AccountRow): void {
    this.svm.setAccount(
      bs58.decode(a.pubkey),
      new Account(a.lamports, a.data, a.owner, a.executable, a.rentEpoch),
    );
  }

  /**
   * Writes an account outside any transaction, as genesis does (the traffic generator's Metaplex
   * metadata accounts: that program is not loaded). Its lamports come out of the faucet so the
   * supply is unchanged; both accounts are persisted with the next slot.
   */
  writeFundedAccount(a: AccountRow): void {
    const faucet = this.getAccount(this.faucet.address);
    if (!faucet || faucet.lamports < a.lamports) throw new Error('the faucet cannot fund this account');
    const f = { ...faucet, lamports: faucet.lamports - a.lamports };
    for (const row of [f, a]) {
      this.setAccount(row);
      this.dirty.set(row.pubkey, row);
    }
  }

  getAccount(pubkey: string): AccountRow | null {
    const a = this.svm.getAccount(bs58.decode(pubkey));
    if (!a || a.lamports() === 0n) return null;
    return accountRow(pubkey, a);
  }

  programAccounts(program: string): AccountRow[] {
    const out: AccountRow[] = [];
    for (const aa of this.svm.getProgramAccounts(bs58.decode(program))) {
      const a = aa.account();
      if (a.lamports() > 0n) out.push(accountRow(bs58.encode(aa.address), a));
    }
    return out;
  }

  /** A faucet transfer; `attempt` > 0 adds a compute-unit-limit instruction so a repeated request gets a new signature. */
  buildFaucetTransfer(to: string, lamports: bigint, attempt: number): Uint8Array {
    const data = Buffer.alloc(12);
    data.writeUInt32LE(2, 0);
    data.writeBigUInt64LE(lamports, 4);
    const ixs: Ix[] = [
      {
        programAddress: '11111111111111111111111111111111',
        accounts: [
          { address: this.faucet.address, role: 3 },
          { address: to, role: 1 },
        ],
        data,
      },
    ];
    if (attempt > 0) {
      const cu = Buffer.alloc(5);
      cu.writeUInt8(2, 0);
      cu.writeUInt32LE(200_000 + attempt, 1);
      ixs.unshift({ programAddress: 'ComputeBudget111111111111111111111111111111', data: cu });
    }
    return buildTransaction(this.faucet, ixs, this.lastBlock.blockhash);
  }

  /** getVoteAccounts: stake from the stake account's delegation, votes from the tower the Vote program accepted. */
  voteAccounts(): { current: unknown[]; delinquent: unknown[] } {
    const stake = this.getAccount(this.stakeAccount.address);
    const lastVote = this.tower.lockouts.length
      ? this.tower.lockouts[this.tower.lockouts.length - 1].slot
      : 0;
    const entry = {
      activatedStake: Number(stake ? delegatedStake(stake.data, this.voteAccount.address) : 0n),
      commission: VOTE_COMMISSION,
      epochCredits: [[Math.floor(this.slot / SLOTS_PER_EPOCH), this.tower.credits, 0]],
      epochVoteAccount: true,
      lastVote,
      nodePubkey: this.identity.address,
      rootSlot: this.tower.root ?? 0,
      votePubkey: this.voteAccount.address,
    };
    const delinquent = this.lastBlock.slot - lastVote > 128;
    return { current: delinquent ? [] : [entry], delinquent: delinquent ? [entry] : [] };
  }

  // ---- commitment views ---------------------------------------------------------------------------

  get confirmedBlock(): RecentBlock {
    return this.lastBlock;
  }
  get finalizedBlock(): RecentBlock {
    const i = Math.max(0, this.recent.length - 1 - FINALITY_DEPTH);
    return this.recent[i];
  }
  blockAt(c: Commitment): RecentBlock {
    return c === 'finalized' ? this.finalizedBlock : this.lastBlock;
  }
  slotAt(c: Commitment): number {
    return c === 'processed' ? this.slot : this.blockAt(c).slot;
  }
  blockHeightAt(c: Commitment): number {
    return c === 'processed' ? this.lastBlock.blockHeight + 1 : this.blockAt(c).blockHeight;
  }
  isBlockhashValid(blockhash: string): boolean {
    const h = this.blockhashHeight.get(blockhash);
    return h !== undefined && this.lastBlock.blockHeight - h <= MAX_BLOCKHASH_AGE;
  }
  lastValidBlockHeight(blockhash: string): number {
    return (this.blockhashHeight.get(blockhash) ?? 0) + MAX_BLOCKHASH_AGE;
  }

  /** Commitment reached by a block already in the ledger. */
  commitmentOfSlot(slot: number): Commitment {
    return slot <= this.finalizedBlock.slot ? 'finalized' : 'confirmed';
  }

  /** Status of a signature: pending (processed) or from the ledger. */
  signatureStatus(
    sig: string,
  ): { slot: number; err: JsonTxError | null; commitment: Commitment; confirmations: number | null } | null {
    if (this.pendingStatus.has(sig))
      return {
        slot: this.slot,
        err: this.pendingStatus.get(sig) ?? null,
        commitment: 'processed',
        confirmations: 0,
      };
    const row = this.store.txBySignature(sig);
    if (!row) return null;
    const meta = JSON.parse(row.meta) as JsonMeta;
    const depth = this.recent.length - 1 - this.recent.findIndex((b) => b.slot === row.slot);
    const finalized = row.slot <= this.finalizedBlock.slot;
    return {
      slot: row.slot,
      err: meta.err,
      commitment: finalized ? 'finalized' : 'confirmed',
      confirmations: finalized ? null : Math.max(0, Math.min(depth, FINALITY_DEPTH)),
    };
  }

  // ---- execution ----------------------------------------------------------------------------------

  private resolveLoaded(tx: ParsedTx): { writable: string[]; readonly: string[] } {
    const writable: string[] = [];
    const readonly: string[] = [];
    for (const l of tx.lookups) {
      const acc = this.svm.getAccount(bs58.decode(l.accountKey));
      const data = acc?.data();
      const at = (i: number) => {
        if (!data || 56 + 32 * (i + 1) > data.length) throw new Error('InvalidAddressLookupTableIndex');
        return bs58.encode(data.subarray(56 + 32 * i, 56 + 32 * (i + 1)));
      };
      for (const i of l.writableIndexes) writable.push(at(i));
      for (const i of l.readonlyIndexes) readonly.push(at(i));
    }
    return { writable, readonly };
  }

  /** Parses and checks a wire transaction the way a node's sanitizer does; throws a message on bad input. */
  parse(wire: Uint8Array): ParsedTx {
    return parseWireTransaction(wire);
  }

  /** Errors a node reports before execution (no fee, nothing recorded). */
  precheck(tx: ParsedTx): JsonTxError | null {
    if (!this.isBlockhashValid(tx.recentBlockhash)) return 'BlockhashNotFound';
    const sig = tx.signatures[0];
    if (this.pendingStatus.has(sig) || this.store.txPosition(sig)) return 'AlreadyProcessed';
    return null;
  }

  simulate(tx: ParsedTx, accountsToReturn: string[] = []): SimOutcome {
    const r =
      tx.version === 0
        ? this.svm.simulateVersionedTransaction(tx.wire)
        : this.svm.simulateLegacyTransaction(tx.wire);
    if (r instanceof FailedTransactionMetadata) {
      const m = r.meta();
      return { err: txErrorToJson(r), logs: m.logs(), unitsConsumed: Number(m.computeUnitsConsumed()) };
    }
    const m = r.meta();
    let accounts: Array<AccountRow | null> | undefined;
    if (accountsToReturn.length) {
      const post = new Map<string, AccountRow>();
      for (const aa of r.postAccounts()) {
        const k = bs58.encode(aa.address);
        post.set(k, accountRow(k, aa.account()));
      }
      accounts = accountsToReturn.map((k) => post.get(k) ?? this.getAccount(k));
    }
    return { err: null, logs: m.logs(), unitsConsumed: Number(m.computeUnitsConsumed()), accounts };
  }

  /** Executes a transaction now (arrival order) into the open slot. */
  execute(tx: ParsedTx): ExecOutcome {
    const signature = tx.signatures[0];
    let loaded: { writable: string[]; readonly: string[] };
    try {
      loaded = this.resolveLoaded(tx);
    } catch {
      return { signature, landed: false, err: 'InvalidAddressLookupTableIndex', logs: [], unitsConsumed: 0 };
    }
    const keys = [...tx.staticKeys, ...loaded.writable, ...loaded.readonly];
    const keyBytes = [
      ...tx.staticKeyBytes,
      ...loaded.writable.map((k) => bs58.decode(k)),
      ...loaded.readonly.map((k) => bs58.decode(k)),
    ];
    const nStatic = tx.staticKeys.length;
    const writable = keys.map((_, i) =>
      i < nStatic ? isStaticWritable(tx, i) : i < nStatic + loaded.writable.length,
    );
    const programIdx = new Set(tx.instructions.map((ix) => ix.programIdIndex));
    const pre: Array<Account | null> = [];
    const preBal: bigint[] = [];
    for (let i = 0; i < keys.length; i++) {
      if (programIdx.has(i)) {
        pre.push(null);
        preBal.push(this.svm.getBalance(keyBytes[i]) ?? 0n);
      } else {
        const a = this.svm.getAccount(keyBytes[i]);
        pre.push(a);
        preBal.push(a ? a.lamports() : 0n);
      }
    }
    const r =
      tx.version === 0 ? this.svm.sendVersionedTransaction(tx.wire) : this.svm.sendLegacyTransaction(tx.wire);
    const failed = r instanceof FailedTransactionMetadata;
    const m: TransactionMetadata = failed ? r.meta() : r;
    const err = failed ? txErrorToJson(r) : null;
    const post: Array<Account | null> = [];
    const postBal: bigint[] = [];
    for (let i = 0; i < keys.length; i++) {
      if (writable[i] && !programIdx.has(i)) {
        const a = this.svm.getAccount(keyBytes[i]);
        post.push(a);
        postBal.push(a ? a.lamports() : 0n);
      } else {
        post.push(pre[i]);
        postBal.push(preBal[i]);
      }
    }
    let sumPre = 0n;
    let sumPost = 0n;
    for (let i = 0; i < keys.length; i++) {
      sumPre += preBal[i];
      sumPost += postBal[i];
    }
    // Lamports are conserved by execution, so what disappeared is exactly the fee charged.
    const fee = sumPre - sumPost;
    if (failed && fee === 0n) {
      return {
        signature,
        landed: false,
        err,
        logs: m.logs(),
        unitsConsumed: Number(m.computeUnitsConsumed()),
      };
    }
    const { preTokenBalances, postTokenBalances } = this.tokens.balances(pre, post);
    const innerInstructions = innerInstructionsJson(m);
    const meta: JsonMeta = {
      computeUnitsConsumed: Number(m.computeUnitsConsumed()),
      err,
      fee: Number(fee),
      innerInstructions,
      loadedAddresses: { readonly: loaded.readonly, writable: loaded.writable },
      logMessages: m.logs(),
      postBalances: postBal.map(Number),
      postTokenBalances,
      preBalances: preBal.map(Number),
      preTokenBalances,
      rewards: [],
      status: err ? { Err: err } : { Ok: null },
    };
    for (let i = 0; i < keys.length; i++)
      if (writable[i] && !programIdx.has(i)) this.dirty.set(keys[i], accountRow(keys[i], post[i]));
    this.feesThisSlot += fee;
    this.pending.push({ tx, meta, accountKeys: keys, memo: memoOf(tx) });
    this.pendingStatus.set(signature, err);
    this.notify((l) => l.onSignature?.(signature, this.slot, err, 'processed'));
    return { signature, landed: true, err, logs: meta.logMessages, unitsConsumed: meta.computeUnitsConsumed };
  }

  /** The ledger row of a slot that produced no block (chained to the last real block). */
  private skippedBlockRow(slot: number): BlockRow {
    return {
      slot,
      parentSlot: this.lastBlock.slot,
      blockHeight: this.lastBlock.blockHeight,
      blockhash: '',
      previousBlockhash: '',
      blockTime: 0,
      skipped: true,
      txCount: 0,
      rewards: '[]',
    };
  }

  /** Closes the open slot: produces its block (or a skipped slot), commits it durably, opens the next. */
  closeSlot(): void {
    const slot = this.slot;
    const skip = this.skipRate > 0 && slot > 1 && this.rand() < this.skipRate;
    if (skip) {
      // A skipped leader slot: no block. Transactions already executed roll into the next slot's block.
      this.store.commitSlot({
        block: this.skippedBlockRow(slot),
        txs: [],
        addrIndex: [],
        accounts: [],
      });
      for (const tx of this.pending) this.pendingStatus.set(tx.tx.signatures[0], tx.meta.err);
      this.advance(slot, null);
      return;
    }
    const sigs = this.pending.map((p) => p.tx.signatures[0]);
    const blockhash = hashBlock(this.lastBlock.blockhash, slot, sigs);
    const blockHeight = this.lastBlock.blockHeight + 1;
    const rewards: unknown[] = [];
    // As on Solana, half of the fees is burnt and half goes to the leader (our single validator).
    const reward = this.feesThisSlot / 2n;
    if (reward > 0n) {
      const id = this.getAccount(this.identity.address) ?? {
        pubkey: this.identity.address,
        lamports: 0n,
        owner: SYSTEM_OWNER,
        executable: false,
        rentEpoch: 0n,
        data: new Uint8Array(0),
      };
      const updated = { ...id, lamports: id.lamports + reward };
      this.setAccount(updated);
      this.dirty.set(updated.pubkey, updated);
      rewards.push({
        pubkey: this.identity.address,
        lamports: Number(reward),
        postBalance: Number(updated.lamports),
        rewardType: 'Fee',
        commission: null,
      });
    }
    this.totalSupply -= this.feesThisSlot - reward;
    const txs: TxRow[] = [];
    const addrIndex: Array<[string, number]> = [];
    this.pending.forEach((p, idx) => {
      txs.push({
        slot,
        idx,
        signature: p.tx.signatures[0],
        wire: p.tx.wire,
        meta: JSON.stringify(p.meta),
        failed: p.meta.err !== null,
        memo: p.memo,
      });
      for (const k of new Set(p.accountKeys)) addrIndex.push([k, idx]);
    });
    const accounts = [...this.dirty.values()];
    this.slotsSinceSnapshot++;
    const snapshot = this.slotsSinceSnapshot >= SNAPSHOT_EVERY_SLOTS ? this.svm.toBytes() : undefined;
    if (snapshot) this.slotsSinceSnapshot = 0;
    const blockTime = Math.floor(this.now() / 1000);
    this.store.commitSlot({
      block: {
        slot,
        parentSlot: this.lastBlock.slot,
        blockHeight,
        blockhash,
        previousBlockhash: this.lastBlock.blockhash,
        blockTime,
        skipped: false,
        txCount: txs.length,
        rewards: JSON.stringify(rewards),
      },
      txs,
      addrIndex,
      accounts,
      snapshot,
      meta: { totalSupply: this.totalSupply.toString(), tower: JSON.stringify(this.tower) },
    });
    this.transactionCount += txs.length;
    const block: RecentBlock = {
      slot,
      blockhash,
      blockHeight,
      sigs: this.pending.map((p) => [p.tx.signatures[0], p.meta.err]),
    };
    this.pushRecent(block);
    this.lastBlock = block;
    this.pending = [];
    this.pendingStatus.clear();
    this.dirty.clear();
    this.feesThisSlot = 0n;
    const fin = this.finalizedBlock;
    this.notify((l) => {
      for (const [s, e] of block.sigs) l.onSignature?.(s, slot, e, 'confirmed');
      if (fin.slot !== slot && this.recent.length > FINALITY_DEPTH)
        for (const [s, e] of fin.sigs) l.onSignature?.(s, fin.slot, e, 'finalized');
      if (accounts.length) l.onAccounts?.(slot, accounts);
    });
    this.advance(slot, block);
  }

  private advance(closed: number, block: RecentBlock | null): void {
    this.slot = closed + 1;
    this.setClock();
    if (block && !this.stopping) this.vote(block);
    if (this.slot - this.perfStart.slot >= 60) {
      const now = this.now();
      const n = this.transactionCount - this.perfStart.tx;
      const votes = Math.min(n, this.voteTxCount - this.perfStart.votes);
      this.perfSamples.unshift({
        slot: closed,
        numTransactions: n,
        numNonVoteTransactions: n - votes,
        numSlots: this.slot - this.perfStart.slot,
        samplePeriodSecs: Math.max(1, Math.round((now - this.perfStart.t) / 1000)),
      });
      if (this.perfSamples.length > 720) this.perfSamples.pop();
      this.perfStart = { slot: this.slot, tx: this.transactionCount, votes: this.voteTxCount, t: now };
    }
    this.notify((l) => l.onSlot?.(this.slot, closed, this.finalizedBlock.slot));
  }

  /** Runs listener callbacks; a failing subscriber must never stop block production. */
  private notify(fn: (l: ChainListener) => void): void {
    for (const l of this.listeners) {
      try {
        fn(l);
      } catch {
        // the subscriber's problem, not the chain's
      }
    }
  }

  /** Writes a final snapshot so a clean restart needs no replay. */
  shutdown(): void {
    // No vote after the final block: whatever executes now would be in the snapshot but not the ledger.
    this.stopping = true;
    if (this.pending.length) this.closeSlot();
    const snap = this.store.snapshot();
    if (!snap || snap.slot < this.slot - 1) {
      this.store.commitSlot({
        block: this.store.getBlock(this.slot - 1) ?? this.skippedBlockRow(this.slot - 1),
        txs: [],
        addrIndex: [],
        accounts: [],
        snapshot: this.svm.toBytes(),
      });
    }
    this.store.close();
  }
}
