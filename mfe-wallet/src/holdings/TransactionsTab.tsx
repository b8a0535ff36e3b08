// Transactions tab: Signature, Type, Time, Block, Status (coloured dot; a failed
// transaction is always listed with its status), a Refresh button, the wallet pager. A page is
// reached with the cursor of the page before when it is kept, else by its number, so every number in
// the pager's window (and Last) can be reached directly.
import { relativeTime, transactionType } from 'shared-api';
import type { AddressTransaction } from 'shared-api';
import { EmptyState } from 'shared-ui';
import {
  BlockLink,
  Button,
  Muted,
  PageRows,
  StatusDot,
  Table,
  TxLink,
  WalletPager,
  type Column,
} from 'shared-ui/entities';
import { uniqueBySignature } from 'shared-api/wallet';
import { transactionsQuery } from './queries';
import { useWalletList } from './paging';

const columns: Column<AddressTransaction>[] = [
  { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} form="compact" /> },
  { key: 'type', header: 'Type', render: (t) => transactionType(t.instructions) },
  { key: 'time', header: 'Time', render: (t) => relativeTime(t.timestamp) },
  { key: 'block', header: 'Block', render: (t) => <BlockLink height={t.blockHeight ?? t.slot} /> },
  { key: 'status', header: 'Status', render: (t) => <StatusDot status={t.status} /> },
];

export function TransactionsTab({ address, onRefresh }: { address: string; onRefresh(): void }) {
  const { q, pager } = useWalletList((req) => transactionsQuery(address, req));
  const data = q.data;
  const rows = uniqueBySignature(data?.transactions ?? []);
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '12px 0' }}>
        <Button type="button" onClick={onRefresh}>
          Refresh
        </Button>
      </div>
      {q.isPending ? (
        <Muted role="status">Loading transactions…</Muted>
      ) : rows.length === 0 ? (
        <EmptyState title="No transactions found for this address." />
      ) : (
        <PageRows busy={q.isPlaceholderData}>
          <Table label="Transactions" columns={columns} rows={rows} rowKey={(t) => t.signature} />
        </PageRows>
      )}
      {q.isError && <Muted role="alert">Failed to fetch transactions</Muted>}
      <WalletPager {...pager} />
    </>
  );
}
