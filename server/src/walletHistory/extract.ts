/**
 * One transaction's wallet history rows for every address in it (rules.ts decides which it keeps):
 * - transfers: transfers, mints, burns, token account lifecycle and wrapped legs (wrapped.ts), a row
 *   per address on either side;
 * - balance changes: the GOR change and that of every token account it owns (or is).
 * `position` orders one transaction's rows and keeps them unique.
 */
import type { WalletAction, WalletDirection as Direction } from 'shared-api/core';
import { changeSign } from '../decode/balances';
import type { DerivedTransaction, TransferRecord } from '../decode/types';
import { balanceChangeAddresses, keepForTransfers, walletCandidates, walletCandidatesWhere } from './rules';
import { wrappedNative, type WrappedNative } from './wrapped';

/** What every wallet history row says: whose, which transaction, which movement, which token. */
interface WalletRowBase {
  address: string;
  slot: number;
  tx_index: number;
  /** order inside the transaction (transfers first, then account lifecycle; balances: GOR is 0) */
  position: number;
  signature: string;
  block_time: number | null;
  action: string;
  /** null = GOR */
  mint: string | null;
  decimals: number;
  /** 'in' | 'out' | 'self' relative to `address` (balances: the sign of the change) */
  direction: string;
}

/** A wallet transfer as the pages show it: one per movement the address takes part in. */
export interface WalletTransferRow extends WalletRowBase {
  /** unsigned base units */
  amount: string;
  source: string | null;
  destination: string | null;
  source_owner: string | null;
  destination_owner: string | null;
  /** other recipients of the same source, token and action in the transaction */
  others: number;
  /** GOR the wallet paid or received through a wrapped account it closed back to itself */
  wrapped?: true;
}

/** A wallet's balance change: its GOR (position 0) and each token account it owns. */
export interface WalletBalanceRow extends WalletRowBase {
  account: string;
  pre_amount: string;
  post_amount: string;
  change: string;
}

export type WalletTx = Pick<
  DerivedTransaction,
  | 'signature'
  | 'slot'
  | 'index'
  | 'blockTime'
  | 'feePayer'
  | 'instructions'
  | 'accounts'
  | 'transfers'
  | 'mints'
  | 'tokenBalanceChanges'
  | 'tokenAccountsAfter'
  | 'creations'
  | 'closes'
>;

/** One movement of the transaction before it is seen from each participant. */
export interface Movement {
  position: number;
  action: WalletAction;
  mint: string | null;
  decimals: number;
  amount: string;
  source: string | null;
  destination: string | null;
  sourceOwner: string | null;
  destinationOwner: string | null;
  /** a wallet's wrapped leg: a row of that wallet alone (the other side received wrapped tokens) */
  onlyFor?: string;
  /** a wrapped account's exchange: not a row of its owner(s), whose wrapped leg stands for it */
  notFor?: readonly string[];
}

function fromTransfer(r: TransferRecord, position: number): Movement {
  return {
    position,
    action: r.kind,
    mint: r.mint,
    decimals: r.decimals,
    amount: r.amount,
    source: r.source,
    destination: r.destination,
    sourceOwner: r.sourceOwner,
    destinationOwner: r.destinationOwner,
  };
}

/**
 * Token account lifecycle, amounts 0: an associated account is created only when initialised here
 * (createIdempotent may do nothing), one initialised without the ATA program is INITIALIZE ACCOUNT,
 * a new mint is CREATE ACCOUNT for its payer.
 */
