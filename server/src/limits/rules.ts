/**
 * The abuse limits as pure rules: each decides an event from its key's stored state and answers the
 * state to store. State is JSON, shared through the database (shared.ts); the clock is a parameter.
 */

export type Decision<S, R> = { ok: true; state: S; expiresAt: number } | { ok: false; refusal: R };
export type Rule<S, R> = (state: S | undefined, now: number) => Decision<S, R>;

export interface TooSoon {
  retryAfterMs: number;
}

/** At most `max` events in any `windowMs`; the state is the times of the events still inside it. */
export function slidingWindow(max: number, windowMs: number): Rule<number[], TooSoon> {
  return (hits, now) => {
    const kept = (Array.isArray(hits) ? hits : []).filter((t) => t > now - windowMs);
    if (kept.length >= max)
      return { ok: false, refusal: { retryAfterMs: Math.max(1, kept[kept.length - max] + windowMs - now) } };
    kept.push(now);
    return { ok: true, state: kept, expiresAt: now + windowMs };
  };
}

/** At most `max` events in any `windowMs`, counted in one-second buckets so the state stays small. */
export function bucketBudget(max: number, windowMs: number): Rule<[number, number][], TooSoon> {
  const seconds = Math.ceil(windowMs / 1000);
  return (buckets, now) => {
    const sec = Math.floor(now / 1000);
    const oldest = sec - seconds + 1;
    const kept = (Array.isArray(buckets) ? buckets : []).filter(([s]) => s >= oldest);
    const total = kept.reduce((sum, [, n]) => sum + n, 0);
    if (total >= max) {
      const first = Math.min(...kept.map(([s]) => s));
      return { ok: false, refusal: { retryAfterMs: Math.max(1000, (first - oldest + 1) * 1000) } };
    }
    const current = kept.find(([s]) => s === sec);
    if (current) current[1] += 1;
    else kept.push([sec, 1]);
    return { ok: true, state: kept, expiresAt: (sec + 1) * 1000 + windowMs };
  };
}

/**
 * One running thing per key: `id` (its start time) is accepted when the key holds no other id that
 * started less than `runMs` ago. The state is the id of the running one.
 */
export function oneAtATime(id: number, runMs: number): Rule<number, 'busy'> {
  return (running, now) => {
    if (typeof running === 'number' && running !== id && running + runMs > now)
      return { ok: false, refusal: 'busy' };
    return { ok: true, state: id, expiresAt: Math.max(id, now) + runMs };
  };
}
