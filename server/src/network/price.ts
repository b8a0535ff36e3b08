// GOR price from a CoinGecko-style endpoint (GOR_PRICE_URL), else none: no price is ever invented.
// Samples go to price_history so change24h compares with a real earlier point of the same source.
import type { Kysely } from 'kysely';
import type { GorPrice } from 'shared-api/core';
import type { Database } from '../db/schema';
import { recordPrice, storedPrice } from './repository';

/** Served by the API itself (network/routes.ts), so the price card never points at a missing file. */
export const GOR_LOGO_URL = '/api/gor/logo.svg';
export const GOR_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="31" fill="#0b3d2e" stroke="#3ddc84" stroke-width="2"/>' +
  '<text x="32" y="42" font-family="Arial,Helvetica,sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#3ddc84">G</text></svg>';
/** One stored sample per this many seconds is enough for a 24 h comparison. */
const HISTORY_STEP_S = 300;
const DAY_S = 86_400;
/** A stored sample older than this is not a 24 h comparison any more. */
const DAY_WINDOW_S = DAY_S + 2 * 3600;
/** The source value the stored samples of a real feed carry. */
const REMOTE_SOURCE = 'remote';

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

export interface PriceOptions {
  /** CoinGecko-style simple-price endpoint; none means no price. */
  url?: string;
  /** How long one answer of the feed is reused. */
  ttlMs?: number;
  fetchTimeoutMs?: number;
  /** Clock in ms (tests move it). */
  now?: () => number;
}

/** 24 h change in percent from the price a day ago, or null when there is no such point. */
export function changePercent(now: number, then: number | null): number | null {
  if (then === null || !(then > 0)) return null;
  return ((now - then) / then) * 100;
}

export class PriceService {
  private remote: { at: number; quote: RemoteQuote | null } | null = null;
  private remotePending: Promise<RemoteQuote | null> | null = null;
  private lastStored = 0;
  readonly logoUrl = GOR_LOGO_URL;
  private readonly url: string | undefined;
  private readonly ttlMs: number;
  private readonly fetchTimeoutMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Database>,
    options: PriceOptions = {},
  ) {
    this.url = options.url || undefined;
    this.ttlMs = options.ttlMs ?? 30_000;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? 3000;
    this.now = options.now ?? Date.now;
  }

  /** Whether a price source is configured at all. */
  get configured(): boolean {
    return this.url !== undefined;
  }

  private async fetchRemote(): Promise<RemoteQuote | null> {
    if (!this.url) return null;
    const now = this.now();
    if (this.remote && now - this.remote.at < this.ttlMs) return this.remote.quote;
    if (this.remotePending) return this.remotePending;
    this.remotePending = (async () => {
      try {
        const res = await fetch(this.url as string, {
          signal: AbortSignal.timeout(this.fetchTimeoutMs),
          headers: { accept: 'application/json' },
        });
        const quote = res.ok ? parseSimplePrice(await res.json()) : null;
        // A failed fetch keeps the previous good quote for one more TTL rather than flapping to none.
        this.remote = { at: this.now(), quote: quote ?? this.remote?.quote ?? null };
      } catch {
        this.remote = { at: this.now(), quote: this.remote?.quote ?? null };
      } finally {
        this.remotePending = null;
      }
      return this.remote.quote;
    })();
    return this.remotePending;
  }

  /** Current price in USD from the configured source, or null (no source, or it has not answered). */
  async usd(): Promise<number | null> {
    return (await this.fetchRemote())?.price ?? null;
  }

  private async record(now: number, price: number): Promise<void> {
    if (now - this.lastStored < HISTORY_STEP_S) return;
    this.lastStored = now;
    const takenAt = now - (now % HISTORY_STEP_S);
    await recordPrice(this.db, { takenAt, price, source: REMOTE_SOURCE });
  }

  async quote(circulatingGor: number | null): Promise<GorPrice> {
    const now = Math.floor(this.now() / 1000);
    const remote = await this.fetchRemote();
    if (!remote) {
      return {
        price: null,
        change24h: null,
        marketCap: null,
        volume24h: null,
        logoUrl: GOR_LOGO_URL,
        source: this.url ? 'unavailable' : 'none',
        updatedAt: now,
      };
    }
    const price = remote.price;
    await this.record(now, price).catch(() => undefined);
    const old = await storedPrice(this.db, REMOTE_SOURCE, now - DAY_WINDOW_S, now - DAY_S);
    return {
      price,
      change24h: changePercent(price, old) ?? remote.change24h,
      marketCap: remote.marketCap ?? (circulatingGor !== null ? price * circulatingGor : null),
      volume24h: remote.volume24h,
      logoUrl: GOR_LOGO_URL,
      source: 'remote',
      updatedAt: now,
    };
  }
}
