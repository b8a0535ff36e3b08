// Admin actions (the trollbox switch, deleting messages) need `Authorization: Bearer <ADMIN_TOKEN>`.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * Constant-time check of an Authorization header against the admin token: both sides are hashed to
 * 32 bytes first, so neither the comparison time nor an early length check says anything about the token.
 * No token configured = every request is refused.
 */
export function isAdmin(authorization: string | undefined, adminToken: string | undefined): boolean {
  if (!adminToken) return false;
  const m = /^Bearer (.+)$/.exec(authorization ?? '');
  const given = digest(m ? m[1] : '');
  const ok = timingSafeEqual(given, digest(adminToken));
  return ok && m !== null;
}
