/**
 * GET /api/proxy-image against every SSRF trick: a "private" HTTP server on 127.0.0.1 counts every
 * request it receives and must end the test at zero; a "public-looking" server on 127.0.0.2 (allowed
 * only by this test's configuration) plays the CDN and its redirects; a DNS stub (the resolver the
 * guard accepts) answers host names, including one that rebinds. Default-port URLs connect to the
 * test servers' port (tests cannot bind 80).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { imageProxyPlugin } from '../src/network/proxy';
import { installErrorHandling } from '../src/http/errors';
import { classifyAddress } from '../src/net/address';
import type { ResolvedAddress } from '../src/net/guard';

jest.setTimeout(30_000);

/** A real 2×2 PNG (signature, IHDR, IDAT, IEND with valid CRCs). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG = png();
const PUBLIC_IP = '127.0.0.2';

let privateHits: string[] = [];
let publicHits: string[] = [];
let privateServer: http.Server;
let publicServer: http.Server;
let port = 0;
let lookups: string[] = [];
let rebindCount = 0;
let app: FastifyInstance;
let base = '';

/** The DNS stub: names → addresses as an attacker would set them up. */
async function resolve(host: string): Promise<ResolvedAddress[]> {
  lookups.push(host);
  switch (host) {
    case 'cdn.test':
      return [{ address: PUBLIC_IP, family: 4 }];
    case 'localhost':
    case 'loopback.test':
      return [{ address: '127.0.0.1', family: 4 }];
    case 'mixed.test':
      return [
        { address: PUBLIC_IP, family: 4 },
        { address: '10.0.0.1', family: 4 },
      ];
    case 'v6loop.test':
      return [{ address: '::1', family: 6 }];
    case 'rebind.test':
      // Public on the first look-up, loopback on every later one (DNS rebinding).
      return rebindCount++ === 0
        ? [{ address: PUBLIC_IP, family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }];
    default:
      throw new Error('NXDOMAIN');
  }
}

