// /top-holders: cards, ranked table (gold/silver/bronze), 50 a page.
import { Link } from 'react-router-dom';
import { Card, EmptyState, Page, PageTitle, SkeletonRows } from 'shared-ui';
import {
  Table,
  type Column,
  AddressLink,
  Button,
  EntityLink,
  Grid,
  Muted,
  PageRows,
  StatCard,
  useCursorPages,
  useUrlView,
} from 'shared-ui/entities';
import {
  formatAmount,
  formatDateTime,
  formatHolderPercent,
  formatInteger,
  formatUsd,
  lamportsToGor,
  NO_PRICE_FEED,
  NO_PRICE_FEED_DETAIL,
  relativeTime,
  scaleRaw,
  TOP_HOLDERS_PAGE_SIZE,
  type TopHolder,
} from 'shared-api';
import { ACCOUNT_KIND_LABELS } from '../address/logic';
import { holdersRange, medal, paramsForView, totalPages, viewFromParams, visibleHolders } from './logic';
import { useTopHolders } from './queries';

const columns: Column<TopHolder>[] = [
  {
    key: 'rank',
    header: 'Rank',
    render: (h) => {
      const m = medal(h.rank);
      return m ? (
        <span title={m.label} aria-label={`Rank ${h.rank} (${m.label})`}>
          {m.icon} {h.rank}
        </span>
      ) : (
        `#${h.rank}`
      );
    },
  },
  // This page shortens addresses to 4 + '...' + 4, not the detail pages' 6 + 4.
  {
    key: 'wallet',
    header: 'Wallet Address',
    render: (h) => <AddressLink address={h.fullAddress} form="compact" />,
  },
  { key: 'kind', header: 'Account Type', render: (h) => ACCOUNT_KIND_LABELS[h.kind] },
  { key: 'token', header: 'Token', render: (h) => h.tokenSymbol || 'GOR' },
  {
    key: 'balance',
    header: 'Balance',
    align: 'right',
    render: (h) => `${formatAmount(scaleRaw(h.balance, h.decimals))} ${h.tokenSymbol || 'GOR'}`,
  },
  { key: 'pct', header: '% of Supply', align: 'right', render: (h) => formatHolderPercent(h.percentage) },
  {
    key: 'value',
    header: 'Est. Value',
    align: 'right',
    render: (h) =>
      h.value === null ? (
        <Muted title={NO_PRICE_FEED_DETAIL}>{NO_PRICE_FEED}</Muted>
      ) : h.value ? (
        formatUsd(h.value)
      ) : (
        <Muted>No price data</Muted>
      ),
  },
];

export default function TopHoldersPage() {
  const [view, go] = useUrlView(viewFromParams, paramsForView);
  // The API pages by offset: every page is reached by its number.
  const pages = useCursorPages('number');
  const { page } = pages;
  const q = useTopHolders(TOP_HOLDERS_PAGE_SIZE, (page - 1) * TOP_HOLDERS_PAGE_SIZE);
  if (q.isPending) {
    return (
      <Page data-page="TopHoldersPage">
        <PageTitle>Top GOR Holders</PageTitle>
        <Card>
          <EmptyState title="Loading Top Holders" />
          <SkeletonRows rows={5} />
        </Card>
      </Page>
    );
  }
  if (q.isError || !q.data) {
    return (
      <Page data-page="TopHoldersPage">
        <PageTitle>Top GOR Holders</PageTitle>
        <Card>
          <EmptyState
            title="No Holder Data Available"
            description={q.data?.message ?? 'Unable to load the holder list right now.'}
          />
        </Card>
      </Page>
    );
  }
  const d = q.data;
  const lastPage = totalPages(d.totalWallets);
  const rows = visibleHolders(d.byValue, view.hidePrograms);
  const hidden = d.byValue.length - rows.length;
  return (
    <Page data-page="TopHoldersPage">
      <PageTitle>Top GOR Holders</PageTitle>
      <Grid $min="180px">
        <StatCard>
          <h3>Total Wallets</h3>
          <strong>{formatInteger(d.totalWallets)}</strong>
        </StatCard>
        <StatCard>
          <h3>Native Token</h3>
          <strong>1</strong>
        </StatCard>
        <StatCard>
          {/* Every holder the index knows (the API's total), not the rows of this page. */}
          <h3>Top Holders</h3>
          <strong data-testid="holders-count">{formatInteger(d.totalWallets)}</strong>
        </StatCard>
        <StatCard>
          <h3>Last Updated</h3>
          <strong title={formatDateTime(d.lastUpdated)}>{relativeTime(d.lastUpdated)}</strong>
        </StatCard>
      </Grid>
      <Card>
        {d.byValue.length === 0 && page === 1 ? (
          <EmptyState
            title="No GOR Holders Found"
            description={d.message ?? 'No wallet holds GOR yet.'}
            action={
              <div style={{ display: 'flex', gap: 12 }}>
                <EntityLink entity="tokens">Browse tokens</EntityLink>
                <Link to="/validators">View validators</Link>
              </div>
            }
          />
        ) : (
          <>
            <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
              <input
                type="checkbox"
                role="switch"
                checked={view.hidePrograms}
                onChange={(e) => go({ hidePrograms: e.target.checked })}
              />
              Hide program-owned and stake accounts
              {view.hidePrograms && hidden > 0 && <Muted>({hidden} hidden on this page)</Muted>}
            </label>
            <PageRows busy={q.isPlaceholderData}>
              <Table label="Top holders" columns={columns} rows={rows} rowKey={(h) => h.fullAddress} />
            </PageRows>
            <nav
              aria-label="Holder pages"
              style={{
                display: 'flex',
                gap: 10,
                alignItems: 'center',
                justifyContent: 'space-between',
                flexWrap: 'wrap',
                marginTop: 12,
              }}
            >
              <Muted>{holdersRange(page, d.byValue.length, d.totalWallets)}</Muted>
              <div style={{ display: 'flex', gap: 8 }}>
                <Button
                  type="button"
                  disabled={page <= 1 || q.isPlaceholderData}
                  onClick={() => pages.goTo(page - 1)}
                >
                  Previous
                </Button>
                <Button
                  type="button"
                  disabled={page >= lastPage || q.isPlaceholderData}
                  onClick={() => pages.goTo(page + 1)}
                >
                  Next
                </Button>
              </div>
            </nav>
          </>
        )}
      </Card>
      <Muted style={{ fontSize: 12 }}>
        Balances in GOR ({formatAmount(lamportsToGor(d.totalSupply))} GOR total supply).
      </Muted>
    </Page>
  );
}
