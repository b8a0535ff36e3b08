/**
 * The CSV form of the wallet history: exact decimal amounts (base units placed at the token's
 * decimals with every digit kept, signed relative to the wallet), ISO-8601 UTC times, and the token
 * shown by symbol when known. Quoting (RFC 4180) is csv-stringify's job.
 */
import {
  NATIVE_MINT,
  WALLET_BALANCE_CHANGES_CSV_COLUMNS,
  WALLET_TRANSFERS_CSV_COLUMNS,
} from 'shared-api/contract';
import { signedAmountRaw, type WalletDirection } from 'shared-api/wallet';
import type { WalletBalanceRow, WalletTransferRow } from '../walletHistory/extract';
import { fromOf, toOf } from './group';

/** '-1500', 3 → '-1.500'; '5', 9 → '0.000000005'; exact (no floating point). */
export function decimalString(raw: string | bigint, decimals: number): string {
  const s = String(raw);
  const negative = s.startsWith('-');
  const digits = (negative ? s.slice(1) : s).replace(/^0+(?=\d)/, '');
  if (decimals <= 0) return `${negative && digits !== '0' ? '-' : ''}${digits}`;
  const padded = digits.padStart(decimals + 1, '0');
  const out = `${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`;
  return negative && /[1-9]/.test(digits) ? `-${out}` : out;
}

export const isoTime = (unix: number | null): string =>
  unix === null || unix === undefined ? '' : new Date(Number(unix) * 1000).toISOString();

/** The columns of a stored transfer row a CSV line needs, plus the token's symbol when known. */
export type TransferCsvSource = Pick<
  WalletTransferRow,
  | 'signature'
  | 'slot'
  | 'block_time'
  | 'action'
  | 'direction'
  | 'source'
  | 'destination'
  | 'source_owner'
  | 'destination_owner'
  | 'mint'
  | 'amount'
  | 'decimals'
> & { symbol: string | null };

export function transferCsvRow(r: TransferCsvSource): string[] {
  const raw = signedAmountRaw(String(r.amount), r.direction as WalletDirection);
  const row: Record<(typeof WALLET_TRANSFERS_CSV_COLUMNS)[number], string> = {
    signature: r.signature,
    slot: String(r.slot),
    block_time_utc: isoTime(r.block_time),
    action: r.action.toUpperCase(),
    direction: r.direction,
    from: fromOf(r) ?? '',
    to: toOf(r) ?? '',
    from_account: r.source ?? '',
    to_account: r.destination ?? '',
    token: r.mint === null ? 'GOR' : (r.symbol ?? ''),
    mint: r.mint ?? NATIVE_MINT,
    amount: decimalString(raw, Number(r.decimals)),
    amount_raw: raw,
    decimals: String(r.decimals),
  };
  return WALLET_TRANSFERS_CSV_COLUMNS.map((c) => row[c]);
}

/** The columns of a stored balance-change row a CSV line needs, plus the token's symbol. */
export type BalanceCsvSource = Pick<
  WalletBalanceRow,
  | 'signature'
  | 'slot'
  | 'block_time'
  | 'action'
  | 'account'
  | 'mint'
  | 'decimals'
  | 'pre_amount'
  | 'post_amount'
  | 'change'
> & { symbol: string | null };

export function balanceCsvRow(r: BalanceCsvSource): string[] {
  const d = Number(r.decimals);
  const row: Record<(typeof WALLET_BALANCE_CHANGES_CSV_COLUMNS)[number], string> = {
    signature: r.signature,
    slot: String(r.slot),
    block_time_utc: isoTime(r.block_time),
    action: r.action.toUpperCase(),
    account: r.account,
    token: r.mint === null ? 'GOR' : (r.symbol ?? ''),
    mint: r.mint ?? NATIVE_MINT,
    change: decimalString(String(r.change), d),
    pre_balance: decimalString(String(r.pre_amount), d),
    post_balance: decimalString(String(r.post_amount), d),
    change_raw: String(r.change),
    decimals: String(d),
  };
  return WALLET_BALANCE_CHANGES_CSV_COLUMNS.map((c) => row[c]);
}
