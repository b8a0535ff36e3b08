export * from './format';
export * from './search';
// The contract's types only: its schemas are the server's ('shared-api/contract').
export type * from './contract';
export { NATIVE_MINT } from './programs';
// The path table is 'shared-api/paths' (a namespace each bundle tree-shakes); its types are here.
export * from './route';
// The page sizes the pages ask for; the whole table (maxima included) is the contract's.
export {
  ADDRESS_TX_PAGE_SIZE,
  BLOCK_TRANSACTIONS_MAX,
  BLOCK_TX_PAGE_SIZE,
  TOKEN_TAB_PAGE_SIZE,
  TOKENS_PAGE_SIZE,
  TOP_HOLDERS_PAGE_SIZE,
  TROLLBOX_PAGE_SIZE,
  WALLET_PAGE_SIZE,
} from './pageSizes';
export * from './client';
export * from './hooks';
export * from './stream';
export * from './stream/head';
