// What a pasted link names. Visitors paste links copied from other explorers (Solana Explorer,
// Solscan, Orb, Solana FM) or from this one; the link is only read for the entity in its path. It
// is never followed or kept: the search box goes to this site's own page for that entity, so a
// pasted URL can never send anyone off the site. Loaded by the search box when text with a '/' is
// typed or pasted, so the first load of every page does not carry it.
import { isPublicKey, isSignature, suggestion, type SearchSuggestion } from './classify';

/** The entity a pasted link names; `slot` when its number is a slot (other explorers' block links). */
export interface PastedEntity {
  type: 'transaction' | 'address' | 'token' | 'block';
  value: string;
  slot?: true;
}

/** Explorers whose links are read (any subdomain: www., a cluster's, …). */
const EXPLORERS = /(^|\.)(explorer\.solana\.com|solscan\.io|orbmarkets\.io|solana\.fm)$/;

/** The first path segment of each explorer's entity pages. */
const KINDS: Record<string, PastedEntity['type']> = {
  tx: 'transaction',
  address: 'address',
  account: 'address',
  token: 'token',
  block: 'block',
};

/** Longer text is no link of an entity page (a signature's link is ~150 characters with its query). */
const MAX_LINK = 400;

/**
 * The entity of a pasted link: `https://solscan.io/account/<a>`, `explorer.solana.com/tx/<sig>?cluster=…`,
 * this site's own `https://<host>/token/<mint>` or a bare path `/block/12`. Only http(s) links of the
 * known explorers or of `ownHost` are read; anything else (javascript:, data:, other hosts, plain
 * text) is null. The value is returned as written; the caller checks what it decodes to.
 */
export function readPastedLink(input: string, ownHost?: string): PastedEntity | null {
  const text = input.trim();
  if (text.length > MAX_LINK || /\s/.test(text)) return null;
  let path: string;
  let foreign = false;
  if (text.startsWith('/') && !text.startsWith('//')) path = text;
  else {
    let url: URL;
    try {
      // A link copied without its scheme ("solscan.io/tx/…") is read as https.
      url = new URL(/^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`);
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    foreign = EXPLORERS.test(url.hostname);
    if (!foreign && (!ownHost || url.host !== ownHost.toLowerCase())) return null;
    path = url.pathname;
  }
  const [kind = '', value = ''] = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const type = Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : undefined;
  if (!type || !/^[1-9A-HJ-NP-Za-km-z]+$|^\d+$/.test(value)) return null;
  // Other explorers number blocks by slot; this site's block page takes a height.
  return type === 'block' && foreign ? { type, value, slot: true } : { type, value };
}

/**
 * The suggestion of a pasted link's entity, when its value is what that entity's values are: a
 * signature, an address, a block number (another explorer's is a slot: `slot`, its block is the
 * server's to find). Empty for anything else.
 */
export function linkSuggestions(text: string, ownHost?: string): SearchSuggestion[] {
  const link = readPastedLink(text, ownHost);
  if (!link) return [];
  const { type, value } = link;
  if (type === 'transaction') return isSignature(value) ? [suggestion(type, value)] : [];
  if (type === 'block') {
    if (!/^\d{1,15}$/.test(value)) return [];
    const n = String(Number(value));
    return [link.slot ? { type, value: n, label: `Block at slot ${n}`, slot: true } : suggestion(type, n)];
  }
  return isPublicKey(value) ? [suggestion(type, value)] : [];
}
