/**
 * The wallet tabs' inclusion rules (which transactions a tab lists for an address), applied by the
 * indexer when it writes the wallet history (extract.ts). Each is a named, tested predicate.
 *
 *   keepForBalanceChanges(tx, address) // Balance Changes tab
 *   keepForTransfers(tx, address)      // Transfers tab
 */
import { changeSign } from '../decode/balances';
import { isTokenProgram, SYSTEM_PROGRAM } from '../decode/programs';
import type { DerivedTransaction } from '../decode/types';

/** The parts of a derived transaction the rules read (all stored with the transaction). */
export type RuleTx = Pick<DerivedTransaction, 'instructions' | 'accounts' | 'transfers' | 'mints'>;

/** Per transaction part, the addresses a rule accepts, read once as the rules ask about every address. */
const sets = new WeakMap<object, Set<string>>();
function addressesOf<T extends object>(part: T, collect: (part: T, out: Set<string>) => void): Set<string> {
  let out = sets.get(part);
  if (!out) {
    out = new Set();
    collect(part, out);
    sets.set(part, out);
  }
  return out;
}

/** The address appears in a transfer (as destination, owner or source). */
export function inTransfers(tx: Pick<RuleTx, 'transfers'>, address: string): boolean {
  return addressesOf(tx.transfers, transferAddresses).has(address);
}
function transferAddresses(transfers: RuleTx['transfers'], out: Set<string>): void {
  for (const t of transfers) {
    if (t.destination) out.add(t.destination);
    if (t.destinationOwner) out.add(t.destinationOwner);
    if (t.sourceOwner) out.add(t.sourceOwner);
    if (t.source) out.add(t.source);
  }
}

/** The address received a minted token (as the account or its owner). */
export function inMintedTokens(tx: Pick<RuleTx, 'mints'>, address: string): boolean {
  return addressesOf(tx.mints, mintedAddresses).has(address);
}
function mintedAddresses(mints: RuleTx['mints'], out: Set<string>): void {
  for (const m of mints) {
    if (m.type !== 'mint') continue;
    if (m.account) out.add(m.account);
    if (m.owner) out.add(m.owner);
  }
}

/** Balance-moving instruction types of the System and token programs (lower case). */
const BALANCE_TYPES = new Set([
  'transfer',
  'transferchecked',
  'mintto',
  'minttochecked',
  'burn',
  'closeaccount',
]);

/**
 * A System or token transfer, mint, burn or close naming the address; inner instructions count, as
 * a CPI moves the same balance.
 */
export function inBalanceInstruction(tx: Pick<RuleTx, 'instructions'>, address: string): boolean {
  return addressesOf(tx.instructions, balanceInstructionAddresses).has(address);
}
function balanceInstructionAddresses(instructions: RuleTx['instructions'], out: Set<string>): void {
  for (const top of instructions) {
    balanceInstructionAddress(top, out);
    for (const ix of top.inner) balanceInstructionAddress(ix, out);
  }
}
function balanceInstructionAddress(ix: RuleTx['instructions'][number], out: Set<string>): void {
  if (ix.programId !== SYSTEM_PROGRAM && !isTokenProgram(ix.programId)) return;
  if (!ix.parsed || !BALANCE_TYPES.has(ix.type.toLowerCase())) return;
  const { source, destination, account } = ix.parsed.info;
  if (typeof source === 'string') out.add(source);
  if (typeof destination === 'string') out.add(destination);
  if (typeof account === 'string') out.add(account);
}

/** The address has an account entry with a non-zero balance change. */
export function hasAccountChange(tx: Pick<RuleTx, 'accounts'>, address: string): boolean {
  return addressesOf(tx.accounts, changedAccounts).has(address);
}
function changedAccounts(accounts: RuleTx['accounts'], out: Set<string>): void {
  for (const a of accounts) if (changeSign(a.change) !== 0) out.add(a.pubkey);
}

/** The first instruction's type as the Transfers rule names it: lower case, variants folded into families. */
export function firstInstructionKind(tx: Pick<RuleTx, 'instructions'>): string {
  const t = (tx.instructions[0]?.type ?? 'unknown').toLowerCase();
  if (t === 'mintto' || t === 'minttochecked') return 'mint';
  if (t === 'transferchecked' || t === 'transferwithseed' || t === 'transfercheckedwithfee')
    return 'transfer';
  if (t === 'burnchecked') return 'burn';
  if (t.startsWith('initializeaccount')) return 'initializeaccount';
  return t;
}

const TRANSFER_FIRST_KINDS = new Set([
  'transfer',
  'mint',
  'burn',
  'createidempotent',
  'closeaccount',
  'initializeaccount',
]);

/** Transfers tab: the first instruction is a transfer, mint, burn, createIdempotent, closeAccount or initializeAccount. */
export function firstInstructionIsTransferKind(tx: Pick<RuleTx, 'instructions'>): boolean {
  return TRANSFER_FIRST_KINDS.has(firstInstructionKind(tx));
}

/** Balance Changes tab: keep when the address appears in any of the four places above. */
export function keepForBalanceChanges(tx: RuleTx, address: string): boolean {
  return balanceChangeAddresses(tx).has(address);
}

/** Every address the Balance Changes tab keeps the transaction for, in one pass over it. */
export function balanceChangeAddresses(tx: RuleTx): Set<string> {
  const out = new Set<string>();
  transferAddresses(tx.transfers, out);
  mintedAddresses(tx.mints, out);
  balanceInstructionAddresses(tx.instructions, out);
  changedAccounts(tx.accounts, out);
  return out;
}

/**
 * Transfers tab: keep on a transfer-kind first instruction, a non-zero account change, or a part in
 * transfers or minted tokens (the tab still shows only the address's own rows: extract.ts).
 */
export function keepForTransfers(tx: RuleTx, address: string): boolean {
  return (
    firstInstructionIsTransferKind(tx) ||
    hasAccountChange(tx, address) ||
    inTransfers(tx, address) ||
    inMintedTokens(tx, address)
  );
}

type CandidateTx = Pick<DerivedTransaction, 'accounts' | 'transfers' | 'mints' | 'tokenBalanceChanges'>;

/**
 * Every address that can have a wallet-history row in this transaction, from what is stored, so a
 * fork rollback finds the same set.
 */
export function walletCandidates(tx: CandidateTx): Set<string> {
  return walletCandidatesWhere(tx, () => true);
}

/** The candidates that pass `wanted`, in order (the indexer wants only the handful a movement names). */
export function walletCandidatesWhere(tx: CandidateTx, wanted: (address: string) => boolean): Set<string> {
  const out = new Set<string>();
  const take = (address: string | null) => {
    if (address && wanted(address)) out.add(address);
  };
  for (const a of tx.accounts) if (wanted(a.pubkey)) out.add(a.pubkey);
  for (const c of tx.tokenBalanceChanges) take(c.owner);
  for (const t of tx.transfers) {
    take(t.sourceOwner);
    take(t.destinationOwner);
  }
  for (const m of tx.mints) take(m.owner);
  return out;
}
