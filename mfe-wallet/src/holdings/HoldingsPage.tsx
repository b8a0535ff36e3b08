// /address/:address/holdings — the wallet overview: title with the short address, copy and a refresh
// icon; the overview card; the three active tabs (Transactions, Transfers, Balance Changes) and six
// Coming Soon ones, each selectable with a panel of its own; the tab and the history filters live in
// the URL.
// Refresh refetches everything and returns every tab to page 1 (its cursors cleared).
import styled from 'styled-components';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys, shortAddress4, useGorPrice } from 'shared-api';
import { useHoldings } from 'shared-api/hooks/accounts';
import { FIRST_POSITION, PAGE_PARAM, paramsForPosition } from 'shared-api/listPosition';
import { EmptyState, Page, PageTitle, useDocumentTitle, useEntityPath } from 'shared-ui';
import {
  CopyIcon,
  DataState,
  Mono,
  Muted,
  PageMessage,
  Tabs,
  useUrlView,
  type TabItem,
} from 'shared-ui/entities';
import { walletKeys } from './queries';
import { BalanceChangesTab } from './BalanceChangesTab';
import { ComingSoonTab } from './ComingSoonTab';
import { TAB_LABELS } from './format';
import { OverviewCard } from './Overview';
import { TransactionsTab } from './TransactionsTab';
import { TransfersTab } from './TransfersTab';
import { isComingSoon, readView, TABS, writeView, type HistoryFilters, type WalletTab } from './view';

const Header = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 10px;
  h1 {
    margin: 0;
  }
`;
const IconButton = styled.button`
  min-width: 36px;
  min-height: 36px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surfaceAlt};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
`;
const Panel = styled.section`
  margin-top: 8px;
`;

// Coming Soon tabs stay enabled: a visitor (keyboard too) can open one and read that it is coming.
const TAB_ITEMS: TabItem<WalletTab>[] = TABS.map((id) => ({ id, label: TAB_LABELS[id] }));

function WalletOverview({ address }: { address: string }) {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useUrlView(readView, writeView);
  const client = useQueryClient();
  const holdings = useHoldings(address);
  const addressPage = useEntityPath('address', address);
  // The GOR price is kept current (every 30 s) while a wallet is open, though no USD value is shown yet.
  useGorPrice();
  // Bumped by Refresh: the tabs remount on page 1 with no cursors.
  const [epoch, setEpoch] = useState(0);
  const [remountPending, setRemountPending] = useState(false);
  const onFirstPage = !params.has(PAGE_PARAM);
  // Drop every cached page (not refetch them: the cursors they were reached with are cleared) and
  // remount the tabs.
  const restart = useCallback(() => {
    client.removeQueries({ queryKey: walletKeys.all(address) });
    setEpoch((e) => e + 1);
  }, [client, address]);
  useEffect(() => {
    if (remountPending && onFirstPage) {
      setRemountPending(false);
      restart();
    }
  }, [remountPending, onFirstPage, restart]);
  useDocumentTitle(`Wallet ${shortAddress4(address)}`);

  const refresh = () => {
    // Back to page 1 first: the tabs restart once the URL says so (else the new tab would ask for the
    // old page by number).
    if (params.has(PAGE_PARAM)) {
      setParams(paramsForPosition(params, FIRST_POSITION, 'number'));
      setRemountPending(true);
    } else restart();
    void client.invalidateQueries({ queryKey: queryKeys.holdings(address) });
  };
  const setTab = (tab: WalletTab) => setView({ tab, filters: view.filters }, { replace: true });
  const setFilters = (filters: HistoryFilters) => setView({ tab: view.tab, filters });
  const filterKey = JSON.stringify(view.filters);

  return (
    <Page data-page="HoldingsPage">
      <Header>
        <PageTitle>Wallet Overview</PageTitle>
        <Mono title={address}>{shortAddress4(address)}</Mono>
        <CopyIcon value={address} label="Wallet address" kind="wallet" />
        <IconButton type="button" aria-label="Reload" title="Reload" onClick={refresh}>
          ⟳
        </IconButton>
      </Header>
      <DataState
        query={holdings}
        loading={<Muted role="status">Loading wallet holdings...</Muted>}
        error={
          <EmptyState
            title="Failed to Load Holdings"
            description="Could not fetch wallet holdings. Please try again."
            action={addressPage && <Link to={addressPage}>← Back to address</Link>}
          />
        }
      >
        {(h) => <OverviewCard address={address} holdings={h} />}
      </DataState>
      <Panel>
        <Tabs tabs={TAB_ITEMS} value={view.tab} onChange={setTab} label="Wallet activity" />
        {/* A Coming Soon panel holds nothing focusable: the panel itself takes focus after the tab. */}
        <div
          role="tabpanel"
          aria-label={TAB_LABELS[view.tab]}
          tabIndex={isComingSoon(view.tab) ? 0 : undefined}
        >
          {isComingSoon(view.tab) && <ComingSoonTab feature={TAB_LABELS[view.tab]} />}
          {view.tab === 'transactions' && (
            <TransactionsTab key={`tx-${epoch}`} address={address} onRefresh={refresh} />
          )}
          {view.tab === 'transfers' && (
            <TransfersTab
              key={`tr-${epoch}-${filterKey}`}
              address={address}
              filters={view.filters}
              onFilters={setFilters}
            />
          )}
          {view.tab === 'balance-changes' && (
            <BalanceChangesTab
              key={`bc-${epoch}-${filterKey}`}
              address={address}
              filters={view.filters}
              onFilters={setFilters}
            />
          )}
        </div>
      </Panel>
    </Page>
  );
}

export default function HoldingsPage() {
  const { address } = useParams();
  if (!address)
    return <PageMessage page="HoldingsPage" title="Invalid Address" description="No address specified" />;
  return <WalletOverview address={address} />;
}
