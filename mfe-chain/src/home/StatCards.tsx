// The home page's four stat cards (/api/network/stats, 5 s; the height and slot follow the live head).
import styled from 'styled-components';
import { Card, Skeleton } from 'shared-ui';
import { abbreviate, formatInteger, formatTps, lamportsToGor, useChainHead } from 'shared-api';
import { ErrorText, Grid, Muted } from 'shared-ui/entities';
import type { ReactNode } from 'react';
import { FigureText } from './FigureText';
import { FALLBACK, figure, gorShort } from './logic';

const Stat = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  h3 {
    margin: 0;
    font-size: 13px;
    font-weight: 500;
    color: ${(p) => p.theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  strong {
    font-size: 24px;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
  small {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

export function StatCards() {
  const { head, stats: q } = useChainHead();
  const s = q.data;
  // The spec's placeholders stand only while the stats are not known (the call failed), marked so.
  const validators = figure(s?.validators, String, FALLBACK.validators);
  const staked = figure(s?.stakedGor, gorShort, FALLBACK.staked);
  const circulating = figure(s?.circulatingSupply, gorShort, FALLBACK.circulating);
  const cards: Array<{ title: string; value: ReactNode; sub: ReactNode }> = [
    {
      title: 'Block Height',
      value: head ? formatInteger(head.blockHeight) : '',
      sub: head ? `Slot ${formatInteger(head.slot)}` : '',
    },
    {
      title: 'Total Transactions',
      value: s ? formatInteger(s.totalTransactions) : '',
      sub: s ? `${formatTps(s.tps)} TPS` : '',
    },
    {
      title: 'Circulating Supply',
      value: <FigureText f={circulating} suffix=" GOR" />,
      sub: s ? `of ${abbreviate(lamportsToGor(s.totalSupply))} total` : '',
    },
    {
      title: 'Validators',
      value: <FigureText f={validators} />,
      sub: <FigureText f={staked} suffix=" staked" />,
    },
  ];
  return (
    <section aria-label="Network statistics">
      {q.isError && <ErrorText role="alert">Failed to load network statistics</ErrorText>}
      <Grid $min="200px">
        {cards.map((c) => (
          <Stat key={c.title}>
            <h3>{c.title}</h3>
            {q.isPending ? <Skeleton $h="28px" $w="70%" /> : <strong>{c.value || <Muted>—</Muted>}</strong>}
            {q.isPending ? <Skeleton $h="14px" $w="50%" /> : <small>{c.sub}</small>}
          </Stat>
        ))}
      </Grid>
    </section>
  );
}
