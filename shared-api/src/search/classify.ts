// Search classification: what a typed query could be, as suggestions.
import bs58 from 'bs58';
import { shortForm } from '../format/text';
import type { EntityResolver, PageEntity } from '../pages';

/** What a query can be: each is also the entity whose page shows it. */
export type SuggestionType = Extract<PageEntity, 'transaction' | 'address' | 'block' | 'token' | 'coin'>;
export type SearchResultType = SuggestionType | 'unknown';

export interface SearchSuggestion {
  type: SuggestionType;
  value: string;
  label: string;
  /** a block named by its slot (another explorer's link): the server finds its height */
  slot?: boolean;
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** True when the text uses only base58 characters (no 0, O, I, l) and decodes. */
export function isBase58(text: string): boolean {
  return decodedLength(text) >= 0;
}

/**
 * Bytes a base58 text decodes to, or -1 when it is not base58. Only texts of up to 90 characters are
 * decoded (a signature is at most 88), so a pasted essay costs nothing.
 */
export function decodedLength(text: string): number {
  if (text.length === 0 || !BASE58.test(text)) return -1;
  if (text.length > 90) return Number.POSITIVE_INFINITY;
  try {
    return bs58.decode(text).length;
  } catch {
    return -1;
  }
}

/** True for an address as the API accepts it (the contract's ADDRESS_PATTERN): 32–44 base58 characters. */
export function isAddress(text: string): boolean {
  return text.length >= 32 && text.length <= 44 && BASE58.test(text);
}

/** An address: base58 that decodes to exactly 32 bytes (a public key). */
export function isPublicKey(text: string): boolean {
  return text.length >= 32 && text.length <= 44 && decodedLength(text) === 32;
}

/** A transaction signature: base58 that decodes to exactly 64 bytes. */
export function isSignature(text: string): boolean {
  return text.length >= 64 && text.length <= 88 && decodedLength(text) === 64;
}

/** The native coin's names: typed alone they mean the coin, not a token whose name contains them. */
const COIN_NAMES = new Set(['gor', 'gorbagana', 'gorbagana gor']);

/** Shortest and longest text sent to the server's token name and symbol search. */
export const NAME_SEARCH_MIN = 2;
export const NAME_SEARCH_MAX = 64;

/** A suggestion of `value` as a `type`, labelled as the box shows it. */
export function suggestion(type: SuggestionType, value: string): SearchSuggestion {
  // Short display: first 6 + '...' + last 4, only past 10 characters.
  const labels: Record<SuggestionType, string> = {
    transaction: `Transaction ${shortForm(value)}`,
    address: `Address ${shortForm(value)}`,
    block: `Block #${value}`,
    token: `Token ${shortForm(value)}`,
    coin: 'GOR — Gorbagana native coin',
  };
  return { type, value, label: labels[type] };
}

/**
 * Classifies trimmed text, offering only what the text can be: base58 decoding to 64 bytes → a
 * transaction; to 32 bytes → an address; all digits → a block; the coin's name → the native coin.
 * Anything else gives no suggestion here (a name is looked up on the server, see
 * `wantsNameSearch`; a pasted link is read by `linkSuggestions`, loaded when one is pasted).
 * Address → token promotion needs the server's address-type lookup and is done by the caller.
 */
export function classifySearch(input: string): SearchSuggestion[] {
  const text = input.trim();
  if (text === '') return [];
  if (isSignature(text)) return [suggestion('transaction', text)];
  if (isPublicKey(text)) return [suggestion('address', text)];
  if (/^\d+$/.test(text)) return text.length <= 20 ? [suggestion('block', String(BigInt(text)))] : [];
  if (COIN_NAMES.has(text.toLowerCase().replace(/\s+/g, ' '))) return [suggestion('coin', 'GOR')];
  return [];
}

/**
 * Whether the server's token name and symbol search should run for the text: neither a signature,
 * an address nor a block number, and of a name's length.
 */
export function wantsNameSearch(input: string): boolean {
  const text = input.trim();
  if (text.length < NAME_SEARCH_MIN || text.length > NAME_SEARCH_MAX) return false;
  // A link or a path names no token (an unread one is no name either).
  if (text.startsWith('/') || text.includes('://') || /^(javascript|data|vbscript):/i.test(text))
    return false;
  return !classifySearch(text).some((s) => s.type !== 'coin');
}

const SUGGESTION_TYPES: readonly string[] = ['transaction', 'address', 'block', 'token', 'coin'];

/**
 * Where a search leads: the page of `entity` for `value`, or with no entity (an unknown type) the
 * home page's answer for the query. The page's URL is its owner's to say: see `searchPath`.
 */
export interface SearchTarget {
  entity?: SuggestionType;
  value: string;
  query: string;
}

/** The target of a suggestion or of the server resolver's answer. */
export function searchTarget(type: string, value: string, query: string = value): SearchTarget {
  return SUGGESTION_TYPES.includes(type)
    ? { entity: type as SuggestionType, value, query }
    : { value, query };
}

/**
 * The URL of a target through the pages' declarations; the home page's answer for the query when
 * no page shows its entity (or it has none); undefined when no page declares the home page either.
 */
export function searchPath(target: SearchTarget, resolve: EntityResolver): string | undefined {
  const page = target.entity && resolve(target.entity, target.value);
  if (page) return page;
  const home = resolve('home');
  return home === undefined ? undefined : `${home}?search=${encodeURIComponent(target.query)}`;
}
