// The four market stat cards of /tokens: GOR price with its 24h change, market cap with the fixed
// rank label, 24h volume, circulating supply. Without a price feed the USD cards say so;
// a feed without some figure reads 'N/A' (no invented figures); the circulating supply falls back to
// the product's '999.9M' placeholder.
import styled from 'styled-components';
import {
  abbreviate,
  formatPercentChange,
  formatUsd,
  lamportsToGor,
  NO_PRICE_FEED_DETAIL,
  noPriceText,
  realGorPrice,
  useGorPrice,
  useNetworkStats,
} from 'shared-api';
import { StatCard } from 'shared-ui/entities';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
`;

const Change = styled.small<{ $up: boolean }>`
  && {
    color: ${(p) => (p.$up ? p.theme.colors.success : p.theme.colors.danger)};
  }
`;

/** The fixed label under the market cap. */
export const MARKET_CAP_RANK_LABEL = 'Rank #1';
export const CIRCULATING_FALLBACK = '999.9M';

/**
 * Network stats refresh every 30 s here, the pace of the GOR price beside them. Without it the hook
 * polls at the home page's 5 s, and the header's 30 s poll of the same query would follow suit.
 */
export const STATS_REFRESH_MS = 30_000;

const usdOrNa = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? `$${abbreviate(v)}` : 'N/A';

export function MarketStats() {
  const price = useGorPrice();
  const stats = useNetworkStats({ interval: STATS_REFRESH_MS });
  const p = price.data;
  const usd = realGorPrice(p);
  const circulating = stats.data?.circulatingSupply;
  const change = usd === null ? null : p?.change24h;
  // No real price: every USD card says why instead of a number.
  const missing = usd === null && p ? noPriceText(p) : null;
  const usdCard = (v: number | null | undefined) =>
    missing ? <span title={NO_PRICE_FEED_DETAIL}>{missing}</span> : usdOrNa(v);
  return (
    <Grid aria-label="Market">
      <StatCard>
        <h3>GOR Price</h3>
        <strong>{usd !== null ? formatUsd(usd) : missing ? usdCard(null) : 'N/A'}</strong>
        {typeof change === 'number' ? (
          <Change $up={change >= 0}>{formatPercentChange(change)} (24h)</Change>
        ) : (
          <small>24h change N/A</small>
        )}
      </StatCard>
      <StatCard>
        <h3>Market Cap</h3>
        <strong>{usdCard(p?.marketCap)}</strong>
        <small>{MARKET_CAP_RANK_LABEL}</small>
      </StatCard>
      <StatCard>
        <h3>24h Volume</h3>
        <strong>{usdCard(p?.volume24h)}</strong>
        <small>GOR, all markets</small>
      </StatCard>
      <StatCard>
        <h3>Circulating Supply</h3>
        <strong>
          {circulating && circulating !== '0' ? abbreviate(lamportsToGor(circulating)) : CIRCULATING_FALLBACK}
        </strong>
        <small>GOR</small>
      </StatCard>
    </Grid>
  );
}
