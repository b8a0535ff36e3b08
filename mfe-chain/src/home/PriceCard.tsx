// GOR price card (/api/gor/price, 30 s): the configured feed's price, 24 h change and market cap, or
// why there is none.
import styled from 'styled-components';
import { Skeleton, TitledCard, TokenLogo } from 'shared-ui';
import {
  abbreviate,
  formatPercentChange,
  formatUsd,
  NO_PRICE_FEED_DETAIL,
  noPriceText,
  realGorPrice,
  useGorPrice,
} from 'shared-api';
import { Muted } from 'shared-ui/entities';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  strong {
    font-size: 26px;
    font-variant-numeric: tabular-nums;
  }
`;
const Change = styled.span<{ $up: boolean }>`
  color: ${(p) => (p.$up ? p.theme.colors.success : p.theme.colors.danger)};
  font-weight: 600;
`;

export function PriceCard() {
  const q = useGorPrice();
  const p = q.data;
  const usd = realGorPrice(p);
  return (
    <TitledCard title="GOR Price">
      {q.isPending ? (
        <Skeleton $h="34px" $w="60%" />
      ) : !p ? (
        <Muted>Price unavailable</Muted>
      ) : usd === null ? (
        <Row>
          <TokenLogo src={p.logoUrl} name="GOR" size={36} />
          <div>
            <strong data-testid="gor-price">{noPriceText(p)}</strong>
            <Muted as="p" style={{ margin: '4px 0 0', fontSize: 13 }}>
              {NO_PRICE_FEED_DETAIL}
            </Muted>
          </div>
        </Row>
      ) : (
        <>
          <Row>
            <TokenLogo src={p.logoUrl} name="GOR" size={36} />
            <strong data-testid="gor-price">{formatUsd(usd)}</strong>
            {p.change24h !== null ? (
              <Change $up={p.change24h >= 0}>{formatPercentChange(p.change24h)}</Change>
            ) : (
              <Muted>24h: N/A</Muted>
            )}
          </Row>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 8, fontSize: 13 }}>
            {p.marketCap !== null && <Muted>Market cap ${abbreviate(p.marketCap)}</Muted>}
            {p.volume24h !== null && <Muted>24h volume ${abbreviate(p.volume24h)}</Muted>}
          </div>
        </>
      )}
    </TitledCard>
  );
}
