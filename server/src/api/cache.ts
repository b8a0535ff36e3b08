// Short-lived in-process caches. Polled lists and stats are computed at most once per TTL however many
// visitors poll them, and concurrent misses share one computation (no stampede on expiry).
import { createHash } from 'node:crypto';

interface Entry<T> {
  at: number;
  value?: T;
  pending?: Promise<T>;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit?.value !== undefined && now - hit.at < this.ttlMs) return hit.value;
    if (hit?.pending) return hit.pending;
    const pending = compute();
    const entry: Entry<T> = { at: hit?.at ?? 0, value: hit?.value, pending };
    this.entries.set(key, entry);
    try {
      const value = await pending;
      if (this.entries.size > this.maxEntries) this.entries.clear();
      this.entries.set(key, { at: Date.now(), value });
      return value;
    } catch (e) {
      this.entries.delete(key);
      throw e;
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A serialised JSON answer with its entity tag, ready to send as-is. */
export interface JsonBody {
  json: string;
  etag: string;
}

export function jsonBody(json: string): JsonBody {
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}
