// Where every API route lives, one export per route: its name → 'METHOD /path' (Fastify `:param`
// syntax). The one definition of the API's URLs: the server's schema table (shared-api/contract,
// `apiRoutes`) takes its methods and paths from here, and the pages' client builds its URLs from
// it. No TypeBox here. A subpath of its own ('shared-api/paths'), imported as a namespace, so each
// bundle carries only the routes it calls:
//
//   import * as apiPaths from 'shared-api/paths';
//   api.get(apiPaths.token, { params: { address } });   // GET /api/token/:address → TokenDetail

export const networkOverview = 'GET /api/network/overview';
export const networkStats = 'GET /api/network/stats';
export const transactions = 'GET /api/transactions';
export const blocks = 'GET /api/blocks';
export const gorPrice = 'GET /api/gor/price';
export const tokens = 'GET /api/tokens';
export const tokensCount = 'GET /api/tokens/count';
export const token = 'GET /api/token/:address';
export const tokenTransactions = 'GET /api/token/:address/transactions';
export const tokenTransfers = 'GET /api/token/:address/transfers';
export const tokenHolders = 'GET /api/token/:address/holders';
export const transaction = 'GET /api/transaction/:signature';
export const block = 'GET /api/block/:height';
export const blockTransactions = 'GET /api/block/:height/transactions';
export const blockPrograms = 'GET /api/block/:height/programs';
export const address = 'GET /api/address/:address';
export const addressHoldings = 'GET /api/address/:address/holdings';
export const addressType = 'GET /api/address/:address/type';
export const addressTransactions = 'GET /api/address/:address/transactions/paginated';
export const walletTransfers = 'GET /api/address/:address/transfers';
export const walletBalanceChanges = 'GET /api/address/:address/balance-changes';
export const walletTransfersCsv = 'GET /api/address/:address/transfers.csv';
export const walletBalanceChangesCsv = 'GET /api/address/:address/balance-changes.csv';
export const validators = 'GET /api/validators';
export const topHolders = 'GET /api/top-holders';
export const sitemap = 'GET /api/sitemap';
export const search = 'GET /api/search';
export const breakStats = 'GET /api/break/stats';
export const health = 'GET /api/health';
export const config = 'GET /api/config';
export const remoteFailure = 'POST /api/telemetry/remote-failure';
export const remoteLoad = 'POST /api/telemetry/remote-load';
export const remotesHealth = 'GET /api/telemetry/remotes';
export const breakSend = 'POST /api/break/send-transaction';
export const settingGet = 'GET /api/trollbox/settings/:key';
export const settingPost = 'POST /api/trollbox/settings/:key';
export const trollboxMessages = 'GET /api/trollbox/messages';
export const trollboxPost = 'POST /api/trollbox/messages';
export const trollboxDelete = 'DELETE /api/trollbox/messages/:id';
export const stream = 'GET /api/stream';
export const proxyImage = 'GET /api/proxy-image';
