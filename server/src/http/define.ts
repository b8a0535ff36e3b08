// Registers a route of the shared route table with its request/response schemas, so validation,
// serialisation and the OpenAPI document all come from the contract. Handlers are typed from it.
import fastJson from 'fast-json-stringify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponse, type RouteDef } from 'shared-api/contract';
import { TtlCache, jsonBody, type JsonBody } from './cache';
import { refuseUnknownBodyFields } from './unknownFields';
import { COMPRESS_FROM, answerEncoding, compressAnswer } from './compression';

type S<T> = T extends TSchema ? Static<T> : undefined;
export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: S<R['params']>;
  Querystring: S<R['querystring']>;
  Body: S<R['body']>;
}>;
export type RouteResult<R extends RouteDef> = S<R['response']>;
export type Handler<R extends RouteDef> = (
  req: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<RouteResult<R>>;

export interface RouteOptions<Result = unknown> {
  /** Serve from a short in-process cache of the serialised answer (polled lists/stats, detail pages). */
  cacheMs?: number;
  /** Most answers the cache keeps (distinct URLs; default 100, the variants of a list route). */
  cacheEntries?: number;
  /** Cache-Control of a 200 answer (default 'no-cache': revalidate with the ETag). */
  cacheControl?: string;
  /** Answers that will not change any more (a block page once its next one is indexed) are kept `cacheS`. */
  settled?: { when: (result: Result) => boolean; cacheS: number };
}

/** A serialised answer as cached: its body and how long it may be kept, here and downstream. */
interface CachedAnswer extends JsonBody {
  ttlMs: number;
  cacheControl: string;
}

export function schemaOf(def: RouteDef) {
  return {
    summary: def.summary,
    tags: def.tags,
    ...(def.params ? { params: def.params } : {}),
    ...(def.querystring ? { querystring: def.querystring } : {}),
    ...(def.body ? { body: def.body } : {}),
    response: {
      ...(def.response ? { 200: def.response } : {}),
      '4xx': ErrorResponse,
      '5xx': ErrorResponse,
    },
  };
}

/** Sends a body with its ETag (or 304), compressed in the request's preferred encoding once per body. */
function sendJson(
  req: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  cacheControl: string,
): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', cacheControl);
  if (req.headers['if-none-match'] === body.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // A HEAD answer has no body: it goes uncompressed, with the headers the compression plugin gave it.
  const encoding =
    body.payload.length >= COMPRESS_FROM && req.method !== 'HEAD'
      ? answerEncoding(req.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body.payload);
  // Set here, the compression plugin leaves the answer alone.
  const bytes = (body.compressed[encoding] ??= compressAnswer(body.payload, encoding));
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
}

export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: Handler<R>,
  opts: RouteOptions<RouteResult<R>> = {},
): void {
  const cacheControl = opts.cacheControl ?? 'no-cache';
  const schema = schemaOf(def);
  if (def.response && def.method === 'GET') {
    // GET answers are serialised here (same fast-json-stringify from the same schema) so the ETag is
    // known before @fastify/compress turns the payload into a stream, and 304s work for every route.
    const serialize = fastJson(def.response as never) as (v: unknown) => string;
    const { cacheMs, settled } = opts;
    const answer = (result: RouteResult<R>): CachedAnswer => {
      const kept = settled?.when(result)
        ? { ttlMs: settled.cacheS * 1000, cacheControl: `public, max-age=${settled.cacheS}` }
        : { ttlMs: cacheMs ?? 0, cacheControl };
      return { ...jsonBody(serialize(result)), ...kept };
    };
    // A bounded number of variants per route (a crawler walking offsets cannot grow memory without bound).
    const cache = cacheMs
      ? new TtlCache<CachedAnswer>(cacheMs, opts.cacheEntries ?? 100, (a) => a.ttlMs)
      : null;
    app.route({
      method: def.method,
      url: def.url,
      schema,
      handler: async (req, reply) => {
        // Keyed by the URL as sent: the same URL always gets the same answer. A fresh hit, the hot
        // path, makes no closure.
        const hit = cache?.fresh(req.url);
        if (hit) return sendJson(req, reply, hit, hit.cacheControl);
        const compute = async () => answer(await handler(req as RouteRequest<R>, reply));
        const body = cache ? await cache.get(req.url, compute) : await compute();
        return sendJson(req, reply, body, body.cacheControl);
      },
    });
    return;
  }
  const preValidation = refuseUnknownBodyFields(def.body);
  app.route({
    method: def.method,
    url: def.url,
    schema,
    ...(preValidation ? { preValidation } : {}),
    handler: async (req, reply) => handler(req as RouteRequest<R>, reply),
  });
}
