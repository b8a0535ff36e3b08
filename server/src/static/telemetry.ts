// POST /api/telemetry/remote-failure: the shell reports a remote version that failed to load or
// render (after its retry) and the version it fell back to. Logged and counted; nothing stored.
import type { FastifyPluginAsync } from 'fastify';
import { RemoteFailureBody } from 'shared-api';

/** The body schema lives in the API contract (shared-api), next to every other route's. */
export const RemoteFailureReport = RemoteFailureBody;
export type RemoteFailureReport = RemoteFailureBody;

export interface TelemetryOptions {
  /** Called for every accepted report (tests and metrics hook in here). */
  onRemoteFailure?(report: RemoteFailureReport): void;
}

export const telemetryPlugin: FastifyPluginAsync<TelemetryOptions> = async (app, opts) => {
  const counts = new Map<string, number>();
  app.post<{ Body: RemoteFailureReport }>(
    '/api/telemetry/remote-failure',
    { schema: { body: RemoteFailureReport }, bodyLimit: 8 * 1024 },
    async (req, reply) => {
      const r = req.body;
      const key = `${r.remote}@${r.version}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      req.log.warn(
        { remoteFailure: r, count: counts.get(key) },
        `remote ${key} failed (${r.phase}); visitor fell back to ${r.fallbackVersion ?? 'nothing'}`,
      );
      opts.onRemoteFailure?.(r);
      return reply.code(204).send();
    },
  );
};
