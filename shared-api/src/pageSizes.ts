// Rows per page of the paged lists: what the pages ask for and the API's defaults. Here and not in
// the contract, whose values the browser build replaces with nothing (pages import it for types).

/** An address's transactions (address page, wallet Transactions tab). */
export const ADDRESS_TX_PAGE_SIZE = 10;
/** The wallet's Transfers and Balance Changes tabs. */
export const WALLET_PAGE_SIZE = 10;
/** /tokens. */
export const TOKENS_PAGE_SIZE = 50;
/** A token's Transfers, Transactions and Holders tabs. */
export const TOKEN_TAB_PAGE_SIZE = 25;
