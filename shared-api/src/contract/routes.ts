// The route table: one entry per API route with its method, exact path (Fastify `:param` syntax) and
// schemas. The server registers its handlers from it; the client builds URLs and types from it.
import { Type, type TSchema } from '@sinclair/typebox';
import { AddressDetail, AddressTypeResult, Holdings, PaginatedQuery, PaginatedTransactions } from './address';
import { BlockDetail, BlockList, BlocksQuery } from './block';
import { AddressParams, HeightParams, SignatureParams } from './common';
import {
  Accepted,
  BreakSendBody,
  BreakSendResult,
  ProxyImageQuery,
  RemoteFailureBody,
  RemoteLoadBody,
  RemotesHealth,
  Setting,
  SettingBody,
  SettingParams,
  SettingSaved,
  StreamQuery,
  TrollboxMessage,
  TrollboxMessageList,
  TrollboxMessageParams,
  TrollboxMessagesQuery,
  TrollboxPostBody,
} from './misc';
import { AppConfig, BreakStats, GorPrice, Health, NetworkOverview, NetworkStats } from './network';
import { SearchQuery, SearchResult } from './search';
import { Sitemap } from './sitemap';
import {
  TokenDetail,
  TokenHolderPage,
  TokenHoldersQuery,
  TokenList,
  TokenPageQuery,
  TokensCount,
  TokensCountQuery,
  TokensQuery,
  TokenTransactionPage,
  TokenTransferPage,
} from './token';
import { TransactionDetail, TransactionList, TransactionsQuery } from './transaction';
import { TopHolders, TopHoldersQuery, ValidatorList } from './validator';
import {
  WalletBalanceChangePage,
  WalletBalanceChangesCsvQuery,
  WalletBalanceChangesQuery,
  WalletTransferPage,
  WalletTransfersCsvQuery,
  WalletTransfersQuery,
} from './wallet';

