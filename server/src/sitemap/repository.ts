// The entity pages the sitemap lists, read from the index: the latest blocks, the most held tokens,
// every validator.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const RECENT_BLOCKS = 20;
const MAX_TOKENS = 200;

export async function sitemapEntities(db: Kysely<Database>) {
  const [blocks, tokens, validators] = await Promise.all([
    db.selectFrom('blocks').select(['height', 'slot']).orderBy('slot', 'desc').limit(RECENT_BLOCKS).execute(),
    db
      .selectFrom('mints')
      .select(['address', 'symbol', 'name'])
      .orderBy('holder_count', 'desc')
      .orderBy('address', 'desc')
      .limit(MAX_TOKENS)
      .execute(),
    db
      .selectFrom('validators')
      .select(['node_pubkey', 'name'])
      .orderBy('activated_stake_key', 'desc')
      .execute(),
  ]);
  return { blocks, tokens, validators };
}
