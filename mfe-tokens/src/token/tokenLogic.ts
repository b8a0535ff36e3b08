// Pure rules of the /token/:address page.
import { formatTokenAmount, type TokenDetail, type TokenHolderPage } from 'shared-api';

export type TabId =
  'transfers' | 'transactions' | 'holders' | 'metadata' | 'defi' | 'analytics' | 'markets' | 'extensions';

/** Four enabled tabs (Transfers first, the default), four disabled ones. */
export const TOKEN_TABS: { id: TabId; label: string; disabled?: boolean }[] = [
  { id: 'transfers', label: 'Transfers' },
  { id: 'transactions', label: 'Transactions' },
  { id: 'holders', label: 'Holders' },
  { id: 'metadata', label: 'Metadata' },
  { id: 'defi', label: 'DeFi Activities', disabled: true },
  { id: 'analytics', label: 'Analytics', disabled: true },
  { id: 'markets', label: 'Markets', disabled: true },
  { id: 'extensions', label: 'Extensions', disabled: true },
];

export const DEFAULT_TAB: TabId = 'transfers';

/** The URL parameter naming the open tab (absent = the default tab). */
export const TAB_PARAM = 'tab';

/** The tab a URL names: an enabled tab, else the default. */
export function tabFromParams(params: URLSearchParams): TabId {
  const wanted = params.get(TAB_PARAM) as TabId | null;
  return wanted ? selectTab(DEFAULT_TAB, wanted) : DEFAULT_TAB;
}

/** A disabled tab cannot be selected (the current one stays). */
export function selectTab(current: TabId, wanted: TabId): TabId {
  const tab = TOKEN_TABS.find((t) => t.id === wanted);
  return tab && !tab.disabled ? wanted : current;
}

/**
 * The holders count comes from the holders list when it is loaded, else from the token's
 * holders field. The list is paged, so "the list" is its total (every holder row), not one page.
 */
export function holdersCount(token: Pick<TokenDetail, 'holders'>, list: TokenHolderPage | undefined): number {
  return list ? list.total : token.holders;
}

/** The holder bar's width in percent, capped at 100. */
export const barWidth = (pct: number): number => Math.max(0, Math.min(100, Number.isFinite(pct) ? pct : 0));

export interface SocialLink {
  kind: 'website' | 'telegram' | 'twitter';
  label: string;
  href: string;
}

/** Website, Telegram and Twitter links of the token (http(s) only; handles become URLs). */
export function socialLinks(t: Pick<TokenDetail, 'website' | 'telegram' | 'twitter'>): SocialLink[] {
  const out: SocialLink[] = [];
  const url = (v: string, base: string): string | null => {
    const s = v.trim();
    if (/^https?:\/\//i.test(s)) return s;
    const handle = s.replace(/^@/, '');
    return /^[A-Za-z0-9_]{1,64}$/.test(handle) ? `${base}${handle}` : null;
  };
  if (t.website && /^https?:\/\//i.test(t.website.trim()))
    out.push({ kind: 'website', label: 'Website', href: t.website.trim() });
  const tg = t.telegram ? url(t.telegram, 'https://t.me/') : null;
  if (tg) out.push({ kind: 'telegram', label: 'Telegram', href: tg });
  const tw = t.twitter ? url(t.twitter, 'https://x.com/') : null;
  if (tw) out.push({ kind: 'twitter', label: 'Twitter', href: tw });
  return out;
}

/**
 * The nine external analytics tools of the Market Overview dropdown, each linking the tool's page
 * or search for the mint.
 */
export const ANALYTICS_TOOLS: { name: string; url: (mint: string) => string }[] = [
  { name: 'Birdeye', url: (m) => `https://birdeye.so/token/${m}` },
  { name: 'DexScreener', url: (m) => `https://dexscreener.com/search?q=${m}` },
  { name: 'DEXTools', url: (m) => `https://www.dextools.io/app/en/search?q=${m}` },
  { name: 'GeckoTerminal', url: (m) => `https://www.geckoterminal.com/search?q=${m}` },
  { name: 'CoinGecko', url: (m) => `https://www.coingecko.com/en/search?query=${m}` },
  { name: 'CoinMarketCap', url: (m) => `https://coinmarketcap.com/search/?q=${m}` },
  { name: 'Solscan', url: (m) => `https://solscan.io/token/${m}` },
  { name: 'SolanaFM', url: (m) => `https://solana.fm/address/${m}` },
  { name: 'Jupiter', url: (m) => `https://jup.ag/tokens/${m}` },
];

/** Token-2022 mints with extensions show the Token Extensions badge. */
export const hasTokenExtensions = (t: Pick<TokenDetail, 'program' | 'extensions'>): boolean =>
  t.program === 'spl-token-2022' && t.extensions.length > 0;

/** The Metadata tab's formatted JSON. */
export const metadataJson = (t: Pick<TokenDetail, 'fullMetadata'>): string =>
  JSON.stringify(t.fullMetadata ?? {}, null, 2);

/** USD values only with a real price: a finite number above 0. */
export const hasPrice = (price: number | null | undefined): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

/** What a page shows for a figure the index and the node could not give: never 0 or N/A. */
export const UNKNOWN = 'Unknown';

/** The supply as shown (with the symbol when given), or Unknown when it is not known. */
export function supplyText(t: Pick<TokenDetail, 'supply' | 'decimals'>, symbol?: string | null): string {
  if (t.supply === null) return UNKNOWN;
  return symbol
    ? `${formatTokenAmount(t.supply, t.decimals)} ${symbol}`
    : formatTokenAmount(t.supply, t.decimals);
}
