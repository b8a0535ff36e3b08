// What a page shows where a USD figure would go when there is no real GOR price. The API gives no
// number without a configured price feed; pages say why instead of deriving from an invented rate.
import type { GorPrice } from '../contract';

/** Shown in place of a USD figure when no price feed is configured. */
export const NO_PRICE_FEED = 'No price feed';
/** Shown in place of a USD figure when the configured feed has not answered. */
export const PRICE_FEED_UNAVAILABLE = 'Price feed unavailable';
/** Explains the missing figure (title/tooltip text). */
export const NO_PRICE_FEED_DETAIL =
  'This explorer has no GOR price feed configured, so no USD values are shown.';

/** The GOR price in USD when a real feed gave one, else null. */
export function realGorPrice(p: GorPrice | null | undefined): number | null {
  return p && p.source === 'remote' && p.price !== null && Number.isFinite(p.price) ? p.price : null;
}

/** Why there is no USD figure: the text shown in its place (while loading: null). */
export function noPriceText(p: GorPrice | null | undefined): string {
  return p?.source === 'unavailable' ? PRICE_FEED_UNAVAILABLE : NO_PRICE_FEED;
}
