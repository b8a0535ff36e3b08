// Fixed texts shown only when the real value is unavailable.
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
