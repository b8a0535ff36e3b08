// Short-lived in-process caches: a value is computed at most once per TTL, concurrent misses share
// one computation, and an expired value is served while it refreshes, so only the first request
// waits. Refreshes run one per event-loop turn, as answers cached together expire together.
import { createHash } from 'node:crypto';
import type { AnswerEncoding } from './compression';

interface Entry<T> {
  at: number;
  /** how long this value is fresh; it may be served stale for ten times as long while refreshed */
  ttlMs: number;
  value?: T;
  pending?: Promise<T>;
}

export class TtlCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Refreshes of expired values waiting for their turn, oldest first. */
  private readonly waiting: (() => Promise<unknown>)[] = [];
  private draining = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    /** the TTL of a value when values differ in how long they stay true (default: the same for all) */
    private readonly ttlOf: (value: T) => number = () => ttlMs,
  ) {}

  private refresh(key: string, entry: Entry<T> | undefined, compute: () => Promise<T>): Promise<T> {
    const pending: Promise<T> = compute().then(
      (value) => {
        // Unless room was made meanwhile by dropping it. Set anew, so a value still in use (refreshed
        // every TTL) moves behind the ones that were asked for once.
        if (this.entries.get(key)?.pending === pending) {
          this.entries.delete(key);
          this.entries.set(key, { at: Date.now(), ttlMs: this.ttlOf(value), value });
        }
        return value;
      },
      (e: unknown) => {
        // A failed refresh drops the entry: the next request computes again (and sees the error).
        this.entries.delete(key);
        throw e;
      },
    );
    if (!this.entries.has(key)) this.makeRoom();
    this.entries.set(key, {
      at: entry?.at ?? 0,
      ttlMs: entry?.ttlMs ?? this.ttlMs,
      value: entry?.value,
      pending,
    });
    return pending;
  }

  /** Drops the oldest entries until a new one fits: a crawler must not grow memory or flush pages in use. */
  private makeRoom(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) return;
      this.entries.delete(oldest);
    }
  }

  /** The value of `key` when it is within its TTL: the hot path, with no promise and no closure. */
  fresh(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit?.value !== undefined && Date.now() - hit.at < hit.ttlMs ? hit.value : undefined;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit?.value !== undefined) {
      const age = Date.now() - hit.at;
      if (age < hit.ttlMs) return hit.value;
      if (age < hit.ttlMs * 10) {
        if (!hit.pending) this.refreshInTurn(key, hit, compute);
        return hit.value;
      }
    }
    if (hit?.pending) return hit.pending;
    return this.refresh(key, hit, compute);
  }

  /** Queues the refresh of a value still being served; the entry is marked pending meanwhile. */
  private refreshInTurn(key: string, entry: Entry<T>, compute: () => Promise<T>): void {
    const pending = new Promise<T>((resolve, reject) => {
      this.waiting.push(() => this.refresh(key, entry, compute).then(resolve, reject));
    });
    pending.catch(() => undefined);
    entry.pending = pending;
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    for (let run = this.waiting.shift(); run; run = this.waiting.shift()) {
      await new Promise((r) => setImmediate(r));
      await run().catch(() => undefined);
    }
    this.draining = false;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A serialised JSON answer with its entity tag. Short ones stay strings, which Node writes with the
 * headers in one write; long ones are kept encoded, as encoding per send costs more than the second
 * write (docs/scaling-log.md).
 */
export interface JsonBody {
  payload: string | Buffer;
  etag: string;
  /** The payload compressed, in each encoding asked for so far: a cached answer is compressed once. */
  compressed: Partial<Record<AnswerEncoding, Buffer>>;
}

/** From this many characters an answer is kept as bytes (at 16 KB a Buffer was about 9 % faster). */
export const ENCODED_FROM = 16_384;

export function etagOf(json: string | Buffer): string {
  return `"${createHash('sha1').update(json).digest('base64url')}"`;
}

export function jsonBody(json: string): JsonBody {
  return {
    payload: json.length >= ENCODED_FROM ? Buffer.from(json) : json,
    etag: etagOf(json),
    compressed: {},
  };
}
