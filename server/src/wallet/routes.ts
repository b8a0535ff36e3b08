// The wallet history routes of the holdings page: transfers and balance changes, one page (cursor or
// page number, with the total matching the filters) or the whole history as a streamed CSV file.
// Transfers are paged by transaction (a row each, its movements summed up by wallet/group.ts); their
// CSV keeps a line per movement, in the same order and with the same filters, so every row of the
// tab is the run of its `movements` lines in the file.
import { Readable } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import { stringify as stringifySync } from 'csv-stringify/sync';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  apiRoutes,
  PAGE_LIMITS,
  WALLET_BALANCE_CHANGES_CSV_COLUMNS,
  WALLET_TRANSFERS_CSV_COLUMNS,
  type BalanceAction,
  type RouteDef,
  type WalletAction,
  type WalletBalanceChangePage,
  type WalletDirection,
  type WalletTransferPage,
} from 'shared-api/contract';
import { TtlCache } from '../http/cache';
import { defineRoute, schemaOf } from '../http/define';
import { errorBody, HttpError } from '../http/errors';
import { limitOf } from '../http/page';
import type { Database } from '../db/schema';
import type { TransactionReader } from '../db/txstore';
import { logoOf } from '../mints/metadata';
import { balanceCsvRow, transferCsvRow } from './csv';
import { fromOf, groupTransfers, toOf } from './group';
import {
  countRows,
  countTransactions,
  hydrate,
  mintSymbol,
  pageContext,
  storedFilters,
  walletCursor,
  walletEntries,
  walletHistoryPage,
  type StoredFilters,
  type WalletFilters,
  type WalletRow,
  type WalletTable,
} from './queries';

export interface WalletPluginOptions {
  db: Kysely<Database>;
  txs: TransactionReader;
  /** TTL of the polled pages' answer cache. */
  cacheTtlMs: number;
}

const CSV_CHUNK = 1000;

/** The query string of a page route: the filters and the paging. */
type HistoryQuery = WalletFilters & { cursor?: string; page?: number; limit?: number };

/** The contract's schemas with the 200 answer documented as a CSV file (OpenAPI `content`). */
function csvSchema(def: RouteDef) {
  const s = schemaOf(def);
  return {
    ...s,
    response: {
      ...s.response,
      200: {
        description: 'CSV file (RFC 4180, header row)',
        content: { 'text/csv': { schema: { type: 'string' } } },
      },
    },
  };
}

function filtersOf(q: WalletFilters): WalletFilters {
  if (q.from !== undefined && q.to !== undefined && q.from > q.to)
    throw new HttpError(400, 'Invalid time range: from is after to');
  return { mint: q.mint, direction: q.direction, action: q.action, from: q.from, to: q.to };
}

/**
 * A whole-history export is tens of MB: the site-wide settings (brotli 5) spent more time compressing
 * than exporting. The fastest levels still shrink CSV several times over.
 */
const CSV_COMPRESSION = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  zlibOptions: { level: 1 },
};

/** The fields every wallet history row has: its transaction, position, token and direction. */
function sharedFields(
  r: WalletRow<WalletTable>,
  { heights, tokens }: Awaited<ReturnType<typeof pageContext>>,
) {
  const t = r.mint === null ? undefined : tokens.get(r.mint);
  return {
    signature: r.signature,
    slot: Number(r.slot),
    blockHeight: heights.get(Number(r.slot)) ?? null,
    blockTime: r.block_time === null ? null : Number(r.block_time),
    position: Number(r.position),
    mint: r.mint,
    decimals: Number(r.decimals),
    direction: r.direction as WalletDirection,
    symbol: t?.symbol ?? null,
    name: t?.name ?? null,
    logoUri: t ? logoOf(t) : null,
  };
}

