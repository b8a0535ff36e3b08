/**
 * Everything the explorer stores about one `encoding: "json"` transaction entry, derived purely:
 * accounts, then instructions (`summary.ts`), balances (`balances.ts`) and movements (`movements.ts`).
 */
import type { RpcTransactionWithMeta } from '../rpc/types';
import { deriveNativeBalances, deriveTokenBalances, type ResolvedAccounts } from './balances';
import { deriveMovements } from './movements';
import { VOTE_PROGRAM } from './programs';
import { decodeCompiledInstruction, summariseInstructions } from './summary';
import type { DerivedTransaction } from './types';

export interface TxContext {
  slot: number;
  blockTime: number | null;
  index: number;
  /**
   * Derived for the index: the instructions only lists and pages name (stake, lookup tables, the
   * upgradeable loader, whose Write carries a kilobyte of base58) stay unnamed, as nothing the index
   * derives reads them.
   */
  indexing?: boolean;
}

/** The full account list: static keys, then loaded writable, then loaded readonly. */
function accountKeysOf(tx: RpcTransactionWithMeta): string[] {
  const staticKeys = tx.transaction.message.accountKeys;
  const loaded = tx.meta?.loadedAddresses;
  return loaded ? staticKeys.concat(loaded.writable ?? [], loaded.readonly ?? []) : staticKeys.slice();
}

/** Resolves the full account list with each key's signer, writable and lookup flags. */
export function resolveAccounts(tx: RpcTransactionWithMeta): ResolvedAccounts {
  const msg = tx.transaction.message;
  const h = msg.header;
  const loaded = tx.meta?.loadedAddresses;
  const staticKeys = msg.accountKeys;
  const keys = accountKeysOf(tx);
  const n = staticKeys.length;
  const loadedWritableEnd = n + (loaded?.writable?.length ?? 0);
  const signer: boolean[] = [];
  const writable: boolean[] = [];
  const lookup: boolean[] = [];
  for (let i = 0; i < keys.length; i++) {
    if (i < n) {
      const isSigner = i < h.numRequiredSignatures;
      signer.push(isSigner);
      writable.push(
        isSigner
          ? i < h.numRequiredSignatures - h.numReadonlySignedAccounts
          : i < n - h.numReadonlyUnsignedAccounts,
      );
      lookup.push(false);
    } else {
      signer.push(false);
      writable.push(i < loadedWritableEnd);
      lookup.push(true);
    }
  }
  return { keys, signer, writable, lookup };
}

function keysWhere(keys: string[], flags: boolean[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < keys.length; i++) if (flags[i]) out.push(keys[i]);
  return out;
}

const isVoteInstruction = (ix: { programId: string }): boolean => ix.programId === VOTE_PROGRAM;

/** A transaction without metadata (an old format) counts as succeeded. */
const succeeded = (meta: RpcTransactionWithMeta['meta']): boolean =>
  meta ? meta.err === null || meta.err === undefined : true;

/** The programs a transaction's top-level instructions call, in order (what a block's filters count). */
export function topLevelPrograms(tx: RpcTransactionWithMeta): string[] {
  const keys = accountKeysOf(tx);
  return tx.transaction.message.instructions.map((ci) => keys[ci.programIdIndex] ?? '');
}

/** What a list of transactions shows of one (see briefTransaction). */
export type TransactionBrief = Pick<
  DerivedTransaction,
  'signature' | 'slot' | 'blockTime' | 'index' | 'status' | 'fee' | 'feePayer' | 'instructions'
>;

/**
 * The part of deriveTransaction a list shows: status, fee, fee payer, top-level instructions. What
 * it skips is about half the work of reading a block's list, and most of its garbage.
 */
export function briefTransaction(tx: RpcTransactionWithMeta, ctx: TxContext): TransactionBrief {
  const meta = tx.meta;
  const keys = accountKeysOf(tx);
  const ok = succeeded(meta);
  return {
    signature: tx.transaction.signatures[0],
    slot: ctx.slot,
    blockTime: ctx.blockTime,
    index: ctx.index,
    status: ok ? 'success' : 'failed',
    fee: meta?.fee ?? 0,
    feePayer: keys[0],
    instructions: tx.transaction.message.instructions.map((ci) => decodeCompiledInstruction(ci, keys)),
  };
}

export function deriveTransaction(tx: RpcTransactionWithMeta, ctx: TxContext): DerivedTransaction {
  const meta = tx.meta;
  const resolved = resolveAccounts(tx);
  const { keys, signer, writable } = resolved;
  const ok = succeeded(meta);

  const { instructions, programs, instructionCount } = summariseInstructions(tx, keys, !ctx.indexing);
  const { accounts, nativeBalanceChanges } = deriveNativeBalances(meta, resolved);
  const { tokenInfo, tokenBalanceChanges, tokenAccountsAfter } = deriveTokenBalances(meta, keys);
  const { transfers, mints, burns, creations, closes } = deriveMovements(instructions, tokenInfo, ok);

  return {
    signature: tx.transaction.signatures[0],
    signatures: tx.transaction.signatures,
    slot: ctx.slot,
    blockTime: ctx.blockTime,
    index: ctx.index,
    version: tx.version === undefined || tx.version === 'legacy' ? 'legacy' : '0',
    status: ok ? 'success' : 'failed',
    err: meta?.err ?? null,
    fee: meta?.fee ?? 0,
    feePayer: keys[0],
    computeUnits: meta?.computeUnitsConsumed ?? null,
    recentBlockhash: tx.transaction.message.recentBlockhash,
    signers: keysWhere(keys, signer),
    writables: keysWhere(keys, writable),
    accountKeys: keys,
    accounts,
    programs,
    isVote: instructions.length > 0 && instructions.every(isVoteInstruction),
    instructions,
    instructionCount,
    nativeBalanceChanges,
    tokenBalanceChanges,
    tokenAccountsAfter,
    transfers,
    mints,
    burns,
    creations,
    closes,
    logMessages: meta?.logMessages ?? [],
  };
}