function listen(server: http.Server, host: string, p: number): Promise<number> {
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(p, host, () => ok((server.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  privateServer = http.createServer((req, res) => {
    privateHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  port = await listen(privateServer, '127.0.0.1', 0);
  publicServer = http.createServer((req, res) => {
    const url = req.url ?? '';
    publicHits.push(url);
    const go = (to: string) => res.writeHead(302, { location: to }).end();
    switch (url) {
      case '/logo.png':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end(PNG); // type header lies: bytes decide
      case '/bucket.png':
        return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      case '/delayed.png':
        // Answers late so that concurrent proxy requests overlap one upstream fetch.
        setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 200);
        return;
      case '/r1':
        return go('http://cdn.test/r2');
      case '/r2':
        return go('http://loopback.test/secret'); // 3rd hop to loopback
      case '/r-once':
        return go('http://127.0.0.1/secret'); // 2nd hop to loopback
      case '/r-chain1':
        return go('/r-chain2');
      case '/r-chain2':
        return go('/r-chain3');
      case '/r-chain3':
        return go('/r-chain4');
      case '/r-chain4':
        return go('/logo.png'); // 5th hop: one too many
      case '/big':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG);
        for (let i = 0; i < 80; i++) res.write(Buffer.alloc(64 * 1024));
        return res.end();
      case '/slow':
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(PNG.subarray(0, 8));
        return; // never ends
      case '/page.html':
        return res
          .writeHead(200, { 'content-type': 'image/png' })
          .end('<html><script>alert(1)</script></html>');
      case '/evil.svg':
        // Labelled SVG, but an HTML page (its root is <html>): the bytes decide, and it is refused.
        return res
          .writeHead(200, { 'content-type': 'image/svg+xml' })
          .end(
            '<html><svg xmlns="http://www.w3.org/2000/svg"></svg><script>fetch("/api/admin")</script></html>',
          );
      default:
        return res.writeHead(404).end('not here: internal detail');
    }
  });
  await listen(publicServer, PUBLIC_IP, port);
  app = Fastify({ logger: false });
  installErrorHandling(app);
  await imageProxyPlugin(app, {
    resolve,
    testAllowAddresses: [PUBLIC_IP],
    testPortFor: () => port,
    hopTimeoutMs: 700,
    totalTimeoutMs: 1500,
    maxBytes: 1024 * 1024,
    ratePerWindow: 1000,
    // A clock that stands still: the cache test below cannot straddle a 30 s bucket boundary.
    now: () => 0,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  privateServer?.closeAllConnections();
  publicServer?.closeAllConnections();
  await new Promise((r) => privateServer?.close(r));
  await new Promise((r) => publicServer?.close(r));
});

beforeEach(() => {
  privateHits = [];
  publicHits = [];
  lookups = [];
});

async function proxy(target: string) {
  const res = await fetch(`${base}/api/proxy-image?url=${encodeURIComponent(target)}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body };
}

describe('address classification (ipaddr.js)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.1.2.3', 'unspecified'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fd00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4Mapped(loopback)'],
    ['::ffff:10.0.0.1', 'ipv4Mapped(private)'],
    ['64:ff9b::7f00:1', 'rfc6052(loopback)'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052(linkLocal)'],
    ['2002:7f00:1::', '6to4(loopback)'],
    ['2002:c0a8:101::1', '6to4(private)'],
    // Teredo, client 127.0.0.1 stored bit-inverted (80ff:fffe), server public 65.54.227.120
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo(loopback)'],
    ['64:ff9b:1::7f00:1', 'rfc6052-local'],
  ])('%s is refused (%s)', (ip, range) => {
    expect(classifyAddress(ip)).toEqual({ ok: false, range });
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    '%s is public',
    (ip) => {
      expect(classifyAddress(ip).ok).toBe(true);
    },
  );
});

describe('GET /api/proxy-image', () => {
  it('passes a real PNG from an allowed address, typed by its magic bytes, with the safety headers', async () => {
    const r = await proxy('http://cdn.test/logo.png');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/png');
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(r.body.equals(PNG)).toBe(true);
    expect(publicHits).toEqual(['/logo.png']);
    // Cached by URL: a second request does not reach upstream.
    const again = await proxy('http://cdn.test/logo.png');
    expect(again.status).toBe(200);
    expect(publicHits).toEqual(['/logo.png']);
  });

  const tricks: [string, string, number][] = [
    ['loopback by name', 'http://localhost/secret', 403],
    ['loopback by DNS', 'http://loopback.test/secret', 403],
    ['one private address among public ones', 'http://mixed.test/secret', 403],
    ['IPv6 loopback by DNS', 'http://v6loop.test/secret', 403],
    ['dotted loopback', 'http://127.0.0.1/secret', 403],
    ['decimal loopback', 'http://2130706433/secret', 403],
    ['octal loopback', 'http://0177.0.0.1/secret', 403],
    ['hex loopback', 'http://0x7f.0x0.0x0.0x1/secret', 403],
    ['short hex loopback', 'http://0x7f000001/secret', 403],
    ['[::1]', 'http://[::1]/secret', 403],
    ['[::ffff:127.0.0.1]', 'http://[::ffff:127.0.0.1]/secret', 403],
    ['NAT64 loopback', 'http://[64:ff9b::127.0.0.1]/secret', 403],
    ['6to4 loopback', 'http://[2002:7f00:1::1]/secret', 403],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', 403],
    ['redirect to loopback on the 2nd hop', 'http://cdn.test/r-once', 403],
    ['redirect to loopback on the 3rd hop', 'http://cdn.test/r1', 403],
    ['more than 3 redirects', 'http://cdn.test/r-chain1', 424],
    ['user-info', 'http://user:pass@cdn.test/logo.png', 400],
    ['non-default port', `http://127.0.0.1:${port || 1}/secret`, 400],
    ['non-default port on a public name', 'http://cdn.test:8080/logo.png', 400],
    ['not http(s)', 'ftp://cdn.test/logo.png', 400],
    ['file URL', 'file:///etc/passwd', 400],
    ['oversized body', 'http://cdn.test/big', 413],
    ['slow body', 'http://cdn.test/slow', 408],
    ['non-image', 'http://cdn.test/page.html', 415],
    ['HTML labelled as SVG', 'http://cdn.test/evil.svg', 415],
    ['upstream 404 (no upstream body passed on)', 'http://cdn.test/missing.png', 404],
    ['unresolvable name', 'http://nowhere.test/x.png', 424],
  ];

  it.each(tricks)('%s → %s answers 4xx and never reaches the private server', async (_n, target, status) => {
    const r = await proxy(target);
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    const body = JSON.parse(r.body.toString('utf8')) as { statusCode: number; message: string };
    expect(body.statusCode).toBe(status);
    expect(body.message).not.toMatch(/internal detail|script/);
    expect(privateHits).toEqual([]);
  });

  it('DNS rebinding: the name is resolved once and the connection goes to that address', async () => {
    rebindCount = 0;
    const r = await proxy('http://rebind.test/rebound.png');
    // The public server answered (404 for that path): the loopback answer of the 2nd look-up was never used.
    expect(r.status).toBe(404);
    expect(publicHits).toEqual(['/rebound.png']);
    expect(lookups.filter((h) => h === 'rebind.test')).toHaveLength(1);
    expect(privateHits).toEqual([]);
  });

  it('refuses a missing or relative url with 400', async () => {
    expect((await fetch(`${base}/api/proxy-image`)).status).toBe(400);
    expect((await fetch(`${base}/api/proxy-image?url=/etc/passwd`)).status).toBe(400);
  });

  it('rate-limits a client', async () => {
    const limited = Fastify({ logger: false });
    installErrorHandling(limited);
    await imageProxyPlugin(limited, {
      resolve,
      testAllowAddresses: [PUBLIC_IP],
      testPortFor: () => port,
      ratePerWindow: 2,
    });
    const url = await limited.listen({ port: 0, host: '127.0.0.1' });
    try {
      const q = `${url}/api/proxy-image?url=${encodeURIComponent('http://cdn.test/logo.png')}`;
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await fetch(q)).status);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  describe('cache keyed by URL and 30-second bucket', () => {
    // A proxy on an injected clock: the bucket rolls by moving the clock, not by waiting 30 s.
    const BUCKET = 30_000;
    let clock = 0;
    let clocked: FastifyInstance;
    let clockedBase = '';

    beforeAll(async () => {
      clocked = Fastify({ logger: false });
      installErrorHandling(clocked);
      await imageProxyPlugin(clocked, {
        resolve,
        testAllowAddresses: [PUBLIC_IP],
        testPortFor: () => port,
        ratePerWindow: 1000,
        now: () => clock,
      });
      clockedBase = await clocked.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await clocked?.close();
    });

    async function get(target: string, extra = '') {
      const res = await fetch(`${clockedBase}/api/proxy-image?url=${encodeURIComponent(target)}${extra}`);
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    }
    const upstream = (path: string) => publicHits.filter((h) => h === path).length;

    it('two requests inside one bucket make one upstream fetch; the next bucket fetches again', async () => {
      clock = 1_000 * BUCKET + 1_000; // 1 s into a bucket
      expect((await get('http://cdn.test/bucket.png')).status).toBe(200);
      clock += 28_000; // 29 s in, same bucket
      const second = await get('http://cdn.test/bucket.png');
      expect(second.status).toBe(200);
      expect(second.body.equals(PNG)).toBe(true);
      expect(upstream('/bucket.png')).toBe(1);

      clock += 1_000; // 30 s after the bucket began: the next bucket
      expect((await get('http://cdn.test/bucket.png')).status).toBe(200);
      expect(upstream('/bucket.png')).toBe(2);
      clock += BUCKET - 1; // last millisecond of that bucket
      expect((await get('http://cdn.test/bucket.png')).status).toBe(200);
      expect(upstream('/bucket.png')).toBe(2);
    });

    it('the key is rounded, not a sliding lifetime: a fetch late in a bucket is renewed right after it', async () => {
      clock = 2_000 * BUCKET + BUCKET - 500; // 0.5 s before the bucket ends
      expect((await get('http://cdn.test/bucket.png')).status).toBe(200);
      expect(upstream('/bucket.png')).toBe(1);
      clock += 1_000; // only 1 s later, but in the next bucket
      expect((await get('http://cdn.test/bucket.png')).status).toBe(200);
      expect(upstream('/bucket.png')).toBe(2);
    });

    it('different URLs are different keys in the same bucket', async () => {
      clock = 3_000 * BUCKET;
      await get('http://cdn.test/bucket.png');
      await get('http://cdn.test/logo.png');
      expect(upstream('/bucket.png')).toBe(1);
      expect(upstream('/logo.png')).toBe(1);
    });

    it('identical requests in flight at once share one upstream fetch', async () => {
      clock = 4_000 * BUCKET;
      const all = await Promise.all(Array.from({ length: 5 }, () => get('http://cdn.test/delayed.png')));
      expect(all.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(all.every((r) => r.body.equals(PNG))).toBe(true);
      expect(upstream('/delayed.png')).toBe(1);
    });

    it('the query carries only url; an extra parameter such as a cache-buster is dropped', async () => {
      clock = 5_000 * BUCKET;
      expect((await get('http://cdn.test/bucket.png', '&t=1')).status).toBe(200);
      expect((await get('http://cdn.test/bucket.png', '&t=2')).status).toBe(200);
      expect(upstream('/bucket.png')).toBe(1);
    });

    it('a failed fetch is not cached: the same bucket asks upstream again', async () => {
      clock = 6_000 * BUCKET;
      expect((await get('http://cdn.test/missing.png')).status).toBe(404);
      expect((await get('http://cdn.test/missing.png')).status).toBe(404);
      expect(upstream('/missing.png')).toBe(2);
      expect(privateHits).toEqual([]);
    });
  });
});
