/**
 * Outbound HTTP(S) for outside URLs (logos, metadata URIs) that cannot be turned against our network:
 * - http(s) on default ports, no user-info;
 * - the host resolved once, refused unless every address is public (address.ts), and the connection
 *   pinned to the checked address, so DNS rebinding gets no say;
 * - at most 3 redirects, each checked again; 10 s a hop, 15 s in all; bodies cut past the limit.
 * Refusals are GuardErrors (4xx, a short reason), never the upstream body.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { classifyAddress } from './address';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to all its addresses (tests inject a stub). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardOptions {
  resolve?: Resolver;
  maxRedirects?: number;
  hopTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  /** Tests only: addresses to treat as public (a loopback alias standing in for a CDN). */
  testAllowAddresses?: readonly string[];
  /** Tests only: the TCP port a default-port URL connects to (tests cannot bind 80/443). */
  testPortFor?: (protocol: 'http:' | 'https:') => number;
  /** Request headers sent upstream (no cookies or credentials are ever sent). */
  accept?: string;
}

export class GuardError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 408 | 413 | 415 | 422 | 424,
    message: string,
  ) {
    super(message);
    this.name = 'GuardError';
  }
}

export interface GuardedResponse {
  url: string;
  status: number;
  contentType: string | null;
  body: Buffer;
  /** hops taken (1 = no redirect) */
  hops: number;
}

const GUARD_DEFAULTS = {
  maxRedirects: 3,
  hopTimeoutMs: 10_000,
  totalTimeoutMs: 15_000,
  maxBytes: 4 * 1024 * 1024,
} as const;

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Checks a URL's form (scheme, port, user-info) and returns it parsed. */
function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GuardError(400, 'url is not a valid absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GuardError(400, 'only http and https URLs are fetched');
  if (url.username || url.password) throw new GuardError(400, 'URLs with user-info are refused');
  // WHATWG URL drops the port when it is the scheme's default, so any port left is a non-default one.
  if (url.port !== '') throw new GuardError(400, 'only default ports (80, 443) are fetched');
  if (!url.hostname) throw new GuardError(400, 'url has no host');
  return url;
}

/**
 * The one address to connect to, or 403 when any resolved address is not public. (URL.hostname has
 * IP literals canonical already: 0x7f.1 is 127.0.0.1.)
 */
async function pickAddress(url: URL, o: GuardOptions): Promise<ResolvedAddress> {
  const allowed = new Set(o.testAllowAddresses ?? []);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addrs: ResolvedAddress[];
  if (net.isIP(host)) addrs = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  else {
    try {
      addrs = await (o.resolve ?? systemResolver)(host);
    } catch {
      throw new GuardError(424, 'host name did not resolve');
    }
  }
  if (addrs.length === 0) throw new GuardError(424, 'host name did not resolve');
  for (const a of addrs) {
    const v = classifyAddress(a.address, allowed);
    if (!v.ok) throw new GuardError(403, `destination address is not public (${v.range})`);
  }
  return addrs[0];
}

/** An Agent that can only ever connect to `pinned`, whatever name the URL carries. */
function pinnedAgent(pinned: ResolvedAddress, o: GuardOptions, connectTimeout: number): Agent {
  const lookup: LookupFunction = (_hostname, options, cb) => {
    if (options.all) (cb as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  };
  const base = buildConnector({ lookup, timeout: connectTimeout });
  return new Agent({
    connections: 1,
    pipelining: 0,
    connect: (opts, cb) => {
      const port = o.testPortFor?.(opts.protocol as 'http:' | 'https:');
      base({ ...opts, ...(port ? { port: String(port) } : {}) }, cb);
    },
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** A transport error as a GuardError: a timeout (ours or undici's) is 408, anything else 424. */
function failure(e: unknown, signal: AbortSignal, otherwise: string): GuardError {
  const code = (e as { code?: string } | null)?.code;
  return signal.aborted || (code !== undefined && TIMEOUT_CODES.has(code))
    ? new GuardError(408, 'upstream timed out')
    : new GuardError(424, otherwise);
}

/** Drops a body we will not read (destroying emits an abort error nobody else listens to). */
function discard(body: NodeJS.ReadableStream & { destroy(): void }): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** GET `raw` under the guard, following redirects itself: the final response, whatever its status. */
export async function guardedGet(raw: string, o: GuardOptions = {}): Promise<GuardedResponse> {
  const maxRedirects = o.maxRedirects ?? GUARD_DEFAULTS.maxRedirects;
  const hopMs = o.hopTimeoutMs ?? GUARD_DEFAULTS.hopTimeoutMs;
  const maxBytes = o.maxBytes ?? GUARD_DEFAULTS.maxBytes;
  const total = AbortSignal.timeout(o.totalTimeoutMs ?? GUARD_DEFAULTS.totalTimeoutMs);
  let url = checkUrl(raw);
  for (let hop = 1; ; hop++) {
    const pinned = await pickAddress(url, o);
    const agent = pinnedAgent(pinned, o, hopMs);
    const signal = AbortSignal.any([total, AbortSignal.timeout(hopMs)]);
    try {
      let res;
      try {
        res = await request(url, {
          method: 'GET',
          dispatcher: agent,
          signal,
          headersTimeout: hopMs,
          bodyTimeout: hopMs,
          headers: { accept: o.accept ?? '*/*', 'user-agent': 'gorbagana-explorer-fetch/1' },
        });
      } catch (e) {
        throw failure(e, signal, 'upstream unreachable');
      }
      if (REDIRECTS.has(res.statusCode)) {
        discard(res.body);
        const location = res.headers.location;
        if (typeof location !== 'string') throw new GuardError(424, 'redirect without a location');
        if (hop > maxRedirects) throw new GuardError(424, `more than ${maxRedirects} redirects`);
        let next: string;
        try {
          next = new URL(location, url).toString();
        } catch {
          throw new GuardError(424, 'redirect to an invalid URL');
        }
        url = checkUrl(next);
        continue;
      }
      const declared = Number(res.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        discard(res.body);
        throw new GuardError(413, `upstream body larger than ${maxBytes} bytes`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res.body as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) {
            discard(res.body);
            throw new GuardError(413, `upstream body larger than ${maxBytes} bytes`);
          }
          chunks.push(chunk);
        }
      } catch (e) {
        if (e instanceof GuardError) throw e;
        throw failure(e, signal, 'upstream body failed');
      }
      const ct = res.headers['content-type'];
      return {
        url: url.toString(),
        status: res.statusCode,
        contentType: typeof ct === 'string' ? ct : null,
        body: Buffer.concat(chunks),
        hops: hop,
      };
    } finally {
      void agent.destroy().catch(() => undefined);
    }
  }
}

/** Raster image type by magic bytes (the Content-Type header is not trusted); null for anything else (SVG included). */
export function sniffRasterImage(b: Buffer): string | null {
  const at = (off: number, ...bytes: number[]) => bytes.every((x, i) => b[off + i] === x);
  const ascii = (off: number, s: string) =>
    b.length >= off + s.length && b.toString('latin1', off, off + s.length) === s;
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftypavif') || ascii(4, 'ftypavis')) return 'image/avif';
  if (at(0, 0x00, 0x00, 0x01, 0x00) && b.length > 6) return 'image/x-icon';
  if (ascii(0, 'BM') && b.length > 26) return 'image/bmp';
  return null;
}
