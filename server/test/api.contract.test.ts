/**
 * Contract-level checks that need no chain: every parameter of every route rejects malformed values
 * with a 4xx JSON error (never a 5xx), well-formed but absent entities are 404 with the spec's texts,
 * and the OpenAPI document generated from the shared schemas is structurally valid.
 */
import { createRequire } from 'node:module';
import { apiRoutes, type RouteDef } from 'shared-api/contract';
import { implementedRoutes } from '../src/api';
import { startTestApi, type TestApi } from './helpers/api';
import { tempSqlite, type TestDb } from './helpers/databases';

const ADDR = 'So11111111111111111111111111111111111111112';
const SIG = '5'.repeat(88);
// A localnet transaction's signature: its 64 bytes start with a zero byte and encode to 86 characters.
const SHORT_SIG = '1ZzeJe3oAx1gxyiBtNag1feVAniNDJkZgSKxMpYh6AeidGp1kY9WJ5ktFRDoi4CpkZA2mzLWFQzrNQm8eCBu3b';
const BAD_ADDRESSES = [
  'abc',
  '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OI',
  'A'.repeat(45),
  `${ADDR.slice(0, 40)}!!!!`,
  '%20',
  '-1',
];
const BAD_SIGNATURES = ['1'.repeat(86), '0'.repeat(88), '1'.repeat(89), ADDR, 'null'];
const BAD_HEIGHTS = ['-1', 'abc', '1.5', '1e3', '9'.repeat(16), '0x10', ' 1'];

/** Malformed values for one parameter, by its schema. */
function badValues(name: string, schema: Record<string, unknown>): string[] {
  if (name === 'address') return BAD_ADDRESSES;
  if (name === 'signature') return BAD_SIGNATURES;
  if (name === 'height' || name === 'block') return BAD_HEIGHTS;
  if (schema.enum) return ['bogus', ''];
  if (schema.type === 'integer') {
    const out = ['abc', '1.5', '-5'];
    if (typeof schema.minimum === 'number') out.push(String(schema.minimum - 1));
    if (typeof schema.maximum === 'number') out.push(String(schema.maximum + 1));
    return out;
  }
  if (schema.type === 'string') {
    const out: string[] = [];
    if (typeof schema.maxLength === 'number') out.push('a'.repeat(schema.maxLength + 1));
    if (typeof schema.pattern === 'string') out.push('!!not-valid!!');
    if (typeof schema.minLength === 'number' && schema.minLength > 0) out.push('');
    return out;
  }
  return [];
}

function goodPath(r: RouteDef): string {
  return r.url.replace(':address', ADDR).replace(':signature', SIG).replace(':height', '1');
}

interface Case {
  route: string;
  method: string;
  url: string;
  body?: unknown;
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const name of implementedRoutes) {
    const r = apiRoutes[name as keyof typeof apiRoutes] as RouteDef;
    const params =
      (r.params as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
    for (const [p, schema] of Object.entries(params)) {
      for (const v of badValues(p, schema))
        out.push({
          route: name,
          method: r.method,
          url: r.url
            .replace(`:${p}`, encodeURIComponent(v))
            .replace(/:address|:signature|:height/, (m) => goodPath({ ...r, url: m })),
        });
    }
    const query =
      (r.querystring as
        { properties?: Record<string, Record<string, unknown>>; required?: string[] } | undefined) ?? {};
    for (const [q, schema] of Object.entries(query.properties ?? {})) {
      for (const v of badValues(q, schema)) {
        const required = (query.required ?? []).filter((k) => k !== q).map((k) => `${k}=x`);
        out.push({
          route: name,
          method: r.method,
          url: `${goodPath(r)}?${[...required, `${q}=${encodeURIComponent(v)}`].join('&')}`,
        });
      }
    }
    for (const req of query.required ?? [])
      out.push({ route: name, method: r.method, url: goodPath(r), body: undefined, ...{ missing: req } });
  }
  // Shapes a query parser or router may produce: repeated params, encoded slashes, odd encodings.
  for (const url of [
    '/api/tokens?limit=1&limit=2',
    '/api/tokens?offset=1&offset=x',
    `/api/address/${ADDR.slice(0, 20)}%2F${ADDR.slice(0, 20)}`,
    `/api/address/${ADDR}%00`,
    '/api/block/%31%2E%35',
    '/api/block/%E0%A4%A',
    `/api/transaction/${'A'.repeat(300)}`,
    `/api/search?q=${'x'.repeat(200)}`,
    '/api/top-holders?limit=1001',
    '/api/address/' + ADDR + '/transactions/paginated?cursor=1.2.3',
    '/api/address/' + ADDR + '/transactions/paginated?cursor=9999999999999999.1',
  ]) {
    out.push({ route: 'odd', method: 'GET', url });
  }
  // The telemetry report (served by the static module, same contract): malformed bodies.
  const tele = apiRoutes.remoteFailure;
  const good = {
    remote: 'mfe_chain',
    version: '1.0.0',
    phase: 'load',
    message: 'x',
    fallbackVersion: null,
    visitorId: 'v',
    url: '/',
  };
  for (const body of [
    '{"not json',
    {},
    { ...good, remote: 'BAD NAME!' },
    { ...good, phase: 'explode' },
    { ...good, message: 'x'.repeat(1001) },
  ]) {
    out.push({ route: 'remoteFailure', method: tele.method, url: tele.url, body });
  }
  return out;
}

