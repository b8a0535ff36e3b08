import { abbreviate, lamportsToGor } from 'shared-api';
// Fixed texts shown only while the live value is not known (its call failed or has not answered),
// and then marked as placeholders: an answered value, 0 included, is always shown as it is.
export const FALLBACK = {
  validators: '1',
  staked: '785M',
  stakedPercent: '78.5%',
  epoch: '42',
  version: 'v1.18.9',
  circulating: '999.9M',
} as const;

/** How long the refresh button reads 'Updating...'. */
export const REFRESH_FEEDBACK_MS = 500;

/** Rows shown in the home lists. */
export const HOME_LIST_SIZE = 10;

/** GOR of a lamport amount, abbreviated; an answered nothing is a plain 0 (not 0.000000000). */
export const gorShort = (lamports: string): string =>
  /^0*$/.test(lamports) ? '0' : abbreviate(lamportsToGor(lamports));

/** A figure as a card shows it: the live value, or the placeholder text marked as one. */
export interface Figure {
  text: string;
  placeholder: boolean;
}

/** The live value once answered (whatever it is, 0 too), else the placeholder. */
export function figure<T>(value: T | null | undefined, show: (v: T) => string, fallback: string): Figure {
  return value === null || value === undefined
    ? { text: fallback, placeholder: true }
    : { text: show(value), placeholder: false };
}
