// The schema table: per API route its schemas, summary and tags, on top of its method and path from
// the path table (../paths.ts, the one place the URLs are written). The server registers, validates
// and documents its handlers from it; the pages take only its types (`import type`), never the values.
import { Type, type TSchema } from '@sinclair/typebox';
import * as apiPaths from '../paths';
import { apiPages, routeOf, type ApiPaths, type ApiRouteName, type MethodOf, type PathOf } from '../route';
import { AddressDetail, AddressTypeResult, Holdings, PaginatedQuery, PaginatedTransactions } from './address';
import {
  BlockDetail,
  BlockList,
  BlockPrograms,
  BlocksQuery,
  BlockTransactionPage,
  BlockTransactionsQuery,
} from './block';
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

/** A route's schemas, with the method and path the path table gives its name. */
function route<N extends ApiRouteName, const R extends Omit<RouteDef, 'method' | 'url'>>(
  name: N,
  r: R,
): { method: MethodOf<ApiPaths[N]>; url: PathOf<ApiPaths[N]> } & R {
  const { method, path } = routeOf(apiPaths[name]);
  return { method, url: path, ...r };
}

export const apiRoutes = {
  networkOverview: route('networkOverview', {
    summary: 'Home overview panel',
    tags: ['network'],
    response: NetworkOverview,
  }),
  networkStats: route('networkStats', {
    summary: 'Network statistics',
    tags: ['network'],
    response: NetworkStats,
  }),
  transactions: route('transactions', {
    summary: "Latest transactions, or one block's (?block=height)",
    tags: ['transactions'],
    querystring: TransactionsQuery,
    response: TransactionList,
  }),
  blocks: route('blocks', {
    summary: 'Latest blocks',
    tags: ['blocks'],
    querystring: BlocksQuery,
    response: BlockList,
  }),
  gorPrice: route('gorPrice', {
    summary: 'GOR price in USD',
    tags: ['network'],
    response: GorPrice,
  }),
  tokens: route('tokens', {
    summary: 'Token list',
    tags: ['tokens'],
    querystring: TokensQuery,
    response: TokenList,
  }),
  tokensCount: route('tokensCount', {
    summary: 'Number of tokens matching search',
    tags: ['tokens'],
    querystring: TokensCountQuery,
    response: TokensCount,
  }),
  token: route('token', {
    summary: 'Token detail',
    tags: ['tokens'],
    params: AddressParams,
    response: TokenDetail,
  }),
  tokenTransactions: route('tokenTransactions', {
    summary: 'Transactions touching a token',
    tags: ['tokens'],
    params: AddressParams,
    querystring: TokenPageQuery,
    response: TokenTransactionPage,
  }),
  tokenTransfers: route('tokenTransfers', {
    summary: 'Transfers and mints of a token',
    tags: ['tokens'],
    params: AddressParams,
    querystring: TokenPageQuery,
    response: TokenTransferPage,
  }),
  tokenHolders: route('tokenHolders', {
    summary: 'Holders of a token',
    tags: ['tokens'],
    params: AddressParams,
    querystring: TokenHoldersQuery,
    response: TokenHolderPage,
  }),
  transaction: route('transaction', {
    summary: 'Transaction detail',
    tags: ['transactions'],
    params: SignatureParams,
    response: TransactionDetail,
  }),
  block: route('block', {
    summary: 'Block detail',
    tags: ['blocks'],
    params: HeightParams,
    response: BlockDetail,
  }),
  blockTransactions: route('blockTransactions', {
    summary: "A block's transactions in block order, cursor paged, filtered (votes, status, program)",
    tags: ['blocks'],
    params: HeightParams,
    querystring: BlockTransactionsQuery,
    response: BlockTransactionPage,
  }),
  blockPrograms: route('blockPrograms', {
    summary: "The programs a block's transactions call, with counts, and its vote count (its list's filters)",
    tags: ['blocks'],
    params: HeightParams,
    response: BlockPrograms,
  }),
  address: route('address', {
    summary: 'Address detail',
    tags: ['addresses'],
    params: AddressParams,
    response: AddressDetail,
  }),
  addressHoldings: route('addressHoldings', {
    summary: 'Wallet holdings, GOR first',
    tags: ['addresses'],
    params: AddressParams,
    response: Holdings,
  }),
  addressType: route('addressType', {
    summary: 'What an address is',
    tags: ['addresses'],
    params: AddressParams,
    response: AddressTypeResult,
  }),
  addressTransactions: route('addressTransactions', {
    summary: "An address's transactions, newest first, cursor paged",
    tags: ['addresses'],
    params: AddressParams,
    querystring: PaginatedQuery,
    response: PaginatedTransactions,
  }),
  walletTransfers: route('walletTransfers', {
    summary: "A wallet's transfers (GOR and tokens, account actions), newest first, cursor paged, filtered",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletTransfersQuery,
    response: WalletTransferPage,
  }),
  walletBalanceChanges: route('walletBalanceChanges', {
    summary: "A wallet's balance changes (GOR and its token accounts), newest first, cursor paged, filtered",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletBalanceChangesQuery,
    response: WalletBalanceChangePage,
  }),
  walletTransfersCsv: route('walletTransfersCsv', {
    summary: "A wallet's transfers matching the filters as CSV (streamed; one export per client at a time)",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletTransfersCsvQuery,
  }),
  walletBalanceChangesCsv: route('walletBalanceChangesCsv', {
    summary: "A wallet's balance changes matching the filters as CSV (streamed; one export per client)",
    tags: ['addresses'],
    params: AddressParams,
    querystring: WalletBalanceChangesCsvQuery,
  }),
  validators: route('validators', {
    summary: 'Validators',
    tags: ['validators'],
    response: ValidatorList,
  }),
  topHolders: route('topHolders', {
    summary: 'Largest GOR holders',
    tags: ['validators'],
    querystring: TopHoldersQuery,
    response: TopHolders,
  }),
  sitemap: route('sitemap', {
    summary: 'Sitemap page structure',
    tags: ['meta'],
    response: Sitemap,
  }),
  search: route('search', {
    summary: 'Classify and resolve a search',
    tags: ['meta'],
    querystring: SearchQuery,
    response: SearchResult,
  }),
  breakStats: route('breakStats', {
    summary: 'Network TPS for the Break game',
    tags: ['break'],
    response: BreakStats,
  }),
  health: route('health', {
    summary: 'Indexer and database health',
    tags: ['meta'],
    response: Health,
  }),
  config: route('config', {
    summary: 'Chain and node facts',
    tags: ['meta'],
    response: AppConfig,
  }),
  remoteFailure: route('remoteFailure', {
    summary: 'Report a remote that failed to load/render (answer 204)',
    tags: ['meta'],
    body: RemoteFailureBody,
    elsewhere: 'server/src/registry/telemetry.ts',
  }),
  remoteLoad: route('remoteLoad', {
    summary: 'Report the version of a remote that loaded (once per remote per page load; answer 204)',
    tags: ['meta'],
    body: RemoteLoadBody,
    elsewhere: 'server/src/registry/telemetry.ts',
  }),
  remotesHealth: route('remotesHealth', {
    summary: "Loads and failures per remote version (this process), the canary's failure ratio",
    tags: ['meta'],
    response: RemotesHealth,
    elsewhere: 'server/src/registry/telemetry.ts',
  }),
  // The games remote: Break sends, trollbox and its admin setting (server/src/break, server/src/trollbox).
  breakSend: route('breakSend', {
    summary: 'Send one server-funded game transaction',
    tags: ['break'],
    body: BreakSendBody,
    response: BreakSendResult,
  }),
  settingGet: route('settingGet', {
    summary: 'Read a trollbox setting',
    tags: ['trollbox'],
    params: SettingParams,
    response: Setting,
  }),
  settingPost: route('settingPost', {
    summary: 'Change a trollbox setting (admin bearer token)',
    tags: ['trollbox'],
    params: SettingParams,
    body: SettingBody,
    response: SettingSaved,
  }),
  trollboxMessages: route('trollboxMessages', {
    summary: 'Recent trollbox messages',
    tags: ['trollbox'],
    querystring: TrollboxMessagesQuery,
    response: TrollboxMessageList,
  }),
  trollboxPost: route('trollboxPost', {
    summary: 'Post a trollbox message',
    tags: ['trollbox'],
    body: TrollboxPostBody,
    response: TrollboxMessage,
  }),
  trollboxDelete: route('trollboxDelete', {
    summary: 'Delete a message (admin bearer token)',
    tags: ['trollbox'],
    params: TrollboxMessageParams,
    response: Accepted,
  }),
  stream: route('stream', {
    summary: 'Live events (Server-Sent Events): trollbox, blocks, transactions, settings',
    tags: ['meta'],
    querystring: StreamQuery,
    elsewhere: 'server/src/stream/plugin.ts',
  }),
  // Answers a binary image, so it is served outside the JSON API plugin.
  proxyImage: route('proxyImage', {
    summary: 'An external logo fetched safely',
    tags: ['meta'],
    querystring: ProxyImageQuery,
    elsewhere: 'server/src/network/proxy.ts (binary image, not JSON)',
  }),
} as const satisfies Record<ApiRouteName, RouteDef>;

export type ApiRoutes = typeof apiRoutes;

/** Non-JSON routes served next to the API (registered by the API plugin at the root). */
export const rootRoutes = {
  sitemapXml: '/sitemap.xml',
  robots: '/robots.txt',
  metrics: '/metrics',
  docs: apiPages.docs,
} as const;

export const EmptyObject = Type.Object({});
