// Token routes: list, count, detail, transfers, transactions, holders.
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type TokenTransaction, type TokenTransfer } from 'shared-api';
import type { ApiContext } from '../context';
import { defineRoute } from '../define';
import { notFound } from '../errors';
import { amount } from '../mappers';
import { orderTokens, whereSearch } from '../tokens';

const ZERO_KEY = '0'.repeat(20);
/** Most mints sorted in memory for sort=volume. */
const VOLUME_SORT_CAP = 20_000;
const ACTION: Record<string, TokenTransfer['action']> = { mint: 'MINT', burn: 'BURN', transfer: 'TRANSFER' };

/** holder share of supply in percent, exact to 1e-6 % with BigInt. */
export function percentOf(part: string, whole: string): number {
  const w = BigInt(whole || '0');
  if (w <= 0n) return 0;
  return Number((BigInt(part || '0') * 100_000_000n) / w) / 1_000_000;
}

export async function tokenRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db, tokens } = ctx;
  const polled = { cacheMs: ctx.config.cacheTtlMs, cacheControl: 'public, max-age=1' };

  async function mintOr404(address: string) {
    const m = await db.selectFrom('mints').selectAll().where('address', '=', address).executeTakeFirst();
    if (!m) throw notFound('Token Not Found');
    return m;
  }

  defineRoute(
    app,
    apiRoutes.tokens,
    async (req) => {
      const q = req.query;
      const limit = q.limit ?? 50;
      const offset = q.offset ?? 0;
      const dir = q.order ?? 'desc';
      const counts = await tokens.counts24h();
      let rows;
      if (q.sort === 'volume') {
        // 24 h volume lives in memory (counts24h): sort the matching mints there (bounded).
        const all = await whereSearch(db.selectFrom('mints').selectAll(), q.search)
          .orderBy('address')
          .limit(VOLUME_SORT_CAP)
          .execute();
        const vol = (a: string) => counts.get(a)?.volume ?? 0n;
        all.sort((x, y) => {
          const d =
            vol(x.address) === vol(y.address)
              ? x.address < y.address
                ? -1
                : 1
              : vol(x.address) < vol(y.address)
                ? -1
                : 1;
          return dir === 'asc' ? d : -d;
        });
        rows = all.slice(offset, offset + limit);
      } else {
        rows = await orderTokens(
          whereSearch(db.selectFrom('mints').selectAll(), q.search),
          q.sort ?? 'holders',
          dir,
        )
          .limit(limit)
          .offset(offset)
          .execute();
      }
      const created = await tokens.createdTimes(rows);
      return rows.map((m) => tokens.listItem(m, counts, created));
    },
    polled,
  );

  defineRoute(
    app,
    apiRoutes.tokensCount,
    async (req) => {
      const r = await whereSearch(db.selectFrom('mints'), req.query.search)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return { count: Number(r?.n ?? 0) };
    },
    polled,
  );

  defineRoute(app, apiRoutes.token, async (req) => tokens.detail(await mintOr404(req.params.address)), {
    cacheControl: 'public, max-age=5',
  });

  defineRoute(
    app,
    apiRoutes.tokenTransfers,
    async (req): Promise<TokenTransfer[]> => {
      await mintOr404(req.params.address);
      // transfers_mint (mint, slot, tx_index, seq) serves this order without a sort.
      const rows = await db
        .selectFrom('transfers')
        .selectAll()
        .where('mint', '=', req.params.address)
        .orderBy('slot', 'desc')
        .orderBy('tx_index', 'desc')
        .orderBy('seq', 'desc')
        .limit(req.query.limit ?? 25)
        .offset(req.query.offset ?? 0)
        .execute();
      return rows.map((t) => ({
        id: `${t.signature}:${t.seq}`,
        signature: t.signature,
        action: ACTION[t.kind] ?? 'TRANSFER',
        from: t.source,
        to: t.destination,
        fromOwner: t.source_owner,
        toOwner: t.destination_owner,
        amount: amount(t.amount),
        decimals: Number(t.decimals),
        time: t.block_time === null ? null : Number(t.block_time),
        slot: Number(t.slot),
      }));
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.tokenTransactions,
    async (req): Promise<TokenTransaction[]> => {
      await mintOr404(req.params.address);
      // One row per transaction: its first movement of this token (grouping follows transfers_mint).
      const firsts = await db
        .selectFrom('transfers')
        .select(['slot', 'tx_index', (eb) => eb.fn.min('seq').as('seq')])
        .where('mint', '=', req.params.address)
        .groupBy(['slot', 'tx_index'])
        .orderBy('slot', 'desc')
        .orderBy('tx_index', 'desc')
        .limit(req.query.limit ?? 25)
        .offset(req.query.offset ?? 0)
        .execute();
      if (firsts.length === 0) return [];
      const rows = await db
        .selectFrom('transfers')
        .innerJoin('transactions', 'transactions.signature', 'transfers.signature')
        .select([
          'transfers.slot',
          'transfers.tx_index',
          'transfers.seq',
          'transfers.signature',
          'transfers.kind',
          'transfers.source',
          'transfers.destination',
          'transfers.amount',
          'transfers.decimals',
          'transfers.block_time',
          'transactions.status',
        ])
        .where('transfers.mint', '=', req.params.address)
        .where('transfers.slot', 'in', [...new Set(firsts.map((f) => Number(f.slot)))])
        .execute();
      const want = new Set(firsts.map((f) => `${f.slot}:${f.tx_index}:${f.seq}`));
      const bySlot = new Map(
        rows
          .filter((r) => want.has(`${r.slot}:${r.tx_index}:${r.seq}`))
          .map((r) => [`${r.slot}:${r.tx_index}`, r]),
      );
      const out: TokenTransaction[] = [];
      for (const f of firsts) {
        const r = bySlot.get(`${f.slot}:${f.tx_index}`);
        if (!r) continue;
        out.push({
          id: r.signature,
          signature: r.signature,
          action: r.kind,
          amount: amount(r.amount),
          decimals: Number(r.decimals),
          from: r.source,
          to: r.destination,
          time: r.block_time === null ? null : Number(r.block_time),
          slot: Number(r.slot),
          status: r.status === 'failed' ? 'failed' : 'success',
        });
      }
      return out;
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.tokenHolders,
    async (req) => {
      const m = await mintOr404(req.params.address);
      const offset = req.query.offset ?? 0;
      // token_accounts_mint_amount (mint, amount_key, address) serves holders by balance.
      const rows = await db
        .selectFrom('token_accounts')
        .select(['address', 'owner', 'amount'])
        .where('mint', '=', m.address)
        .where('amount_key', '>', ZERO_KEY)
        .orderBy('amount_key', 'desc')
        .orderBy('address', 'desc')
        .limit(req.query.limit ?? 100)
        .offset(offset)
        .execute();
      const supply = amount(m.supply);
      return rows.map((r, i) => ({
        rank: offset + i + 1,
        owner: r.owner,
        account: r.address,
        amount: amount(r.amount),
        decimals: Number(m.decimals),
        percentage: percentOf(amount(r.amount), supply),
      }));
    },
    polled,
  );
}
