/**
 * The abuse limits shared by every API process: state per key in limit_state, each event a
 * compare-and-set on its version, so two processes cannot both take the last place. Expired rows
 * are swept on a timer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Rule } from './rules';

/** Compare-and-set attempts before "busy": each round lets one writer through, so a burst of n needs n. */
const MAX_ATTEMPTS = 64;
/** The longest pause between two attempts (ms): the pause grows with the attempts, at random below it. */
const MAX_PAUSE_MS = 25;

/** Too many processes changed the same key at once: the caller answers 503 and the client retries. */
export class LimitContended extends Error {
  constructor(scope: string) {
    super(`limit ${scope}: too many concurrent changes`);
  }
}

export interface SharedLimitsOptions {
  /** How often expired rows are deleted (ms, default 60 s; 0 = never, for tests). */
  sweepEveryMs?: number;
}

export class SharedLimits {
  private readonly sweepTimer: NodeJS.Timeout | null;

  constructor(
    private readonly db: Kysely<Database>,
    opts: SharedLimitsOptions = {},
  ) {
    const every = opts.sweepEveryMs ?? 60_000;
    this.sweepTimer =
      every > 0 ? setInterval(() => void this.sweep(Date.now()).catch(() => undefined), every) : null;
    this.sweepTimer?.unref();
  }

  /** Decides on one event of `key` under `rule` and stores the new state when it is accepted. */
  async take<S, R>(
    scope: string,
    key: string,
    rule: Rule<S, R>,
    now: number,
  ): Promise<{ ok: true } | { ok: false; refusal: R }> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const row = await this.db
        .selectFrom('limit_state')
        .select(['state', 'version'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      const decision = rule(row ? parsed<S>(row.state) : undefined, now);
      if (!decision.ok) return decision;
      const state = JSON.stringify(decision.state);
      if (await this.store(scope, key, row?.version ?? null, state, decision.expiresAt)) return { ok: true };
      // Another process changed the row since it was read: spread the retries so they do not collide again.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(MAX_PAUSE_MS, attempt + 1)));
    }
    throw new LimitContended(scope);
  }

  /** Writes the state if the row is still at `version` (or still absent); false when it was not. */
  private async store(
    scope: string,
    key: string,
    version: number | null,
    state: string,
    expiresAt: number,
  ): Promise<boolean> {
    if (version === null) {
      const r = await this.db
        .insertInto('limit_state')
        .values({ scope, key, state, version: 1, expires_at: expiresAt })
        .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const r = await this.db
      .updateTable('limit_state')
      .set({ state, version: (version % 1_000_000_000) + 1, expires_at: expiresAt })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Deletes the rows whose state no longer limits anything. */
  async sweep(now: number): Promise<void> {
    await this.db.deleteFrom('limit_state').where('expires_at', '<=', now).execute();
  }

  close(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
  }
}

function parsed<S>(text: string): S | undefined {
  try {
    return JSON.parse(text) as S;
  } catch {
    return undefined;
  }
}
