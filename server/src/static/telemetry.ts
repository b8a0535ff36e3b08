// POST /api/telemetry/remote-failure: the shell reports a remote version that failed to load or
// render (after its retry) and the version it fell back to. Logged and counted; nothing stored.
import type { FastifyPluginAsync } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';

export const RemoteFailureReport = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
    version: Type.String({ minLength: 1, maxLength: 64 }),
    phase: Type.Union([Type.Literal('load'), Type.Literal('render'), Type.Literal('incompatible')]),
    message: Type.String({ maxLength: 1000 }),
    fallbackVersion: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]),
    visitorId: Type.String({ maxLength: 100 }),
    url: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type RemoteFailureReport = Static<typeof RemoteFailureReport>;

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
      req.log.warn({ remoteFailure: r, count: counts.get(key) }, `remote ${key} failed (${r.phase}); visitor fell back to ${r.fallbackVersion ?? 'nothing'}`);
      opts.onRemoteFailure?.(r);
      return reply.code(204).send();
    },
  );
};
