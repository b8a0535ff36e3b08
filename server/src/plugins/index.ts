// Cross-cutting protection of the whole server, one plugin per concern: security
// headers, load shedding, per-client rate limit. `buildApp` registers them before any route.
import type { FastifyInstance } from 'fastify';
import { registerRateLimit, type RateLimitSettings } from './rateLimit';
import { defaultShedding, registerShedding, type SheddingSettings } from './shedding';
import { registerSecurityHeaders } from './securityHeaders';

export { DEFAULT_RATE_LIMIT, isRateLimited, type RateLimitSettings } from './rateLimit';
export { defaultShedding, type SheddingSettings } from './shedding';

export interface ProtectionOptions {
  /** Per-client limit on /api/*, off unless given (cli.ts passes it; tests and benchmarks do not). */
  rateLimit?: RateLimitSettings | false;
  /** Load shedding; on with defaultShedding() unless false. */
  shedding?: SheddingSettings | false;
  /** Origins remotes are served from besides this server (REMOTE_ORIGINS), admitted by the CSP. */
  remoteOrigins?: readonly string[];
}

export async function registerProtection(app: FastifyInstance, o: ProtectionOptions = {}): Promise<void> {
  await registerSecurityHeaders(app, o.remoteOrigins);
  if (o.shedding !== false) await registerShedding(app, o.shedding ?? defaultShedding());
  if (o.rateLimit) await registerRateLimit(app, o.rateLimit);
}
