// Security headers on every answer, with the CSP the site needs (the same directives the HTML
// document carries, see static/security.ts) and the remotes' origins admitted.
// helmet decides the headers, but only once: none depends on the request, and running its
// middleware per request (as @fastify/helmet does) cost more than half the API's throughput.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { cspDirectives } from '../static/security';

function helmetOptions(remoteOrigins: readonly string[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remoteOrigins) },
    // The site is framed by nobody (also frame-ancestors 'none').
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remote chunks may come from a CDN origin; our own answers are only read by our pages.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** The headers helmet sets for these options, captured from one run of its middleware. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (e?: unknown) => {
    failure = e ?? null;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What a JSON answer needs (OWASP's REST set): it is never a document. Each header costs every
 * answer (Node checks them one by one), so it gets only these.
 */
function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': documentHeaders['cross-origin-resource-policy'],
    'strict-transport-security': documentHeaders['strict-transport-security'],
  };
}

/**
 * What a script, stylesheet or remote file needs: the document's policies do nothing on it; only
 * nosniff (a script must be served as one) and the resource policy apply.
 */
function assetSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': documentHeaders['cross-origin-resource-policy'],
  };
}

/** Scripts, stylesheets and JSON files (never an SVG or a page: those run script as a document). */
const ASSET_PATH = /^[^?]*\.(?:js|css|json)(?:\?|$)/;

export async function registerSecurityHeaders(
  app: FastifyInstance,
  remoteOrigins: readonly string[] = [],
): Promise<void> {
  const headers = securityHeaders(helmetOptions(remoteOrigins));
  const api = apiSecurityHeaders(headers);
  const asset = assetSecurityHeaders(headers);
  // onRequest, as helmet itself: a route may still set its own (the image proxy's sandbox CSP).
  // Synchronous: no promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/api/') ? api : ASSET_PATH.test(req.url) ? asset : headers);
    done();
  });
}
