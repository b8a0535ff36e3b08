/**
 * Transactions read back from their stored bodies (ids resolved in one query, most from memory) and
 * derived again by the indexer's decoders: for pages, the live stream and fork rollback.
 *   const store = new TransactionStore(storeQueriesOf(db));
 *   const [tx] = await store.read(rows);          // rows: { id, sig, body }
 */
import type { Kysely } from 'kysely';
import { BoundedMap } from '../boundedMap';
import { unpackBlockListIndex, type BlockListIndex } from './blockListIndex';
import { openStoredTransaction } from '../decode/stored';
import {
  briefTransaction,
  deriveTransaction,
  topLevelPrograms,
  type TransactionBrief,
  type TxContext,
} from '../decode/transaction';
import type { RpcTransactionWithMeta } from '../rpc/types';
import type { DecodedInstruction, DerivedTransaction } from '../decode/types';
import type { Database } from './schema';
import { firstTxOf, indexOfTx, signatureKey, slotOfTx } from './txid';

export interface StoredRow {
  id: number;
  sig: number;
  body: Uint8Array;
}

export interface StoredTransaction extends DerivedTransaction {
  /** Position: `slot * 2^16 + index`. */
  id: number;
  blockHeight: number | null;
}

/** What a list shows of a stored transaction (a StoredTransaction is one too). */
export interface StoredBrief extends TransactionBrief {
  id: number;
  blockHeight: number | null;
}

/** The two lookups a read needs, over Kysely (the API) or the indexer's own connection (rollback). */
export interface StoreQueries {
  addresses(ids: number[]): Promise<{ id: number; address: string }[]>;
  blocks(slots: number[]): Promise<{ slot: number; block_time: number | null; height: number | null }[]>;
}

function storeQueriesOf(db: Kysely<Database>): StoreQueries {
  return {
    addresses: (ids) => db.selectFrom('addresses').select(['id', 'address']).where('id', 'in', ids).execute(),
    blocks: (slots) =>
      db.selectFrom('blocks').select(['slot', 'block_time', 'height']).where('slot', 'in', slots).execute(),
  };
}

/** The same lookups over a plain SQL connection with `?` placeholders (the indexer's own). */
export function storeQueriesOfSql(c: {
  all<T>(sql: string, params?: (string | number)[]): Promise<T[]>;
}): StoreQueries {
  const list = (n: number) => Array.from({ length: n }, () => '?').join(',');
  return {
    addresses: (ids) => c.all(`SELECT id, address FROM addresses WHERE id IN (${list(ids.length)})`, ids),
    blocks: (slots) =>
      c.all(`SELECT slot, block_time, height FROM blocks WHERE slot IN (${list(slots.length)})`, slots),
  };
}

/** A committed transaction's key in the derived cache: its position and signature key. */
const derivedKey = (r: StoredRow): string => `${r.id}:${r.sig}`;

export class TransactionStore {
  // Committed transactions are immutable for a given (position, signature key): safe to keep derived.
  private readonly derived = new BoundedMap<string, StoredTransaction>(4_000);
  // An address id never changes meaning once committed (ids belong to one database: one cache per store).
  private readonly addressNames = new BoundedMap<number, string>(200_000);

  constructor(private readonly q: StoreQueries) {}

  /** The transactions of `rows`, in order; `remember: false` for a long read that would flush the cache. */
  async read(rows: StoredRow[], opts: { remember?: boolean } = {}): Promise<StoredTransaction[]> {
    const out: (StoredTransaction | null)[] = rows.map((r) => this.derived.get(derivedKey(r)) ?? null);
    const missing = rows.filter((_, i) => out[i] === null);
    if (missing.length === 0) return out as StoredTransaction[];
    const derived = await this.deriveRows(missing, deriveTransaction);
    if (opts.remember !== false) missing.forEach((r, k) => this.derived.set(derivedKey(r), derived[k]));
    let m = 0;
    return out.map((t) => t ?? derived[m++]);
  }

  /** What lists show of `rows`, in order: whole ones from memory, the others derived only that far. */
  async readBriefs(rows: StoredRow[]): Promise<StoredBrief[]> {
    const out: (StoredBrief | null)[] = rows.map((r) => this.derived.get(derivedKey(r)) ?? null);
    const missing = rows.filter((_, i) => out[i] === null);
    if (missing.length === 0) return out as StoredBrief[];
    const briefs = await this.deriveRows(missing, briefTransaction);
    let m = 0;
    return out.map((t) => t ?? briefs[m++]);
  }

