// Per-client rate limit on the API, counted per process (N × max behind a balancer, erring towards
// serving). Static files and /api/health are not counted: pages fetch dozens of chunks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { HttpError } from '../http/errors';

export interface RateLimitSettings {
  /** Requests per client per window. */
  max: number;
  windowMs: number;
}

/** 1200 requests a minute per client: a busy page polls ~2 req/s, a NATed office has headroom. */
export const DEFAULT_RATE_LIMIT: RateLimitSettings = { max: 1200, windowMs: 60_000 };

const EXEMPT = new Set(['/api/health']);

export function isRateLimited(url: string): boolean {
  const path = url.split('?')[0];
  return path.startsWith('/api/') && !EXEMPT.has(path);
}

export async function registerRateLimit(app: FastifyInstance, s: RateLimitSettings): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: s.max,
    timeWindow: s.windowMs,
    // Bounded memory: at most this many clients tracked (least recently seen evicted).
    cache: 50_000,
    allowList: (req: FastifyRequest) => !isRateLimited(req.url),
    keyGenerator: (req: FastifyRequest) => req.ip,
    // Thrown through the route's error handler: the API's one JSON error shape, status 429.
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(429, `Rate limit exceeded (${ctx.max} requests per window); retry in ${ctx.after}`),
  });
}
