// Transfers tab: one row per transaction (the server pages by transaction): Signature, Time, Action,
// From, To, Amount (signed, six decimals), Value ('N/A'), Token. The counterparty column shows the
// first counterparty and '+n others' when the wallet sent to or received from several; the amount is
// the sum of the movements like the one shown. The CSV export has a line per movement of these same
// transactions. The pager shows only with more than one page; a jump outside 1..last is ignored.
import { relativeTime } from 'shared-api';
import type { WalletTransfer } from 'shared-api';
import { EmptyState } from 'shared-ui';
import {
  AddressLink,
  Muted,
  PageRows,
  SignedValue,
  Table,
  TransferActionBadge,
  TxLink,
  WalletPager,
  type Column,
} from 'shared-ui/entities';
import { othersLabel, signedAmountRaw } from 'shared-api/wallet';
import { transfersQuery } from './queries';
import { tokenColumn, type HistoryTabProps } from './columns';
import { HistoryFiltersBar } from './Filters';
import { actionName, othersSide, sixDecimals } from './format';
import { useWalletList } from './paging';

function Amount({ r }: { r: WalletTransfer }) {
  if (r.direction === 'self') return <span>{sixDecimals(r.amount, r.decimals)}</span>;
  return <SignedValue raw={signedAmountRaw(r.amount, r.direction)} decimals={r.decimals} fixed={6} />;
}

/** '+n others' after the counterparty, on the side that names it. */
function Others({ r, side }: { r: WalletTransfer; side: 'from' | 'to' }) {
  if (r.others <= 0 || othersSide(r.direction) !== side) return null;
  return <Muted> {othersLabel(r.others)}</Muted>;
}

const columns: Column<WalletTransfer>[] = [
  { key: 'sig', header: 'Signature', render: (r) => <TxLink signature={r.signature} form="compact" /> },
  { key: 'time', header: 'Time', render: (r) => relativeTime(r.blockTime) },
  { key: 'action', header: 'Action', render: (r) => <TransferActionBadge action={actionName(r.action)} /> },
  {
    key: 'from',
    header: 'From',
    render: (r) =>
      r.action === 'mint' ? (
        'MINT'
      ) : (
        <>
          <AddressLink address={r.from} form="compact" />
          <Others r={r} side="from" />
        </>
      ),
  },
  {
    key: 'to',
    header: 'To',
    render: (r) => (
      <>
        <AddressLink address={r.to} form="compact" />
        <Others r={r} side="to" />
      </>
    ),
  },
  { key: 'amount', header: 'Amount', align: 'right', render: (r) => <Amount r={r} /> },
  { key: 'value', header: 'Value', render: () => 'N/A' },
  tokenColumn(),
];

export function TransfersTab({ address, filters, onFilters }: HistoryTabProps) {
  const { q, pager } = useWalletList((req) => transfersQuery(address, filters, req));
  const data = q.data;
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
          <Table label="Transfers" columns={columns} rows={data.items} rowKey={(r) => r.signature} />
        </PageRows>
      )}
      {q.isError && <Muted role="alert">Failed to fetch transactions</Muted>}
      {pager.totalPages > 1 && <WalletPager {...pager} />}
    </>
  );
}
