// Pure view logic of the transaction page (spec part 1 §2 Transaction detail, §9).
import { formatAmount, formatTokenAmount, lamportsToGor, shortForm } from 'shared-api';
import type { BurnedToken, MintedToken, Transfer } from 'shared-api';

/** Accounts collapse to the first 5 (spec §9). */
export const ACCOUNTS_COLLAPSED = 5;

export function visibleAccounts<T>(accounts: T[], expanded: boolean): T[] {
  return expanded ? accounts : accounts.slice(0, ACCOUNTS_COLLAPSED);
}

/** Sign of an integer string (-1, 0, 1). */
export function signOf(raw: string | number): number {
  const s = String(raw).trim();
  if (/^-/.test(s)) return /^-0*$/.test(s) ? 0 : -1;
  return /^0*$/.test(s) ? 0 : 1;
}

/** A lamport change as '+1.50 GOR' / '-0.000005000 GOR' / '0.000000000 GOR'. */
export function gorChange(raw: string | number): string {
  const sign = signOf(raw);
  const abs = String(raw).replace(/^-/, '');
  return `${sign > 0 ? '+' : sign < 0 ? '-' : ''}${formatAmount(lamportsToGor(abs))} GOR`;
}

/** Lamports → '1.00 GOR'. */
export function gor(raw: string | number): string {
  return `${formatAmount(lamportsToGor(raw))} GOR`;
}

export type SymbolOf = (mint: string | null | undefined) => string;

/** 'GOR' for native, the token's symbol when known, else the shortened mint. */
export function makeSymbolOf(tokens: Array<{ mint: string; symbol: string | null }> | undefined): SymbolOf {
  const map = new Map((tokens ?? []).filter((t) => t.symbol).map((t) => [t.mint, t.symbol as string]));
  return (mint) => (!mint ? 'GOR' : (map.get(mint) ?? shortForm(mint)));
}

/** One transfer line: amount with unit. */
export function transferAmount(
  t: Pick<Transfer, 'amount' | 'decimals' | 'mint'>,
  symbolOf: SymbolOf,
): string {
  return t.mint ? `${formatTokenAmount(t.amount, t.decimals)} ${symbolOf(t.mint)}` : gor(t.amount);
}

/** Token created / minted / burned lines of the overview. */
export function tokenLines(minted: MintedToken[], burned: BurnedToken[], symbolOf: SymbolOf) {
  return {
    created: minted
      .filter((m) => m.type === 'create')
      .map((m) => ({ mint: m.mint, text: `${symbolOf(m.mint)} (${m.decimals} decimals)` })),
    minted: minted
      .filter((m) => m.type === 'mint')
      .map((m) => ({ mint: m.mint, text: `${formatTokenAmount(m.amount, m.decimals)} ${symbolOf(m.mint)}` })),
    burned: burned.map((b) => ({
      mint: b.mint,
      text: `${formatTokenAmount(b.amount, b.decimals)} ${symbolOf(b.mint)}`,
    })),
  };
}

/** Key facts of a decoded instruction worth showing (source, destination, amount …). */
export function instructionFacts(info: Record<string, unknown> | null | undefined): Array<[string, string]> {
  if (!info) return [];
  const keys = [
    'source',
    'destination',
    'account',
    'mint',
    'owner',
    'wallet',
    'authority',
    'newAccount',
    'lamports',
    'amount',
  ];
  const out: Array<[string, string]> = [];
  for (const k of keys) {
    // a native transfer carries lamports; its raw 'amount' twin would only repeat it unscaled
    if (k === 'amount' && info.lamports !== undefined) continue;
    const v = info[k];
    if (typeof v === 'string' || typeof v === 'number') out.push([k, k === 'lamports' ? gor(v) : String(v)]);
  }
  const ta = info.tokenAmount as { amount?: string; decimals?: number } | undefined;
  if (ta && typeof ta.amount === 'string')
    out.push(['tokenAmount', formatTokenAmount(ta.amount, ta.decimals ?? 9)]);
  return out;
}
