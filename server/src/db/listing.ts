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
