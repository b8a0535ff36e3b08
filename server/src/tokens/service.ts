// Token reads shared by the token routes, the holdings and the search: list filters/sorts, metadata
// fields, 24 h volume, the operator's verified list.
import { transferKindCode } from '../db/codes';
import { addressId, firstTxSince } from '../db/transfers';
import { TransactionReader } from '../db/txstore';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { TokenDetail, TokenListItem, TokenSort } from 'shared-api';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from 'shared-api/programs';
import { LISTING_FILTER_SQL } from '../db/listing';
import type { Database, MintRow } from '../db/schema';
import { TtlCache } from './cache';
import { amount, parseJsonObject } from './mappers';

const DAY_S = 86_400;

/** `%text%` for LIKE with the wildcards of the user's text escaped. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type MintQuery = SelectQueryBuilder<Database, 'mints', object>;

/** Case-insensitive substring match on symbol, name or mint address (same on SQLite and PostgreSQL). */
export function whereSearch<Q extends MintQuery>(q: Q, search: string | undefined): Q {
  const text = search?.trim();
  if (!text) return q;
  const p = likePattern(text);
  return q.where((eb) =>
    eb.or([
      sql<boolean>`lower(coalesce(${eb.ref('symbol')}, '')) like ${p} escape '\\'`,
      sql<boolean>`lower(coalesce(${eb.ref('name')}, '')) like ${p} escape '\\'`,
      sql<boolean>`lower(${eb.ref('address')}) like ${p} escape '\\'`,
    ]),
  ) as Q;
}

export interface ListFilters {
  hideNoMetadata?: boolean;
  hideLowSupply?: boolean;
  hideZeroSupply?: boolean;
}

/**
 * The tokens list filters (hide tokens without metadata, with a low or a zero supply) as the exact
 * SQL terms of db/listing.ts, so the partial indexes of migration 0002 serve the default list (all
 * three on).
 */
export function whereListed<Q extends MintQuery>(q: Q, f: ListFilters): Q {
  let out = q;
  if (f.hideNoMetadata) out = out.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.meta)}`) as Q;
  if (f.hideLowSupply) out = out.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.low)}`) as Q;
  if (f.hideLowSupply || f.hideZeroSupply)
    out = out.where(sql<boolean>`${sql.raw(LISTING_FILTER_SQL.zero)}`) as Q;
  return out;
}

/**
 * Sort of the tokens list in SQL, each key served by an index (mints_holders / mints_volume /
 * mints_supply and their mints_listed_* partial twins). No price source knows our tokens, so
 * marketCap, price and change24h are null for every token and the route refuses those sorts rather
 * than answering in another order. Volume is the 24 h volume column the indexer refreshes every minute.
 */
/** Sort keys the list cannot serve: no price source knows our tokens. */
export const UNPRICED_SORTS: ReadonlySet<string> = new Set(['price', 'change24h', 'marketCap']);

export function orderTokens<Q extends MintQuery>(q: Q, sort: TokenSort, dir: 'asc' | 'desc'): Q {
  switch (sort) {
    case 'supply':
      return q.orderBy('supply_key', dir).orderBy('address', dir) as Q;
    case 'volume':
      return q.orderBy('volume_24h_key', dir).orderBy('address', dir) as Q;
    case 'name':
      return q.orderBy(sql`lower(coalesce(symbol, name, address))`, dir).orderBy('address', dir) as Q;
    case 'created':
      return q.orderBy(sql`coalesce(created_slot, 0)`, dir).orderBy('address', dir) as Q;
    default:
      return q.orderBy('holder_count', dir).orderBy('address', dir) as Q;
  }
}

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

const TOKEN_PROGRAM_IDS = {
  'spl-token': TOKEN_PROGRAM,
  'spl-token-2022': TOKEN_2022_PROGRAM,
} as const;

export class TokenService {
  /** mint → raw units transferred in the last 24 h (detail page), recomputed every 30 s per mint. */
  private readonly volume = new TtlCache<bigint>(30_000, 1000);

