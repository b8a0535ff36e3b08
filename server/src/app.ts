// The server as one Fastify instance: compression, the explorer API (when a database is given),
// the telemetry endpoint and static hosting of the deploy directory (shell + versioned remotes).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { apiPlugin, type ApiOptions } from './api';
import { staticPlugin } from './static';
import { telemetryPlugin, type TelemetryOptions } from './static/telemetry';
import type { LogLevel } from './config';

export interface BuildAppOptions {
  /** Directory with index.html, remotes.json and remotes/<name>/<version>/. */
  deployDir: string;
  /** The explorer API; omitted = static hosting and telemetry only (e.g. browser tests of the shell). */
  api?: ApiOptions;
  telemetry?: TelemetryOptions;
  logLevel?: LogLevel;
  /** Extra Fastify options (tests pass logger: false). */
  fastify?: FastifyServerOptions;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logLevel && opts.logLevel !== 'silent' ? { level: opts.logLevel } : false,
    // Trollbox posts and telemetry are small; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
    ...opts.fastify,
  });
  // gzip/brotli for everything compressible (JS, JSON, HTML); tiny answers are left alone.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs ~10x the CPU for a few % of bytes on on-the-fly compression.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(telemetryPlugin, opts.telemetry ?? {});
  if (opts.api) await app.register(apiPlugin, opts.api);
  await app.register(staticPlugin, { deployDir: opts.deployDir });
  return app;
}