  /** The programs each of `rows` calls at top level, in the same order: nothing else is derived. */
  async readPrograms(rows: StoredRow[]): Promise<string[][]> {
    const read = await this.deriveRows(rows, (entry) => ({ programs: topLevelPrograms(entry) }));
    return read.map((r) => r.programs);
  }

  /** The transactions of `rows` with their entries, for the transaction page (whose answer is cached). */
  async readWithEntries(
    rows: StoredRow[],
  ): Promise<{ tx: StoredTransaction; entry: RpcTransactionWithMeta }[]> {
    const read = await this.deriveRows(rows, (entry, ctx) => ({ ...deriveTransaction(entry, ctx), entry }));
    return read.map(({ entry, ...tx }) => ({ tx, entry }));
  }

  /** The addresses of these ids, in the same order (most from memory). */
  async addressesOf(ids: number[]): Promise<string[]> {
    await this.learnAddresses([ids]);
    return ids.map((id) => {
      const a = this.addressNames.get(id);
      if (a === undefined) throw new Error(`unknown address id ${id}`);
      return a;
    });
  }

  /** Looks up the ids of these lists that are not in memory yet. */
  private async learnAddresses(lists: number[][]): Promise<void> {
    const unknown = new Set<number>();
    for (const ids of lists) for (const id of ids) if (!this.addressNames.has(id)) unknown.add(id);
    if (unknown.size === 0) return;
    for (const n of await this.q.addresses([...unknown])) this.addressNames.set(Number(n.id), n.address);
  }

  /** Opens `rows`, resolves their address ids and their blocks' time and height, and derives each. */
  private async deriveRows<T extends object>(
    rows: StoredRow[],
    derive: (entry: RpcTransactionWithMeta, ctx: TxContext) => T,
  ): Promise<(T & { id: number; blockHeight: number | null })[]> {
    const opened = rows.map((r) => openStoredTransaction(r.body));
    const slots = [...new Set(rows.map((r) => slotOfTx(Number(r.id))))];
    const [, blocks] = await Promise.all([
      this.learnAddresses(opened.map((o) => o.ids)),
      this.q.blocks(slots),
    ]);
    const blockOf = new Map(blocks.map((b) => [Number(b.slot), b]));

    return rows.map((r, i) => {
      const o = opened[i];
      const local = new Map<number, string>();
      for (const id of o.ids) {
        const a = this.addressNames.get(id);
        if (a === undefined) throw new Error(`stored transaction ${r.id} refers to unknown address id ${id}`);
        local.set(id, a);
      }
      const entry = o.decode((id) => local.get(id) as string);
      const id = Number(r.id);
      const slot = slotOfTx(id);
      const b = blockOf.get(slot);
      const blockTime = b?.block_time == null ? null : Number(b.block_time);
      return {
        ...derive(entry, { slot, blockTime, index: indexOfTx(id) }),
        id,
        blockHeight: b?.height == null ? null : Number(b.height),
      };
    });
  }
}

/** Names the instructions a list would show as 'unknown' (the app hands in the IDL reader's). */
export type ListNamer = <T extends { instructions: DecodedInstruction[] }>(rows: T[]) => Promise<T[]>;

