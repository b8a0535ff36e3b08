// What a stored mint row tells the pages: social links, description, image and update authority,
// found in on-chain additional metadata or the off-chain JSON (Metaplex style), and whether its
// supply and authorities are the chain's.
import type { MintRow } from '../db/schema';
import { parseJsonObject } from '../http/values';

export interface MetaFields {
  website: string | null;
  telegram: string | null;
  twitter: string | null;
  description: string | null;
  image: string | null;
  updateAuthority: string | null;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** Social links and description from on-chain additional metadata or the off-chain JSON (Metaplex style). */
export function metaFields(meta: Record<string, unknown> | null): MetaFields {
  const out: MetaFields = {
    website: null,
    telegram: null,
    twitter: null,
    description: null,
    image: null,
    updateAuthority: null,
  };
  if (!meta) return out;
  const flat = new Map<string, unknown>();
  const visit = (o: unknown, depth: number) => {
    if (!o || typeof o !== 'object' || depth > 3) return;
    if (Array.isArray(o)) {
      // additionalMetadata: [[key, value], …]
      for (const kv of o)
        if (Array.isArray(kv) && kv.length === 2 && typeof kv[0] === 'string')
          flat.set(kv[0].toLowerCase(), kv[1]);
      return;
    }
    for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
      if (v && typeof v === 'object') visit(v, depth + 1);
      else if (!flat.has(k.toLowerCase())) flat.set(k.toLowerCase(), v);
    }
  };
  visit(meta, 0);
  out.website = str(flat.get('website'));
  out.telegram = str(flat.get('telegram'));
  out.twitter = str(flat.get('twitter')) ?? str(flat.get('x'));
  out.description = str(flat.get('description'));
  out.image = str(flat.get('image')) ?? str(flat.get('logo'));
  out.updateAuthority = str(flat.get('updateauthority'));
  return out;
}

export function logoOf(m: Pick<MintRow, 'logo' | 'metadata'>): string | null {
  return m.logo ?? metaFields(parseJsonObject(m.metadata)).image;
}

/**
 * Whether the stored supply and authorities are the chain's: a mint created inside the indexed range
 * follows its mints and burns from creation; any other is known once its account was read from the
 * node (needs_refresh 0). Until then, or when the node had no such mint (2), they are not known.
 */
export function mintStateKnown(m: Pick<MintRow, 'supply_tracked' | 'needs_refresh'>): boolean {
  return Number(m.supply_tracked) === 1 || Number(m.needs_refresh) === 0;
}
