// GOR price: a CoinGecko-style simple-price endpoint (GOR_PRICE_URL) when configured, else the fixed
// configured price. Samples are stored in price_history so change24h compares with a real earlier
// point rather than an invented one. Token prices are never invented: no source, no price.
import type { Kysely } from 'kysely';
import type { GorPrice } from 'shared-api';
import type { Database } from '../db/schema';

/** Served by the API itself (routes/network.ts), so the price card never points at a missing file. */
export const GOR_LOGO_URL = '/api/gor/logo.svg';
export const GOR_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#0b3d2e" stroke="#3ddc84" stroke-width="2"/>' +
  '<text x="32" y="42" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#3ddc84">G</text></svg>';
/** One stored sample per this many seconds is enough for a 24 h comparison. */
const HISTORY_STEP_S = 300;
const REMOTE_TTL_MS = 30_000;
const DAY_S = 86_400;

export interface RemoteQuote {
  price: number;
  change24h: number | null;
  marketCap: number | null;
  volume24h: number | null;
}

/** Reads `{ "<coin>": { "usd": n, "usd_24h_change"?: n, "usd_market_cap"?: n, "usd_24h_vol"?: n } }`. */
export function parseSimplePrice(body: unknown): RemoteQuote | null {
  if (!body || typeof body !== 'object') return null;
  for (const v of Object.values(body as Record<string, unknown>)) {
    if (!v || typeof v !== 'object') continue;
    const o = v as Record<string, unknown>;
    const num = (k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : null);
    const price = num('usd');
    if (price === null || price < 0) continue;
    return {
      price,
      change24h: num('usd_24h_change'),
      marketCap: num('usd_market_cap'),
      volume24h: num('usd_24h_vol'),
    };
  }
  return null;
}

export class PriceService {
  private remote: { at: number; quote: RemoteQuote | null } | null = null;
  private remotePending: Promise<RemoteQuote | null> | null = null;
  private lastStored = 0;
  readonly logoUrl = GOR_LOGO_URL;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly fixedUsd: number,
    private readonly url?: string,
    private readonly fetchTimeoutMs = 3000,
  ) {}

  private async fetchRemote(): Promise<RemoteQuote | null> {
    if (!this.url) return null;
    const now = Date.now();
    if (this.remote && now - this.remote.at < REMOTE_TTL_MS) return this.remote.quote;
    if (this.remotePending) return this.remotePending;
    this.remotePending = (async () => {
      try {
        const res = await fetch(this.url as string, {
          signal: AbortSignal.timeout(this.fetchTimeoutMs),
          headers: { accept: 'application/json' },
        });
        const quote = res.ok ? parseSimplePrice(await res.json()) : null;
        // A failed fetch keeps the previous good quote for one more TTL rather than flapping to fixed.
        this.remote = { at: Date.now(), quote: quote ?? this.remote?.quote ?? null };
      } catch {
        this.remote = { at: Date.now(), quote: this.remote?.quote ?? null };
      } finally {
        this.remotePending = null;
      }
      return this.remote.quote;
    })();
    return this.remotePending;
  }

  /** Current price in USD (remote when it answers, else fixed). */
  async usd(): Promise<number> {
    return (await this.fetchRemote())?.price ?? this.fixedUsd;
  }

  private async record(now: number, price: number, source: string): Promise<void> {
    if (now - this.lastStored < HISTORY_STEP_S) return;
    this.lastStored = now;
    const takenAt = now - (now % HISTORY_STEP_S);
    await this.db
      .insertInto('price_history')
      .values({ taken_at: takenAt, price, source })
      .onConflict((oc) => oc.column('taken_at').doNothing())
      .execute();
  }

  async quote(circulatingGor: number | null): Promise<GorPrice> {
    const now = Math.floor(Date.now() / 1000);
    const remote = await this.fetchRemote();
    const source = remote ? 'remote' : 'fixed';
    const price = remote?.price ?? this.fixedUsd;
    await this.record(now, price, source).catch(() => undefined);
    const old = await this.db
      .selectFrom('price_history')
      .select(['price'])
      .where('taken_at', '<=', now - DAY_S)
      .orderBy('taken_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const change24h =
      old && old.price > 0 ? ((price - old.price) / old.price) * 100 : (remote?.change24h ?? null);
    return {
      price,
      change24h,
      marketCap: remote?.marketCap ?? (circulatingGor !== null ? price * circulatingGor : null),
      volume24h: remote?.volume24h ?? null,
      logoUrl: GOR_LOGO_URL,
      source,
      updatedAt: now,
    };
  }
}
