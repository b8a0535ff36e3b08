// Pure view logic of the transaction page.
import { formatAmount, formatTokenAmount, lamportsToGor, shortForm, formatInteger } from 'shared-api';
import type { BurnedToken, MintedToken, TokenBalanceChange, TransactionAction, Transfer } from 'shared-api';
import { PROGRAM_NAMES } from 'shared-api/programs';
import { exactAmount } from 'shared-api/explain';

/** Accounts collapse to the first 5. */
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

/**
 * The action's token amounts named by the token list where the answer named none (a token the
 * server knows no symbol for may still be in the list the page has), so the sentence reads 'PUMP'
 * rather than a shortened mint.
 */
export function withTokenSymbols(
  action: TransactionAction,
  tokens: Array<{ mint: string; symbol: string | null }> | undefined,
): TransactionAction {
  const known = new Map((tokens ?? []).filter((t) => t.symbol).map((t) => [t.mint, t.symbol as string]));
  if (known.size === 0) return action;
  const name = (a: TransactionAction['sent'][number]) =>
    a.symbol || !a.mint || !known.has(a.mint) ? a : { ...a, symbol: known.get(a.mint) ?? null };
  return { ...action, sent: action.sent.map(name), received: action.received.map(name) };
}

/** One transfer line: amount with unit. */
export function transferAmount(
  t: Pick<Transfer, 'amount' | 'decimals' | 'mint'>,
  symbolOf: SymbolOf,
): string {
  return t.mint ? `${formatTokenAmount(t.amount, t.decimals)} ${symbolOf(t.mint)}` : gor(t.amount);
}

/** A transfer's amount by the display rules with its exact value (and the bare number Copy takes). */
export function transferAmountExact(
  t: Pick<Transfer, 'amount' | 'decimals' | 'mint'>,
  symbolOf: SymbolOf,
): { text: string; exact: string; copy: string } {
  const unit = t.mint ? symbolOf(t.mint) : 'GOR';
  return {
    text: transferAmount(t, symbolOf),
    exact: `${exactAmount(t.amount, t.decimals) ?? t.amount} ${unit}`,
    copy: exactAmount(t.amount, t.decimals, true) ?? t.amount,
  };
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

/** A program's name: the known-programs list, else the name the API gave, else its short id. */
export function programLabel(programId: string, apiName?: string | null): string {
  return PROGRAM_NAMES[programId] ?? apiName ?? shortForm(programId);
}

export interface OwnerMintChange {
  owner: string | null;
  mint: string;
  decimals: number;
  pre: bigint;
  post: bigint;
  change: bigint;
  accounts: string[];
}

const big = (v: string | number) => {
  try {
    return BigInt(String(v).trim() || '0');
  } catch {
    return 0n;
  }
};

/**
 * Token balance changes summed per owner and mint (a wallet's several token accounts of one mint
 * are one line, as the explorers visitors know show them); unchanged lines are dropped; largest
 * movement first.
 */
export function tokenChangesByOwner(list: readonly TokenBalanceChange[]): OwnerMintChange[] {
  const by = new Map<string, OwnerMintChange>();
  for (const c of list) {
    const key = `${c.owner ?? c.account}|${c.mint}`;
    const row = by.get(key) ?? {
      owner: c.owner,
      mint: c.mint,
      decimals: c.decimals,
      pre: 0n,
      post: 0n,
      change: 0n,
      accounts: [],
    };
    row.pre += big(c.preAmount);
    row.post += big(c.postAmount);
    row.change += big(c.change);
    if (!row.owner) row.owner = null;
    row.accounts.push(c.account);
    by.set(key, row);
  }
  const abs = (n: bigint) => (n < 0n ? -n : n);
  return [...by.values()]
    .filter((r) => r.change !== 0n)
    .sort((a, b) => (abs(b.change) > abs(a.change) ? 1 : abs(b.change) < abs(a.change) ? -1 : 0));
}

/** A signed token change as '+1.5 TRASH' / '-2 TRASH'. */
export function tokenChange(change: bigint, decimals: number, symbol: string): string {
  const sign = change > 0n ? '+' : change < 0n ? '-' : '';
  const abs = change < 0n ? -change : change;
  return `${sign}${formatTokenAmount(abs.toString(), decimals)} ${symbol}`;
}

/** Compute units with thousands separators, or null when the node did not report them. */
export function computeUnitsText(units: number | null | undefined): string | null {
  return typeof units === 'number' && Number.isFinite(units) ? `${formatInteger(units)} CU` : null;
}

/** 'Legacy' or 'Version 0' (versioned transactions may load accounts from lookup tables). */
export function versionText(version: string): string {
  return version === 'legacy' ? 'Legacy' : `Version ${version}`;
}

/** The id of an instruction card, from its number ('6' → 'ix-6', '6.1' → 'ix-6-1'). */
export function instructionAnchor(path: string): string {
  return `ix-${path.replace(/\./g, '-')}`;
}

/** The number of the card where a transaction failed ('6', '6.1'), null when the error names none. */
export function failurePath(
  failure: { instruction: number | null; innerInstruction: number | null } | null,
): string | null {
  if (!failure || failure.instruction === null) return null;
  return failure.innerInstruction === null
    ? String(failure.instruction)
    : `${failure.instruction}.${failure.innerInstruction}`;
}

/** An instruction card lists this many accounts before 'Show all'. */
export const CARD_ACCOUNTS_SHOWN = 8;
/** Inner instructions start folded past this many (a route's dozens would bury the next card)… */
export const INNER_OPEN_MAX = 8;

/** …unless one of them is where the transaction failed: that one is always in view. */
export function innerOpenAtFirst(inner: ReadonlyArray<{ failed: boolean }>): boolean {
  return inner.length <= INNER_OPEN_MAX || inner.some((i) => i.failed);
}
