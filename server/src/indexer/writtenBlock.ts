/**
 * What the writer reads of a decoded block: only its tables' fields and each transaction's wallet
 * postings (the worker applies the wallet rules), as the structured clone costs per object and the
 * pages read the rest from the stored body.
 */
import { blockListIndexOf, type BlockListIndex } from '../db/blockListIndex';
import { signatureKeyOfBytes } from '../db/txid';
import { signatureBytes } from '../decode/instructionData';
import type { DerivedBlock, DerivedTransaction } from '../decode/types';
import { balanceActionCode, directionCode, walletActionCode, walletKindCode } from '../walletHistory/codes';
import { visitWalletRows } from '../walletHistory/extract';
import { isNativeProgram } from '../explain/tiers';

/** One movement in one wallet's history: what its posting row stores, addresses still as text. */
export interface WalletPosting {
  /** wallet_transfers or wallet_balance_changes, as their kind code */
  kind: number;
  address: string;
  /** order of the movement inside the transaction */
  position: number;
  /** null = GOR */
  mint: string | null;
  action: number;
  direction: number;
}

export type WrittenTransaction = Pick<
  DerivedTransaction,
  | 'signature'
  | 'slot'
  | 'index'
  | 'blockTime'
  | 'isVote'
  | 'feePayer'
  | 'accountKeys'
  | 'transfers'
  | 'mints'
  | 'burns'
  | 'creations'
  | 'closes'
  | 'tokenAccountsAfter'
> & {
  /** each account's lamports after the transaction, in `accountKeys` order (exact as JSON numbers) */
  postBalances: Float64Array;
  /** the programs it called that are decoded by an IDL if at all (the IDL watcher looks for theirs) */
  programs: string[];
  /** the signature index's key (db/txid.ts; 0 when the signature is not one), found where it is decoded */
  signatureKey: number;
  wallet: WalletPosting[];
};

export type WrittenBlock = Omit<DerivedBlock, 'transactions'> & {
  transactions: WrittenTransaction[];
  /** what the block's list filters and counts read (db/blockListIndex.ts) */
  listIndex: BlockListIndex;
};

const TRANSFERS = walletKindCode('wallet_transfers');
const BALANCE_CHANGES = walletKindCode('wallet_balance_changes');

/** One transaction's wallet postings: transfers, then balance changes, in the order the pages list them. */
export function walletPostings(t: DerivedTransaction): WalletPosting[] {
  const out: WalletPosting[] = [];
  visitWalletRows(
    t,
    (address, m, direction) =>
      out.push({
        kind: TRANSFERS,
        address,
        position: m.position,
        mint: m.mint,
        action: walletActionCode(m.action),
        direction: directionCode(direction),
      }),
    (address, position, action, side, direction) =>
      out.push({
        kind: BALANCE_CHANGES,
        address,
        position,
        mint: side.mint,
        action: balanceActionCode(action),
        direction: directionCode(direction),
      }),
  );
  return out;
}

/** Filled by index: Float64Array.from with a mapping goes through an iterator, an object per account. */
function postBalancesOf(t: DerivedTransaction): Float64Array {
  const out = new Float64Array(t.accounts.length);
  for (let i = 0; i < out.length; i++) out[i] = Number(t.accounts[i].postBalance);
  return out;
}

function keyOfSignature(signature: string): number {
  const bytes = signatureBytes(signature);
  return bytes ? signatureKeyOfBytes(bytes) : 0;
}

function writtenTransaction(t: DerivedTransaction): WrittenTransaction {
  return {
    signature: t.signature,
    slot: t.slot,
    index: t.index,
    blockTime: t.blockTime,
    isVote: t.isVote,
    feePayer: t.feePayer,
    accountKeys: t.accountKeys,
    postBalances: postBalancesOf(t),
    signatureKey: keyOfSignature(t.signature),
    programs: t.programs.filter((p) => !isNativeProgram(p)),
    transfers: t.transfers,
    mints: t.mints,
    burns: t.burns,
    creations: t.creations,
    closes: t.closes,
    tokenAccountsAfter: t.tokenAccountsAfter,
    wallet: walletPostings(t),
  };
}

export function writtenBlock(b: DerivedBlock): WrittenBlock {
  return {
    ...b,
    transactions: b.transactions.map(writtenTransaction),
    listIndex: blockListIndexOf(
      b.transactions.map((t) => ({
        index: t.index,
        failed: t.status === 'failed',
        programs: t.instructions.map((ix) => ix.programId),
      })),
    ),
  };
}
