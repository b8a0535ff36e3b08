// Security headers for the HTML document (DESIGN §7). The CSP admits the origins remotes are
// served from ('self' here: /remotes/… on this server; a CDN origin when remotes move there).
// style-src needs 'unsafe-inline': styled-components injects its rules into <style> elements.
// img-src allows https: because token logos may come straight from their metadata URL.
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  const remotes = remoteOrigins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes}`.trim(),
    `connect-src 'self' ${remotes}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function documentHeaders(remoteOrigins: readonly string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}
