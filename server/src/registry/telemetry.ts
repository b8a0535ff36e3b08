// The remote loader's reports: POST /api/telemetry/remote-failure (a version failed after its retry,
// and what the visitor fell back to) and POST /api/telemetry/remote-load (the version that loaded),
// counted by RemoteHealth (health.ts), and their report at GET /api/telemetry/remotes. Nothing stored.
import type { FastifyPluginAsync } from 'fastify';
import { RemoteFailureBody, RemoteLoadBody, RemotesHealth } from 'shared-api/contract';
import type { RemoteHealth } from './health';
import { refuseUnknownBodyFields } from '../http/unknownFields';
import { BoundedMap } from '../boundedMap';

/** The body schema lives in the API contract (shared-api), next to every other route's. */
export const RemoteFailureReport = RemoteFailureBody;
export type RemoteFailureReport = RemoteFailureBody;
export type RemoteLoadReport = RemoteLoadBody;

export interface TelemetryOptions {
  /** Called for every accepted failure report (tests hook in here). */
  onRemoteFailure?(report: RemoteFailureReport): void;
  /** Called for every accepted load report. */
  onRemoteLoad?(report: RemoteLoadReport): void;
  /** Counts per remote and version; without it the reports are only logged. */
  health?: RemoteHealth;
}

export const telemetryPlugin: FastifyPluginAsync<TelemetryOptions> = async (app, opts) => {
  // Keyed by what a visitor sends: a bounded number of remote versions, far more than ever run.
  const counts = new BoundedMap<string, number>(1_000);
  app.post<{ Body: RemoteFailureReport }>(
    '/api/telemetry/remote-failure',
    {
      schema: { body: RemoteFailureReport },
      bodyLimit: 8 * 1024,
      preValidation: refuseUnknownBodyFields(RemoteFailureReport),
    },
    async (req, reply) => {
      const r = req.body;
      const key = `${r.remote}@${r.version}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      req.log.warn(
        { remoteFailure: r, count: counts.get(key) },
        `remote ${key} failed (${r.phase}); visitor fell back to ${r.fallbackVersion ?? 'nothing'}`,
      );
      opts.health?.recordFailure(r);
      opts.onRemoteFailure?.(r);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: RemoteLoadReport }>(
    '/api/telemetry/remote-load',
    {
      schema: { body: RemoteLoadBody },
      bodyLimit: 1024,
      preValidation: refuseUnknownBodyFields(RemoteLoadBody),
    },
    async (req, reply) => {
      opts.health?.recordLoad(req.body);
      opts.onRemoteLoad?.(req.body);
      return reply.code(204).send();
    },
  );

  app.get('/api/telemetry/remotes', { schema: { response: { 200: RemotesHealth } } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!opts.health) return { autoRollback: null, remotes: [] };
    return opts.health.report();
  });
};
