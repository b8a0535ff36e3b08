// The holdings dropdown of the address page and the wallet overview:
// search 'Search by name / symbol / address' (GOR also answers to 'gor' and 'gorbagana'), the
// 'Tokens (n)' count, GOR first then tokens by dollar value, the optional Total Portfolio Value, and a
// 'View all holdings' link (left out on the holdings page itself).
//
//   <HoldingsDropdown address={address} />                          address page
//   <HoldingsDropdown address={address} showTotal viewAll={false} /> wallet overview
import styled from 'styled-components';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Popover, TokenLogo, useEntityPath } from 'shared-ui';
import { formatUsdTotal, NO_PRICE_FEED, type Holding } from 'shared-api';
import { useHoldings } from 'shared-api/hooks/accounts';
import { filterHoldings, holdingAmount, holdingLabel, holdingUsd, sortHoldings } from 'shared-api/wallet';
import { Button, Mono, Muted } from './layout';
import { EntityLink } from './links';

const Search = styled.input`
  width: 100%;
  height: 36px;
  padding: 0 10px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
`;
const Items = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  max-height: 280px;
  overflow-y: auto;
  width: min(360px, calc(100vw - 48px));
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 6px 4px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  li > div {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
  }
`;

function Row({ h }: { h: Holding }) {
  const label = holdingLabel(h);
  const usd = holdingUsd(h);
  return (
    <li>
      {h.isNative ? (
        <TokenLogo src={h.logoUri} name={label} size={24} />
      ) : (
        <TokenLogo src={h.logoUri} symbol={h.symbol} name={h.name} mint={h.mint} size={24} />
      )}
      <div>
        {h.isNative ? (
          <strong>GOR</strong>
        ) : (
          <EntityLink entity="token" value={h.mint}>
            {label}
          </EntityLink>
        )}
        {h.name && !h.isNative && <Muted style={{ fontSize: 12 }}>{h.name}</Muted>}
      </div>
      <div style={{ alignItems: 'flex-end', flex: 'none' }}>
        <Mono>{holdingAmount(h)}</Mono>
        {usd && <Muted style={{ fontSize: 12 }}>{usd}</Muted>}
      </div>
    </li>
  );
}

export function HoldingsDropdown({
  address,
  showTotal = false,
  viewAll = true,
}: {
  address: string;
  /** Show the Total Portfolio Value (wallet overview). */
  showTotal?: boolean;
  /** Show the 'View all holdings' link (not on the holdings page itself). */
  viewAll?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const q = useHoldings(address);
  const all = q.data?.tokenHoldings ?? [];
  const tokens = all.filter((h) => !h.isNative);
  const shown = filterHoldings(sortHoldings(all), query);
  const wallet = useEntityPath('wallet', address);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label="Holdings"
      trigger={
        <Button type="button" aria-haspopup="dialog">
          Tokens ({q.isPending ? '…' : tokens.length}) ▾
        </Button>
      }
    >
      <Search
        placeholder="Search by name / symbol / address"
        aria-label="Search holdings"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {q.isPending ? (
        <Muted>Loading…</Muted>
      ) : q.isError ? (
        <Muted>Could not load holdings</Muted>
      ) : (
        <>
          <Muted style={{ display: 'block', marginTop: 8, fontSize: 12 }}>Tokens ({tokens.length})</Muted>
          {showTotal && q.data && (
            <Muted style={{ display: 'block', fontSize: 12 }}>
              Total Portfolio Value:{' '}
              {q.data.totalValue === null ? NO_PRICE_FEED : formatUsdTotal(q.data.totalValue)}
            </Muted>
          )}
          <Items>
            {shown.map((h) => (
              <Row key={`${h.mint}:${h.account ?? 'native'}`} h={h} />
            ))}
            {shown.length === 0 && <li>No matching holdings</li>}
          </Items>
        </>
      )}
      {viewAll && wallet && <Link to={wallet}>View all holdings →</Link>}
    </Popover>
  );
}
