// Refetch intervals and stale times of the remotes that poll (tokens, wallet, games), defined once.
// A subpath entry ('shared-api/hooks/refresh') rather than the main one: the home page's first load
// does not need them.
//
//   import { REFRESH } from 'shared-api/hooks/refresh';
//   useQuery({ ..., refetchInterval: REFRESH.tokensRefetch, staleTime: REFRESH.tokensStale });
/** Refetch intervals, stale times and cache times, in ms. */
export const REFRESH = {
  /** /tokens: refresh every 15 s, stale after 10 s */
  tokensRefetch: 15_000,
  tokensStale: 10_000,
  /** token detail: transactions and transfers stale after 30 s, holders after 60 s */
  tokenActivityStale: 30_000,
  tokenHoldersStale: 60_000,
  /** Break game: network TPS every 3 s */
  breakStats: 3_000,
  /** wallet list: refetch every 30 s, fresh 10 s, cached 5 min */
  walletRefetch: 30_000,
  walletStale: 10_000,
  walletCache: 300_000,
} as const;
