// shared-api/wallet: the wallet rules (holdings search and order,
// Transfers and Balance Changes inclusion and extraction, action names and colours, paging).
// Pure functions, imported by the wallet and chain pages (and usable by the server).
//
//   import { filterHoldings, transferRows, walletTotalPages } from 'shared-api/wallet';
//   const rows = transferRows(page.transactions, address);
export * from './holdings';
export * from './paging';
export * from './activity';
