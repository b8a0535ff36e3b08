/**
 * A token's off-chain metadata JSON through the image proxy's SSRF guard (net/guard.ts), capped at
 * 3 s and 64 KiB. Any refusal or failure is "no JSON".
 */
import { classifyAddress } from '../net/address';
import { guardedGet, type GuardOptions } from '../net/guard';

/** Public unicast (ipaddr.js classification, embedded IPv4 of transition forms included). */
export const isPublicAddress = (ip: string): boolean => classifyAddress(ip).ok;

export async function fetchPublicJson(
  uri: string,
  maxBytes = 65536,
  timeoutMs = 3000,
  guard: GuardOptions = {},
): Promise<unknown> {
  try {
    const res = await guardedGet(uri, {
      ...guard,
      maxBytes,
      hopTimeoutMs: timeoutMs,
      totalTimeoutMs: timeoutMs,
      accept: 'application/json',
    });
    if (res.status !== 200) return null;
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
