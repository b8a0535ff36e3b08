// Network-wide figures: stats, overview, GOR price, health, config, Break game stats.
import { Type, type Static } from '@sinclair/typebox';
import { Amount, NullableInteger, NullableNumber, NullableString, StringEnum, UnixTime } from './common';

export const EpochInfo = Type.Object({
  epoch: Type.Integer({ minimum: 0 }),
  slotIndex: Type.Integer({ minimum: 0 }),
  slotsInEpoch: Type.Integer({ minimum: 0 }),
  absoluteSlot: Type.Integer({ minimum: 0 }),
});
export type EpochInfo = Static<typeof EpochInfo>;

/** GET /api/network/stats. Supplies and stake in lamports. */
export const NetworkStats = Type.Object({
  totalSupply: Amount,
  circulatingSupply: Amount,
  nonCirculatingSupply: Amount,
  /** active stake of all validators, lamports */
  stakedGor: Amount,
  /** always 9 (GOR) */
  decimals: Type.Integer(),
  epoch: Type.Integer({ minimum: 0 }),
  slot: Type.Integer({ minimum: 0 }),
  blockHeight: Type.Integer({ minimum: 0 }),
  totalTransactions: Type.Integer({ minimum: 0 }),
  /** transactions per second from the recent performance samples */
  tps: Type.Number(),
  /** same figure, the name the Break game and tokens page read */
  networkTPS: Type.Number(),
  validators: Type.Integer({ minimum: 0 }),
  epochInfo: EpochInfo,
  /** unix seconds of the newest network snapshot */
  updatedAt: UnixTime,
});
export type NetworkStats = Static<typeof NetworkStats>;

/** GET /api/network/overview: the home panel. */
export const NetworkOverview = Type.Object({
  stats: NetworkStats,
  /** node software version when known */
  version: NullableString,
});
export type NetworkOverview = Static<typeof NetworkOverview>;

/**
 * GET /api/gor/price. `price` in USD from the configured price feed; null when there is none
 * (source 'none') or it has not answered (source 'unavailable'): then nothing is derived from it.
 * change24h in percent against the feed's own sample of a day ago (or the feed's figure); marketCap
 * the feed's, else price × circulating supply; both null without a real price.
 */
export const GorPrice = Type.Object({
  price: NullableNumber,
  change24h: NullableNumber,
  marketCap: NullableNumber,
  volume24h: NullableNumber,
  logoUrl: Type.String(),
  /** remote = GOR_PRICE_URL answered; none = no feed configured; unavailable = the feed has not answered */
  source: StringEnum(['remote', 'none', 'unavailable']),
  updatedAt: UnixTime,
});
export type GorPrice = Static<typeof GorPrice>;

/** GET /api/health: scripts wait on it. */
export const Health = Type.Object({
  status: StringEnum(['ok', 'syncing', 'degraded']),
  chainSlot: NullableInteger,
  indexedSlot: NullableInteger,
  lagSlots: NullableInteger,
  db: StringEnum(['ok', 'error']),
});
export type Health = Static<typeof Health>;

/** GET /api/config: what the developer-tools page and the footer show. */
export const AppConfig = Type.Object({
  chainName: Type.String(),
  network: Type.String(),
  rpcUrl: Type.String(),
  wsUrl: Type.String(),
  masterAddress: NullableString,
  coinContract: NullableString,
});
export type AppConfig = Static<typeof AppConfig>;

/** GET /api/break/stats */
export const BreakStats = Type.Object({
  networkTPS: Type.Number(),
  slot: Type.Integer({ minimum: 0 }),
  updatedAt: UnixTime,
});
export type BreakStats = Static<typeof BreakStats>;