export interface RouteDef {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  summary: string;
  tags: string[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** 200 answer; undefined for non-JSON answers (image) */
  response?: TSchema;
  /** the route is not served yet; listed so the contract is whole */
  later?: boolean;
  /** implemented outside the API plugin (path of the module) */
  elsewhere?: string;
}

function route<const R extends RouteDef>(r: R): R {
  return r;
}

export const apiRoutes = {
  networkOverview: route({
    method: 'GET',
    url: '/api/network/overview',
    summary: 'Home overview panel',
    tags: ['network'],
    response: NetworkOverview,
  }),
  networkStats: route({
    method: 'GET',
    url: '/api/network/stats',
    summary: 'Network statistics',
    tags: ['network'],
    response: NetworkStats,
  }),
  transactions: route({
    method: 'GET',
    url: '/api/transactions',
    summary: "Latest transactions, or one block's (?block=height)",
    tags: ['transactions'],
    querystring: TransactionsQuery,
    response: TransactionList,
  }),
  blocks: route({
    method: 'GET',
    url: '/api/blocks',
    summary: 'Latest blocks',
    tags: ['blocks'],
    querystring: BlocksQuery,
    response: BlockList,
  }),
  gorPrice: route({
    method: 'GET',
    url: '/api/gor/price',
    summary: 'GOR price in USD',
    tags: ['network'],
    response: GorPrice,
  }),
  tokens: route({
    method: 'GET',
    url: '/api/tokens',
    summary: 'Token list',
    tags: ['tokens'],
    querystring: TokensQuery,
    response: TokenList,
  }),
  tokensCount: route({
    method: 'GET',
    url: '/api/tokens/count',
    summary: 'Number of tokens matching search',
    tags: ['tokens'],
    querystring: TokensCountQuery,
    response: TokensCount,
  }),
  token: route({
    method: 'GET',
    url: '/api/token/:address',
    summary: 'Token detail',
    tags: ['tokens'],
    params: AddressParams,
    response: TokenDetail,
  }),
  tokenTransactions: route({
    method: 'GET',
    url: '/api/token/:address/transactions',
    summary: 'Transactions touching a token',
    tags: ['tokens'],
    params: AddressParams,
    querystring: TokenPageQuery,
    response: TokenTransactionPage,
  }),
  tokenTransfers: route({
    method: 'GET',
    url: '/api/token/:address/transfers',
    summary: 'Transfers and mints of a token',
    tags: ['tokens'],
    params: AddressParams,
    querystring: TokenPageQuery,
    response: TokenTransferPage,
  }),
  tokenHolders: route({
    method: 'GET',
    url: '/api/token/:address/holders',
    summary: 'Holders of a token',
    tags: ['tokens'],
    params: AddressParams,
    querystring: TokenHoldersQuery,
    response: TokenHolderPage,
  }),
  transaction: route({
    method: 'GET',
    url: '/api/transaction/:signature',
    summary: 'Transaction detail',
    tags: ['transactions'],
    params: SignatureParams,
    response: TransactionDetail,
  }),
  block: route({
    method: 'GET',
    url: '/api/block/:height',
    summary: 'Block detail',
    tags: ['blocks'],
    params: HeightParams,
    response: BlockDetail,
  }),
  address: route({
    method: 'GET',
    url: '/api/address/:address',
    summary: 'Address detail',
    tags: ['addresses'],
    params: AddressParams,
    response: AddressDetail,
  }),
  addressHoldings: route({
    method: 'GET',
    url: '/api/address/:address/holdings',
    summary: 'Wallet holdings, GOR first',
    tags: ['addresses'],
    params: AddressParams,
    response: Holdings,
  }),
  addressType: route({
    method: 'GET',
    url: '/api/address/:address/type',
    summary: 'What an address is',
    tags: ['addresses'],
    params: AddressParams,
    response: AddressTypeResult,
  }),
  addressTransactions: route({
    method: 'GET',
    url: '/api/address/:address/transactions/paginated',
    summary: "An address's transactions, newest first, cursor paged",
    tags: ['addresses'],
    params: AddressParams,
    querystring: PaginatedQuery,
    response: PaginatedTransactions,
  }),
  walletTransfers: route({
    method: 'GET',
    url: '/api/address/:address/transfers',
    summary: "A wallet's transfers (GOR and tokens, account actions), newest first, cursor paged, filtered",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletTransfersQuery,
    response: WalletTransferPage,
  }),
  walletBalanceChanges: route({
    method: 'GET',
    url: '/api/address/:address/balance-changes',
    summary: "A wallet's balance changes (GOR and its token accounts), newest first, cursor paged, filtered",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletBalanceChangesQuery,
    response: WalletBalanceChangePage,
  }),
  walletTransfersCsv: route({
    method: 'GET',
    url: '/api/address/:address/transfers.csv',
    summary: "A wallet's transfers matching the filters as CSV (streamed; one export per client at a time)",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletTransfersCsvQuery,
  }),
  walletBalanceChangesCsv: route({
    method: 'GET',
    url: '/api/address/:address/balance-changes.csv',
    summary: "A wallet's balance changes matching the filters as CSV (streamed; one export per client)",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletBalanceChangesCsvQuery,
  }),
  validators: route({
    method: 'GET',
    url: '/api/validators',
    summary: 'Validators',
    tags: ['validators'],
    response: ValidatorList,
  }),
  topHolders: route({
    method: 'GET',
    url: '/api/top-holders',
    summary: 'Largest GOR holders',
    tags: ['validators'],
    querystring: TopHoldersQuery,
    response: TopHolders,
  }),
  sitemap: route({
    method: 'GET',
    url: '/api/sitemap',
    summary: 'Sitemap page structure',
    tags: ['meta'],
    response: Sitemap,
  }),
  search: route({
    method: 'GET',
    url: '/api/search',
    summary: 'Classify and resolve a search',
    tags: ['meta'],
    querystring: SearchQuery,
    response: SearchResult,
  }),
  breakStats: route({
    method: 'GET',
    url: '/api/break/stats',
    summary: 'Network TPS for the Break game',
    tags: ['break'],
    response: BreakStats,
  }),
  health: route({
    method: 'GET',
    url: '/api/health',
    summary: 'Indexer and database health',
    tags: ['meta'],
    response: Health,
  }),
  config: route({
    method: 'GET',
    url: '/api/config',
    summary: 'Chain and node facts',
    tags: ['meta'],
    response: AppConfig,
  }),
  remoteFailure: route({
    method: 'POST',
    url: '/api/telemetry/remote-failure',
    summary: 'Report a remote that failed to load/render (answer 204)',
    tags: ['meta'],
    body: RemoteFailureBody,
    elsewhere: 'server/src/static/telemetry.ts',
  }),
  remoteLoad: route({
    method: 'POST',
    url: '/api/telemetry/remote-load',
    summary: 'Report the version of a remote that loaded (once per remote per page load; answer 204)',
    tags: ['meta'],
    body: RemoteLoadBody,
    elsewhere: 'server/src/static/telemetry.ts',
  }),
  remotesHealth: route({
    method: 'GET',
    url: '/api/telemetry/remotes',
    summary: "Loads and failures per remote version (this process), the canary's failure ratio",
    tags: ['meta'],
    response: RemotesHealth,
    elsewhere: 'server/src/static/telemetry.ts',
  }),
  // The games remote: Break sends, trollbox and its admin setting (server/src/break, server/src/trollbox).
  breakSend: route({
    method: 'POST',
    url: '/api/break/send-transaction',
    summary: 'Send one server-funded game transaction',
    tags: ['break'],
    body: BreakSendBody,
    response: BreakSendResult,
  }),
  settingGet: route({
    method: 'GET',
    url: '/api/trollbox/settings/:key',
    summary: 'Read a trollbox setting',
    tags: ['trollbox'],
    params: SettingParams,
    response: Setting,
  }),
  settingPost: route({
    method: 'POST',
    url: '/api/trollbox/settings/:key',
    summary: 'Change a trollbox setting (admin bearer token)',
    tags: ['trollbox'],
    params: SettingParams,
    body: SettingBody,
    response: SettingSaved,
  }),
  trollboxMessages: route({
    method: 'GET',
    url: '/api/trollbox/messages',
    summary: 'Recent trollbox messages',
    tags: ['trollbox'],
    querystring: TrollboxMessagesQuery,
    response: TrollboxMessageList,
  }),
  trollboxPost: route({
    method: 'POST',
    url: '/api/trollbox/messages',
    summary: 'Post a trollbox message',
    tags: ['trollbox'],
    body: TrollboxPostBody,
    response: TrollboxMessage,
  }),
  trollboxDelete: route({
    method: 'DELETE',
    url: '/api/trollbox/messages/:id',
    summary: 'Delete a message (admin bearer token)',
    tags: ['trollbox'],
    params: TrollboxMessageParams,
    response: Accepted,
  }),
  stream: route({
    method: 'GET',
    url: '/api/stream',
    summary: 'Live events (Server-Sent Events): trollbox, blocks, transactions, settings',
    tags: ['meta'],
    querystring: StreamQuery,
    elsewhere: 'server/src/stream/plugin.ts',
  }),
  // Answers a binary image, so it is served outside the JSON API plugin.
  proxyImage: route({
    method: 'GET',
    url: '/api/proxy-image',
    summary: 'An external logo fetched safely',
    tags: ['meta'],
    querystring: ProxyImageQuery,
    elsewhere: 'server/src/api/routes/proxy.ts (binary image, not JSON)',
  }),
} as const;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteName = keyof ApiRoutes;

/** Fill `:param` placeholders of a route path. */
export function routePath(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** Non-JSON routes served next to the API (registered by the API plugin at the root). */
export const rootRoutes = {
  sitemapXml: '/sitemap.xml',
  robots: '/robots.txt',
  metrics: '/metrics',
  docs: '/api/docs',
} as const;

export const EmptyObject = Type.Object({});
