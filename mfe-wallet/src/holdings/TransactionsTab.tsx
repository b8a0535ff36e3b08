// Transactions tab (spec part 2 §2.7): Signature, Type, Time, Block, Status (coloured dot; a failed
// transaction is always listed with its status), a Refresh button, the wallet pager. Pages are
// reached with the cursor of the page before (the address index pages by cursor only), so a page
// jump is to a page whose cursor is known.
import { useEffect, useState } from 'react';
import { displayType, firstInstructionType, relativeTime } from 'shared-api';
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
import { uniqueBySignature, walletTotalPages } from 'shared-api/wallet';
import { PAGE_SIZE, useWalletTransactions } from './api';
import { FIRST, withNextCursor, type Paging } from './paging';

const columns: Column<AddressTransaction>[] = [
  { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} form="part2" /> },
  { key: 'type', header: 'Type', render: (t) => displayType(firstInstructionType(t.instructions)) },
  { key: 'time', header: 'Time', render: (t) => relativeTime(t.timestamp) },
  { key: 'block', header: 'Block', render: (t) => <BlockLink height={t.blockHeight ?? t.slot} /> },
  { key: 'status', header: 'Status', render: (t) => <StatusDot status={t.status} /> },
];

export function TransactionsTab({ address, onRefresh }: { address: string; onRefresh(): void }) {
  const [paging, setPaging] = useState<Paging>(FIRST);
  const cursor = paging.page > 1 ? (paging.cursors[paging.page] ?? null) : null;
  const q = useWalletTransactions(address, cursor);
  const data = q.data;
  useEffect(() => {
    if (data && !q.isPlaceholderData) setPaging((p) => withNextCursor(p, data.nextCursor));
  }, [data, q.isPlaceholderData]);
  const last = walletTotalPages(paging.page, data?.totalCount, data?.hasMore ?? false, PAGE_SIZE);
  const go = (target: number) => {
    if (target !== 1 && !paging.cursors[target]) return;
    setPaging((p) => (target >= 1 && target <= last ? { ...p, page: target } : p));
  };
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
      <WalletPager page={paging.page} totalPages={last} total={data?.totalCount} onChange={go} />
    </>
  );
}
