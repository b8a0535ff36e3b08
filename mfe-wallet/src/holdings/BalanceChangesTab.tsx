// Balance Changes tab: Signature, Block, Time, Token Account (with its copy
// button), Amount (signed), Post Balance, Token; 'Showing n balance change(s)' and 'Total n records'.
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
  TxLink,
  WalletPager,
  type Column,
} from 'shared-ui/entities';
import { balanceChangesQuery } from './queries';
import { tokenColumn, type HistoryTabProps } from './columns';
import { HistoryFiltersBar } from './Filters';
import { showingChanges, sixDecimals, totalRecords } from './format';
import { useWalletList } from './paging';

const columns: Column<WalletBalanceChange>[] = [
  { key: 'sig', header: 'Signature', render: (r) => <TxLink signature={r.signature} form="compact" /> },
  { key: 'block', header: 'Block', render: (r) => <BlockLink height={r.blockHeight ?? r.slot} /> },
  { key: 'time', header: 'Time', render: (r) => relativeTime(r.blockTime) },
  {
    key: 'account',
    header: 'Token Account',
    render: (r) => (
      <>
        <AddressLink address={r.account} form="compact" />
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
  tokenColumn(),
];

export function BalanceChangesTab({ address, filters, onFilters }: HistoryTabProps) {
  const { q, pager } = useWalletList((req) => balanceChangesQuery(address, filters, req));
  const data = q.data;
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
      {pager.totalPages > 1 && <WalletPager {...pager} />}
    </>
  );
}
