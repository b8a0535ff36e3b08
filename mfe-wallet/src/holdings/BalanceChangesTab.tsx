// Balance Changes tab (spec part 2 §2.7): Signature, Block, Time, Token Account (with its copy
// button), Amount (signed), Post Balance, Token; 'Showing n balance change(s)' and 'Total n records'.
import { useEffect, useState } from 'react';
import { relativeTime } from 'shared-api';
import type { WalletBalanceChange } from 'shared-api';
import { EmptyState } from 'shared-ui';
import {
  AddressLink,
  BlockLink,
  CopyIcon,
  Muted,
  PageRows,
  SignedValue,
  Table,
  TokenLink,
  TxLink,
  WalletPager,
  type Column,
} from 'shared-ui/entities';
import { walletTotalPages } from 'shared-api/wallet';
import { PAGE_SIZE, useWalletBalanceChanges } from './api';
import { HistoryFiltersBar } from './Filters';
import { showingChanges, sixDecimals, totalRecords } from './format';
import { FIRST, jumpTo, requestOf, withNextCursor, type Paging } from './paging';
import type { HistoryFilters } from './view';

const columns: Column<WalletBalanceChange>[] = [
  { key: 'sig', header: 'Signature', render: (r) => <TxLink signature={r.signature} form="part2" /> },
  { key: 'block', header: 'Block', render: (r) => <BlockLink height={r.blockHeight ?? r.slot} /> },
  { key: 'time', header: 'Time', render: (r) => relativeTime(r.blockTime) },
  {
    key: 'account',
    header: 'Token Account',
    render: (r) => (
      <>
        <AddressLink address={r.account} form="part2" />
        <CopyIcon value={r.account} label="Token account" kind="tokenAccount" />
      </>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'right',
    render: (r) => <SignedValue raw={r.change} decimals={r.decimals} fixed={6} />,
  },
  {
    key: 'post',
    header: 'Post Balance',
    align: 'right',
    render: (r) => sixDecimals(r.postAmount, r.decimals),
  },
  {
    key: 'token',
    header: 'Token',
    render: (r) => (
      <TokenLink mint={r.mint} symbol={r.symbol} name={r.name} logoUri={r.logoUri} form="part2" />
    ),
  },
];

export function BalanceChangesTab({
  address,
  filters,
  onFilters,
}: {
  address: string;
  filters: HistoryFilters;
  onFilters(f: HistoryFilters): void;
}) {
  const [paging, setPaging] = useState<Paging>(FIRST);
  const q = useWalletBalanceChanges(address, filters, requestOf(paging));
  const data = q.data;
  useEffect(() => {
    if (data && !q.isPlaceholderData) setPaging((p) => withNextCursor(p, data.nextCursor));
  }, [data, q.isPlaceholderData]);
  const last = walletTotalPages(paging.page, data?.totalCount, data?.hasMore ?? false, PAGE_SIZE);
  const go = (target: number) => setPaging((p) => jumpTo(p, target, last) ?? p);
  return (
    <>
      <HistoryFiltersBar address={address} tab="balance-changes" filters={filters} onChange={onFilters} />
      {q.isPending ? (
        <Muted role="status">Loading balance changes…</Muted>
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          title="No Balance Changes Found"
          description="This wallet hasn't had any recent token or native currency changes"
        />
      ) : (
        <>
          <p>
            <span>{showingChanges(data.items.length)}</span> · <Muted>{totalRecords(data.totalCount)}</Muted>
          </p>
          <PageRows busy={q.isPlaceholderData}>
            <Table
              label="Balance changes"
              columns={columns}
              rows={data.items}
              rowKey={(r) => `${r.signature}#${r.position}`}
            />
          </PageRows>
        </>
      )}
      {q.isError && <Muted role="alert">Failed to fetch transactions</Muted>}
      {last > 1 && (
        <WalletPager page={paging.page} totalPages={last} total={data?.totalCount} onChange={go} />
      )}
    </>
  );
}
