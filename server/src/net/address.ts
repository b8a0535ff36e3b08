/**
 * Which IPs a fetch driven by outside data may reach: public unicast only, by ipaddr.js's IANA tables
 * (never hand-written prefixes). IPv6 forms embedding an IPv4 (mapped, NAT64, 6to4, Teredo…) are
 * judged by that IPv4, so `[::ffff:127.0.0.1]` cannot reach loopback.
 */
import ipaddr from 'ipaddr.js';

export interface Verdict {
  ok: boolean;
  /** the ipaddr.js range name (or why it could not be parsed) */
  range: string;
}

function v4(parts: number[], hiIdx: number): ipaddr.IPv4 {
  const hi = parts[hiIdx];
  const lo = parts[hiIdx + 1];
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

/** The IPv4 addresses an IPv6 transition address carries (empty for a plain IPv6 address). */
function embeddedIPv4(a: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = a.parts;
  switch (a.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [v4(p, 6)];
    case 'rfc6052':
      return [v4(p, 6)];
    case '6to4':
      return [v4(p, 1)];
    case 'teredo': {
      // Teredo: server IPv4 in bits 32–63, client IPv4 (bit-inverted) in bits 96–127.
      const client = new ipaddr.IPv6(p.map((x, i) => (i >= 6 ? ~x & 0xffff : x)));
      return [v4(p, 2), v4(client.parts, 6)];
    }
    default:
      return [];
  }
}

const V6_CARRIERS = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']);

/** Public unicast? `extraAllowed` is for tests only (a loopback alias standing in for a public host). */
export function classifyAddress(ip: string, extraAllowed: ReadonlySet<string> = new Set()): Verdict {
  let a: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    a = ipaddr.parse(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  } catch {
    return { ok: false, range: 'unparseable' };
  }
  if (extraAllowed.has(a.toString())) return { ok: true, range: 'test-allowed' };
  if (a.kind() === 'ipv4') {
    const range = a.range();
    return { ok: range === 'unicast', range };
  }
  const v6 = a as ipaddr.IPv6;
  const range = v6.range();
  // RFC 8215 local-use NAT64 (64:ff9b:1::/48) places the IPv4 at a site-chosen offset: refuse outright.
  if (range === 'rfc6052' && v6.parts[2] !== 0) return { ok: false, range: 'rfc6052-local' };
  if (V6_CARRIERS.has(range)) {
    for (const e of embeddedIPv4(v6)) {
      if (extraAllowed.has(e.toString())) continue;
      const r = e.range();
      if (r !== 'unicast') return { ok: false, range: `${range}(${r})` };
    }
    return { ok: true, range };
  }
  return { ok: range === 'unicast', range };
}
