// Security headers on every answer through @fastify/helmet, with the CSP the site needs (the same
// directives the HTML document carries, see static/security.ts) and the remotes' origins admitted.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { cspDirectives } from '../static/security';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  remoteOrigins: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remoteOrigins) },
    // The site is framed by nobody (also frame-ancestors 'none').
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote chunks may come from a CDN origin; our own answers are only read by our pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
