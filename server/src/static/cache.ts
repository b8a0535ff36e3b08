// Cache policy of the deploy directory: /remotes.json no-store (a canary or rollback applies on the
// next load); published remote versions and hashed shell chunks immutable; the rest revalidated.
// No 'public': it only matters for authenticated requests.
export const IMMUTABLE = 'max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';

const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)$/;

/** The policy of a file; a precompressed copy (`<file>.br`, `.gz`) has its original's. */
export function cacheControlFor(filePath: string): string {
  const urlPath = filePath.replace(/\.(br|gz)$/, '');
  if (urlPath === '/remotes.json') return NO_STORE;
  if (/^\/remotes\/[^/]+\/[^/]+\//.test(urlPath)) return IMMUTABLE;
  if (HASHED.test(urlPath)) return IMMUTABLE;
  return NO_CACHE;
}

/** A request the SPA should answer with index.html (client-side route), not a 404. */
export function isSpaRoute(method: string, urlPath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/remotes/')) return false;
  const last = urlPath.split('/').pop() ?? '';
  // A path whose last segment has an extension is a missing file (e.g. a stale chunk), not a page.
  // Route params like signatures never contain a dot.
  return !/\.[a-z0-9]{1,8}$/i.test(last);
}
