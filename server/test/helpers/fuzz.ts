/**
 * Contract fuzzing: requests generated with fast-check from the OpenAPI document the server serves
 * (/api/docs), sent over raw HTTP (keep-alive; no URL normalisation, so malformed paths reach the
 * server as written), and the answer checked against the contract's rules: never a 5xx, every 4xx
 * the one JSON error shape, no request left hanging.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import { ADDRESS_PATTERN, ErrorResponse, SIGNATURE_PATTERN } from 'shared-api/contract';

export interface ParamSchema {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: string[];
  properties?: Record<string, ParamSchema>;
  required?: string[];
}

export interface Param {
  name: string;
  schema: ParamSchema;
  required: boolean;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/token/{address}/holders */
  path: string;
  pathParams: Param[];
  query: Param[];
  body?: ParamSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: ParamSchema;
}
interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content: Record<string, { schema: ParamSchema }> };
      }
    >
  >;
}

export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true }));
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: pick('path'),
        query: pick('query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** Real values from the indexed data, so valid requests reach the database paths too. */
export type Samples = Record<string, string[]>;

export interface FuzzRequest {
  method: string;
  /** Raw request target (path + query), sent as is. */
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** What was generated, for the report. */
  op: string;
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58 = (min: number, max: number) =>
  fc.array(fc.constantFrom(...B58.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''));

const TEN_KB = 10 * 1024;
/** Values that break parsers, ranges, patterns and encodings. */
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '-0',
    '1.5',
    '1e3',
    '1e308',
    'NaN',
    'Infinity',
    '-Infinity',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '9007199254740993',
    '18446744073709551616',
    '-9223372036854775809',
    '99999999999999999999999999999999999999',
    '0x1f',
    '0b11',
    ' 1',
    '1 ',
    '+1',
    '../../etc/passwd',
    "' OR 1=1 --",
    '"; DROP TABLE blocks; --',
    '<script>alert(1)</script>',
    '\u0000',
    '\ufeff1',
    '١٢٣',
    '𝟙𝟚𝟛',
    '-1.0',
    '1.-1',
    '9999999999999999.1',
    '1.1234567',
    '1.2.3.4',
    '.',
    '1.',
    '.1',
    '0.0.11111111111111111111111111111111',
    '1000000000.99999999999999999999.11111111111111111111111111111111',
    'A'.repeat(TEN_KB),
    '9'.repeat(TEN_KB),
    'z'.repeat(TEN_KB),
    '\u{1F600}'.repeat(TEN_KB / 4),
  ),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  // Almost-valid base58: right lengths and wrong letters, wrong lengths and right letters.
  fc
    .tuple(base58(30, 90), fc.constantFrom('0', 'O', 'I', 'l', '+', '/', '='), fc.nat())
    .map(([s, bad, i]) => (s.length ? s.slice(0, i % s.length) + bad + s.slice((i % s.length) + 1) : bad)),
  fc.constantFrom(31, 32, 43, 44, 45, 63, 64, 86, 87, 88, 89).chain((n) => base58(n, n)),
);

function validValue(p: Param, samples: Samples): fc.Arbitrary<string> {
  const s = p.schema;
  const known = samples[p.name];
  if (known && known.length) return fc.constantFrom(...known);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.type === 'boolean') return fc.constantFrom('true', 'false');
  if (s.type === 'integer') {
    const min = s.minimum ?? 0;
    const max = Math.min(s.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max)).map(String);
  }
  if (s.pattern?.startsWith('^[0-9]{1,')) return fc.nat({ max: 1_000_000 }).map(String);
  if (s.pattern === SIGNATURE_PATTERN) return base58(64, 88);
  if (s.pattern === ADDRESS_PATTERN) return base58(32, 44);
  if (s.pattern?.startsWith('^https?://'))
    return fc.constantFrom(
      'http://127.0.0.1/logo.png',
      'http://localhost:8080/a.png',
      'http://10.0.0.1/a.png',
      'http://[::1]/a.png',
      'http://[::ffff:127.0.0.1]/x.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://0x7f.1/x.png',
      'http://2130706433/x.png',
      'https://',
      'http://a b/',
    );
  return fc.string({ maxLength: Math.min(s.maxLength ?? 20, 20) });
}

/** A boundary value just outside (or at) a declared range. */
function boundary(p: Param): fc.Arbitrary<string> {
  const s = p.schema;
  const out: string[] = [];
  if (s.minimum !== undefined) out.push(String(s.minimum - 1), String(s.minimum));
  if (s.maximum !== undefined) out.push(String(s.maximum + 1), String(s.maximum));
  if (s.maxLength !== undefined) out.push('a'.repeat(s.maxLength + 1), '1'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) out.push('1'.repeat(s.minLength - 1));
  if (out.length === 0) return nasty;
  return fc.constantFrom(...out);
}