export const walletPlugin: FastifyPluginAsync<WalletPluginOptions> = async (app, opts) => {
  const { db, txs } = opts;
  // Totals are the costliest part of a page on a long history: shared for a few seconds.
  const totals = new TtlCache<number>(5000, 2000);
  const total = (table: WalletTable, f: StoredFilters) =>
    totals.get(`${table}|${JSON.stringify(f)}`, () => countRows(db, table, f));

  const transactionTotal = (f: StoredFilters) =>
    totals.get(`wallet_transfers|tx|${JSON.stringify(f)}`, () =>
      countTransactions(db, 'wallet_transfers', f),
    );

  /**
   * The index entries of one page of a history table (keyset cursor or page number) and the total
   * matching the filters; by transaction, both count transactions. Null when nothing can match.
   */
  async function indexPage(table: WalletTable, address: string, query: HistoryQuery, byTransaction: boolean) {
    const after = walletCursor.decode(query.cursor);
    const f = await storedFilters(db, table, address, filtersOf(query));
    if (f === null) return null;
    const limit = limitOf(query.limit, PAGE_LIMITS.walletHistory);
    const [page, totalCount] = await Promise.all([
      walletHistoryPage(db, table, f, { after, page: query.page, limit, byTransaction }),
      byTransaction ? transactionTotal(f) : total(table, f),
    ]);
    return { page, totalCount };
  }

  const NOTHING = { items: [], hasMore: false, nextCursor: null, totalCount: 0 };

  /** A page of balance changes: a row per change, with the fields both tables share and its own. */
  async function balanceChangesPage(address: string, query: HistoryQuery): Promise<WalletBalanceChangePage> {
    const found = await indexPage('wallet_balance_changes', address, query, false);
    if (!found) return NOTHING;
    const { page, totalCount } = found;
    const rows = await hydrate(txs, 'wallet_balance_changes', address, page.rows);
    const context = await pageContext(db, rows);
    const items = rows.map((r) => ({
      ...sharedFields(r, context),
      action: r.action as BalanceAction,
      account: r.account,
      preAmount: String(r.pre_amount),
      postAmount: String(r.post_amount),
      change: String(r.change),
    }));
    return { items, hasMore: page.hasMore, nextCursor: page.nextCursor, totalCount };
  }

  /** A page of transfers: `limit` transactions, each one row; the total counts transactions too. */
  async function transfersPage(address: string, query: HistoryQuery): Promise<WalletTransferPage> {
    const found = await indexPage('wallet_transfers', address, query, true);
    if (!found) return NOTHING;
    const { page, totalCount } = found;
    const groups = groupTransfers(await hydrate(txs, 'wallet_transfers', address, page.rows));
    const context = await pageContext(
      db,
      groups.map((g) => g.lead),
    );
    const items = groups.map(({ lead: r, amount, others, movements }) => ({
      ...sharedFields(r, context),
      action: r.action as WalletAction,
      amount,
      from: fromOf(r),
      to: toOf(r),
      fromAccount: r.source,
      toAccount: r.destination,
      others,
      movements,
    }));
    return { items, hasMore: page.hasMore, nextCursor: page.nextCursor, totalCount };
  }

  defineRoute(
    app,
    apiRoutes.walletTransfers,
    (req): Promise<WalletTransferPage> => transfersPage(req.params.address, req.query),
    { cacheMs: opts.cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  defineRoute(
    app,
    apiRoutes.walletBalanceChanges,
    (req): Promise<WalletBalanceChangePage> => balanceChangesPage(req.params.address, req.query),
    { cacheMs: opts.cacheTtlMs, cacheControl: 'public, max-age=1' },
  );

  // CSV exports: at most one at a time per client (by IP), a few at a time in all.
  const exporting = new Set<string>();
  const MAX_EXPORTS = 4;

  function csvRoute<T extends WalletTable>(
    def: RouteDef,
    table: T,
    kind: string,
    columns: readonly string[],
    toCsv: (row: WalletRow<T>, symbol: string | null) => string[],
  ) {
    app.route({
      method: 'GET',
      url: def.url,
      schema: csvSchema(def),
      compress: CSV_COMPRESSION,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const { address } = req.params as { address: string };
        const f = filtersOf(req.query as WalletFilters);
        const client = req.ip;
        if (exporting.has(client))
          return reply
            .code(429)
            .send(errorBody(429, 'An export is already running for this client: wait for it to finish'));
        if (exporting.size >= MAX_EXPORTS)
          return reply
            .code(429)
            .header('retry-after', '5')
            .send(errorBody(429, 'Too many exports are running: try again in a few seconds'));
        exporting.add(client);
        let released = false;
        const release = () => {
          if (!released) exporting.delete(client);
          released = true;
        };
        const stored = await storedFilters(db, table, address, f);
        const seen = new Map<string, string | null>();
        // A chunk of rows becomes one piece of text (csv-stringify's sync form per chunk): a stream
        // record per row spent more time in stream bookkeeping than in the CSV itself.
        async function* text() {
          let header = true;
          const entries = stored ? walletEntries(db, table, stored) : [];
          for await (const read of entries)
            for (let at = 0; at < read.length; at += CSV_CHUNK) {
              const part = read.slice(at, at + CSV_CHUNK);
              const chunk = await hydrate(txs, table, address, part, { remember: false });
              for (const row of chunk)
                if (row.mint !== null && !seen.has(row.mint))
                  seen.set(row.mint, await mintSymbol(db, row.mint));
              const records = chunk.map((row) =>
                toCsv(row, row.mint === null ? null : (seen.get(row.mint) ?? null)),
              );
              yield stringifySync(records, { header, columns: [...columns], record_delimiter: 'windows' });
              header = false;
            }
          // No row at all: the file is still the header line.
          if (header) yield stringifySync([], { header, columns: [...columns], record_delimiter: 'windows' });
        }
        const csv = Readable.from(text(), { objectMode: false });
        csv.on('close', release);
        csv.on('error', (e) => {
          release();
          req.log.warn({ err: e }, 'csv export failed');
        });
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${address}-${date}.csv"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    });
  }

  csvRoute(
    apiRoutes.walletTransfersCsv,
    'wallet_transfers',
    'transfers',
    WALLET_TRANSFERS_CSV_COLUMNS,
    (row, symbol) => transferCsvRow({ ...row, symbol }),
  );
  csvRoute(
    apiRoutes.walletBalanceChangesCsv,
    'wallet_balance_changes',
    'balance-changes',
    WALLET_BALANCE_CHANGES_CSV_COLUMNS,
    (row, symbol) => balanceCsvRow({ ...row, symbol }),
  );
};
