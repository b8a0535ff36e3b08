// Search classification of spec part 1 §5: what a typed query could be, as suggestions.
import bs58 from 'bs58';
import { shortForm } from '../format/text';

export type SuggestionType = 'transaction' | 'address' | 'block' | 'token';
export type SearchResultType = SuggestionType | 'unknown';

export interface SearchSuggestion {
  type: SuggestionType;
  value: string;
  label: string;
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** True when the text uses only base58 characters (no 0, O, I, l) and decodes. */
export function isBase58(text: string): boolean {
  if (!BASE58.test(text)) return false;
  try {
    bs58.decode(text);
    return true;
  } catch {
    return false;
  }
}

/** True for an address as the API accepts it (the contract's ADDRESS_PATTERN): 32–44 base58 characters. */
export function isAddress(text: string): boolean {
  return text.length >= 32 && text.length <= 44 && BASE58.test(text);
}

function suggestion(type: SuggestionType, value: string): SearchSuggestion {
  // Part 1 §9 short display (first 6 + '...' + last 4, only past 10 characters).
  const labels: Record<SuggestionType, string> = {
    transaction: `Transaction ${shortForm(value)}`,
    address: `Address ${shortForm(value)}`,
    block: `Block #${value}`,
    token: `Token ${shortForm(value)}`,
  };
  return { type, value, label: labels[type] };
}

/**
 * Classifies trimmed text: 87–88 base58 chars → transaction; 32–44 base58 → address; all digits →
 * block; otherwise a base58 string of ≥ 32 chars is offered as an address and one of ≥ 80 as a
 * transaction; anything else gives no suggestion (unknown). Address → token promotion needs the
 * server's address-type lookup and is done by the caller (see resolveTokenSuggestion).
 */
export function classifySearch(input: string): SearchSuggestion[] {
  const text = input.trim();
  if (text === '') return [];
  const base58 = isBase58(text);
  const len = text.length;
  if (base58 && (len === 87 || len === 88)) return [suggestion('transaction', text)];
  if (base58 && len >= 32 && len <= 44) return [suggestion('address', text)];
  if (/^\d+$/.test(text)) return [suggestion('block', String(BigInt(text)))];
  const out: SearchSuggestion[] = [];
  if (base58 && len >= 32) out.push(suggestion('address', text));
  if (base58 && len >= 80) out.push(suggestion('transaction', text));
  return out;
}

/** The single type of a query (first suggestion), or 'unknown'. */
export function classifyType(input: string): SearchResultType {
  return classifySearch(input)[0]?.type ?? 'unknown';
}

/** Turns an address suggestion into a token one when the lookup says it is an existing token. */
export function promoteToToken(
  s: SearchSuggestion,
  lookup: { type?: string; exists?: boolean } | null | undefined,
): SearchSuggestion {
  if (s.type !== 'address' || !lookup || lookup.type !== 'token' || !lookup.exists) return s;
  return suggestion('token', s.value);
}

/** Route of a suggestion or resolver answer; unknown types go to the home route with ?search=. */
export function searchTarget(type: string, value: string, query: string = value): string {
  const v = encodeURIComponent(value);
  switch (type) {
    case 'transaction':
      return `/tx/${v}`;
    case 'block':
      return `/block/${v}`;
    case 'address':
      return `/address/${v}`;
    case 'token':
      return `/token/${v}`;
    default:
      return `/?search=${encodeURIComponent(query)}`;
  }
}
