// Polling intervals and retries of the chain pages, and the global query defaults.
import type { DefaultOptions } from '@tanstack/react-query';

export const INTERVALS = {
  transactions: 2_000,
  statsHome: 5_000,
  blocks: 15_000,
  overview: 30_000,
  price: 30_000,
  tokens: 30_000,
  validators: 30_000,
  statsHeader: 30_000,
  addressTransactions: 10_000,
  /** /transactions page: blocks and block detail every 2 s */
  blockStepper: 2_000,
  topHolders: 120_000,
  sitemap: 300_000,
} as const;

/**
 * Polling of a failed testnet query: slower than the live intervals, and short
 * enough that with its 2 retries (1 s + 2 s) a page recovers within 30 s of the API returning.
 */
export const OFFLINE_POLL_MS = 15_000;

/** Retries of the queries that retry (network overview and stats, latest transactions and blocks). */
export const RETRIES = 2;

/** Global defaults: no refetch on window focus, data never stale, no retries unless stated. */
export const queryDefaults: DefaultOptions = {
  queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
  mutations: { retry: false },
};
