/**
 * One transaction's native (GOR) and token balances, before and after, from its metadata.
 *   const native = deriveNativeBalances(tx.meta, resolved);
 *   const tokens = deriveTokenBalances(tx.meta, resolved.keys);
 */
import type { RpcTokenBalance, RpcTransactionWithMeta } from '../rpc/types';
import type { AccountEntry, NativeBalanceChange, TokenAccountState, TokenBalanceChange } from './types';

type Meta = RpcTransactionWithMeta['meta'];

/** Mint, owner, decimals and program of a token account, from the token balances that list it. */
export interface TokenAccountInfo {
  mint: string;
  owner: string | null;
  decimals: number;
  programId: string | null;
}

export interface ResolvedAccounts {
  keys: string[];
  signer: boolean[];
  writable: boolean[];
  lookup: boolean[];
}

export interface NativeBalances {
  accounts: AccountEntry[];
  nativeBalanceChanges: NativeBalanceChange[];
}

export interface TokenBalances {
  tokenInfo: Map<string, TokenAccountInfo>;
  tokenBalanceChanges: TokenBalanceChange[];
  tokenAccountsAfter: TokenAccountState[];
}

/** The sign of a change as written here ('0', '-12', '12'), unparsed: the wallet rules ask it often. */
export function changeSign(change: string): -1 | 0 | 1 {
  return change[0] === '-' ? -1 : change === '0' ? 0 : 1;
}

const isBalance = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

export function deriveNativeBalances(meta: Meta, r: ResolvedAccounts): NativeBalances {
  const pre = meta?.preBalances ?? [];
  const post = meta?.postBalances ?? [];
  const accounts: AccountEntry[] = [];
  const nativeBalanceChanges: NativeBalanceChange[] = [];
  for (let i = 0; i < r.keys.length; i++) {
    const p = pre[i] ?? 0;
    const q = post[i] ?? 0;
    // Balances below 2^53 (all of them on a real chain) subtract exactly as numbers, at a fraction
    // of the BigInt steps; anything else takes the BigInt path, which also rejects a non-integer.
    const exact = isBalance(p) && isBalance(q);
    const preBalance = exact ? String(p) : BigInt(p).toString();
    // Most accounts of a transaction keep their balance: one text serves both sides.
    const postBalance = exact ? (q === p ? preBalance : String(q)) : BigInt(q).toString();
    const change = exact ? (q === p ? '0' : String(q - p)) : (BigInt(q) - BigInt(p)).toString();
    accounts.push({
      pubkey: r.keys[i],
      signer: r.signer[i],
      writable: r.writable[i],
      feePayer: i === 0,
      source: r.lookup[i] ? 'lookup' : 'static',
      preBalance,
      postBalance,
      change,
    });
    if (change !== '0') nativeBalanceChanges.push({ address: r.keys[i], preBalance, postBalance, change });
  }
  return { accounts, nativeBalanceChanges };
}

function tokenInfoMap(
  keys: string[],
  pre: RpcTokenBalance[],
  post: RpcTokenBalance[],
): Map<string, TokenAccountInfo> {
  const m = new Map<string, TokenAccountInfo>();
  for (const b of [...pre, ...post]) {
    const addr = keys[b.accountIndex];
    if (!addr) continue;
    const prev = m.get(addr);
    m.set(addr, {
      mint: b.mint,
      owner: b.owner ?? prev?.owner ?? null,
      decimals: b.uiTokenAmount.decimals,
      programId: b.programId ?? prev?.programId ?? null,
    });
  }
  return m;
}

export function deriveTokenBalances(meta: Meta, keys: string[]): TokenBalances {
  const preTok = meta?.preTokenBalances ?? [];
  const postTok = meta?.postTokenBalances ?? [];
  const tokenInfo = tokenInfoMap(keys, preTok, postTok);
  const tokenBalanceChanges: TokenBalanceChange[] = [];
  const preByIdx = new Map(preTok.map((b) => [b.accountIndex, b]));
  const postByIdx = new Map(postTok.map((b) => [b.accountIndex, b]));
  const idxs = [...new Set([...preByIdx.keys(), ...postByIdx.keys()])].sort((a, b) => a - b);
  for (const i of idxs) {
    const a = preByIdx.get(i);
    const b = postByIdx.get(i);
    const ref = (b ?? a) as RpcTokenBalance;
    const pa = BigInt(a?.uiTokenAmount.amount ?? '0');
    const pb = BigInt(b?.uiTokenAmount.amount ?? '0');
    // An account listed before and after with the same amount did not change; one that appears or
    // disappears is kept even at zero (opened or closed).
    if (pa === pb && a && b) continue;
    tokenBalanceChanges.push({
      account: keys[i],
      mint: ref.mint,
      owner: b?.owner ?? a?.owner ?? null,
      programId: ref.programId ?? null,
      decimals: ref.uiTokenAmount.decimals,
      preAmount: pa.toString(),
      postAmount: pb.toString(),
      change: (pb - pa).toString(),
    });
  }
  const tokenAccountsAfter: TokenAccountState[] = postTok.map((b) => ({
    account: keys[b.accountIndex],
    mint: b.mint,
    owner: b.owner ?? null,
    programId: b.programId ?? null,
    decimals: b.uiTokenAmount.decimals,
    amount: b.uiTokenAmount.amount,
  }));
  return { tokenInfo, tokenBalanceChanges, tokenAccountsAfter };
}