/** The transaction reads the pages make, over the API's connection. */
export class TransactionReader {
  readonly store: TransactionStore;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly forLists: ListNamer = (rows) => Promise.resolve(rows),
  ) {
    this.store = new TransactionStore(storeQueriesOf(db));
  }

  /** The stored rows whose signature key matches `signature` (usually one). */
  private async rowsOf(signature: string): Promise<StoredRow[]> {
    const key = signatureKey(signature);
    if (key === null) return [];
    return this.db.selectFrom('transactions').select(['id', 'sig', 'body']).where('sig', '=', key).execute();
  }

  async bySignature(signature: string): Promise<StoredTransaction | null> {
    const rows = await this.rowsOf(signature);
    if (rows.length === 0) return null;
    return (await this.store.read(rows)).find((t) => t.signature === signature) ?? null;
  }

  /** A transaction with the entry it was derived from (the transaction page), or null. */
  async entryBySignature(
    signature: string,
  ): Promise<{ tx: StoredTransaction; entry: RpcTransactionWithMeta } | null> {
    const rows = await this.rowsOf(signature);
    if (rows.length === 0) return null;
    return (await this.store.readWithEntries(rows)).find((r) => r.tx.signature === signature) ?? null;
  }

  /** Transactions at these positions, in the order given (positions with no row are left out). */
  async byIds(ids: number[], opts: { remember?: boolean } = {}): Promise<StoredTransaction[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('transactions')
      .select(['id', 'sig', 'body'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map((await this.store.read(rows, opts)).map((t) => [t.id, t]));
    return ids.flatMap((id) => byId.get(Number(id)) ?? []);
  }

  /**
   * Transactions at these positions, instructions named as their pages name them: not for what
   * re-derives index rows, which the indexer derived from the names it had.
   */
  async listedByIds(ids: number[]): Promise<StoredTransaction[]> {
    return this.forLists(await this.byIds(ids));
  }

  /**
   * Newest non-vote transactions first, optionally in slots (after, upTo], bounded by blocks_non_vote
   * so vote-only stretches cost nothing and no index over every transaction is needed.
   */
  async latest(limit: number, range?: { after: number; upTo: number }): Promise<StoredBrief[]> {
    let blocks = this.db
      .selectFrom('blocks')
      .select(['slot'])
      .where('non_vote_count', '>', 0)
      .orderBy('slot', 'desc')
      .limit(limit);
    if (range) blocks = blocks.where('slot', '>', range.after).where('slot', '<=', range.upTo);
    const slots = await blocks.execute();
    if (slots.length === 0) return [];
    const rows = await this.db
      .selectFrom('transactions')
      .select(['id', 'sig', 'body'])
      .where('id', '>=', firstTxOf(Number(slots[slots.length - 1].slot)))
      .where('id', '<', firstTxOf(Number(slots[0].slot) + 1))
      .where('is_vote', '=', 0)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return this.forLists(await this.store.readBriefs(rows));
  }

  /**
   * Up to `limit` of a block's transactions after `after`, each with whether it is a vote (`hideVotes`
   * skips them): a primary-key range, so deep pages cost what the first does.
   */
  async inBlockAfter(
    slot: number,
    { after, limit, hideVotes, ids }: { after: number; limit: number; hideVotes: boolean; ids?: number[] },
  ): Promise<{ brief: StoredBrief; isVote: boolean }[]> {
    let q = this.db
      .selectFrom('transactions')
      .select(['id', 'sig', 'body', 'is_vote'])
      .where('id', '>', after)
      .where('id', '<', firstTxOf(slot + 1));
    if (ids) {
      if (ids.length === 0) return [];
      q = q.where('id', 'in', ids);
    }
    if (hideVotes) q = q.where('is_vote', '=', 0);
    const rows = await q.orderBy('id', 'asc').limit(limit).execute();
    const briefs = await this.forLists(await this.store.readBriefs(rows));
    return briefs.map((brief, i) => ({ brief, isVote: Number(rows[i].is_vote) === 1 }));
  }

  /** A block's stored list index with its programs as addresses; null for a block indexed before it. */
  async blockListIndex(stored: Uint8Array | null): Promise<BlockListIndex | null> {
    if (stored === null) return null;
    const index = unpackBlockListIndex(stored);
    const programs = await this.store.addressesOf(index.programs.map((p) => p.programId));
    return {
      failed: index.failed,
      programs: index.programs.map((p, i) => ({ program: programs[i], positions: p.positions })),
    };
  }

  /** Each of one block's transactions: the programs it calls at top level, and whether it is a vote. */
  async programsInBlock(slot: number): Promise<{ programs: string[]; isVote: boolean }[]> {
    const rows = await this.db
      .selectFrom('transactions')
      .select(['id', 'sig', 'body', 'is_vote'])
      .where('id', '>=', firstTxOf(slot))
      .where('id', '<', firstTxOf(slot + 1))
      .orderBy('id', 'asc')
      .execute();
    const programs = await this.store.readPrograms(rows);
    return programs.map((p, i) => ({ programs: p, isVote: Number(rows[i].is_vote) === 1 }));
  }

  /** One block's transactions in block order. */
  async inBlock(slot: number, limit: number): Promise<StoredBrief[]> {
    const rows = await this.db
      .selectFrom('transactions')
      .select(['id', 'sig', 'body'])
      .where('id', '>=', firstTxOf(slot))
      .where('id', '<', firstTxOf(slot + 1))
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return this.forLists(await this.store.readBriefs(rows));
  }
}
