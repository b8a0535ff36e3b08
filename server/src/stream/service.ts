/**
 * The live events of one API process: a StreamHub, the feed that turns indexer commits into `blocks`
 * and `transactions` events (one DB query per commit for every subscriber together), and on PostgreSQL
 * the LISTEN connection that brings events from other processes (the indexer, other API processes).
 */
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { BlockSummary, StreamChannel, TransactionSummary } from 'shared-api/core';
import type { BlockRow, Database } from '../db/schema';
import type { StoredBrief, TransactionReader } from '../db/txstore';
import { indexedEvents, parseBusMessage, PG_CHANNEL } from '../bus';
import { StreamHub, type HubOptions } from './hub';

export interface StreamOptions extends HubOptions {
  /** PostgreSQL URL to LISTEN on (set when the database is PostgreSQL). */
  listenUrl?: string;
  /** Safety poll of the newest block, for commits whose notification was missed (default 2 s). */
  pollMs?: number;
  /** Open connections allowed in total (default 10 000) and per client address (default 24). */
  maxConnections?: number;
  maxPerClient?: number;
}

/** What the feed reads and how it shows it: the app hands in the chain's reader and mappers. */
export interface StreamSource {
  txs: Pick<TransactionReader, 'latest'>;
  blockSummary: (b: BlockRow) => BlockSummary;
  txSummary: (t: StoredBrief) => TransactionSummary;
}

/** Blocks per `blocks` event at most (a backfill burst sends only the newest). */
const MAX_BLOCKS = 20;
/** Transactions per `transactions` event at most (the home list shows 25, newest first). */
const MAX_TXS = 25;

export class StreamService {
  readonly hub: StreamHub;
  private lastSlot: number | null = null;
  private feeding = false;
  private again = false;
  private readonly timer: NodeJS.Timeout;
  private listener: pg.Client | null = null;
  private closed = false;
  private readonly onIndexed = () => this.kick();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
    private readonly source: StreamSource,
    readonly opts: StreamOptions = {},
  ) {
    this.hub = new StreamHub(opts);
    indexedEvents.on('indexed', this.onIndexed);
    this.timer = setInterval(() => this.kick(), opts.pollMs ?? 2000);
    this.timer.unref();
    if (opts.listenUrl) void this.listen(opts.listenUrl);
  }

  /** Publishes an event to this process's subscribers and, on PostgreSQL, to every other process. */
  async publish(channel: 'trollbox' | 'settings', data: unknown): Promise<void> {
    this.hub.publish(channel, data);
    if (this.dialect === 'postgres') {
      const payload = JSON.stringify({ kind: 'event', origin: this.hub.bootId, channel, data });
      await sql`SELECT pg_notify(${PG_CHANNEL}, ${payload})`.execute(this.db).catch(() => undefined);
    }
  }

  private async listen(url: string): Promise<void> {
    while (!this.closed) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.query(`LISTEN ${PG_CHANNEL}`);
        this.listener = client;
        client.on('notification', (n) => {
          const m = parseBusMessage(n.payload);
          if (!m) return;
          if (m.kind === 'indexed') this.kick();
          else if (m.origin !== this.hub.bootId) this.hub.publish(m.channel, m.data);
        });
        // Events missed while the connection was down: the feed catches up on blocks by itself.
        this.kick();
        await new Promise<void>((resolve) => {
          client.once('error', () => resolve());
          client.once('end', () => resolve());
        });
      } catch {
        // Unreachable: retried below.
      }
      this.listener = null;
      await client.end().catch(() => undefined);
      if (!this.closed) await new Promise((r) => setTimeout(r, 2000).unref());
    }
  }

  /** Runs the feed now, or once more after the running one (commits arriving meanwhile coalesce). */
  kick(): void {
    if (this.closed) return;
    if (this.feeding) {
      this.again = true;
      return;
    }
    this.feeding = true;
    void this.feed()
      .catch(() => undefined)
      .finally(() => {
        this.feeding = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async feed(): Promise<void> {
    if (this.lastSlot === null) {
      // Start from the present: subscribers load history over the REST routes.
      const r = await this.db
        .selectFrom('blocks')
        .select((e) => e.fn.max('slot').as('slot'))
        .executeTakeFirst();
      this.lastSlot = r?.slot == null ? -1 : Number(r.slot);
      return;
    }
    const since = this.lastSlot;
    const blocks = await this.db
      .selectFrom('blocks')
      .selectAll()
      .where('slot', '>', since)
      .orderBy('slot', 'desc')
      .limit(MAX_BLOCKS)
      .execute();
    if (blocks.length === 0) return;
    const newest = Number(blocks[0].slot);
    const txs = await this.source.txs.latest(MAX_TXS, { after: since, upTo: newest });
    this.lastSlot = newest;
    // Published even with no subscriber: the ring must hold every event for a Last-Event-ID resume.
    this.hub.publish('blocks', blocks.map(this.source.blockSummary));
    if (txs.length > 0) this.hub.publish('transactions', txs.map(this.source.txSummary));
  }

  channelsOf(list: string): Set<StreamChannel> {
    return new Set(list.split(',') as StreamChannel[]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    indexedEvents.off('indexed', this.onIndexed);
    this.hub.close();
    await this.listener?.end().catch(() => undefined);
  }
}
