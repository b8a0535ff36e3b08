// Pure logic of the /transactions page.
import { formatInteger } from 'shared-api';

/** Block stepper of /transactions: previous disabled at 1, next at the newest block. */
export function stepper(current: number, newest: number) {
  return { canPrev: current > 1, canNext: current < newest };
}

/** A block holding more transactions than the list shows says so instead of silently cutting. */
export function blockRowsNote(total: number, shown: number): string | null {
  return total > shown ? `Showing ${shown} of ${formatInteger(total)} transactions in this block` : null;
}

/** The URL parameter holding the block the stepper shows (absent = follow the newest block). */
export const BLOCK_PARAM = 'block';

/** A block height from the URL: a plain non-negative integer of up to 15 digits, else null (newest). */
export function blockFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** The URL parameters for a picked block: null (the newest) leaves the parameter out. */
export function paramsForBlock(current: URLSearchParams, height: number | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (height === null) next.delete(BLOCK_PARAM);
  else next.set(BLOCK_PARAM, String(height));
  return next;
}
