// The server as one Fastify instance: compression, the explorer API (when a database is given),
// the telemetry endpoint and static hosting of the deploy directory (shell + versioned remotes).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { compressPluginOptions } from './http/compression';
import { apiPlugin, type ApiOptions } from './api';
import { staticPlugin } from './static';
import { telemetryPlugin, type TelemetryOptions } from './registry/telemetry';
import { RemoteHealth, type AutoRollbackPolicy } from './registry/health';
import { SitePages } from './registry/pages';
import type { LogLevel } from './config';
import { registerProtection, type ProtectionOptions } from './plugins';

export interface BuildAppOptions {
  /** Directory with index.html, remotes.json and remotes/<name>/<version>/. */
  deployDir: string;
  /** The explorer API; omitted = static hosting and telemetry only (e.g. browser tests of the shell). */
  api?: ApiOptions;
  telemetry?: TelemetryOptions;
  /** REMOTES_AUTO_ROLLBACK: take a failing canary out of rotation (server/src/registry/health.ts). */
  remotesAutoRollback?: AutoRollbackPolicy | null;
  logLevel?: LogLevel;
  /** Security headers, load shedding, rate limit (server/src/plugins). */
  protection?: ProtectionOptions;
  /** Extra Fastify options (tests pass logger: false). */
  fastify?: FastifyServerOptions;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logLevel && opts.logLevel !== 'silent' ? { level: opts.logLevel } : false,
    // Trollbox posts and telemetry are small; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
    // Ajv 8's strictNumbers (its default) skips the range checks of a query value that coerces to
    // Infinity (≥ 309 digits), so `?limit=999…9` reached the database; without it, maximum applies.
    ajv: { customOptions: { strictNumbers: false } },
    ...opts.fastify,
  });
  // First, so their hooks cover every route registered below.
  await registerProtection(app, opts.protection);
  // gzip/brotli for everything compressible (JS, JSON, HTML); tiny answers are left alone.
  await app.register(compress, compressPluginOptions);
  // Canary health: counted from the shell's beacons, read by /metrics (app.remoteHealth) and the
  // registry CLI's status.
  const remoteHealth =
    opts.telemetry?.health ??
    new RemoteHealth({
      deployDir: opts.deployDir,
      autoRollback: opts.remotesAutoRollback ?? null,
      log: (message, record) => app.log.warn({ autoRollback: record }, message),
    });
  app.decorate('remoteHealth', remoteHealth);
  await app.register(telemetryPlugin, { ...opts.telemetry, health: remoteHealth });
  // The pages the published versions declare: the static pages answer and hint them, the sitemap lists them.
  const sitePages = new SitePages(opts.deployDir);
  if (opts.api) await app.register(apiPlugin, { sitePages, ...opts.api });
  await app.register(staticPlugin, {
    deployDir: opts.deployDir,
    sitePages,
    remoteOrigins: [...(opts.protection?.remoteOrigins ?? [])],
  });
  return app;
}
