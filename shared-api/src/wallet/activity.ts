// The wallet tabs' inclusion and extraction rules, written once: pure
// functions over the API's address transaction records, so the browser and the server (which may
// import shared-api) apply the same definition of what appears on each tab.
import { SYSTEM_PROGRAM_ID, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, instructionType } from 'shared-api';
import type { AddressTransaction } from 'shared-api';

type Tx = Pick<AddressTransaction, 'signature' | 'instructions' | 'transfers' | 'mintedTokens' | 'accounts'> &
  Partial<
    Pick<AddressTransaction, 'burnedTokens' | 'tokenBalanceChanges' | 'blockHeight' | 'slot' | 'timestamp'>
  >;

/** Removes repeated signatures, keeping the first occurrence (Transactions tab, Balance Changes). */
export function uniqueBySignature<T extends { signature: string }>(txs: T[]): T[] {
  const seen = new Set<string>();
  return txs.filter((t) => (seen.has(t.signature) ? false : (seen.add(t.signature), true)));
}

const isNonZero = (raw: string | number) => !/^-?0*$/.test(String(raw).trim()) && String(raw).trim() !== '';

/** The address has a non-zero native change in the transaction's account entries. */
export function hasAccountChange(tx: Pick<Tx, 'accounts'>, address: string): boolean {
  return tx.accounts.some((a) => a.pubkey === address && isNonZero(a.balanceChange));
}

/** The address is the destination, the owner or the source of one of the transaction's transfers. */
export function inTransfers(tx: Pick<Tx, 'transfers'>, address: string): boolean {
  return tx.transfers.some(
    (t) => t.to === address || t.toOwner === address || t.fromOwner === address || t.from === address,
  );
}

/** The address is the account or the owner of a minted token. */
export function inMintedTokens(tx: Pick<Tx, 'mintedTokens'>, address: string): boolean {
  return tx.mintedTokens.some((m) => m.account === address || m.owner === address);
}

