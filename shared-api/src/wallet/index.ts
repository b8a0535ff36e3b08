// shared-api/wallet: what the wallet and chain pages share about a wallet (holdings search and
// order, action colours, the history's actions, signed amounts). Pure functions; which rows a tab lists is decided by the server.
//
//   import { filterHoldings } from 'shared-api/wallet';
//   const shown = filterHoldings(holdings, query);
export * from './holdings';
export * from './activity';
export * from './actions';
