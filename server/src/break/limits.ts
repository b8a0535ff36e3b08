/**
 * In-memory abuse limits (per API process): sliding windows keyed by client, and the Break game's
 * "one running game per client" rule. Pure and clock-injected so the rules are unit-tested without
 * waiting; memory is bounded (idle keys are swept, the number of keys is capped).
 */

/** At most `max` events per `windowMs` per key. */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** Keys tracked at once; past it the oldest keys are forgotten (a flood of fresh IPs cannot grow memory). */
    private readonly maxKeys = 50_000,
  ) {}

  /** Records an event for `key` when allowed; otherwise answers how long until one is (ms). */
  take(key: string, now: number): { ok: true } | { ok: false; retryAfterMs: number } {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length >= this.max) {
      this.hits.set(key, list);
      return { ok: false, retryAfterMs: Math.max(1, list[0] + this.windowMs - now) };
    }
    list.push(now);
    this.hits.delete(key); // re-insert: Map order = least recently used first
    this.hits.set(key, list);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
    return { ok: true };
  }

  /** Forgets keys with no event inside the window (called from a timer). */
  sweep(now: number): void {
    for (const [k, list] of this.hits) if (list[list.length - 1] <= now - this.windowMs) this.hits.delete(k);
  }

  get size(): number {
    return this.hits.size;
  }
}

/** Events counted in one-second buckets over a window: the global per-minute budget. */
export class BucketCounter {
  private readonly buckets = new Map<number, number>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  take(now: number): { ok: true } | { ok: false; retryAfterMs: number } {
    const sec = Math.floor(now / 1000);
    const oldest = sec - Math.ceil(this.windowMs / 1000) + 1;
    let total = 0;
    for (const [s, n] of this.buckets) {
      if (s < oldest) this.buckets.delete(s);
      else total += n;
    }
    if (total >= this.max) {
      const first = Math.min(...this.buckets.keys());
      return { ok: false, retryAfterMs: Math.max(1000, (first - oldest + 1) * 1000) };
    }
    this.buckets.set(sec, (this.buckets.get(sec) ?? 0) + 1);
    return { ok: true };
  }
}

export const GAME_MS = 15_000;
/** A game id (its start time) older than this is refused: the game has ended (15 s plus slack). */
export const GAME_ID_MAX_AGE_MS = 20_000;
/** Clock difference tolerated between a visitor's game id and the server. */
export const GAME_ID_FUTURE_SKEW_MS = 2_000;

export type GameCheck = { ok: true } | { ok: false; status: 400 | 409; message: string };

/** Validates a game id against the clock and the client's running game; records it when accepted. */
export class GameTracker {
  private readonly games = new Map<string, number>();

  constructor(private readonly maxKeys = 50_000) {}

  check(key: string, gameId: number, now: number): GameCheck {
    if (gameId > now + GAME_ID_FUTURE_SKEW_MS)
      return { ok: false, status: 400, message: 'Invalid gameId: the game starts in the future' };
    if (gameId < now - GAME_ID_MAX_AGE_MS)
      return { ok: false, status: 400, message: 'Invalid gameId: the game is over (older than 20 s)' };
    const current = this.games.get(key);
    if (current !== undefined && current !== gameId) {
      // Another game of this client is still running: one game at a time.
      if (current + GAME_MS > now && gameId !== current)
        return { ok: false, status: 409, message: 'Another game is already running for this visitor' };
    }
    if (current !== gameId) {
      this.games.delete(key);
      this.games.set(key, gameId);
      if (this.games.size > this.maxKeys) this.games.delete(this.games.keys().next().value as string);
    }
    return { ok: true };
  }

  sweep(now: number): void {
    for (const [k, id] of this.games) if (id < now - GAME_ID_MAX_AGE_MS) this.games.delete(k);
  }
}
