// Transaction execution into the open slot: the checks a node makes before executing, simulation,
// and execution with the balances, token balances and fee a block's transaction meta reports.
import bs58 from 'bs58';
import {
  Account,
  EpochSchedule,
  FailedTransactionMetadata,
  type LiteSvm,
  type TransactionMetadata,
} from 'litesvm/dist/internal';
import { TokenBalanceReader, innerInstructionsJson, memoOf, type JsonMeta } from '../meta';
import type { AccountRow, Store } from '../store';
import { txErrorToJson, type JsonTxError } from '../txerror';
import { isStaticWritable, parseWireTransaction, type ParsedTx } from '../wire';
import { accountRow, type AccountState } from './accountState';
import { notifyListeners, type ChainListener } from './listeners';
import type { OpenSlot } from './openSlot';
import { SLOTS_PER_EPOCH } from './params';
import type { RecentBlocks } from './recentBlocks';
import type { ExecOutcome, SimOutcome } from './types';

/** LiteSVM settings for a node-like chain; applied once the ledger's state is loaded. */
export function configureSvm(svm: LiteSvm): void {
  svm.setBlockhashCheck(false); // blockhash validity (150 blocks) is enforced by the chain itself
  svm.setTransactionHistory(0n); // duplicate signatures are rejected from the ledger's status index
  svm.setSigverify(true);
  const schedule = new EpochSchedule(BigInt(SLOTS_PER_EPOCH), BigInt(SLOTS_PER_EPOCH), false, 0n, 0n);
  svm.setEpochSchedule(schedule);
}

export class Executor {
  private readonly tokens: TokenBalanceReader;

  constructor(
    private readonly svm: LiteSvm,
    private readonly store: Store,
    private readonly accounts: AccountState,
    private readonly blocks: RecentBlocks,
    private readonly open: OpenSlot,
    private readonly listeners: readonly ChainListener[],
  ) {
    this.tokens = new TokenBalanceReader(svm);
  }

  /** Parses and checks a wire transaction the way a node's sanitizer does; throws a message on bad input. */
  parse(wire: Uint8Array): ParsedTx {
    return parseWireTransaction(wire);
  }

  /** Errors a node reports before execution (no fee, nothing recorded). */
  precheck(tx: ParsedTx): JsonTxError | null {
    if (!this.blocks.isBlockhashValid(tx.recentBlockhash)) return 'BlockhashNotFound';
    const sig = tx.signatures[0];
    if (this.open.has(sig) || this.store.txPosition(sig)) return 'AlreadyProcessed';
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
      accounts = accountsToReturn.map((k) => post.get(k) ?? this.accounts.get(k));
    }
    return { err: null, logs: m.logs(), unitsConsumed: Number(m.computeUnitsConsumed()), accounts };
  }

  /** Addresses a v0 transaction loads from its lookup tables; throws on an index past a table's end. */
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
    const written: AccountRow[] = [];
    for (let i = 0; i < keys.length; i++)
      if (writable[i] && !programIdx.has(i)) written.push(accountRow(keys[i], post[i]));
    this.open.record({ tx, meta, accountKeys: keys, memo: memoOf(tx) }, fee, written);
    const slot = this.open.slot;
    notifyListeners(this.listeners, (l) => l.onSignature?.(signature, slot, err, 'processed'));
    return { signature, landed: true, err, logs: meta.logMessages, unitsConsumed: meta.computeUnitsConsumed };
  }
}
