/**
 * The logo proxy behind GET /api/proxy-image: a guarded fetch (guard.ts) that only ever answers a
 * raster image recognised by its magic bytes, a small in-memory cache keyed by URL, and a per-client
 * rate limit. Failures are GuardErrors (4xx with a reason), never the upstream body.
 */
import { GuardError, guardedGet, sniffRasterImage, type GuardOptions } from './guard';

export interface ImageProxyOptions extends GuardOptions {
  /** cached images (default 200) */
  cacheEntries?: number;
  /** total cached bytes (default 32 MB) */
  cacheBytes?: number;
  /** how long a fetched image is served from the cache (default 10 min) */
  cacheTtlMs?: number;
  /** requests per client per window (default 300 per minute: a tokens page shows 50 logos) */
  ratePerWindow?: number;
  rateWindowMs?: number;
}

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

interface Entry extends ProxiedImage {
  at: number;
}

/** Fixed-window counter per client key; old windows are dropped as they are met. */
export class RateLimiter {
  private readonly hits = new Map<string, { start: number; n: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** true when the request may go on */
  take(key: string, now = Date.now()): boolean {
    let h = this.hits.get(key);
    if (!h || now - h.start >= this.windowMs) {
      if (this.hits.size >= this.maxClients) {
        for (const [k, v] of this.hits) if (now - v.start >= this.windowMs) this.hits.delete(k);
        if (this.hits.size >= this.maxClients) this.hits.delete(this.hits.keys().next().value as string);
      }
      h = { start: now, n: 0 };
      this.hits.set(key, h);
    }
    h.n++;
    return h.n <= this.limit;
  }
}

export class ImageProxy {
  private readonly cache = new Map<string, Entry>();
  private cachedBytes = 0;
  private readonly inflight = new Map<string, Promise<ProxiedImage>>();
  readonly limiter: RateLimiter;

  constructor(private readonly o: ImageProxyOptions = {}) {
    this.limiter = new RateLimiter(o.ratePerWindow ?? 300, o.rateWindowMs ?? 60_000);
  }

  private remember(url: string, img: ProxiedImage): void {
    const max = this.o.cacheEntries ?? 200;
    const maxBytes = this.o.cacheBytes ?? 32 * 1024 * 1024;
    this.cache.set(url, { ...img, at: Date.now() });
    this.cachedBytes += img.body.length;
    // Oldest first (Map keeps insertion order).
    for (const [k, v] of this.cache) {
      if (this.cache.size <= max && this.cachedBytes <= maxBytes) break;
      this.cache.delete(k);
      this.cachedBytes -= v.body.length;
    }
  }

  async get(url: string): Promise<ProxiedImage> {
    const hit = this.cache.get(url);
    if (hit && Date.now() - hit.at < (this.o.cacheTtlMs ?? 600_000)) return hit;
    if (hit) {
      this.cache.delete(url);
      this.cachedBytes -= hit.body.length;
    }
    let p = this.inflight.get(url);
    if (!p) {
      p = this.fetch(url).finally(() => this.inflight.delete(url));
      this.inflight.set(url, p);
    }
    return p;
  }

  private async fetch(url: string): Promise<ProxiedImage> {
    const res = await guardedGet(url, { ...this.o, accept: 'image/avif,image/webp,image/png,image/*;q=0.8' });
    if (res.status !== 200)
      throw new GuardError(res.status === 404 ? 404 : 424, `upstream answered ${res.status}`);
    const type = sniffRasterImage(res.body);
    if (!type)
      throw new GuardError(415, 'upstream body is not a raster image (PNG, JPEG, GIF, WebP, AVIF, ICO, BMP)');
    const img = { contentType: type, body: res.body };
    this.remember(url, img);
    return img;
  }
}
