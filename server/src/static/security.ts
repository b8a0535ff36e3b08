// Security headers, one directive list for helmet (plugins/securityHeaders.ts) and the document.
// The CSP admits where remotes are served from ('self', or REMOTE_ORIGINS); style-src needs
// 'unsafe-inline' for styled-components; img-src https: for logos straight from metadata URLs.
// `inlineScripts`: the 'sha256-…' sources of the document's inline scripts (inlineScripts.ts).
import { INLINE_SCRIPT_HASHES } from './inlineScripts';

export function cspDirectives(
  remoteOrigins: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...inlineScripts],
    // Remotes fetch their mf-manifest.json and chunks from their origin.
    'connect-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function contentSecurityPolicy(
  remoteOrigins: readonly string[] = [],
  inlineScripts: readonly string[] = [],
): string {
  return Object.entries(cspDirectives(remoteOrigins, inlineScripts))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The page's headers: its CSP also admits, by hash, the document's own inline scripts. */
export function documentHeaders(remoteOrigins: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins, INLINE_SCRIPT_HASHES),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}

/** Only origins (scheme://host[:port]) may enter the CSP: a path or a quote would corrupt it. */
export function parseRemoteOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => {
      const u = new URL(s);
      if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`not an http(s) origin: ${s}`);
      return u.origin;
    });
}
