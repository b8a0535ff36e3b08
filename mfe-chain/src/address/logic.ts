// Pure view logic of the address page.
import { formatAmount, lamportsToGor, type AddressDetail, type AddressKind } from 'shared-api';

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
