/**
 * The logo proxy behind GET /api/proxy-image: a guarded fetch answering only images recognised by
 * their bytes (never the Content-Type), cached per URL and time bucket, rate-limited per client.
 * SVG can carry script: the route serves it under a sandboxing CSP.
 */
import { GuardError, guardedGet, sniffRasterImage, type GuardOptions } from './guard';

export interface ImageProxyOptions extends GuardOptions {
  /** cached images (default 200) */
  cacheEntries?: number;
  /** total cached bytes (default 32 MB) */
  cacheBytes?: number;
  /** The cache's clock-aligned time bucket (default 30 s): a logo is fetched at most once a bucket. */
  cacheBucketMs?: number;
  /** The clock the buckets are cut from (tests inject one instead of waiting 30 s). */
  now?: () => number;
  /** requests per client per window (default 300 per minute: a tokens page shows 50 logos) */
  ratePerWindow?: number;
  rateWindowMs?: number;
}

export const SVG_CONTENT_TYPE = 'image/svg+xml';

/** How far into the body the SVG root element is looked for (past an XML declaration and comments). */
const SVG_SNIFF_CHARS = 4096;

/**
 * Whether the body's root element, after the prolog, is <svg> (an HTML page holding one is not). A
 * DOCTYPE with an internal subset is refused: entity declarations only serve expansion tricks.
 */
export function isSvgDocument(b: Buffer): boolean {
  let s = b.toString('utf8', 0, Math.min(b.length, SVG_SNIFF_CHARS));
  if (s.charCodeAt(0) === 0xfeff) s = s.slice(1);
  let i = 0;
  // The index just past `close` from `from`, or -1 when the part never ends inside the sniffed text.
  const past = (close: string, from: number) => {
    const at = s.indexOf(close, from);
    return at < 0 ? -1 : at + close.length;
  };
  for (;;) {
    while (i < s.length && /\s/.test(s[i])) i++;
    let end: number;
    if (s.startsWith('<?', i)) end = past('?>', i + 2);
    else if (s.startsWith('<!--', i)) end = past('-->', i + 4);
    else if (s.slice(i, i + 9).toLowerCase() === '<!doctype') {
      end = past('>', i);
      if (end > 0 && s.slice(i, end).includes('[')) return false;
    } else return /^<svg[\s/>]/.test(s.slice(i, i + 5));
    if (end < 0) return false;
    i = end;
  }
}

/** The type the proxy answers a body with, judged by its bytes only; null for anything else. */
export function sniffImage(b: Buffer): string | null {
  return sniffRasterImage(b) ?? (isSvgDocument(b) ? SVG_CONTENT_TYPE : null);
}

export interface ProxiedImage {
  contentType: string;
  body: Buffer;
}

interface Entry extends ProxiedImage {
  /** the time bucket the image was fetched in; only that bucket is served from it */
  bucket: number;
}

/** The proxy's cache key is rounded to 30 s: a logo is fetched upstream at most once a bucket. */
const PROXY_CACHE_BUCKET_MS = 30_000;

/** Fixed-window counter per client key; old windows are dropped as they are met. */
class RateLimiter {
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
  // One entry per URL holding the image of the bucket it was fetched in: an entry of an older bucket
  // is a miss and is replaced, so past buckets never pile up beside the current one.
  private readonly cache = new Map<string, Entry>();
  private cachedBytes = 0;
  // Identical requests arriving while a fetch is under way share it (one upstream request per logo).
  private readonly inflight = new Map<string, Promise<Entry>>();
  readonly limiter: RateLimiter;
  private readonly now: () => number;
  private readonly bucketMs: number;

  constructor(private readonly o: ImageProxyOptions = {}) {
    this.limiter = new RateLimiter(o.ratePerWindow ?? 300, o.rateWindowMs ?? 60_000);
    this.now = o.now ?? Date.now;
    this.bucketMs = o.cacheBucketMs ?? PROXY_CACHE_BUCKET_MS;
  }

  /** The time bucket a moment falls in: the time part of the cache key. */
  bucketOf(time: number): number {
    return Math.floor(time / this.bucketMs);
  }

  private forget(url: string): void {
    const old = this.cache.get(url);
    if (!old) return;
    this.cache.delete(url);
    this.cachedBytes -= old.body.length;
  }

  private remember(url: string, entry: Entry): void {
    const max = this.o.cacheEntries ?? 200;
    const maxBytes = this.o.cacheBytes ?? 32 * 1024 * 1024;
    this.forget(url);
    this.cache.set(url, entry);
    this.cachedBytes += entry.body.length;
    // Oldest first (Map keeps insertion order).
    for (const [k, v] of this.cache) {
      if (this.cache.size <= max && this.cachedBytes <= maxBytes) break;
      this.cache.delete(k);
      this.cachedBytes -= v.body.length;
    }
  }

  async get(url: string): Promise<ProxiedImage> {
    const bucket = this.bucketOf(this.now());
    const hit = this.cache.get(url);
    if (hit && hit.bucket === bucket) return hit;
    // A fetch still under way is at most a few seconds old: newer than any cached copy, so it is
    // shared even when it began in the bucket before.
    let p = this.inflight.get(url);
    if (!p) {
      p = this.fetch(url, bucket).finally(() => this.inflight.delete(url));
      this.inflight.set(url, p);
    }
    return p;
  }

  private async fetch(url: string, bucket: number): Promise<Entry> {
    const res = await guardedGet(url, {
      ...this.o,
      accept: 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8',
    });
    if (res.status !== 200)
      throw new GuardError(res.status === 404 ? 404 : 424, `upstream answered ${res.status}`);
    const type = sniffImage(res.body);
    if (!type)
      throw new GuardError(415, 'upstream body is not an image (PNG, JPEG, GIF, WebP, AVIF, ICO, BMP, SVG)');
    const entry = { contentType: type, body: res.body, bucket };
    this.remember(url, entry);
    return entry;
  }
}