/** Instruction types of the system and token programs that move a balance. */
const BALANCE_TYPES = new Set([
  'transfer',
  'transferchecked',
  'mintto',
  'minttochecked',
  'burn',
  'closeaccount',
]);
const NATIVE_OR_TOKEN = new Set([SYSTEM_PROGRAM_ID, TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);

/** A system- or token-program balance instruction whose source, destination or account is the address. */
export function inBalanceInstruction(tx: Pick<Tx, 'instructions'>, address: string): boolean {
  return tx.instructions.some((ix) => {
    if (!NATIVE_OR_TOKEN.has(ix.programId) || !ix.parsed) return false;
    if (!BALANCE_TYPES.has(ix.parsed.type.toLowerCase())) return false;
    const info = ix.parsed.info;
    return info.source === address || info.destination === address || info.account === address;
  });
}

/**
 * Balance Changes tab: keep a transaction when the address appears in a transfer, a minted token, a
 * balance instruction or an account change.
 */
export function keepForBalanceChanges(tx: Tx, address: string): boolean {
  return (
    inTransfers(tx, address) ||
    inMintedTokens(tx, address) ||
    inBalanceInstruction(tx, address) ||
    hasAccountChange(tx, address)
  );
}

/** Balance Changes tab: unique by signature, then keepForBalanceChanges. */
export function balanceChangeTransactions<T extends Tx>(txs: T[], address: string): T[] {
  return uniqueBySignature(txs).filter((t) => keepForBalanceChanges(t, address));
}

/** First-instruction types that put a transaction on the Transfers tab by themselves. */
const TRANSFER_TAB_TYPES = new Set([
  'transfer',
  'mint',
  'burn',
  'createidempotent',
  'closeaccount',
  'initializeaccount',
]);

/** Transfers tab: first instruction type, a non-zero change, or the address in transfers/mints. */
export function keepForTransfers(tx: Tx, address: string): boolean {
  const first = tx.instructions[0];
  return (
    (first !== undefined && TRANSFER_TAB_TYPES.has(instructionType(first).toLowerCase())) ||
    hasAccountChange(tx, address) ||
    inTransfers(tx, address) ||
    inMintedTokens(tx, address)
  );
}

/** One row of the Transfers tab. `amount` is the raw integer, signed relative to the viewed address. */
export interface TransferRow {
  signature: string;
  timestamp: number | null;
  /** TRANSFER, MINT, BURN, CREATE ACCOUNT, CLOSE ACCOUNT, INITIALIZE ACCOUNT or the uppercased type */
  action: string;
  /** null for a mint (the source reads 'MINT') */
  from: string | null;
  to: string | null;
  /** further distinct recipients, shown as '+n others' */
  others: number;
  amount: string;
  decimals: number;
  /** null = GOR */
  mint: string | null;
}

const neg = (raw: string) => (raw.startsWith('-') ? raw.slice(1) : `-${raw}`);

/**
 * Transfers tab row of a transaction (null when the transaction has no extractable information):
 * the first movement touching the address, the first recipient plus '+n others', the amount signed
 * + when the address receives and - when it sends.
 */
export function transferRow(tx: Tx, address: string): TransferRow | null {
  if (!keepForTransfers(tx, address)) return null;
  const action = transferAction(tx.instructions[0] ? instructionType(tx.instructions[0]) : 'unknown');
  const base = { signature: tx.signature, timestamp: tx.timestamp ?? null, action };
  const mine = tx.transfers.filter(
    (t) => t.to === address || t.toOwner === address || t.from === address || t.fromOwner === address,
  );
  const moves = mine.length ? mine : tx.transfers;
  if (moves.length) {
    const first = moves[0];
    const recipients = [...new Set(moves.map((t) => t.to))];
    const incoming = first.to === address || first.toOwner === address;
    return {
      ...base,
      from: first.from,
      to: first.to,
      others: Math.max(0, recipients.length - 1),
      amount: incoming ? first.amount : neg(first.amount),
      decimals: first.decimals,
      mint: first.mint,
    };
  }
  const minted = tx.mintedTokens.find(
    (m) => m.type === 'mint' && (m.account === address || m.owner === address),
  );
  if (minted)
    return {
      ...base,
      action: 'MINT',
      from: null,
      to: minted.account,
      others: 0,
      amount: minted.amount,
      decimals: minted.decimals,
      mint: minted.mint,
    };
  const burned = (tx.burnedTokens ?? []).find((b) => b.account === address || b.owner === address);
  if (burned)
    return {
      ...base,
      action: 'BURN',
      from: burned.account,
      to: null,
      others: 0,
      amount: neg(burned.amount),
      decimals: burned.decimals,
      mint: burned.mint,
    };
  const own = tx.accounts.find((a) => a.pubkey === address && isNonZero(a.balanceChange));
  if (own) {
    const incoming = !own.balanceChange.startsWith('-');
    return {
      ...base,
      from: incoming ? null : address,
      to: incoming ? address : null,
      others: 0,
      amount: own.balanceChange,
      decimals: 9,
      mint: null,
    };
  }
  return null;
}

/** Transfers tab rows of a list of transactions; those with nothing to show are skipped. */
export function transferRows(txs: Tx[], address: string): TransferRow[] {
  return uniqueBySignature(txs)
    .map((t) => transferRow(t, address))
    .filter((r): r is TransferRow => r !== null);
}

/** One row of the Balance Changes tab: raw amounts, `change` signed; mint null = GOR. */
export interface BalanceChangeRow {
  signature: string;
  blockHeight: number | null;
  timestamp: number | null;
  /** the token account, or the address itself for GOR */
  account: string;
  change: string;
  postBalance: string;
  decimals: number;
  mint: string | null;
}

/** The address's GOR change and its token accounts' changes in one transaction (non-zero only). */
export function balanceChangeRows(tx: Tx, address: string): BalanceChangeRow[] {
  const base = {
    signature: tx.signature,
    blockHeight: tx.blockHeight ?? tx.slot ?? null,
    timestamp: tx.timestamp ?? null,
  };
  const rows: BalanceChangeRow[] = [];
  for (const a of tx.accounts)
    if (a.pubkey === address && isNonZero(a.balanceChange))
      rows.push({
        ...base,
        account: a.pubkey,
        change: a.balanceChange,
        postBalance: a.postBalance,
        decimals: 9,
        mint: null,
      });
  for (const c of tx.tokenBalanceChanges ?? [])
    if ((c.owner === address || c.account === address) && isNonZero(c.change))
      rows.push({
        ...base,
        account: c.account,
        change: c.change,
        postBalance: c.postAmount,
        decimals: c.decimals,
        mint: c.mint,
      });
  return rows;
}

/** Action name of the Transfers tab for an instruction type. */
export function transferAction(type: string): string {
  const t = type.toLowerCase();
  if (t === 'transfer' || t === 'transferchecked') return 'TRANSFER';
  if (t === 'mint' || t === 'mintto' || t === 'minttochecked') return 'MINT';
  if (t === 'burn' || t === 'burnchecked') return 'BURN';
  if (t === 'createaccount' || t === 'createidempotent' || t === 'create' || t === 'createaccountwithseed')
    return 'CREATE ACCOUNT';
  if (t === 'closeaccount') return 'CLOSE ACCOUNT';
  if (t.startsWith('initializeaccount')) return 'INITIALIZE ACCOUNT';
  return type.toUpperCase();
}

/** Badge colour of a Transfers-tab action: a shared-ui Tone name. */
export function transferActionTone(
  action: string,
): 'green' | 'red' | 'emerald' | 'orange' | 'purple' | 'gray' {
  switch (action) {
    case 'TRANSFER':
    case 'MINT':
      return 'green';
    case 'BURN':
      return 'red';
    case 'CREATE ACCOUNT':
      return 'emerald';
    case 'CLOSE ACCOUNT':
      return 'orange';
    case 'INITIALIZE ACCOUNT':
      return 'purple';
    default:
      return 'gray';
  }
}

/** '+n others' after the first recipient ('' when there is none). */
export function othersLabel(others: number): string {
  return others > 0 ? `+${others} others` : '';
}
