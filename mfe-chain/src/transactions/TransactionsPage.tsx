// /transactions: a block stepper from the newest block and that block's transactions. The picked
// block is in the URL (?block=N), so back/forward and a pasted link show the same block.
import { useSearchParams } from 'react-router-dom';
import { Badge, Card, EmptyState, Page, PageTitle, SkeletonRows } from 'shared-ui';
import {
  Table,
  type Column,
  ActionBadge,
  AddressLink,
  BlockLink,
  Button,
  ErrorText,
  Mono,
  Muted,
  StatusBadge,
  TxLink,
} from 'shared-ui/entities';
import {
  BLOCK_TRANSACTIONS_MAX,
  INTERVALS,
  firstOwnInstructionType,
  formatFeeRaw9,
  useLatestBlocks,
  type TransactionSummary,
} from 'shared-api';
import { BLOCK_PARAM, blockFromParam, blockRowsNote, paramsForBlock, stepper } from './logic';
import { useBlock, useBlockTransactions } from '../block/queries';

// Compact short forms: a signature is its first 8 characters + '...', an address its first and last 4.
const columns: Column<TransactionSummary>[] = [
  { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} form="compact" /> },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
  {
    key: 'type',
    header: 'Type',
    render: (t) => <ActionBadge type={firstOwnInstructionType(t.instructions)} />,
  },
  { key: 'fee', header: 'Fee (GOR)', align: 'right', render: (t) => <Mono>{formatFeeRaw9(t.fee)}</Mono> },
  {
    key: 'payer',
    header: 'Fee Payer',
    render: (t) => <AddressLink address={t.feePayer} form="compact" missing="Unknown" />,
  },
];

export default function TransactionsPage() {
  const blocks = useLatestBlocks({ interval: INTERVALS.blockStepper, limit: 1 });
  const newest = blocks.data?.[0]?.height ?? null;
  // null = follow the newest block as it advances.
  const [params, setParams] = useSearchParams();
  const picked = blockFromParam(params.get(BLOCK_PARAM));
  const setPicked = (h: number | null) => setParams(paramsForBlock(params, h));
  const height = picked ?? newest;
  const block = useBlock(height, { interval: INTERVALS.blockStepper });
  const txs = useBlockTransactions(height, !!block.data, BLOCK_TRANSACTIONS_MAX);
  const nav = stepper(height ?? 0, newest ?? 0);
  // While a newly picked block loads, the previous block's rows are kept by react-query: never show them under the new height.
  const current = block.data && block.data.height === height ? block.data : undefined;
  const rows = txs.data ?? current?.transactions ?? [];
  const note = current ? blockRowsNote(current.transactionCount, rows.length) : null;
  return (
    <Page data-page="TransactionsPage">
      <div style={{ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' }}>
        <PageTitle style={{ margin: 0 }}>All Transactions</PageTitle>
        <Badge $tone="green">Testnet</Badge>
      </div>
      <Muted>Live transaction feed</Muted>
      <Card>
        <nav
          aria-label="Block stepper"
          style={{ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap', marginBottom: 12 }}
        >
          <Button
            type="button"
            disabled={!nav.canPrev || height === null}
            onClick={() => setPicked((height ?? 1) - 1)}
          >
            ← Previous
          </Button>
          {/* flex items, so the block link is not told apart from its words by colour alone */}
          <span style={{ display: 'inline-flex', gap: 4, alignItems: 'baseline' }}>
            <span>Block</span> {height === null ? '…' : <BlockLink height={height} />}
            {picked === null && newest !== null && <Muted>(newest)</Muted>}
          </span>
          <Button
            type="button"
            disabled={!nav.canNext || height === null}
            onClick={() => setPicked(height !== null && height + 1 < (newest ?? 0) ? height + 1 : null)}
          >
            Next →
          </Button>
        </nav>
        {blocks.isError && <ErrorText role="alert">{blocks.error.message}</ErrorText>}
        {blocks.isPending || (height !== null && !current) ? (
          <SkeletonRows rows={6} />
        ) : (
          <>
            {note && <Muted role="note">{note}</Muted>}
            <Table
              label="Block transactions"
              columns={columns}
              rows={rows}
              rowKey={(t) => t.signature}
              empty={<EmptyState title="No transactions found in this block" />}
            />
          </>
        )}
      </Card>
    </Page>
  );
}
