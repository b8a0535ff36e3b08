// Pure logic of the /transactions page.
import { formatInteger, type BlockPrograms } from 'shared-api';
import { CURSOR_PARAM, PAGE_PARAM } from 'shared-api/listPosition';

/** Block stepper of /transactions: previous disabled at 1, next at the newest block. */
export function stepper(current: number, newest: number) {
  return { canPrev: current > 1, canNext: current < newest };
}

/** The URL parameter holding the block the stepper shows (absent = follow the newest block). */
export const BLOCK_PARAM = 'block';

/** A block height from the URL: a plain non-negative integer of up to 15 digits, else null (newest). */
export function blockFromParam(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * The URL parameters for a picked block: null (the newest) leaves the parameter out. Another block
 * opens on its first page (a cursor names a row of one block).
 */
export function paramsForBlock(current: URLSearchParams, height: number | null): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(PAGE_PARAM);
  next.delete(CURSOR_PARAM);
  if (height === null) next.delete(BLOCK_PARAM);
  else next.set(BLOCK_PARAM, String(height));
  return next;
}

/** The list's filters, as the URL holds them (`votes`, `status`, `program`). */
export interface BlockListFilters {
  hideVotes: boolean;
  status: 'success' | 'failed' | null;
  program: string | null;
}

export const VOTES_PARAM = 'votes';
export const STATUS_PARAM = 'status';
export const PROGRAM_PARAM = 'program';
/** Where the hide-votes choice is remembered between visits. */
export const HIDE_VOTES_KEY = 'gorbagana.transactions.hideVotes';

/**
 * The filters a URL names. Votes are shown unless the URL or the visitor's remembered choice hides
 * them: the block page's link promises all N of its transactions, and its success / failed counts
 * include the votes; whoever finds them noise hides them once and the choice is kept.
 */
export function filtersFromParams(params: URLSearchParams, rememberedHide: boolean): BlockListFilters {
  const votes = params.get(VOTES_PARAM);
  const status = params.get(STATUS_PARAM);
  const program = params.get(PROGRAM_PARAM);
  return {
    hideVotes: votes === 'hide' ? true : votes === 'show' ? false : rememberedHide,
    status: status === 'success' || status === 'failed' ? status : null,
    program: program && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(program) ? program : null,
  };
}

/** The URL after a filter changes: the list starts again at its first page. */
export function paramsForFilters(current: URLSearchParams, f: BlockListFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(PAGE_PARAM);
  next.delete(CURSOR_PARAM);
  next.set(VOTES_PARAM, f.hideVotes ? 'hide' : 'show');
  if (f.status) next.set(STATUS_PARAM, f.status);
  else next.delete(STATUS_PARAM);
  if (f.program) next.set(PROGRAM_PARAM, f.program);
  else next.delete(PROGRAM_PARAM);
  return next;
}

/**
 * How many rows the filters keep, when the block's counts tell: all, all but the votes, or one
 * program's calls; null when a status (or a program with votes hidden) is picked.
 */
export function keptCount(
  total: number,
  f: BlockListFilters,
  counts: BlockPrograms | undefined,
): number | null {
  if (f.status !== null) return null;
  if (f.program === null) {
    if (!f.hideVotes) return total;
    return counts ? total - counts.votes : null;
  }
  if (f.hideVotes) return null;
  return counts?.programs.find((p) => p.programId === f.program)?.count ?? null;
}

/** The line above the list: the block's total, and what the filters keep of it when known. */
export function blockListNote(total: number, kept: number | null, filtered: boolean): string {
  const all = `${formatInteger(total)} transaction${total === 1 ? '' : 's'} in this block`;
  if (!filtered) return all;
  return kept === null ? `${all}; filters on` : `${formatInteger(kept)} of ${all} match the filters`;
}

/** A program's option in the filter: its name (or address) and how many transactions call it. */
export function programOption(p: BlockPrograms['programs'][number]): string {
  return `${p.programName || p.programId} (${formatInteger(p.count)})`;
}

/** Pages of `size` for `rows` rows, when known (at least one). */
export function pageCount(rows: number | null, size: number): number | null {
  return rows === null ? null : Math.max(1, Math.ceil(rows / size));
}
