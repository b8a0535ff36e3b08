// /validators: cards, table with conditional columns, three info cards.
import styled from 'styled-components';
import { Badge, Card, EmptyState, Page, PageTitle, SkeletonRows, TitledCard } from 'shared-ui';
import {
  Table,
  type Column,
  AddressLink,
  ErrorText,
  Fields,
  Grid,
  Muted,
  StatCard,
} from 'shared-ui/entities';
import {
  VALIDATOR_USD_PER_GOR,
  abbreviate,
  formatAmount,
  formatInteger,
  formatPercent,
  formatUsdFixed,
  lamportsToGor,
  useNetworkStats,
  type Validator,
} from 'shared-api';
import { average, validatorColumns } from './logic';
import { FALLBACK } from '../home/logic';
import { useValidators } from './queries';

const UptimeBar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  > div {
    width: 60px;
    height: 6px;
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surfaceAlt};
    overflow: hidden;
  }
  > div > div {
    height: 100%;
    background: ${(p) => p.theme.colors.success};
  }
`;

/** The stake's USD figure is an estimate at the product's fixed rate, not a market price. */
export const VALIDATOR_ESTIMATE_NOTE = `Estimate at a fixed ${VALIDATOR_USD_PER_GOR} USD per GOR, not a market price`;

function buildColumns(rows: Validator[]): Column<Validator>[] {
  const show = validatorColumns(rows);
  const cols: Array<Column<Validator> | false> = [
    { key: 'name', header: 'Name', render: (v) => v.name ?? <Muted>Unnamed validator</Muted> },
    // Addresses shorten to the compact 4 + '...' + 4, not the standard 6 + 4.
    { key: 'address', header: 'Address', render: (v) => <AddressLink address={v.address} form="compact" /> },
    {
      key: 'status',
      header: 'Status',
      render: (v) => <Badge $tone={v.isActive ? 'green' : 'red'}>{v.isActive ? 'Online' : 'Offline'}</Badge>,
    },
    {
      key: 'stake',
      header: 'Stake',
      align: 'right',
      render: (v) => (
        <span>
          {formatAmount(lamportsToGor(v.stake))} GOR
          <br />
          <Muted style={{ fontSize: 12 }} title={VALIDATOR_ESTIMATE_NOTE}>
            ≈ {formatUsdFixed(lamportsToGor(v.stake) * VALIDATOR_USD_PER_GOR, 2)} (est. at $
            {VALIDATOR_USD_PER_GOR}/GOR)
          </Muted>
        </span>
      ),
    },
    show.commission && {
      key: 'commission',
      header: 'Commission',
      align: 'right',
      render: (v) => `${v.commission}%`,
    },
    show.apy && { key: 'apy', header: 'APY', align: 'right', render: (v) => `${v.apy.toFixed(2)}%` },
    show.uptime && {
      key: 'uptime',
      header: 'Uptime',
      render: (v) => (
        <UptimeBar>
          <div>
            <div style={{ width: `${Math.min(100, v.uptime)}%` }} />
          </div>
          {v.uptime.toFixed(1)}%
        </UptimeBar>
      ),
    },
    show.delegators && {
      key: 'delegators',
      header: 'Delegators',
      align: 'right',
      render: (v) => formatInteger(v.delegators),
    },
  ];
  return cols.filter((c): c is Column<Validator> => !!c);
}

export default function ValidatorsPage() {
  const q = useValidators();
  const stats = useNetworkStats({ header: true });
  const rows = q.data ?? [];
  const show = validatorColumns(rows);
  const totalStakeGor = rows.reduce((a, v) => a + lamportsToGor(v.stake), 0);
  const supplyGor = stats.data ? lamportsToGor(stats.data.totalSupply) : 0;
  const stakedPct =
    supplyGor > 0 && totalStakeGor > 0
      ? formatPercent((totalStakeGor / supplyGor) * 100)
      : FALLBACK.stakedPercent;
  const avgUptime = average(rows.map((v) => v.uptime));
  return (
    <Page data-page="ValidatorsPage">
      <PageTitle>Validators</PageTitle>
      <Grid $min="200px">
        <StatCard>
          <h3>Total Validators</h3>
          <strong>{rows.length > 0 ? rows.length : FALLBACK.validators}</strong>
          <small>{rows.filter((v) => v.isActive).length} online</small>
        </StatCard>
        <StatCard>
          <h3>Total Staked</h3>
          <strong>{totalStakeGor > 0 ? abbreviate(totalStakeGor) : FALLBACK.staked} GOR</strong>
          <small>{stakedPct} of supply</small>
        </StatCard>
        {show.apy && (
          <StatCard>
            <h3>Average APY</h3>
            <strong>{average(rows.filter((v) => v.apy > 0).map((v) => v.apy)).toFixed(2)}%</strong>
          </StatCard>
        )}
        {show.delegators && (
          <StatCard>
            <h3>Delegators</h3>
            <strong>{formatInteger(rows.reduce((a, v) => a + v.delegators, 0))}</strong>
          </StatCard>
        )}
      </Grid>
      <Card>
        {q.isPending ? (
          <SkeletonRows rows={4} />
        ) : q.isError ? (
          <ErrorText role="alert">{q.error.message}</ErrorText>
        ) : (
          <Table
            label="Validators"
            columns={buildColumns(rows)}
            rows={rows}
            rowKey={(v) => v.voteAccount}
            empty={<EmptyState title="No validators found" />}
          />
        )}
      </Card>
      <Grid $min="260px">
        <TitledCard title="How to Stake">
          <ol style={{ margin: 0, paddingLeft: 20 }}>
            <li>Choose a validator from the list above.</li>
            <li>Delegate GOR to its vote account with a stake account.</li>
            <li>Earn rewards every epoch while the validator votes.</li>
          </ol>
        </TitledCard>
        <TitledCard title="Staking Rewards">
          <Fields
            rows={[
              ['Rewards', 'Paid every epoch'],
              ['Minimum stake', '0.001 GOR'],
              ['Unstaking', 'About 2 days'],
            ]}
          />
        </TitledCard>
        <TitledCard title="Network Security">
          <Fields
            rows={[
              ['Staked ratio', stakedPct],
              ['Network uptime', rows.length > 0 && avgUptime > 0 ? `${avgUptime.toFixed(1)}%` : 'N/A'],
              ['Slashing risk', 'None'],
              ['Consensus', 'Proof of Stake'],
            ]}
          />
        </TitledCard>
      </Grid>
    </Page>
  );
}
