/**
 * One indexer per PostgreSQL database: a session advisory lock, released when the session ends, so a
 * killed indexer never leaves it stuck; a second one waits. SQLite locks per transaction itself.
 */
import type pg from 'pg';

/** Arbitrary constant key of "the explorer indexer" (ASCII 'GORINDEX' folded into an int8). */
const INDEXER_LOCK_KEY = 4706231372917179736n;

export async function acquireIndexerLock(
  client: pg.Client,
  opts: { log: (msg: string) => void; pollMs?: number; signal?: AbortSignal },
): Promise<void> {
  let warned = false;
  for (;;) {
    const r = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [
      INDEXER_LOCK_KEY.toString(),
    ]);
    if (r.rows[0]?.ok) {
      if (warned) opts.log('indexer lock acquired: this indexer now writes the database');
      return;
    }
    if (!warned) {
      opts.log(
        'another indexer holds the PostgreSQL advisory lock on this database; waiting for it to stop…',
      );
      warned = true;
    }
    if (opts.signal?.aborted) throw new Error('stopped while waiting for the indexer lock');
    // Polled every second: a standby takes over within about a second of the active one's death.
    await new Promise((res) => setTimeout(res, opts.pollMs ?? 1000));
  }
}
