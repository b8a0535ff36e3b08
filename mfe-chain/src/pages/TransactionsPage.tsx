// /transactions: a block stepper from the newest block and that block's transactions (spec part 2 §2.5).
import { useState } from 'react';
import { Badge, Card, EmptyState, Page, PageTitle, SkeletonRows, Table, type Column } from 'shared-ui';
import {
  INTERVALS,
  firstInstructionType,
  formatFeeRaw9,
  useBlock,
  useBlockTransactions,
  useLatestBlocks,
  type TransactionSummary,
} from 'shared-api';
import {
  ActionBadge,
  AddressLink,
  BlockLink,
  Button,
  ErrorText,
  Mono,
  Muted,
  StatusBadge,
  TxLink,
} from '../components/bits';
import { MainnetGate } from '../components/MainnetGate';
import { stepper } from '../logic/lists';

const columns: Column<TransactionSummary>[] = [
  { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} /> },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
  { key: 'type', header: 'Type', render: (t) => <ActionBadge type={firstInstructionType(t.instructions)} /> },
  { key: 'fee', header: 'Fee (GOR)', align: 'right', render: (t) => <Mono>{formatFeeRaw9(t.fee)}</Mono> },
  {
    key: 'payer',
    header: 'Fee Payer',
    render: (t) => (t.feePayer ? <AddressLink address={t.feePayer} /> : <Muted>Unknown</Muted>),
  },
];

function TransactionsInner() {
  const blocks = useLatestBlocks({ interval: INTERVALS.blockStepper, limit: 1 });
  const newest = blocks.data?.[0]?.height ?? null;
  // null = follow the newest block as it advances.
  const [picked, setPicked] = useState<number | null>(null);
  const height = picked ?? newest;
  const block = useBlock(height, { interval: INTERVALS.blockStepper });
  const txs = useBlockTransactions(height, !!block.data);
  const nav = stepper(height ?? 0, newest ?? 0);
  // While a newly picked block loads, the previous block's rows are kept by react-query: never show them under the new height.
  const current = block.data && block.data.height === height ? block.data : undefined;
  const rows = txs.data ?? current?.transactions ?? [];
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
          <span>
            Block {height === null ? '…' : <BlockLink height={height} />}
            {picked === null && newest !== null && <Muted> (newest)</Muted>}
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
          <Table
            label="Block transactions"
            columns={columns}
            rows={rows}
            rowKey={(t) => t.signature}
            empty={<EmptyState title="No transactions found in this block" />}
          />
        )}
      </Card>
    </Page>
  );
}

export default function TransactionsPage() {
  return (
    <MainnetGate>
      <TransactionsInner />
    </MainnetGate>
  );
}
