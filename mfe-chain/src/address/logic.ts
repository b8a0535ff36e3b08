// Pure view logic of the address page (spec part 1 §2 Address detail, §4, §9).
import type { AddressDetail } from 'shared-api';

export function addressTitle(d: Pick<AddressDetail, 'isMaster' | 'isValidator'>): string {
  if (d.isMaster && d.isValidator) return 'Master Validator';
  if (d.isMaster) return 'Master Address';
  if (d.isValidator) return 'Validator Details';
  return 'Address Details';
}

/** Overview account type: Validator, Token Account or Standard Wallet. */
export function accountTypeLabel(d: Pick<AddressDetail, 'isValidator' | 'isTokenAccount' | 'type'>): string {
  if (d.isValidator || d.type === 'vote') return 'Validator';
  if (d.isTokenAccount) return 'Token Account';
  return 'Standard Wallet';
}

/** Summary card type: Vote Account, Validator or Account. */
export function summaryType(d: Pick<AddressDetail, 'type' | 'isValidator'>): string {
  if (d.type === 'vote') return 'Vote Account';
  if (d.isValidator) return 'Validator';
  return 'Account';
}
