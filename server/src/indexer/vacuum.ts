/**
 * PostgreSQL only: vacuums and analyses the tables whose rows each batch rewrites (state rows,
 * posting tails) or adds by the thousand (addresses), as autovacuum wakes too seldom for a catch-up
 * (or not at all where it is off): dead rows pile up, and a planner without statistics reads the
 * writer's look-ups by thousands of keys (`owner_id = ANY(…)`) as the whole table, a sequential
 * scan per look-up that grows with the index. Runs when enough rows were written, on its own
 * connection (a plain VACUUM never blocks the writer). SQLite needs none.
 *   const v = new RewriteVacuum(url, log, STATE_TABLES);
 *   v.afterBatch(rowsRewritten);
 */
import pg from 'pg';

/** The current-state tables: every batch rewrites the rows it touched. */
export const STATE_TABLES = ['accounts', 'token_accounts', 'token_holders', 'mints'] as const;
/** The posting tables: every batch takes out the newest rows it grows. */
export const POSTING_TABLES = ['address_history', 'wallet_history'] as const;
/** Only ever added to, but read by the writer's look-ups of each batch's addresses by the thousand. */
export const ADDRESS_TABLES = ['addresses'] as const;

/** Rows rewritten since the last vacuum that call for the next one, as a share of the live rows. */
const VACUUM_SHARE = 0.2;
/** Below this many rewritten rows a vacuum is never due (small tables, the first batches). */
export const VACUUM_MIN_ROWS = 2000;

/** Autovacuum's own rule, applied per batch: dead rows above a share of the live ones. */
export function vacuumDue(rewritten: number, liveRows: number): boolean {
  return rewritten >= Math.max(VACUUM_MIN_ROWS, VACUUM_SHARE * liveRows);
}

export class RewriteVacuum {
  private client: pg.Client | null = null;
  private running: Promise<void> | null = null;
  private rewritten = 0;
  private liveRows = 0;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: (msg: string) => void,
    private readonly tables: readonly string[],
  ) {}

  /** After a committed batch that rewrote or added `rows` rows of these tables: starts a vacuum when due. */
  afterBatch(rows: number): void {
    this.rewritten += rows;
    if (this.running || !vacuumDue(this.rewritten, this.liveRows)) return;
    this.rewritten = 0;
    this.running = this.vacuum()
      .catch((e: unknown) => this.log(`vacuum of ${this.tables.join(', ')} failed: ${(e as Error).message}`))
      .finally(() => (this.running = null));
  }

  private async vacuum(): Promise<void> {
    if (!this.client) {
      const c = new pg.Client({ connectionString: this.databaseUrl });
      await c.connect();
      this.client = c;
    }
    await this.client.query(`VACUUM (ANALYZE) ${this.tables.join(', ')}`);
    const r = await this.client.query<{ n: string }>(
      'SELECT COALESCE(SUM(GREATEST(reltuples, 0)), 0) AS n FROM pg_class WHERE relname = ANY($1)',
      [this.tables],
    );
    this.liveRows = Number(r.rows[0].n);
  }

  /** Lets a running vacuum finish (short: the visibility map skips pages untouched since the last one). */
  async close(): Promise<void> {
    await this.running;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