  private readonly txs: TransactionReader;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly verified: ReadonlySet<string> = new Set(),
  ) {
    this.txs = new TransactionReader(db);
  }

  isVerified(mint: string): boolean {
    return this.verified.has(mint);
  }

  /** 24 h transfer volume of one mint from its transfers (transfers_mint index), summed exactly. */
  volume24h(mint: string): Promise<bigint> {
    return this.volume.get(mint, async () => {
      const since = Math.floor(Date.now() / 1000) - DAY_S;
      const [mintId, from] = await Promise.all([addressId(this.db, mint), firstTxSince(this.db, since)]);
      if (mintId === null || from === null) return 0n;
      const rows = await this.db
        .selectFrom('transfers')
        .select(['amount'])
        .where('mint_id', '=', mintId)
        .where('tx_id', '>=', from)
        .where('kind', '=', transferKindCode('transfer'))
        .execute();
      return rows.reduce((sum, r) => sum + BigInt(amount(r.amount)), 0n);
    });
  }

  /** Block times of the slots that created these mints (createdAt). */
  async createdTimes(rows: Pick<MintRow, 'created_slot'>[]): Promise<Map<number, number>> {
    const slots = [...new Set(rows.map((r) => r.created_slot).filter((s): s is number => s !== null))].map(
      Number,
    );
    if (slots.length === 0) return new Map();
    const blocks = await this.db
      .selectFrom('blocks')
      .select(['slot', 'block_time'])
      .where('slot', 'in', slots)
      .execute();
    return new Map(
      blocks.filter((b) => b.block_time !== null).map((b) => [Number(b.slot), Number(b.block_time)]),
    );
  }

  listItem(m: MintRow, created: Map<number, number>): TokenListItem {
    return {
      mint: m.address,
      address: m.address,
      name: m.name,
      symbol: m.symbol,
      logoUri: logoOf(m),
      decimals: Number(m.decimals),
      supply: amount(m.supply),
      holderCount: Number(m.holder_count),
      volume24h: amount(m.volume_24h),
      price: null,
      change24h: null,
      marketCap: null,
      program: m.program === 'spl-token-2022' ? 'spl-token-2022' : 'spl-token',
      createdAt: m.created_slot === null ? null : (created.get(Number(m.created_slot)) ?? null),
      verified: this.isVerified(m.address),
    };
  }

  private async blockTimeOf(signature: string | null): Promise<number | null> {
    if (!signature) return null;
    const t = await this.txs.bySignature(signature);
    return t?.blockTime ?? null;
  }

  async detail(m: MintRow): Promise<TokenDetail> {
    const meta = parseJsonObject(m.metadata);
    const f = metaFields(meta);
    const program = m.program === 'spl-token-2022' ? 'spl-token-2022' : 'spl-token';
    const [firstMintTime, createdAt, volume] = await Promise.all([
      this.blockTimeOf(m.first_mint_signature),
      this.blockTimeOf(m.created_signature),
      this.volume24h(m.address),
    ]);
    return {
      address: m.address,
      mint: m.address,
      name: m.name,
      symbol: m.symbol,
      // Always the mint account's own decimals (the indexer refreshes them from chain).
      decimals: Number(m.decimals),
      supply: amount(m.supply),
      price: null,
      marketCap: null,
      holders: Number(m.holder_count),
      logoUri: m.logo ?? f.image,
      verified: this.isVerified(m.address),
      authority: m.mint_authority,
      freezeAuthority: m.freeze_authority,
      updateAuthority: f.updateAuthority,
      creator: m.creator,
      firstMint: m.first_mint_signature
        ? { signature: m.first_mint_signature, timestamp: firstMintTime }
        : null,
      website: f.website,
      telegram: f.telegram,
      twitter: f.twitter,
      description: f.description,
      program,
      programId: TOKEN_PROGRAM_IDS[program],
      // Only what we know from the indexed data: Token-2022 metadata lives in the TokenMetadata extension.
      extensions: m.metadata_source === 'token-2022' ? ['metadataPointer', 'tokenMetadata'] : [],
      metadataSource:
        m.metadata_source === 'token-2022' || m.metadata_source === 'metaplex' ? m.metadata_source : null,
      uri: m.uri,
      fullMetadata: meta,
      volume24h: volume.toString(),
      createdAt,
    };
  }
}
