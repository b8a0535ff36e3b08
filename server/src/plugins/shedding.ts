// Load shedding: past an event-loop delay or heap limit (@fastify/under-pressure), every request gets
// 503 + Retry-After at once, so clients back off (or go elsewhere) rather than queue.
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

/** Defaults: a second of loop delay (far past normal load) and 90 % of V8's heap limit (thrashing next). */
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
