// Address routes: detail, holdings, type check, paginated transactions (by cursor or page number).
import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  NATIVE_MINT,
  PAGE_LIMITS,
  type AddressDetail,
  type AddressTypeResult,
  type AddressTransaction,
  type Holding,
  type Holdings,
  type PaginatedTransactions,
} from 'shared-api/contract';
import { isSysvar, knownAccountName, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from 'shared-api/programs';
import { defineRoute } from '../http/define';
import { HttpError, notFound } from '../http/errors';
import { emptyPage, limitOf } from '../http/page';
import { amount, toUnits } from '../http/values';
import { addressId } from '../db/addresses';
import { historyIndexed } from '../db/hot';
import { RpcClient } from '../rpc/client';
import { logoOf } from '../mints/metadata';
import { namedMint } from '../mints/names';
import { accountKind, nodeAccounts, recentlyInvokedAsProgram } from '../accounts/accountKind';
import { exists, kindOf } from '../accounts/addresses';
import { txRecord } from './mappers';
import type { ChainPluginOptions } from './options';
import {
  accountBalance,
  accountTxCount,
  addressFacts,
  addressTxCursor,
  addressTxPage,
  blockTimeAt,
  isTokenAccount,
  mintDecimals,
  ownedTokens as tokensOwnedBy,
} from './repository';

/** A stored total as the contract's amount; null when unknown (or past SQLite's exact integers). */
function wholeAmount(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  const s = String(v);
  return /^\d+$/.test(s) ? s : null;
}

/** A token a wallet holds, as its pages show it: amount, decimals, name and logo. */
function ownedToken(t: Awaited<ReturnType<typeof tokensOwnedBy>>[number]) {
  return {
    mint: t.mint,
    amount: amount(t.amount),
    decimals: Number(t.decimals ?? 0),
    ...namedMint(t.mint, t.name, t.symbol),
    logoUri: t.logo ?? (t.metadata ? logoOf({ logo: null, metadata: t.metadata }) : null),
  };
}

export function addressRoutes(app: FastifyInstance, opts: ChainPluginOptions): void {
  const { db, txs, price, validators, masterAddress, rpcUrl } = opts;
  // The node tells what an account is (owner, executable, data); one quick try, else the index decides.
  const rpc = rpcUrl ? new RpcClient(rpcUrl, { maxAttempts: 1, timeoutMs: 2000 }) : null;
  const ownedTokens = (owner: string) => tokensOwnedBy(db, owner);

  defineRoute(
    app,
    apiRoutes.address,
    async (req): Promise<AddressDetail> => {
      const address = req.params.address;
      const facts = await addressFacts(db, address);
      // A well-known program or a sysvar has a page even before the index has seen it in a transaction.
      if (!exists(facts) && !facts.program && !isSysvar(address)) throw notFound('Address Not Found');
      const indexed = kindOf(address, facts);
      const [tokens, validator, usd, first, node] = await Promise.all([
        ownedTokens(address),
        facts.validator ? validators.find(address) : Promise.resolve(null),
        price.usd(),
        facts.account ? blockTimeAt(db, facts.account.first_slot) : Promise.resolve(null),
        nodeAccounts(rpc, [address]),
      ]);
      const account = node ? node[0] : null;
      // Without the node's account, an address the index saw invoked as a program is a program.
      const invoked = !account && indexed === 'wallet' && (await recentlyInvokedAsProgram(db, txs, address));
      const kind = accountKind(address, account, {
        validatorIdentity: indexed === 'validator',
        kind: indexed,
        invokedAsProgram: invoked,
      });
      const balance = amount(facts.account?.lamports ?? '0');
      const v = validator?.validator;
      const ta = facts.tokenAccount;
      return {
        address,
        balance,
        decimals: 9,
        type: kind,
        name: knownAccountName(address),
        isValidator: indexed === 'validator' || indexed === 'vote',
        isTokenAccount: kind === 'token_account',
        isMint: kind === 'mint' || Boolean(facts.mint),
        isMaster: masterAddress === address,
        owner:
          facts.account?.owner ??
          (ta ? (ta.program === 'spl-token-2022' ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM) : null),
        lastActivity: facts.account?.last_block_time == null ? null : Number(facts.account.last_block_time),
        firstSeen: first,
        transactionCount: Number(facts.account?.tx_count ?? 0),
        tokenAccounts: tokens.map((t) => ({ account: t.account, ...ownedToken(t) })),
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
              decimals: Number(facts.mint?.decimals ?? (await mintDecimals(db, ta.mint))),
            }
          : null,
        usdValue: usd === null ? null : toUnits(balance, 9) * usd,
        totalSent: wholeAmount(facts.account?.sent),
        totalReceived: wholeAmount(facts.account?.received),
      };
    },
    { cacheControl: 'no-cache' },
  );

  defineRoute(
    app,
    apiRoutes.addressHoldings,
    async (req): Promise<Holdings> => {
      const address = req.params.address;
      const [account, tokenAccount, tokens, usd] = await Promise.all([
        accountBalance(db, address),
        isTokenAccount(db, address),
        ownedTokens(address),
        price.usd(),
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
        logoUri: price.logoUrl,
        price: usd,
        usdValue: gorValue,
      };
      // No price source knows our tokens: usdValue stays null (never invented); order by amount.
      const rows: Holding[] = tokens
        .map((t) => ({ ...ownedToken(t), account: t.account, isNative: false, price: null, usdValue: null }))
        .sort((a, b) => toUnits(b.amount, b.decimals) - toUnits(a.amount, a.decimals));
      return {
        address,
        balance,
        decimals: 9,
        gorValue,
        totalValue: gorValue,
        isTokenAccount: tokenAccount,
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
              ...namedMint(f.mint.address, f.mint.name, f.mint.symbol),
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
      if (req.query.cursor && req.query.page !== undefined)
        throw new HttpError(400, 'Give either cursor or page, not both');
      const after = addressTxCursor.decode(req.query.cursor);
      const limit = limitOf(req.query.limit, PAGE_LIMITS.addressTransactions);
      const [historyId, txCount] = await Promise.all([addressId(db, address), accountTxCount(db, address)]);
      const { rows, hasMore, nextCursor } =
        historyId === null
          ? emptyPage<number>()
          : await addressTxPage(db, historyId, { limit, after, page: req.query.page });
      const transactions: AddressTransaction[] = (await txs.listedByIds(rows)).map(txRecord);
      return {
        transactions,
        hasMore,
        nextCursor,
        totalCount: txCount ?? rows.length,
        historyKept: historyIndexed(address),
      };
    },
    // Polled every 10 s by the wallet pages: a 1 s cache keeps a busy address cheap.
    { cacheMs: opts.cacheTtlMs, cacheControl: 'public, max-age=1' },
  );
}
