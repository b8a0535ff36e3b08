/**
 * GOR a wallet pays or receives through a wrapped-native account of its own closed back to itself in
 * the same transaction (the classic wrapped swap): its exchanges with others are the wallet's own net
 * GOR leg, while its funding never left the wallet. Read from the movements alone, as such an account
 * is in no token balances and the owner's lamports mix in fees and rent.
 *   const w = wrappedNative(tx);
 *   w.legs        // [{ wallet, direction: 'out', amount: '400000000', account, owner }]
 *   w.funding     // indexes into tx.transfers: the owner's lamports into its own wrapped account
 */
import { NATIVE_MINT } from 'shared-api/programs';
import type { DerivedTransaction } from '../decode/types';

/** What the rule reads: the movements the indexer's writer also has (it gets no token balances). */
export type WrapTx = Pick<DerivedTransaction, 'transfers' | 'creations' | 'closes'>;

/** The net native a wallet paid or received through its wrapped accounts in one transaction. */
export interface WrapLeg {
  wallet: string;
  direction: 'out' | 'in';
  /** lamports, positive */
  amount: string;
  /** the other side of the largest exchange in the leg's direction: its token account and owner */
  account: string | null;
  owner: string | null;
}

export interface WrappedNative {
  /** wrapped account closed back to its owner → that owner */
  accounts: Map<string, string>;
  legs: WrapLeg[];
  /** indexes into `transfers`: lamports an owner put into its own wrapped account */
  funding: Set<number>;
  /** indexes into `transfers` → the wallets whose wrapped account it paid from or into (their legs' parts) */
  exchanged: Map<number, string[]>;
}

const NONE: WrappedNative = { accounts: new Map(), legs: [], funding: new Set(), exchanged: new Map() };

/** The wrapped accounts closed back to their owners, their legs, and which transfers fund or trade them. */
export function wrappedNative(tx: WrapTx): WrappedNative {
  if (tx.closes.length === 0) return NONE;
  const accounts = closedWrappedAccounts(tx);
  if (accounts.size === 0) return NONE;
  const funding = new Set<number>();
  const exchanged = new Map<number, string[]>();
  const net = new Map<string, bigint>();
  // the largest exchange each way, per wallet: its counterparty names the leg's other side
  const largest = new Map<string, { amount: bigint; account: string | null; owner: string | null }>();
  const exchange = (
    i: number,
    wallet: string,
    out: boolean,
    amount: bigint,
    account: string | null,
    owner: string | null,
  ) => {
    exchanged.set(i, [...(exchanged.get(i) ?? []), wallet]);
    net.set(wallet, (net.get(wallet) ?? 0n) + (out ? -amount : amount));
    const key = `${wallet}:${out ? 'out' : 'in'}`;
    const best = largest.get(key);
    if (!best || amount > best.amount) largest.set(key, { amount, account, owner });
  };
  tx.transfers.forEach((r, i) => {
    if (r.kind !== 'transfer') return;
    const from = r.source ? accounts.get(r.source) : undefined;
    const to = r.destination ? accounts.get(r.destination) : undefined;
    if (from !== undefined && from === to) return; // between one wallet's wrapped accounts
    // The owner's own lamports into its account (a System transfer): not a payment.
    if (to !== undefined && r.source === to) {
      funding.add(i);
      return;
    }
    const amount = BigInt(r.amount);
    // Each side that is a wallet's wrapped account, unless the other side is that wallet's own.
    if (from !== undefined && r.destinationOwner !== from)
      exchange(i, from, true, amount, r.destination, r.destinationOwner);
    if (to !== undefined && r.sourceOwner !== to) exchange(i, to, false, amount, r.source, r.sourceOwner);
  });
  const legs: WrapLeg[] = [];
  for (const [wallet, n] of net) {
    if (n === 0n) continue;
    const direction = n < 0n ? 'out' : 'in';
    const side = largest.get(`${wallet}:${direction}`);
    legs.push({
      wallet,
      direction,
      amount: (n < 0n ? -n : n).toString(),
      account: side?.account ?? null,
      owner: side?.owner ?? null,
    });
  }
  return { accounts, legs, funding, exchanged };
}

/** Token accounts of the native mint closed to their owner in this transaction → the owner. */
function closedWrappedAccounts(tx: WrapTx): Map<string, string> {
  const mintOf = new Map<string, string>();
  const ownerOf = new Map<string, string>();
  for (const c of tx.creations) {
    if (c.kind !== 'tokenAccount' && c.kind !== 'associatedTokenAccount') continue;
    if (c.mint !== null && !mintOf.has(c.address)) mintOf.set(c.address, c.mint);
    if (c.owner !== null && !ownerOf.has(c.address)) ownerOf.set(c.address, c.owner);
  }
  // An account opened before the transaction: a wrapped-native token transfer from or to it says its
  // mint (without one it moved nothing to count), the close its owner.
  for (const r of tx.transfers) {
    if (r.mint !== NATIVE_MINT) continue;
    if (r.source && !mintOf.has(r.source)) mintOf.set(r.source, NATIVE_MINT);
    if (r.destination && !mintOf.has(r.destination)) mintOf.set(r.destination, NATIVE_MINT);
  }
  const out = new Map<string, string>();
  for (const c of tx.closes) {
    if (mintOf.get(c.address) !== NATIVE_MINT || c.destination === null) continue;
    const owner = ownerOf.get(c.address) ?? c.owner;
    if (owner === c.destination) out.set(c.address, owner);
  }
  return out;
}

/** GOR sent and received, by address. */
export type Flows = Map<string, { sent: bigint; received: bigint }>;

/** The address's entry of `flows`, added at zero when it has none. */
export function flowOf(flows: Flows, address: string): { sent: bigint; received: bigint } {
  let f = flows.get(address);
  if (!f) flows.set(address, (f = { sent: 0n, received: 0n }));
  return f;
}

/**
 * GOR each address sent and received (Total Sent / Received): native transfers plus wrapped legs, less
 * an owner's funding of its own wrapped account (another's transfer into it counts for that sender).
 */
export function nativeFlows(tx: WrapTx): Flows {
  const out: Flows = new Map();
  const w = wrappedNative(tx);
  tx.transfers.forEach((r, i) => {
    // A transfer to oneself moves no GOR in or out.
    if (r.mint !== null || r.kind !== 'transfer' || r.source === r.destination) return;
    if (w.funding.has(i)) return;
    const amount = BigInt(r.amount);
    // A side that is part of a wallet's leg counts there.
    const legs = w.exchanged.get(i);
    const inLeg = (a: string) => legs !== undefined && legs.includes(w.accounts.get(a) ?? '');
    if (r.source && !inLeg(r.source)) flowOf(out, r.source).sent += amount;
    if (r.destination && !inLeg(r.destination)) flowOf(out, r.destination).received += amount;
  });
  for (const leg of w.legs) {
    const f = flowOf(out, leg.wallet);
    if (leg.direction === 'out') f.sent += BigInt(leg.amount);
    else f.received += BigInt(leg.amount);
  }
  return out;
}
