// Pure view logic of the address page.
import { formatAmount, formatInteger, lamportsToGor, type AddressDetail, type AddressKind } from 'shared-api';

export function addressTitle(d: Pick<AddressDetail, 'isMaster' | 'isValidator'>): string {
  if (d.isMaster && d.isValidator) return 'Master Validator';
  if (d.isMaster) return 'Master Address';
  if (d.isValidator) return 'Validator Details';
  return 'Address Details';
}

/** What each kind of account is called where the explorers users know name it. */
export const ACCOUNT_KIND_LABELS: Record<AddressKind, string> = {
  validator: 'Validator',
  vote: 'Vote Account',
  token_account: 'Token Account',
  mint: 'Token Mint',
  wallet: 'Standard Wallet',
  program: 'Program (executable)',
  stake: 'Stake Account',
  pda: 'Program Derived Address (PDA)',
  program_owned: 'Program-owned Account',
  sysvar: 'Sysvar',
  lookup_table: 'Address Lookup Table',
};

/** Overview account type: what the account is, from its owner program and data. */
export function accountTypeLabel(d: Pick<AddressDetail, 'type'>): string {
  return ACCOUNT_KIND_LABELS[d.type];
}

/** Accounts that are not a person's wallet: programs and what programs own (the top-holders switch). */
export function isProgramOwned(kind: AddressKind): boolean {
  return kind !== 'wallet' && kind !== 'validator';
}

/**
 * Summary card type: Vote Account, Validator or Account, as the spec names them, and for the kinds
 * it does not list the overview's own label: both cards read one kind, so they never disagree.
 */
export function summaryType(d: Pick<AddressDetail, 'type' | 'isValidator'>): string {
  if (d.type === 'vote') return 'Vote Account';
  if (d.isValidator || d.type === 'validator') return 'Validator';
  return d.type === 'wallet' ? 'Account' : ACCOUNT_KIND_LABELS[d.type];
}

/** The name an address goes by (a known program's, a sysvar's), or null: shown under the title. */
export function addressName(d: Pick<AddressDetail, 'name'>): string | null {
  const name = d.name?.trim();
  return name ? name : null;
}

/** Total Sent / Total Received in GOR; null where the index did not count every transfer. */
export function totalText(lamports: string | null): string | null {
  if (lamports === null) return null;
  return `${/^0*$/.test(lamports) ? '0' : formatAmount(lamportsToGor(lamports))} GOR`;
}

/**
 * What the list under a validator's identity or vote account says about the votes it leaves out:
 * the index keeps no address's vote transactions (each validator signs one every slot), so neither
 * its count nor its rows hold them. Null for any other address.
 */
export function votesNote(d: Pick<AddressDetail, 'type' | 'isValidator'>): string | null {
  return d.type === 'vote' || d.type === 'validator' || d.isValidator
    ? "Vote transactions are not listed: a validator's identity and vote account sign one every slot. Its other transactions are listed here."
    : null;
}

/** The list's title: its count only when the index keeps the history the count is of. */
export function historyTitle(page: { totalCount: number; historyKept: boolean } | undefined): string {
  return page && page.historyKept && page.totalCount > 0
    ? `Transactions (${formatInteger(page.totalCount)})`
    : 'Transactions';
}
