/**
 * The tokens list filters as SQL over `mints`: META hides tokens without metadata, LOW raw supply of
 * 1 or less (NFTs), ZERO zero supply. SQLite uses a partial index only when a query repeats its WHERE
 * verbatim, so LISTED_INDEX_WHERE is migration 0002's text (a test holds them equal).
 */
export const LISTING_FILTER_SQL = {
  meta: "name IS NOT NULL AND name <> '' AND name NOT LIKE '%...%' AND symbol IS NOT NULL AND symbol <> ''",
  low: "supply_key > '00000000000000000001'",
  zero: "supply_key > '00000000000000000000'",
} as const;

/** WHERE of the partial indexes: the default list (all three filters on; LOW implies ZERO). */
export const LISTED_INDEX_WHERE = `${LISTING_FILTER_SQL.meta} AND ${LISTING_FILTER_SQL.low}`;

/**
 * A mint's class for the filters (migration 0180 keeps it in mints.listing_class): 3 when it has
 * metadata, plus 2 for a supply above one or 1 for a supply of one (0: zero, or not known).
 */
export const LISTING_CLASS_SQL =
  `CASE WHEN ${LISTING_FILTER_SQL.meta} THEN 3 ELSE 0 END + CASE WHEN ${LISTING_FILTER_SQL.low} THEN 2` +
  ` WHEN ${LISTING_FILTER_SQL.zero} THEN 1 ELSE 0 END`;

export interface ListFilters {
  hideNoMetadata?: boolean;
  hideLowSupply?: boolean;
  hideZeroSupply?: boolean;
}

/** The listing classes a filter set keeps (all six when no filter is on). */
export function classesKept(f: ListFilters): number[] {
  const metadata = f.hideNoMetadata ? [3] : [0, 3];
  const supply = f.hideLowSupply ? [2] : f.hideZeroSupply ? [1, 2] : [0, 1, 2];
  return metadata.flatMap((m) => supply.map((s) => m + s));
}
