// The address page's paginated transaction list: 10 a page. The page and its cursor are in the URL
// (?page=N&before=cursor), so back/forward and a pasted link show the same page.
import { EmptyState, SkeletonRows, TitledCard } from 'shared-ui';
import {
  Table,
  type Column,
  ActionBadge,
  BlockLink,
  Button,
  ErrorText,
  Mono,
  Muted,
  PageRows,
  StatusBadge,
  TxLink,
  useCursorPages,
} from 'shared-ui/entities';
import {
  ADDRESS_TX_PAGE_SIZE,
  formatFee,
  instructionSummary,
  lamportsToGor,
  relativeTime,
  type AddressTransaction,
} from 'shared-api';
import { historyTitle } from './logic';
import { useAddressTransactions } from './queries';

const columns: Column<AddressTransaction>[] = [
  { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} /> },
  { key: 'type', header: 'Type', render: (t) => <ActionBadge type={instructionSummary(t.instructions)} /> },
  { key: 'block', header: 'Block', render: (t) => <BlockLink height={t.blockHeight ?? t.slot} /> },
  { key: 'time', header: 'Time', render: (t) => (t.timestamp ? relativeTime(t.timestamp) : 'Unknown') },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
  {
    key: 'fee',
    header: 'Fee (GOR)',
    align: 'right',
    render: (t) => <Mono>{formatFee(lamportsToGor(t.fee))}</Mono>,
  },
];

/** `note`: what the list leaves out for this address (a validator's votes), said above it. */
export function AddressTransactions({ address, note = null }: { address: string; note?: string | null }) {
  const pages = useCursorPages();
  const q = useAddressTransactions(address, pages.cursor);
  const data = q.isError ? undefined : q.data;
  const rows = data?.transactions ?? [];
  // A count only of the rows the list holds: none for a history the index does not keep.
  const total = data?.historyKept ? data.totalCount : 0;
  return (
    <TitledCard title={historyTitle(data)} data-testid="address-transactions">
      {note && (
        <Muted as="p" role="note" style={{ margin: '0 0 10px' }}>
          {note}
        </Muted>
      )}
      {q.isPending ? (
        <SkeletonRows rows={5} />
      ) : (
        <>
          {q.isError && <ErrorText role="alert">{q.error.message}</ErrorText>}
          <PageRows busy={q.isPlaceholderData}>
            <Table
              label="Address transactions"
              columns={columns}
              rows={rows}
              rowKey={(t) => t.signature}
              empty={
                data && !data.historyKept ? (
                  <EmptyState
                    title="This address takes part in too many transactions to list them."
                    description="The explorer does not keep the transaction history of the busiest programs and system accounts; open a transaction or an account that used it instead."
                  />
                ) : (
                  <EmptyState title="No transactions found for this address." />
                )
              }
            />
          </PageRows>
        </>
      )}
      {(pages.page > 1 || data?.hasMore) && (
        <nav
          aria-label="Transaction pages"
          style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center', marginTop: 12 }}
        >
          <Button type="button" disabled={pages.page <= 1 || q.isPlaceholderData} onClick={pages.prev}>
            ← Previous
          </Button>
          <Muted>
            Page {pages.page}
            {total ? ` of ${Math.max(1, Math.ceil(total / ADDRESS_TX_PAGE_SIZE))}` : ''}
          </Muted>
          <Button
            type="button"
            disabled={!data?.hasMore || q.isPlaceholderData}
            onClick={() => pages.next(data?.nextCursor)}
          >
            Next →
          </Button>
        </nav>
      )}
    </TitledCard>
  );
}
