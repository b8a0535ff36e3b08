// Transfers tab (spec part 2 §2.7): Signature, Time, Action, From, To (+n others), Amount (signed,
// six decimals), Value ('N/A'), Token; served by the index with a total; the pager only when there is
// more than one page; a jump outside 1..last is ignored.
import { useEffect, useState } from 'react';
import { relativeTime } from 'shared-api';
import type { WalletTransfer } from 'shared-api';
import { EmptyState } from 'shared-ui';
import {
  AddressLink,
  Muted,
  PageRows,
  SignedValue,
  Table,
  TokenLink,
  TransferActionBadge,
  TxLink,
  WalletPager,
  type Column,
} from 'shared-ui/entities';
import { othersLabel, walletTotalPages } from 'shared-api/wallet';
import { PAGE_SIZE, useWalletTransfers } from './api';
import { HistoryFiltersBar } from './Filters';
import { actionName, signedAmountRaw, sixDecimals } from './format';
import { FIRST, jumpTo, requestOf, withNextCursor, type Paging } from './paging';
import type { HistoryFilters } from './view';

function Amount({ r }: { r: WalletTransfer }) {
  if (r.direction === 'self') return <span>{sixDecimals(r.amount, r.decimals)}</span>;
  return <SignedValue raw={signedAmountRaw(r.amount, r.direction)} decimals={r.decimals} fixed={6} />;
}

const columns: Column<WalletTransfer>[] = [
  { key: 'sig', header: 'Signature', render: (r) => <TxLink signature={r.signature} form="part2" /> },
  { key: 'time', header: 'Time', render: (r) => relativeTime(r.blockTime) },
  { key: 'action', header: 'Action', render: (r) => <TransferActionBadge action={actionName(r.action)} /> },
  {
    key: 'from',
    header: 'From',
    render: (r) => (r.action === 'mint' ? 'MINT' : <AddressLink address={r.from} form="part2" />),
  },
  {
    key: 'to',
    header: 'To',
    render: (r) => (
      <>
        <AddressLink address={r.to} form="part2" />
        {r.others > 0 && <Muted> {othersLabel(r.others)}</Muted>}
      </>
    ),
  },
  { key: 'amount', header: 'Amount', align: 'right', render: (r) => <Amount r={r} /> },
  { key: 'value', header: 'Value', render: () => 'N/A' },
  {
    key: 'token',
    header: 'Token',
    render: (r) => (
      <TokenLink mint={r.mint} symbol={r.symbol} name={r.name} logoUri={r.logoUri} form="part2" />
    ),
  },
];

export function TransfersTab({
  address,
  filters,
  onFilters,
}: {
  address: string;
  filters: HistoryFilters;
  onFilters(f: HistoryFilters): void;
}) {
  const [paging, setPaging] = useState<Paging>(FIRST);
  const q = useWalletTransfers(address, filters, requestOf(paging));
  const data = q.data;
  useEffect(() => {
    if (data && !q.isPlaceholderData) setPaging((p) => withNextCursor(p, data.nextCursor));
  }, [data, q.isPlaceholderData]);
  const last = walletTotalPages(paging.page, data?.totalCount, data?.hasMore ?? false, PAGE_SIZE);
  const go = (target: number) => setPaging((p) => jumpTo(p, target, last) ?? p);
  return (
    <>
      <HistoryFiltersBar address={address} tab="transfers" filters={filters} onChange={onFilters} />
      {q.isPending ? (
        <Muted role="status">Loading transfers…</Muted>
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          title="No Transfers Found"
          description="This wallet hasn't had any recent transfer activities"
        />
      ) : (
        <PageRows busy={q.isPlaceholderData}>
          <Table
            label="Transfers"
            columns={columns}
            rows={data.items}
            rowKey={(r) => `${r.signature}#${r.position}`}
          />
        </PageRows>
      )}
      {q.isError && <Muted role="alert">Failed to fetch transactions</Muted>}
      {last > 1 && (
        <WalletPager page={paging.page} totalPages={last} total={data?.totalCount} onChange={go} />
      )}
    </>
  );
}
