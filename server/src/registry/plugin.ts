// The remote registry's side of the server: the shell's load and failure beacons, counted per remote
// and version by RemoteHealth (canary health and the optional auto-rollback), and their report at
// GET /api/telemetry/remotes. The health object is the caller's: /metrics reads it as well.
import type { FastifyPluginAsync } from 'fastify';
import { telemetryPlugin, type TelemetryOptions } from './telemetry';
import type { RemoteHealth } from './health';

export interface RegistryPluginOptions extends Omit<TelemetryOptions, 'health'> {
  health: RemoteHealth;
}

export const registryPlugin: FastifyPluginAsync<RegistryPluginOptions> = async (app, opts) => {
  await app.register(telemetryPlugin, opts);
};
