// Rows per page of the paged lists: what the pages ask for and the API's defaults. Plain numbers
// outside the schema modules, so the browser entry ('shared-api') and the server's contract
// ('shared-api/contract') both export them without the browser loading TypeBox.

/** An address's transactions (address page, wallet Transactions tab). */
export const ADDRESS_TX_PAGE_SIZE = 10;
/** The wallet's Transfers and Balance Changes tabs. */
export const WALLET_PAGE_SIZE = 10;
/** /tokens. */
export const TOKENS_PAGE_SIZE = 50;
/** A token's Transfers, Transactions and Holders tabs. */
export const TOKEN_TAB_PAGE_SIZE = 25;
/** /top-holders (the API's own default, for a client that names no limit, is larger). */
export const TOP_HOLDERS_PAGE_SIZE = 50;
/** The trollbox: the latest messages, and each older page; a shorter answer means no older ones. */
export const TROLLBOX_PAGE_SIZE = 50;
/** Most of one block's transactions a call answers; /transactions asks for all of them. */
export const BLOCK_TRANSACTIONS_MAX = 500;
