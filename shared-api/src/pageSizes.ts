// The page-size table: per paged list, the rows a page holds when the client names no limit (`size`)
// and the most it may ask for (`max`). The contract's schemas and the server read both from here; the
// pages read the sizes they ask for through the named constants below. Plain numbers outside the
// schema modules, so the browser entry ('shared-api') and the server's contract ('shared-api/contract')
// both export them without the browser loading TypeBox.

export interface PageLimit {
  readonly size: number;
  readonly max: number;
}

export const PAGE_LIMITS = {
  /** An address's transactions (address page, wallet Transactions tab). */
  addressTransactions: { size: 10, max: 50 },
  /** The wallet's Transfers and Balance Changes tabs. */
  walletHistory: { size: 10, max: 50 },
  /** /tokens. */
  tokens: { size: 50, max: 1000 },
  /** A token's Transfers and Transactions tabs. */
  tokenTab: { size: 25, max: 100 },
  /**
   * A token's Holders tab. The page asks for the tabs' size; the API's default for a client that names
   * no limit has been 100 since the route's first version, and clients may rely on it.
   */
  tokenHolders: { size: 100, max: 1000 },
  /** /top-holders: the API's default for a client that names no limit (the page asks for 50). */
  topHolders: { size: 100, max: 1000 },
  /** The trollbox: the latest messages, and each older page; a shorter answer means no older ones. */
  trollbox: { size: 50, max: 200 },
  /** The latest blocks. */
  blocks: { size: 20, max: 100 },
  /** One block's transactions; /transactions asks for all of them (the max). */
  blockTransactions: { size: 25, max: 500 },
  /** A block's whole list, keyset paged (/transactions?block=N): any block, however big, page by page. */
  blockTransactionPage: { size: 50, max: 500 },
} as const satisfies Record<string, PageLimit>;

/** What the pages ask for. */
export const ADDRESS_TX_PAGE_SIZE = PAGE_LIMITS.addressTransactions.size;
export const WALLET_PAGE_SIZE = PAGE_LIMITS.walletHistory.size;
export const TOKENS_PAGE_SIZE = PAGE_LIMITS.tokens.size;
/** A token's Transfers, Transactions and Holders tabs. */
export const TOKEN_TAB_PAGE_SIZE = PAGE_LIMITS.tokenTab.size;
export const TOP_HOLDERS_PAGE_SIZE = 50;
export const TROLLBOX_PAGE_SIZE = PAGE_LIMITS.trollbox.size;
/** Most of one block's transactions a call answers. */
export const BLOCK_TRANSACTIONS_MAX = PAGE_LIMITS.blockTransactions.max;
/** Rows per page of a block's whole list. */
export const BLOCK_TX_PAGE_SIZE = PAGE_LIMITS.blockTransactionPage.size;
