/**
 * Fetches a token's off-chain metadata JSON without letting chain data steer the indexer at internal
 * services (DESIGN §7): http(s) only, every resolved address must be public (no private, loopback,
 * link-local, CGNAT or unique-local ranges), no redirects, 3 s and 64 KiB caps.
 */
import dns from 'node:dns/promises';
import net from 'node:net';

export function isPublicAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number);
    if (a === 10 || a === 127 || a === 0 || a >= 224) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  if (net.isIPv6(ip)) {
    const l = ip.toLowerCase();
    if (l === '::1' || l === '::') return false;
    if (l.startsWith('fe8') || l.startsWith('fe9') || l.startsWith('fea') || l.startsWith('feb'))
      return false;
    if (l.startsWith('fc') || l.startsWith('fd')) return false;
    if (l.startsWith('::ffff:')) return isPublicAddress(l.slice(7));
    return true;
  }
  return false;
}

export async function fetchPublicJson(uri: string, maxBytes = 65536, timeoutMs = 3000): Promise<unknown> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addrs = net.isIP(host) ? [{ address: host }] : await dns.lookup(host, { all: true }).catch(() => []);
  if (addrs.length === 0 || !addrs.every((a) => isPublicAddress(a.address))) return null;
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok || !res.body) return null;
    const reader = res.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        return null;
      }
      chunks.push(value);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
