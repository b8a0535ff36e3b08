// What follows each committed batch: the live stream is told, PostgreSQL's rewritten and growing
// tables are vacuumed and analysed, flagged mints and programs are looked up on the chain, progress
// moves on.
import type { SqlExec } from '../db/sqlExec';
import type { RpcClient } from '../rpc/client';
import { announceIndexed, PG_CHANNEL } from '../bus';
import { IdlWatcher } from './idlWatcher';
import { MintRefresher, type AfterWrites } from './mintRefresher';
import type { ProgressSink } from './progress';
import { pgConnection } from './sql';
import { ADDRESS_TABLES, POSTING_TABLES, RewriteVacuum, STATE_TABLES } from './vacuum';
import type { BatchItem } from './writer';

/** A committed batch as its subscribers read it. */
export interface Committed {
  items: BatchItem[];
  upTo: number;
  txs: number;
  tip: number;
  result: { mintsFlagged: string[]; stateRows: number; postingRows: number; newAddresses: number };
}

/** Tells this API, and on PostgreSQL every API (NOTIFY), that `slot` is committed; streams also poll. */
function announce(exec: SqlExec, slot: number): void {
  announceIndexed(slot);
  const pgc = pgConnection(exec);
  if (pgc)
    pgc
      .query('SELECT pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify({ kind: 'indexed', slot })])
      .catch(() => undefined);
}

export class CommitSubscribers {
  readonly mints: MintRefresher;
  readonly idls: IdlWatcher;
  /**
   * PostgreSQL: keeps the rewritten tables from filling with dead rows during a catch-up, and the
   * statistics of every table the writer looks up current as they grow.
   */
  private vacuums: { state: RewriteVacuum; postings: RewriteVacuum; addresses: RewriteVacuum } | null = null;

  constructor(
    rpc: RpcClient,
    private readonly log: (msg: string) => void,
    private readonly onBatch?: (info: { toSlot: number; txs: number; tip: number }) => void,
  ) {
    this.mints = new MintRefresher(rpc, log);
    this.idls = new IdlWatcher(rpc, log);
  }

  /** On PostgreSQL: the vacuums of the state, posting and address tables, each on its own connection. */
  vacuumOn(databaseUrl: string): void {
    this.vacuums = {
      state: new RewriteVacuum(databaseUrl, this.log, STATE_TABLES),
      postings: new RewriteVacuum(databaseUrl, this.log, POSTING_TABLES),
      addresses: new RewriteVacuum(databaseUrl, this.log, ADDRESS_TABLES),
    };
  }

  /** The lookups run between batches, in write order. */
  between(exec: SqlExec, afterWrites: AfterWrites): void {
    this.mints.start(exec, afterWrites);
    this.idls.start(exec, afterWrites);
  }

  committed(exec: SqlExec, batch: Committed, progress: ProgressSink): void {
    this.mints.flagged(batch.result.mintsFlagged);
    this.idls.seen(batch.items.flatMap((i) => (i.kind === 'block' ? [i.block] : [])));
    this.vacuums?.state.afterBatch(batch.result.stateRows);
    this.vacuums?.postings.afterBatch(batch.result.postingRows);
    this.vacuums?.addresses.afterBatch(batch.result.newAddresses);
    progress.advance(batch.upTo, batch.tip, batch.txs);
    announce(exec, batch.upTo);
    this.onBatch?.({ toSlot: batch.upTo, txs: batch.txs, tip: batch.tip });
  }

  /** The lookups' last steps, once the run ends. */
  async finish(exec: SqlExec, afterWrites: AfterWrites): Promise<void> {
    await this.mints.finish(exec, afterWrites);
    await this.idls.finish(exec, afterWrites);
  }

  async close(): Promise<void> {
    for (const v of Object.values(this.vacuums ?? {})) await v.close();
    this.vacuums = null;
  }
}