function lifecycle(tx: WalletTx, start: number): Movement[] {
  if (tx.creations.length === 0 && tx.closes.length === 0) return [];
  const decimalsOf = (mint: string | null): number =>
    tx.tokenBalanceChanges.find((c) => c.mint === mint)?.decimals ??
    tx.tokenAccountsAfter.find((c) => c.mint === mint)?.decimals ??
    tx.mints.find((m) => m.mint === mint)?.decimals ??
    0;
  const initialised = new Set(tx.creations.filter((c) => c.kind === 'tokenAccount').map((c) => c.address));
  const viaAta = new Set<string>();
  const out: Movement[] = [];
  const push = (m: Omit<Movement, 'position'>) => out.push({ ...m, position: start + out.length });
  const created = (action: WalletAction, mint: string | null, address: string, owner: string | null) =>
    push({
      action,
      mint,
      decimals: decimalsOf(mint),
      amount: '0',
      source: tx.feePayer,
      destination: address,
      sourceOwner: tx.feePayer,
      destinationOwner: owner,
    });
  for (const c of tx.creations) {
    if (c.kind === 'associatedTokenAccount' && initialised.has(c.address) && !viaAta.has(c.address)) {
      viaAta.add(c.address);
      created('create', c.mint, c.address, c.owner);
    }
  }
  for (const c of tx.creations) {
    if (c.kind === 'tokenAccount' && !viaAta.has(c.address))
      created('initialize', c.mint, c.address, c.owner);
    else if (c.kind === 'mint') created('create', c.address, c.address, null);
  }
  for (const c of tx.closes) {
    const info = tx.tokenBalanceChanges.find((b) => b.account === c.address);
    push({
      action: 'close',
      mint: info?.mint ?? null,
      decimals: info?.decimals ?? 9,
      amount: '0',
      source: c.address,
      destination: c.destination,
      sourceOwner: c.owner ?? info?.owner ?? null,
      destinationOwner: c.destination,
    });
  }
  return out;
}

/** The wrapped legs, after every other movement so stored positions keep their meaning. */
function wrappedLegs(w: WrappedNative, start: number): Movement[] {
  return w.legs.map((leg, i) => {
    const out = leg.direction === 'out';
    return {
      position: start + i,
      action: 'transfer',
      mint: null,
      decimals: 9,
      amount: leg.amount,
      source: out ? leg.wallet : leg.account,
      destination: out ? leg.account : leg.wallet,
      sourceOwner: out ? leg.wallet : leg.owner,
      destinationOwner: out ? leg.owner : leg.wallet,
      onlyFor: leg.wallet,
    };
  });
}

export function movementsOf(tx: WalletTx): Movement[] {
  const w = wrappedNative(tx);
  const transfers = tx.transfers.map(fromTransfer);
  for (const i of w.funding) {
    // The owner's lamports into its own wrapped account stay its own: a self movement.
    const m = transfers[i];
    const owner = m.destination === null ? undefined : w.accounts.get(m.destination);
    if (owner !== undefined) transfers[i] = { ...m, destinationOwner: owner };
  }
  for (const [i, wallets] of w.exchanged) transfers[i] = { ...transfers[i], notFor: wallets };
  const accounts = lifecycle(tx, transfers.length);
  const legs = wrappedLegs(w, transfers.length + accounts.length);
  return accounts.length === 0 && legs.length === 0 ? transfers : [...transfers, ...accounts, ...legs];
}

function directionOf(m: Movement, address: string): Direction | null {
  if ((m.onlyFor !== undefined && m.onlyFor !== address) || m.notFor?.includes(address)) return null;
  const out = m.source === address || m.sourceOwner === address;
  const inn = m.destination === address || m.destinationOwner === address;
  if (out && inn) return 'self';
  if (out) return 'out';
  if (inn) return 'in';
  return null;
}

/** How many other recipients the same source paid with the same action and token in this transaction. */
function othersOf(all: Movement[], m: Movement): number {
  const recipient = (x: Movement) => x.destinationOwner ?? x.destination;
  const from = m.sourceOwner ?? m.source;
  const others = new Set<string>();
  for (const x of all) {
    if (x.action !== m.action || x.mint !== m.mint || (x.sourceOwner ?? x.source) !== from) continue;
    const r = recipient(x);
    if (r && r !== recipient(m)) others.add(r);
  }
  return others.size;
}

/** Visits each transfer row: whose, which movement, which way (the rows walletTransferRows builds). */
export type TransferVisit = (address: string, m: Movement, direction: Direction) => void;

/** One balance a balance-change row reports: an address's GOR or one token account. */
export interface BalanceSide {
  account: string;
  mint: string | null;
  decimals: number;
  preAmount: string;
  postAmount: string;
  change: string;
}

/** Visits each balance-change row: whose, its position, action, balance and the sign of its change. */
export type BalanceVisit = (
  address: string,
  position: number,
  action: string,
  side: BalanceSide,
  direction: Direction,
) => void;

