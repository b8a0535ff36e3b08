// Holdings rules of the wallet overview and the address page's dropdown: search, order, amount and
// dollar formats.
import type { Holding } from '../contract';
import { abbreviate, formatUsdFixed, scaleRaw } from '../format/numbers';

type Searchable = Pick<Holding, 'symbol' | 'mint' | 'name'> & { isNative?: boolean };

/** The names GOR answers to in a holdings search (its row carries no symbol of its own). */
const NATIVE_NAMES = ['gor', 'gorbagana'];

/**
 * Holdings search: case-insensitive substring of symbol, mint or name; empty (or blank) means all.
 * GOR also matches 'gor' and 'gorbagana' (and their substrings).
 */
export function filterHoldings<T extends Searchable>(list: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  return list.filter(
    (h) =>
      [h.symbol, h.mint, h.name].some((v) => (v ?? '').toLowerCase().includes(q)) ||
      (h.isNative === true && NATIVE_NAMES.some((n) => n.includes(q))),
  );
}

/** GOR first, then tokens by dollar value descending (unknown value last), stable otherwise. */
export function sortHoldings<T extends Pick<Holding, 'isNative' | 'usdValue'>>(list: T[]): T[] {
  return list
    .map((h, i) => ({ h, i }))
    .sort((a, b) => {
      if (a.h.isNative !== b.h.isNative) return a.h.isNative ? -1 : 1;
      const d = (b.h.usdValue ?? -1) - (a.h.usdValue ?? -1);
      return d !== 0 ? d : a.i - b.i;
    })
    .map((x) => x.h);
}

/** Holding amount abbreviated with K/M/B at 1e3/1e6/1e9. */
export function holdingAmount(h: Pick<Holding, 'amount' | 'decimals'>): string {
  return abbreviate(scaleRaw(h.amount, h.decimals));
}

/** A holding's dollar value with 8 decimals (list items), or null when unknown. */
export function holdingUsd(h: Pick<Holding, 'usdValue'>): string | null {
  return h.usdValue === null || h.usdValue === undefined ? null : formatUsdFixed(h.usdValue, 8);
}

/** The label of a holding row: 'GOR', else symbol, name, or the mint's first 6 characters. */
export function holdingLabel(h: Pick<Holding, 'isNative' | 'symbol' | 'name' | 'mint'>): string {
  return h.isNative ? 'GOR' : (h.symbol ?? h.name ?? h.mint.slice(0, 6));
}
