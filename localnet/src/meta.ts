// Transaction meta pieces a node derives from execution: token balances of the accounts a transaction
// touched (before and after), inner instructions in their JSON form, and the memo column.
import bs58 from 'bs58';
import type { Account, LiteSvm, TransactionMetadata } from 'litesvm/dist/internal';
import type { JsonTxError } from './txerror';
import type { ParsedTx } from './wire';
import { MEMO_PROGRAM, MEMO_V1_PROGRAM } from 'shared-api/programs';
import {
  isTokenAccountData,
  readTokenAccount,
  tokenProgramOf,
  uiTokenAmount,
  type UiTokenAmount,
} from './token';

const MEMO_PROGRAMS = new Set([MEMO_PROGRAM, MEMO_V1_PROGRAM]);

export interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface JsonInnerInstruction {
  index: number;
  instructions: Array<{ programIdIndex: number; accounts: number[]; data: string; stackHeight: number }>;
}

/** Transaction meta exactly as a real node's `json` encoding returns it. */
export interface JsonMeta {
  computeUnitsConsumed: number;
  err: JsonTxError | null;
  fee: number;
  innerInstructions: JsonInnerInstruction[];
  loadedAddresses: { readonly: string[]; writable: string[] };
  logMessages: string[];
  postBalances: number[];
  postTokenBalances: TokenBalance[];
  preBalances: number[];
  preTokenBalances: TokenBalance[];
  rewards: unknown[];
  status: { Ok: null } | { Err: JsonTxError };
}

/** pre/postTokenBalances from account snapshots; mint decimals are cached (they never change). */
export class TokenBalanceReader {
  private readonly mintDecimals = new Map<string, number>();
  constructor(private readonly svm: LiteSvm) {}

  balances(
    pre: Array<Account | null>,
    post: Array<Account | null>,
  ): { preTokenBalances: TokenBalance[]; postTokenBalances: TokenBalance[] } {
    const preTokenBalances: TokenBalance[] = [];
    const postTokenBalances: TokenBalance[] = [];
    for (let i = 0; i < pre.length; i++) {
      const pa = pre[i];
      const qa = post[i];
      const pp = pa ? tokenProgramOf(pa.owner()) : null;
      const pb = this.one(i, pa, pp);
      if (pb) preTokenBalances.push(pb);
      // Unchanged (read-only) accounts reuse the pre entry.
      const qb = qa === pa ? pb : this.one(i, qa, qa ? tokenProgramOf(qa.owner()) : null);
      if (qb) postTokenBalances.push(qb);
    }
    return { preTokenBalances, postTokenBalances };
  }

  private one(i: number, a: Account | null, program: string | null): TokenBalance | null {
    if (!a || !program) return null;
    const data = a.data();
    if (!isTokenAccountData(data)) return null;
    const t = readTokenAccount(data);
    let decimals = this.mintDecimals.get(t.mint);
    if (decimals === undefined) {
      const m = this.svm.getAccount(bs58.decode(t.mint))?.data();
      decimals = m && m.length >= 82 ? m[44] : 0;
      this.mintDecimals.set(t.mint, decimals);
    }
    return {
      accountIndex: i,
      mint: t.mint,
      owner: t.owner,
      programId: program,
      uiTokenAmount: uiTokenAmount(t.amount, decimals),
    };
  }
}

export function innerInstructionsJson(m: TransactionMetadata): JsonInnerInstruction[] {
  const out: JsonInnerInstruction[] = [];
  const inner = m.innerInstructions();
  for (let ix = 0; ix < inner.length; ix++) {
    const list = inner[ix];
    if (!list.length) continue;
    out.push({
      index: ix,
      instructions: list.map((ii) => {
        const ci = ii.instruction();
        return {
          programIdIndex: ci.programIdIndex(),
          accounts: Array.from(ci.accounts()),
          data: bs58.encode(ci.data()),
          stackHeight: ii.stackHeight(),
        };
      }),
    });
  }
  return out;
}

/** The memo column of getSignaturesForAddress: "[len] text" per memo instruction, joined by "; ". */
export function memoOf(tx: ParsedTx): string | null {
  const memos: string[] = [];
  for (const ix of tx.instructions) {
    if (MEMO_PROGRAMS.has(tx.staticKeys[ix.programIdIndex])) {
      const text = Buffer.from(ix.data).toString('utf8');
      memos.push(`[${ix.data.length}] ${text}`);
    }
  }
  return memos.length ? memos.join('; ') : null;
}
