/**
 * Pure derivation of everything the explorer stores about one transaction from a getBlock /
 * getTransaction (`encoding: "json"`) entry: accounts (legacy and v0 with loaded addresses), then
 * each part by what it derives — the instruction summary (`summary.ts`), balances (`balances.ts`),
 * token movements and account lifecycle (`movements.ts`).
 */
import type { RpcTransactionWithMeta } from '../rpc/types';
import { deriveNativeBalances, deriveTokenBalances, type ResolvedAccounts } from './balances';
import { deriveMovements } from './movements';
import { VOTE_PROGRAM } from './programs';
import { summariseInstructions } from './summary';
import type { DerivedTransaction } from './types';

export interface TxContext {
  slot: number;
  blockTime: number | null;
  index: number;
}

/** Resolves the full account list: static keys, then loaded writable, then loaded readonly. */
export function resolveAccounts(tx: RpcTransactionWithMeta): ResolvedAccounts {
  const msg = tx.transaction.message;
  const h = msg.header;
  const loaded = tx.meta?.loadedAddresses;
  const staticKeys = msg.accountKeys;
  const keys = [...staticKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])];
  const n = staticKeys.length;
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
      writable.push(i < n + (loaded?.writable.length ?? 0));
      lookup.push(true);
    }
  }
  return { keys, signer, writable, lookup };
}

export function deriveTransaction(tx: RpcTransactionWithMeta, ctx: TxContext): DerivedTransaction {
  const meta = tx.meta;
  const resolved = resolveAccounts(tx);
  const { keys, signer, writable } = resolved;
  const ok = meta ? meta.err === null || meta.err === undefined : true;

  const { instructions, programs, instructionCount } = summariseInstructions(tx, keys);
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
    signers: keys.filter((_, i) => signer[i]),
    writables: keys.filter((_, i) => writable[i]),
    accountKeys: keys,
    accounts,
    programs,
    isVote: instructions.length > 0 && instructions.every((ix) => ix.programId === VOTE_PROGRAM),
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
