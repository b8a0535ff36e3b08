/**
 * The tokens list filters (no metadata, low supply, zero supply) as SQL over `mints`, used by the
 * API's queries. SQLite uses a partial index only when the query repeats the index's WHERE terms
 * verbatim, so LISTED_INDEX_WHERE is the text migration 0002 created its indexes with (a test holds
 * the two equal).
 * - META: hide tokens without metadata (name empty or containing '...', or symbol empty);
 * - LOW: hide low supply (raw supply of 1 or less: single-unit mints such as NFTs);
 * - ZERO: hide zero supply.
 */
export const LISTING_FILTER_SQL = {
  meta: "name IS NOT NULL AND name <> '' AND name NOT LIKE '%...%' AND symbol IS NOT NULL AND symbol <> ''",
  low: "supply_key > '00000000000000000001'",
  zero: "supply_key > '00000000000000000000'",
} as const;

/** WHERE of the partial indexes: the default list (all three filters on; LOW implies ZERO). */
export const LISTED_INDEX_WHERE = `${LISTING_FILTER_SQL.meta} AND ${LISTING_FILTER_SQL.low}`;
