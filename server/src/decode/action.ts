/**
 * What a transaction did for its signer (swap, send, receive, vote, failure, other), from its balance
 * changes alone; the transaction page and the block's swap count share it so they never disagree.
 * Wrapped native counts as native; the fee and rent of token accounts the signer opened are left out.
 *   const action = deriveAction(derived);   // { kind: 'swap', sent: [GOR 0.4], received: [TRASH 3,861] … }
 */
import { NATIVE_MINT } from 'shared-api/programs';
import type { DerivedTransaction } from './types';

export type ActionKind = 'swap' | 'send' | 'receive' | 'vote' | 'failed' | 'other';

export interface ActionAmount {
  /** null for the native coin */
  mint: string | null;
  /** base units, positive */
  amount: string;
  decimals: number;
}

export interface DerivedAction {
  kind: ActionKind;
  signer: string;
  sent: ActionAmount[];
  received: ActionAmount[];
  counterparty: string | null;
}

export type ActionInput = Pick<
  DerivedTransaction,
  | 'status'
  | 'isVote'
  | 'fee'
  | 'feePayer'
  | 'accounts'
  | 'tokenBalanceChanges'
  | 'tokenAccountsAfter'
  | 'transfers'
>;

const NATIVE_DECIMALS = 9;

/** The signer's native change with the fee put back and its new token accounts' deposits left out. */
function nativeChange(t: ActionInput): bigint {
  const byKey = new Map(t.accounts.map((a) => [a.pubkey, a]));
  const payer = byKey.get(t.feePayer);
  if (!payer) return 0n;
  let change = BigInt(payer.change) + BigInt(t.fee);
  for (const acc of t.tokenAccountsAfter) {
    if (acc.owner !== t.feePayer || acc.account === t.feePayer) continue;
    const entry = byKey.get(acc.account);
    if (!entry || entry.preBalance !== '0') continue;
    // A token account opened here: its lamports are the signer's deposit, except the wrapped amount
    // of a wrapped-native account, which the token change below counts.
    const wrapped = acc.mint === NATIVE_MINT ? BigInt(acc.amount) : 0n;
    change += BigInt(entry.postBalance) - wrapped;
  }
  for (const c of t.tokenBalanceChanges) {
    if (c.mint === NATIVE_MINT && c.owner === t.feePayer) change += BigInt(c.change);
  }
  return change;
}

/** The signer's token changes by mint (wrapped native excluded: counted as native). */
function tokenChanges(t: ActionInput): Map<string, { change: bigint; decimals: number }> {
  const out = new Map<string, { change: bigint; decimals: number }>();
  for (const c of t.tokenBalanceChanges) {
    if (c.owner !== t.feePayer || c.mint === NATIVE_MINT) continue;
    const prev = out.get(c.mint);
    out.set(c.mint, { change: (prev?.change ?? 0n) + BigInt(c.change), decimals: c.decimals });
  }
  return out;
}

const abs = (v: bigint): bigint => (v < 0n ? -v : v);

/** Who got what the signer sent (or sent what it received): the other side of its largest movement. */
function counterpartyOf(t: ActionInput, sending: boolean): string | null {
  let best: { who: string; amount: bigint } | null = null;
  for (const m of t.transfers) {
    if (m.kind !== 'transfer') continue;
    const mine = sending ? m.sourceOwner === t.feePayer : m.destinationOwner === t.feePayer;
    const other = sending ? (m.destinationOwner ?? m.destination) : (m.sourceOwner ?? m.source);
    if (!mine || !other || other === t.feePayer) continue;
    const amount = BigInt(m.amount);
    if (!best || amount > best.amount) best = { who: other, amount };
  }
  return best?.who ?? null;
}

export function deriveAction(t: ActionInput): DerivedAction {
  const base = { signer: t.feePayer, sent: [], received: [], counterparty: null };
  if (t.status === 'failed') return { kind: 'failed', ...base };
  if (t.isVote) return { kind: 'vote', ...base };
  const sent: ActionAmount[] = [];
  const received: ActionAmount[] = [];
  const add = (mint: string | null, change: bigint, decimals: number) => {
    if (change === 0n) return;
    (change < 0n ? sent : received).push({ mint, amount: abs(change).toString(), decimals });
  };
  add(null, nativeChange(t), NATIVE_DECIMALS);
  for (const [mint, c] of tokenChanges(t)) add(mint, c.change, c.decimals);
  if (sent.length > 0 && received.length > 0) return { ...base, kind: 'swap', sent, received };
  if (sent.length > 0) return { ...base, kind: 'send', sent, counterparty: counterpartyOf(t, true) };
  if (received.length > 0)
    return { ...base, kind: 'receive', received, counterparty: counterpartyOf(t, false) };
  return { kind: 'other', ...base };
}
