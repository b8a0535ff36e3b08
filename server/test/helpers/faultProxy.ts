/**
 * A JSON-RPC fault proxy between the indexer and its node, for the chaos tests: while faults are on,
 * a share of the requests get what a real node or load balancer answers on a bad day — 429 with
 * Retry-After, 500/502/503, a request left hanging, a connection dropped mid-body, truncated JSON,
 * -32004 (block not available) / -32007 / -32009 (slot skipped) for blocks that exist, and a node
 * that goes back in slots (getSlot answered by a lagging replica). The rest pass through unchanged.
 */
import http from 'node:http';
import type net from 'node:net';

export const FAULT_KINDS = [
  '429',
  '500',
  '502',
  '503',
  'timeout',
  'drop',
  'truncate',
  '-32004',
  '-32007',
  '-32009',
  'behind',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultProxy {
  url: string;
  /** Share of requests (0–1) that get a fault; 0 = pass-through. Turning faults off frees hung requests. */
  setFaultRate(rate: number): void;
  /** Faults injected so far, by kind. */
  counts: Record<FaultKind, number>;
  /** Requests seen so far. */
  requests: number;
  close(): Promise<void>;
}

interface RpcRequest {
  id?: unknown;
  method?: string;
  params?: unknown[];
}

export async function startFaultProxy(
  upstream: string,
  opts: { hangMs?: number; seed?: number } = {},
): Promise<FaultProxy> {
  const up = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const hung = new Set<net.Socket>();
  const counts = Object.fromEntries(FAULT_KINDS.map((k) => [k, 0])) as Record<FaultKind, number>;
  let rate = 0;
  let requests = 0;
  let highestSlot = 0;
  // A small deterministic generator (mulberry32): a run can be replayed with its seed.
  let state = opts.seed ?? 1;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const forward = (body: Buffer): Promise<{ status: number; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: up.hostname,
          port: up.port,
          path: up.pathname,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 502, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const rpcError = (id: unknown, code: number, message: string) =>
    JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests++;
      const body = Buffer.concat(chunks);
      let call: RpcRequest = {};
      try {
        call = JSON.parse(body.toString('utf8')) as RpcRequest;
      } catch {
        // not JSON: passed through, the node answers its own error
      }
      const isBlock = call.method === 'getBlock';
      let kind: FaultKind | null = null;
      if (rate > 0 && random() < rate) {
        // Skipped-slot codes only make sense for getBlock; "behind" only for getSlot.
        const fits = FAULT_KINDS.filter(
          (k) =>
            (isBlock || (k !== '-32007' && k !== '-32009')) && (call.method === 'getSlot' || k !== 'behind'),
        );
        // Every kind that fits is injected once before the draw turns random, so a short run
        // still meets each of them (a pure draw could miss a kind only getBlock can take).
        kind = fits.find((k) => counts[k] === 0) ?? fits[Math.floor(random() * fits.length)];
        counts[kind]++;
      }
      const json = (status: number, text: string, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);
      switch (kind) {
        case '429':
          return json(429, rpcError(call.id, 429, 'Too many requests'), { 'retry-after': '1' });
        case '500':
        case '502':
        case '503':
          return res.writeHead(Number(kind), { 'content-type': 'text/html' }).end(`<h1>${kind}</h1>`);
        case 'timeout': {
          // Left hanging, as a stuck upstream behind a load balancer; the socket is cut after hangMs
          // (or at once when faults end).
          const sock = req.socket;
          hung.add(sock);
          const t = setTimeout(() => sock.destroy(), opts.hangMs ?? 8000);
          sock.once('close', () => {
            clearTimeout(t);
            hung.delete(sock);
          });
          return;
        }
        case '-32004':
          return json(
            200,
            rpcError(call.id, -32004, `Block not available for slot ${String(call.params?.[0])}`),
          );
        case '-32007':
          return json(200, rpcError(call.id, -32007, `Slot ${String(call.params?.[0])} was skipped`));
        case '-32009':
          return json(
            200,
            rpcError(
              call.id,
              -32009,
              `Slot ${String(call.params?.[0])} was skipped, or missing in long-term storage`,
            ),
          );
        default:
      }
      forward(body).then(
        (answer) => {
          if (call.method === 'getSlot' && answer.status === 200) {
            try {
              const slot = (JSON.parse(answer.body.toString('utf8')) as { result?: number }).result;
              if (typeof slot === 'number') highestSlot = Math.max(highestSlot, slot);
              if (kind === 'behind' && typeof slot === 'number') {
                const back = Math.max(0, slot - 1 - Math.floor(random() * 50));
                return json(200, JSON.stringify({ jsonrpc: '2.0', id: call.id, result: back }));
              }
            } catch {
              // passed through below
            }
          }
          if (kind === 'drop') {
            // Headers and half the body, then the connection is cut.
            res.writeHead(answer.status, {
              'content-type': 'application/json',
              'content-length': String(answer.body.length),
            });
            res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)));
            setTimeout(() => req.socket.destroy(), 5);
            return;
          }
          if (kind === 'truncate') {
            // A complete HTTP answer whose JSON stops short.
            return json(
              answer.status,
              answer.body.subarray(0, Math.floor(answer.body.length / 2)).toString('utf8'),
            );
          }
          res
            .writeHead(answer.status, {
              'content-type': 'application/json',
              'content-length': answer.body.length,
            })
            .end(answer.body);
        },
        () => res.writeHead(502).end(),
      );
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    get requests() {
      return requests;
    },
    setFaultRate(r: number) {
      rate = r;
      if (r === 0) for (const s of hung) s.destroy();
    },
    async close() {
      rate = 0;
      for (const s of hung) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      agent.destroy();
    },
  };
}