/** Every address a movement names: only these can have a transfer row. */
function namedAddresses(moves: Movement[]): Set<string> {
  const out = new Set<string>();
  for (const m of moves) {
    if (m.source) out.add(m.source);
    if (m.sourceOwner) out.add(m.sourceOwner);
    if (m.destination) out.add(m.destination);
    if (m.destinationOwner) out.add(m.destinationOwner);
  }
  return out;
}

function visitTransferRows(
  tx: WalletTx,
  moves: Movement[],
  candidates: Set<string>,
  visit: TransferVisit,
  named = namedAddresses(moves),
): void {
  if (moves.length === 0) return;
  for (const address of candidates) {
    if (!named.has(address) || !keepForTransfers(tx, address)) continue;
    for (const m of moves) {
      const direction = directionOf(m, address);
      if (direction) visit(address, m, direction);
    }
  }
}

function signOf(change: string): Direction {
  const sign = changeSign(change);
  return sign < 0 ? 'out' : sign > 0 ? 'in' : 'self';
}

function visitBalanceRows(
  tx: WalletTx,
  moves: Movement[],
  candidates: Set<string>,
  visit: BalanceVisit,
  kept = balanceChangeAddresses(tx),
): void {
  const actionFor = (address: string, mint: string | null, account: string): string => {
    const m =
      moves.find((x) => x.mint === mint && directionOf(x, address) !== null && x.action !== 'create') ??
      moves.find((x) => x.destination === account || x.source === account);
    return m?.action ?? 'other';
  };
  for (const address of candidates) {
    if (!kept.has(address)) continue;
    const native = tx.accounts.find((a) => a.pubkey === address);
    if (native && changeSign(native.change) !== 0)
      visit(
        address,
        0,
        actionFor(address, null, address),
        {
          account: address,
          mint: null,
          decimals: 9,
          preAmount: native.preBalance,
          postAmount: native.postBalance,
          change: native.change,
        },
        signOf(native.change),
      );
    tx.tokenBalanceChanges.forEach((c, i) => {
      if (c.owner !== address && c.account !== address) return;
      visit(address, i + 1, actionFor(address, c.mint, c.account), c, signOf(c.change));
    });
  }
}

/** Both histories' rows of one transaction, visited unbuilt: the indexer keeps only their codes. */
export function visitWalletRows(tx: WalletTx, onTransfer: TransferVisit, onBalance: BalanceVisit): void {
  const moves = movementsOf(tx);
  const named = namedAddresses(moves);
  const kept = balanceChangeAddresses(tx);
  const candidates = walletCandidatesWhere(tx, (a) => named.has(a) || kept.has(a));
  visitTransferRows(tx, moves, candidates, onTransfer, named);
  visitBalanceRows(tx, moves, candidates, onBalance, kept);
}

export function walletTransferRows(tx: WalletTx): WalletTransferRow[] {
  const moves = movementsOf(tx);
  const rows: WalletTransferRow[] = [];
  visitTransferRows(tx, moves, walletCandidates(tx), (address, m, direction) =>
    rows.push({
      address,
      slot: tx.slot,
      tx_index: tx.index,
      position: m.position,
      signature: tx.signature,
      block_time: tx.blockTime,
      action: m.action,
      mint: m.mint,
      decimals: m.decimals,
      amount: m.amount,
      direction,
      source: m.source,
      destination: m.destination,
      source_owner: m.sourceOwner,
      destination_owner: m.destinationOwner,
      others: othersOf(moves, m),
      ...(m.onlyFor !== undefined ? { wrapped: true as const } : {}),
    }),
  );
  return rows;
}

export function walletBalanceRows(tx: WalletTx): WalletBalanceRow[] {
  const rows: WalletBalanceRow[] = [];
  const at = { slot: tx.slot, tx_index: tx.index, signature: tx.signature, block_time: tx.blockTime };
  visitBalanceRows(tx, movementsOf(tx), walletCandidates(tx), (address, position, action, side, direction) =>
    rows.push({
      address,
      ...at,
      position,
      action,
      account: side.account,
      mint: side.mint,
      decimals: side.decimals,
      pre_amount: side.preAmount,
      post_amount: side.postAmount,
      change: side.change,
      direction,
    }),
  );
  return rows;
}
