// Load shedding: overload is shed with a 503, not suffered by every visitor. @fastify/under-pressure samples the
// event-loop delay and the heap every second; past a limit every request is answered at once with
// 503 + Retry-After in the API's error shape, so a client backs off instead of queueing behind a
// saturated process (a load balancer sends it to another API process).
import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { getHeapStatistics } from 'node:v8';
import { HttpError } from '../http/errors';

export interface SheddingSettings {
  /** Mean event-loop delay (ms over the last second) above which requests are shed. */
  maxEventLoopDelayMs: number;
  /** Heap in use above which requests are shed (bytes). */
  maxHeapUsedBytes: number;
  /** Seconds a shed client is told to wait (Retry-After). */
  retryAfterS: number;
  /** Sampling interval (ms); tests use a short one. */
  sampleIntervalMs?: number;
}

/**
 * Defaults: a second of mean loop delay means every request already waits a second (the p99 goal
 * is 50 ms, so this is far past normal load), and 90 % of V8's heap limit is where GC thrashing and
 * an out-of-memory crash come next.
 */
export function defaultShedding(): SheddingSettings {
  return {
    maxEventLoopDelayMs: 1000,
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
    retryAfterS: 5,
  };
}

export async function registerShedding(app: FastifyInstance, s: SheddingSettings): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: s.maxEventLoopDelayMs,
    maxHeapUsedBytes: s.maxHeapUsedBytes,
    sampleInterval: s.sampleIntervalMs ?? 1000,
    retryAfter: s.retryAfterS,
    // A rejected promise goes to the route's error handler: the API's JSON error shape, status 503.
    pressureHandler: (_req, reply, type, value) => {
      // under-pressure reports Infinity when the delay histogram got no sample in an interval (a
      // timer ordering artefact at start-up or right after one long synchronous task): that is no
      // measurement, not overload; real delays show in the next interval's mean.
      if (type === 'eventLoopDelay' && !Number.isFinite(value)) return;
      const what = type === 'heapUsedBytes' ? 'memory in use' : 'event-loop delay';
      reply.header('retry-after', String(s.retryAfterS)).header('cache-control', 'no-store');
      const amount = typeof value === 'number' ? Math.round(value) : '?';
      return Promise.reject(
        new HttpError(
          503,
          `Server overloaded (${what} ${amount} over its limit); retry in ${s.retryAfterS} s`,
        ),
      );
    },
  });
}