function paramValue(p: Param, samples: Samples): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(p, samples) },
    { weight: 2, arbitrary: boundary(p) },
    { weight: 5, arbitrary: nasty },
  );
}

/** Encoded as a browser would, or left raw (a stray %, a space, a non-ASCII byte). */
// Lone surrogates become invalid UTF-8 on purpose (%ED%A0%80), which the server must refuse politely.
const pct = (c: string) => {
  const code = c.charCodeAt(0);
  if (c.length === 1 && code >= 0xd800 && code <= 0xdfff) return '%ED%A0%80';
  return [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
};
const encode = (v: string, raw: boolean) =>
  raw ? v.replace(/[^\x21-\x7e]/gu, pct).replace(/[#?/]/g, '%') : v.replace(/[^A-Za-z0-9\-_.!~*'()]/gu, pct);

function queryString(op: Operation, samples: Samples): fc.Arbitrary<string> {
  const perParam = op.query.map((p) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 4, arbitrary: paramValue(p, samples).map((v) => [v]) },
      // Duplicate parameters: Fastify hands an array to a scalar schema.
      { weight: 1, arbitrary: fc.tuple(paramValue(p, samples), paramValue(p, samples)).map((a) => [...a]) },
    ),
  );
  const unknown = fc.array(
    fc.tuple(fc.constantFrom('foo', 'limit[]', '__proto__', 'constructor', 'a.b', '', 'cursor[x]'), nasty),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...perParam), unknown, fc.boolean(), fc.boolean())
    .map(([values, extra, raw, bare]) => {
      const parts: string[] = [];
      op.query.forEach((p, i) => {
        for (const v of values[i]) parts.push(bare && v === '' ? p.name : `${p.name}=${encode(v, raw)}`);
      });
      for (const [k, v] of extra) parts.push(`${encode(k, false)}=${encode(v, raw)}`);
      return parts.length ? `?${parts.join('&')}` : '';
    });
}

function bodyFor(schema: ParamSchema | undefined, samples: Samples): fc.Arbitrary<string | undefined> {
  const props = Object.entries(schema?.properties ?? {});
  const validish = fc
    .tuple(
      ...props.map(([name, s]) =>
        fc.option(paramValue({ name, schema: s, required: true }, samples), { nil: undefined }),
      ),
    )
    .map((vals) => JSON.stringify(Object.fromEntries(props.map(([n], i) => [n, vals[i]]))));
  const wrongTypes = fc
    .tuple(
      ...props.map(() => fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer()))),
    )
    .map((vals) => JSON.stringify(Object.fromEntries(props.map(([n], i) => [n, vals[i]]))));
  return fc.oneof(
    fc.constant(undefined),
    validish,
    wrongTypes,
    fc.json({ maxDepth: 3 }),
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      `{"text":"${'x'.repeat(TEN_KB)}","author":"${'y'.repeat(TEN_KB)}"}`,
      '['.repeat(5000) + ']'.repeat(5000),
      'a=1&b=2',
      '\u0000\u0001\u0002',
      'x'.repeat(70 * 1024),
    ),
  );
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'application/json; charset=latin1',
  'garbage',
];

export function requestArb(ops: Operation[], samples: Samples): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ops).chain((op) =>
    fc
      .record({
        pathValues: fc.tuple(...op.pathParams.map((p) => paramValue(p, samples))),
        rawPath: fc.boolean(),
        query: queryString(op, samples),
        method: fc.oneof({ weight: 6, arbitrary: fc.constant(op.method) }, fc.constantFrom(...METHODS)),
        body: bodyFor(op.body, samples),
        contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
        extraHeaders: fc.record(
          {
            'if-none-match': fc.oneof(
              fc.constant('"x"'),
              nasty.map((s) => s.slice(0, 200)),
            ),
            accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*', ''),
            'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x'),
            authorization: fc.constantFrom('Bearer x', 'Bearer ', 'Basic Zm9vOmJhcg==', 'x'.repeat(2000)),
          },
          { requiredKeys: [] },
        ),
      })
      .map((g) => {
        let path = op.path;
        op.pathParams.forEach((p, i) => {
          path = path.replace(`{${p.name}}`, encode(g.pathValues[i], g.rawPath));
        });
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(g.extraHeaders))
          if (v !== undefined) headers[k] = v.replace(/[^\x20-\x7e]/g, '');
        const withBody = g.body !== undefined && g.method !== 'GET' && g.method !== 'HEAD';
        if (withBody && g.contentType) headers['content-type'] = g.contentType;
        return {
          method: g.method,
          target: path + g.query,
          headers,
          body: withBody ? g.body : undefined,
          op: `${op.method} ${op.path}`,
        };
      }),
  );
}