describe('API contract (SQLite, no chain)', () => {
  let t: TestDb;
  let api: TestApi;
  beforeAll(async () => {
    t = tempSqlite();
    api = await startTestApi(t.url);
  });
  afterAll(async () => {
    await api?.close();
    await t?.drop();
  });

  const table = cases();
  test(`every malformed parameter is a 4xx JSON error (${table.length} cases)`, async () => {
    expect(table.length).toBeGreaterThan(80);
    const failures: string[] = [];
    for (const c of table) {
      const res = await api.request({
        method: c.method,
        url: c.url,
        ...(c.body !== undefined
          ? {
              payload: typeof c.body === 'string' ? c.body : JSON.stringify(c.body),
              headers: { 'content-type': 'application/json' },
            }
          : {}),
      });
      const ok =
        res.statusCode >= 400 &&
        res.statusCode < 500 &&
        String(res.headers['content-type']).includes('application/json') &&
        (() => {
          const b = res.json() as { statusCode?: unknown; error?: unknown; message?: unknown };
          return (
            b.statusCode === res.statusCode &&
            typeof b.error === 'string' &&
            typeof b.message === 'string' &&
            b.message.length > 0
          );
        })();
      if (!ok) failures.push(`${c.method} ${c.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  test('malformed values are 400 with a message naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['/api/block/abc', /Invalid height/],
      ['/api/transaction/0OIl', /Invalid signature: expected a base58 transaction signature/],
      ['/api/address/abc', /Invalid address: expected a base58 address/],
      ['/api/tokens?limit=0', /Invalid limit/],
      ['/api/tokens?sort=bogus', /Invalid sort: must be one of holders/],
      ['/api/transactions?block=-3', /Invalid block/],
      [
        `/api/address/${ADDR}/transactions/paginated?cursor=abc`,
        /Invalid cursor: expected the nextCursor of a previous page/,
      ],
      // The holders cursor ends in an address, but it is still a cursor.
      [`/api/token/${ADDR}/holders?cursor=abc`, /Invalid cursor: expected the nextCursor of a previous page/],
      [
        `/api/token/${ADDR}/holders?cursor=1.00000000000000000000.${ADDR.slice(0, -1)}0`,
        /Invalid cursor: expected the nextCursor/,
      ],
      ['/api/search', /Missing querystring parameter q/],
    ];
    for (const [url, msg] of cases) {
      const res = await api.request(url);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.json().message).toMatch(msg);
    }
  });

  test('well-formed but absent entities are 404 with the spec texts', async () => {
    const cases: [string, string][] = [
      [`/api/transaction/${SIG}`, 'Transaction Not Found'],
      // Signatures whose 64 bytes encode short: 86 characters, and all zero bytes (64).
      [`/api/transaction/${SHORT_SIG}`, 'Transaction Not Found'],
      [`/api/transaction/${'1'.repeat(64)}`, 'Transaction Not Found'],
      ['/api/block/123456', 'Block Not Found'],
      ['/api/transactions?block=123456', 'Block Not Found'],
      [`/api/address/${ADDR}`, 'Address Not Found'],
      [`/api/address/${ADDR}/holdings`, 'Address Not Found'],
      [`/api/token/${ADDR}`, 'Token Not Found'],
      [`/api/token/${ADDR}/holders`, 'Token Not Found'],
      [`/api/token/${ADDR}/transfers`, 'Token Not Found'],
      [`/api/token/${ADDR}/transactions`, 'Token Not Found'],
    ];
    for (const [url, message] of cases) {
      const res = await api.request(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message },
      });
    }
    const unknown = await api.request('/api/definitely-not-a-route');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Not Found');
  });

  test('a valid remote-failure report is accepted (204)', async () => {
    const res = await api.request({
      method: 'POST',
      url: '/api/telemetry/remote-failure',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        remote: 'mfe_chain',
        version: '1.0.0',
        phase: 'render',
        message: 'boom',
        fallbackVersion: '0.9.0',
        visitorId: 'v1',
        url: '/tx/x',
      }),
    });
    expect(res.statusCode).toBe(204);
  });

  test('the GOR logo the price answer points at is served', async () => {
    const p = await api.request('/api/gor/price');
    const logo = await api.request(p.json<{ logoUrl: string }>().logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  test('the OpenAPI document covers every route and its schemas compile', async () => {
    const res = await api.request('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<string, { content?: Record<string, { schema: object }> }>;
            parameters?: { name: string; in: string; schema: object }[];
          }
        >
      >;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    // Structural validation (no full OpenAPI validator among the dependencies): every implemented route is documented
    // with its parameters and a JSON 200 + 4xx schema, and every schema compiles under Ajv (2019 dialect,
    // type arrays as OpenAPI 3.1 allows).
    const require_ = createRequire(require.resolve('@fastify/ajv-compiler'));
    const Ajv = require_('ajv').default as new (o: object) => { compile(s: object): unknown };
    const ajv = new Ajv({ strict: false, allErrors: true });
    let schemas = 0;
    for (const name of implementedRoutes) {
      const r = apiRoutes[name as keyof typeof apiRoutes] as RouteDef;
      const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      expect([name, Boolean(op)]).toEqual([name, true]);
      const params = Object.keys((r.params as { properties?: object } | undefined)?.properties ?? {});
      for (const p of params) expect(op.parameters?.some((x) => x.name === p && x.in === 'path')).toBe(true);
      const ok = op.responses['200']?.content?.['application/json']?.schema;
      const err =
        op.responses['4XX']?.content?.['application/json']?.schema ??
        op.responses['4xx']?.content?.['application/json']?.schema;
      // A route without a JSON answer in the contract (the wallet CSV exports) documents another type.
      expect([name, Boolean(ok), Boolean(err)]).toEqual([name, Boolean(r.response), true]);
      for (const s of [ok, err, ...(op.parameters ?? []).map((x) => x.schema)]) {
        if (!s) continue;
        expect(() => ajv.compile(s)).not.toThrow();
        schemas++;
      }
    }
    expect(schemas).toBeGreaterThan(50);
  });
});
