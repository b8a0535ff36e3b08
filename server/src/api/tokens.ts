// Token reads shared by the token routes, the holdings and the search: list filters/sorts, metadata
// fields, 24 h transfer counts.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { TokenDetail, TokenListItem, TokenSort } from 'shared-api';
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

/**
 * Sort of the tokens list in SQL. No price source knows our tokens, so marketCap, price and change24h
 * are null for every token and order like the default (holders) instead of pretending. 'volume' is
 * sorted in memory by the route (24 h volume is computed from transfers, not stored).
 */
export function orderTokens<Q extends MintQuery>(q: Q, sort: TokenSort, dir: 'asc' | 'desc'): Q {
  switch (sort) {
    case 'supply':
      return q.orderBy('supply_key', dir).orderBy('address', dir) as Q;
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

export interface Activity24h {
  transfers: number;
  /** raw units moved by transfers (mints and burns excluded) */
  volume: bigint;
}

export class TokenService {
  /**
   * mint → transfers and volume of the last 24 h, from the transfers table (transfers_block_time
   * index), recomputed every 30 s. Summed with BigInt: raw token amounts overflow SQLite's int64 sum.
   */
  private readonly activity = new TtlCache<Map<string, Activity24h>>(30_000);

  constructor(private readonly db: Kysely<Database>) {}

  counts24h(): Promise<Map<string, Activity24h>> {
    return this.activity.get('all', async () => {
      const since = Math.floor(Date.now() / 1000) - DAY_S;
      const rows = await this.db
        .selectFrom('transfers')
        .select(['mint', 'kind', 'amount'])
        .where('block_time', '>=', since)
        .where('mint', 'is not', null)
        .execute();
      const out = new Map<string, Activity24h>();
      for (const r of rows) {
        const mint = r.mint as string;
        let a = out.get(mint);
        if (!a) out.set(mint, (a = { transfers: 0, volume: 0n }));
        a.transfers++;
        if (r.kind === 'transfer') a.volume += BigInt(amount(r.amount));
      }
      return out;
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

  listItem(m: MintRow, counts: Map<string, Activity24h>, created: Map<number, number>): TokenListItem {
    const a = counts.get(m.address);
    return {
      mint: m.address,
      address: m.address,
      name: m.name,
      symbol: m.symbol,
      logoUri: logoOf(m),
      decimals: Number(m.decimals),
      supply: amount(m.supply),
      holderCount: Number(m.holder_count),
      volume24h: (a?.volume ?? 0n).toString(),
      transfers24h: a?.transfers ?? 0,
      price: null,
      change24h: null,
      marketCap: null,
      program: m.program === 'spl-token-2022' ? 'spl-token-2022' : 'spl-token',
      createdAt: m.created_slot === null ? null : (created.get(Number(m.created_slot)) ?? null),
    };
  }

  async detail(m: MintRow): Promise<TokenDetail> {
    const meta = parseJsonObject(m.metadata);
    const f = metaFields(meta);
    const first = m.first_mint_signature
      ? await this.db
          .selectFrom('transactions')
          .select(['block_time'])
          .where('signature', '=', m.first_mint_signature)
          .executeTakeFirst()
      : undefined;
    const created = m.created_signature
      ? await this.db
          .selectFrom('transactions')
          .select(['block_time'])
          .where('signature', '=', m.created_signature)
          .executeTakeFirst()
      : undefined;
    const program = m.program === 'spl-token-2022' ? 'spl-token-2022' : 'spl-token';
    return {
      address: m.address,
      mint: m.address,
      name: m.name,
      symbol: m.symbol,
      decimals: Number(m.decimals),
      supply: amount(m.supply),
      price: null,
      marketCap: null,
      holders: Number(m.holder_count),
      logoUri: m.logo ?? f.image,
      verified: Boolean(
        m.metadata_source &&
        m.name &&
        m.symbol &&
        (f.updateAuthority === null ||
          f.updateAuthority === m.mint_authority ||
          f.updateAuthority === m.creator),
      ),
      authority: m.mint_authority,
      freezeAuthority: m.freeze_authority,
      updateAuthority: f.updateAuthority,
      creator: m.creator,
      firstMint: m.first_mint_signature
        ? {
            signature: m.first_mint_signature,
            timestamp: first?.block_time == null ? null : Number(first.block_time),
          }
        : null,
      website: f.website,
      telegram: f.telegram,
      twitter: f.twitter,
      description: f.description,
      program,
      programId:
        program === 'spl-token-2022'
          ? 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
          : 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      // Only what we know from the indexed data: Token-2022 metadata lives in the TokenMetadata extension.
      extensions: m.metadata_source === 'token-2022' ? ['tokenMetadata'] : [],
      fullMetadata: meta,
      volume24h: ((await this.counts24h()).get(m.address)?.volume ?? 0n).toString(),
      createdAt: created?.block_time == null ? null : Number(created.block_time),
    };
  }
}