export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Sends one request as written; an event stream is closed once its headers arrived. */
export function sendRaw(
  base: URL,
  agent: http.Agent,
  r: FuzzRequest,
  timeoutMs: number,
): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.target,
        // A body always goes with its length. Node frames a body of its own accord (chunked) for
        // POST and PUT but not for DELETE or OPTIONS: there it would send the bytes unframed, HTTP/1.1
        // reads them as the start of the next request, and the server's 400 for that garbage lands
        // on the client's kept-alive connection (a client bug, not the server's).
        headers:
          r.body === undefined
            ? r.headers
            : { ...r.headers, 'content-length': String(Buffer.byteLength(r.body)) },
        agent,
        timeout: timeoutMs,
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        if (contentType.startsWith('text/event-stream')) {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, contentType, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const enc = String(res.headers['content-encoding'] ?? '');
            const buf =
              enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
            resolve({ status: res.statusCode ?? 0, contentType, body: buf.toString('utf8') });
          } catch (e) {
            reject(
              new Error(
                `undecodable ${String(res.headers['content-encoding'])} body: ${(e as Error).message}`,
              ),
            );
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    if (r.body !== undefined) req.write(r.body);
    req.end();
  });
}

/** The contract's rules for one answer; null when it keeps them. */
export function problemOf(r: FuzzRequest, a: FuzzAnswer): string | null {
  // The one deliberate 5xx: Break game sends on a server without a game wallet are a feature this
  // deployment does not offer (503, server/src/break), whatever the request.
  const unconfigured =
    a.status === 503 && r.op === 'POST /api/break/send-transaction' && /not configured/.test(a.body);
  if (a.status >= 500 && !unconfigured) return `${a.status} ${a.body.slice(0, 200)}`;
  if (a.status >= 400 && r.method !== 'HEAD') {
    let body: unknown;
    try {
      body = JSON.parse(a.body);
    } catch {
      return `${a.status} answer is not JSON (${a.contentType}): ${a.body.slice(0, 120)}`;
    }
    if (!Value.Check(ErrorResponse, body))
      return `${a.status} answer is not an ErrorResponse: ${a.body.slice(0, 200)}`;
    if ((body as ErrorResponse).statusCode !== a.status)
      return `statusCode ${(body as ErrorResponse).statusCode} in a ${a.status} answer`;
  }
  if (a.status >= 200 && a.status < 300 && a.contentType.includes('json') && r.method !== 'HEAD') {
    try {
      JSON.parse(a.body);
    } catch {
      return `${a.status} answer claims JSON but does not parse`;
    }
  }
  return null;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<number, number>;
  problems: { request: FuzzRequest; problem: string }[];
  /** Operations reached, with how many requests each got. */
  perOperation: Record<string, number>;
}

/** Sends `requests` with `concurrency` in flight over keep-alive connections. */
export async function fuzz(
  baseUrl: string,
  requests: FuzzRequest[],
  opts: { concurrency?: number; timeoutMs?: number } = {},
): Promise<FuzzReport> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency ?? 8 });
  const fresh = new http.Agent({ keepAlive: false });
  const report: FuzzReport = { sent: 0, byStatus: {}, problems: [], perOperation: {} };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++];
      report.perOperation[r.op] = (report.perOperation[r.op] ?? 0) + 1;
      try {
        const timeout = opts.timeoutMs ?? 10_000;
        // A server may close a kept-alive connection after an error answer (HTTP allows it, e.g. a
        // 413 before the body is read); the request is then sent again once on a connection of its
        // own before counting as unanswered.
        const a = await sendRaw(base, agent, r, timeout).catch((e: Error) => {
          if (/socket hang up|ECONNRESET|EPIPE|Parse Error/.test(e.message))
            return sendRaw(base, fresh, r, timeout);
          throw e;
        });
        report.byStatus[a.status] = (report.byStatus[a.status] ?? 0) + 1;
        const p = problemOf(r, a);
        if (p) report.problems.push({ request: r, problem: p });
      } catch (e) {
        // The client refusing to send a header is not the server's fault; anything else is.
        const msg = (e as Error).message;
        if (/Invalid character in header|ERR_INVALID_CHAR|unescaped characters/i.test(msg)) continue;
        // Past Node's 16 KB header limit the server answers 431 with a body before it has read the
        // method, which a HEAD client cannot parse: the answer was given.
        if (r.method === 'HEAD' && r.target.length > 16 * 1024 && /Parse Error/.test(msg)) continue;
        report.problems.push({ request: r, problem: `no answer: ${msg}` });
      }
      report.sent++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
  agent.destroy();
  fresh.destroy();
  return report;
}
