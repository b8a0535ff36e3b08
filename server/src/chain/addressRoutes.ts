// Address routes: detail, holdings, type check, paginated transactions (by cursor or page number).
import type { FastifyInstance } from 'fastify';
import {
  ADDRESS_TX_PAGE_SIZE,
  apiRoutes,
  NATIVE_MINT,
  type AddressDetail,
  type AddressTypeResult,
  type AddressTransaction,
  type Holding,
  type Holdings,
  type PaginatedTransactions,
} from 'shared-api/contract';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from 'shared-api/programs';
import { addressFacts, exists, kindOf } from '../addresses';
import { accountKind, nodeAccounts } from '../accountKind';
import { RpcClient } from '../../rpc/client';
import type { ApiContext } from '../context';
import { defineRoute } from '../define';
import { HttpError, notFound } from '../errors';
import { amount, txRecord } from '../mappers';
import { historyPage } from '../../db/history';
import { historyIndexed } from '../../db/hot';
import { indexOfTx, slotOfTx, txId } from '../../db/txid';
import { toUnits } from '../network';
import { logoOf } from '../tokens';

/** A stored total as the contract's amount; null when unknown (or past SQLite's exact integers). */
function wholeAmount(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v);
  return /^\d+$/.test(s) ? s : null;
}

export async function addressRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db, config } = ctx;
  // The node tells what an account is (owner, executable, data); one quick try, else the index decides.
  const rpc = config.rpcUrl ? new RpcClient(config.rpcUrl, { maxAttempts: 1, timeoutMs: 2000 }) : null;

  /** Token accounts owned by a wallet, with their mint's metadata (token_accounts_owner index). */
  function ownedTokens(owner: string) {
    return db
      .selectFrom('token_accounts')
      .leftJoin('mints', 'mints.address', 'token_accounts.mint')
      .select([
        'token_accounts.address as account',
        'token_accounts.mint as mint',
        'token_accounts.amount as amount',
        'mints.decimals as decimals',
        'mints.symbol as symbol',
        'mints.name as name',
        'mints.logo as logo',
        'mints.metadata as metadata',
      ])
      .where('token_accounts.owner', '=', owner)
      .orderBy('token_accounts.mint')
      .orderBy('token_accounts.address')
      .limit(1000)
      .execute();
  }

  defineRoute(
    app,
    apiRoutes.address,
    async (req): Promise<AddressDetail> => {
      const address = req.params.address;
      const facts = await addressFacts(db, address);
      // A well-known program has a page even before the index has seen it in a transaction.
      if (!exists(facts) && !facts.program) throw notFound('Address Not Found');
      const indexed = kindOf(address, facts);
      const [tokens, validator, usd, first, node] = await Promise.all([
        ownedTokens(address),
        facts.validator ? ctx.validators.find(address) : Promise.resolve(null),
        ctx.price.usd(),
        facts.account
          ? db
              .selectFrom('blocks')
              .select(['block_time'])
              .where('slot', '=', facts.account.first_slot)
              .executeTakeFirst()
          : Promise.resolve(undefined),
        nodeAccounts(rpc, [address]),
      ]);
      const kind = accountKind(address, node ? node[0] : null, {
        validatorIdentity: indexed === 'validator',
        kind: indexed,
      });
      const balance = amount(facts.account?.lamports ?? '0');
      const v = validator?.validator;
      const ta = facts.tokenAccount;
      return {
        address,
        balance,
        decimals: 9,
        type: kind,
        isValidator: indexed === 'validator' || indexed === 'vote',
        isTokenAccount: kind === 'token_account',
        isMint: kind === 'mint' || Boolean(facts.mint),
        isMaster: config.masterAddress === address,
        owner:
          facts.account?.owner ??
          (ta ? (ta.program === 'spl-token-2022' ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM) : null),
        lastActivity: facts.account?.last_block_time == null ? null : Number(facts.account.last_block_time),
        firstSeen: first?.block_time == null ? null : Number(first.block_time),
        transactionCount: Number(facts.account?.tx_count ?? 0),
        tokenAccounts: tokens.map((t) => ({
          account: t.account,
          mint: t.mint,
          amount: amount(t.amount),
          decimals: Number(t.decimals ?? 0),
          symbol: t.symbol ?? null,
          name: t.name ?? null,
          logoUri: t.logo ?? (t.metadata ? logoOf({ logo: null, metadata: t.metadata }) : null),
        })),
        voteAccount: facts.validator ? facts.validator.vote_pubkey : null,
        validator: v
          ? {
              identity: v.identity,
              voteAccount: v.voteAccount,
              name: v.name,
              isActive: v.isActive,
              commission: v.commission,
              activatedStake: v.stake,
              apy: v.apy,
            }
          : null,
        tokenAccount: ta
          ? {
              mint: ta.mint,
              owner: ta.owner,
              amount: amount(ta.amount),
              decimals: Number(facts.mint?.decimals ?? (await decimalsOf(ta.mint))),
            }
          : null,
        usdValue: usd === null ? null : toUnits(balance, 9) * usd,
        totalSent: wholeAmount(facts.account?.sent),
        totalReceived: wholeAmount(facts.account?.received),
      };
    },
    { cacheControl: 'no-cache' },
  );

  async function decimalsOf(mint: string): Promise<number> {
    const m = await db
      .selectFrom('mints')
      .select(['decimals'])
      .where('address', '=', mint)
      .executeTakeFirst();
    return Number(m?.decimals ?? 0);
  }

  defineRoute(
    app,
    apiRoutes.addressHoldings,
    async (req): Promise<Holdings> => {
      const address = req.params.address;
      const [account, tokenAccount, tokens, usd] = await Promise.all([
        db.selectFrom('accounts').select(['lamports']).where('address', '=', address).executeTakeFirst(),
        db.selectFrom('token_accounts').select(['address']).where('address', '=', address).executeTakeFirst(),
        ownedTokens(address),
        ctx.price.usd(),
      ]);
      if (!account && !tokenAccount && tokens.length === 0) throw notFound('Address Not Found');
      const balance = amount(account?.lamports ?? '0');
      const gorValue = usd === null ? null : toUnits(balance, 9) * usd;
      const gor: Holding = {
        mint: NATIVE_MINT,
        account: null,
        isNative: true,
        amount: balance,
        decimals: 9,
        symbol: 'GOR',
        name: 'Gorbagana',
        logoUri: ctx.price.logoUrl,
        price: usd,
        usdValue: gorValue,
      };
      // No price source knows our tokens: usdValue stays null (never invented); order by amount.
      const rows: Holding[] = tokens
        .map((t) => ({
          mint: t.mint,
          account: t.account,
          isNative: false,
          amount: amount(t.amount),
          decimals: Number(t.decimals ?? 0),
          symbol: t.symbol ?? null,
          name: t.name ?? null,
          logoUri: t.logo ?? (t.metadata ? logoOf({ logo: null, metadata: t.metadata }) : null),
          price: null,
          usdValue: null,
        }))
        .sort((a, b) => toUnits(b.amount, b.decimals) - toUnits(a.amount, a.decimals));
      return {
        address,
        balance,
        decimals: 9,
        gorValue,
        totalValue: gorValue,
        isTokenAccount: Boolean(tokenAccount),
        tokenHoldings: [gor, ...rows],
      };
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.addressType,
    async (req): Promise<AddressTypeResult> => {
      const address = req.params.address;
      const f = await addressFacts(db, address);
      const kind = kindOf(address, f);
      const type = !exists(f) ? 'unknown' : kind === 'mint' ? 'token' : kind === 'wallet' ? 'account' : kind;
      return {
        address,
        type,
        exists: exists(f),
        token: f.mint
          ? {
              name: f.mint.name,
              symbol: f.mint.symbol,
              decimals: Number(f.mint.decimals),
              logoUri: logoOf(f.mint),
            }
          : null,
      };
    },
    { cacheControl: 'public, max-age=5' },
  );

  defineRoute(
    app,
    apiRoutes.addressTransactions,
    async (req): Promise<PaginatedTransactions> => {
      const address = req.params.address;
      const limit = req.query.limit ?? ADDRESS_TX_PAGE_SIZE;
      if (req.query.cursor && req.query.page !== undefined)
        throw new HttpError(400, 'Give either cursor or page, not both');
      const [idRow, account] = await Promise.all([
        db.selectFrom('addresses').select(['id']).where('address', '=', address).executeTakeFirst(),
        db.selectFrom('accounts').select(['tx_count']).where('address', '=', address).executeTakeFirst(),
      ]);
      let before: number | undefined;
      let skip = 0;
      if (req.query.cursor) {
        const [slot, idx] = req.query.cursor.split('.').map(Number);
        before = txId(slot, idx);
      } else if (req.query.page !== undefined && req.query.page > 1) {
        // A page jump (no cursor held): skip along the address's posting lists; the page bound keeps
        // the skipped part small, and past the end the page is simply empty.
        skip = (req.query.page - 1) * limit;
      }
      const page = idRow ? await historyPage(db, Number(idRow.id), { before, skip, limit: limit + 1 }) : [];
      const hasMore = page.length > limit;
      const ids = page.slice(0, limit);
      const transactions: AddressTransaction[] = (await ctx.txs.byIds(ids)).map(txRecord);
      const lastId = ids[ids.length - 1];
      const last = lastId !== undefined;
      return {
        transactions,
        hasMore,
        nextCursor: hasMore && last ? `${slotOfTx(lastId)}.${indexOfTx(lastId)}` : null,
        totalCount: Number(account?.tx_count ?? ids.length),
        historyKept: historyIndexed(address),
      };
    },
    // Polled every 10 s by the wallet pages: a 1 s cache keeps a busy address cheap.
    { cacheMs: ctx.config.cacheTtlMs, cacheControl: 'public, max-age=1' },
  );
}
