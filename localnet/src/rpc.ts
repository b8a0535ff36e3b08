// JSON-RPC 2.0 over HTTP (single and batch requests), with the error codes of a Solana node.
import http from 'node:http';
import { RpcError } from './rpcerror';

export type Handler = (params: unknown[]) => unknown;

interface Req {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

const MAX_BODY = 50 * 1024 * 1024;

function errorResponse(id: unknown, code: number, message: string, data?: unknown): Record<string, unknown> {
  const error: Record<string, unknown> = { code, message };
  if (data !== undefined) error.data = data;
  return { jsonrpc: '2.0', error, id: id ?? null };
}

export function handleOne(methods: Record<string, Handler>, req: unknown): Record<string, unknown> {
  if (typeof req !== 'object' || req === null || Array.isArray(req))
    return errorResponse(null, -32600, 'Invalid request');
  const r = req as Req;
  const id = r.id === undefined ? null : r.id;
  if (r.jsonrpc !== '2.0' || typeof r.method !== 'string')
    return errorResponse(id, -32600, 'Invalid request');
  const fn = Object.prototype.hasOwnProperty.call(methods, r.method) ? methods[r.method] : undefined;
  if (!fn) return errorResponse(id, -32601, 'Method not found');
  let params: unknown[];
  if (r.params === undefined || r.params === null) params = [];
  else if (Array.isArray(r.params)) params = r.params;
  else return errorResponse(id, -32602, 'Invalid params: expected an array of parameters');
  try {
    return { jsonrpc: '2.0', result: fn(params), id };
  } catch (e) {
    if (e instanceof RpcError) return errorResponse(id, e.code, e.message, e.data);
    // A bug in a handler must not take the node down; answer like a node's internal error.
    return errorResponse(id, -32603, `Internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function handleBody(methods: Record<string, Handler>, body: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return errorResponse(null, -32700, 'Parse error');
  }
  if (Array.isArray(parsed)) {
    if (parsed.length === 0) return errorResponse(null, -32600, 'Invalid request');
    return parsed.map((r) => handleOne(methods, r));
  }
  return handleOne(methods, parsed);
}

export function createRpcServer(methods: Record<string, Handler>): http.Server {
  return http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, solana-client',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain', ...cors }).end('ok');
      return;
    }
    if (req.method !== 'POST') {
      res
        .writeHead(405, { 'content-type': 'text/plain', ...cors })
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        res.writeHead(413, cors).end();
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      const out = handleBody(methods, Buffer.concat(chunks).toString('utf8'));
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...cors })
        .end(JSON.stringify(out));
    });
    req.on('error', () => res.destroy());
  });
}
