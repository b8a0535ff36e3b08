// /block/:height: the block detail page.
import { Link, useParams } from 'react-router-dom';
import { EmptyState, Page, PageTitle, TitledCard, useDocumentTitle } from 'shared-ui';
import {
  Table,
  type Column,
  ActionBadge,
  ActionList,
  AddressLink,
  BackLink,
  CopyValue,
  EntityButtonLink,
  Fields,
  Mono,
  Muted,
  Stack,
  StatusBadge,
  TwoCol,
  TxLink,
  CopyAction,
} from 'shared-ui/entities';
import { EntityPage } from '../entity/EntityPage';
import {
  formatDateTime,
  formatFee,
  instructionSummary,
  lamportsToGor,
  relativeTime,
  shortForm,
  type BlockDetail,
  type TransactionSummary,
  formatInteger,
} from 'shared-api';
import { BLOCK_TX_SHOWN, blockNav, parseHeight, shownNote, viewAllLink } from './logic';
import { useBlock, useBlockTransactions } from './queries';

const txColumns: Column<TransactionSummary>[] = [
  { key: 'sig', header: 'Signature', render: (t) => <TxLink signature={t.signature} /> },
  { key: 'type', header: 'Type', render: (t) => <ActionBadge type={instructionSummary(t.instructions)} /> },
  { key: 'status', header: 'Status', render: (t) => <StatusBadge status={t.status} /> },
  { key: 'payer', header: 'Fee Payer', render: (t) => <AddressLink address={t.feePayer} /> },
  {
    key: 'fee',
    header: 'Fee (GOR)',
    align: 'right',
    render: (t) => <Mono>{formatFee(lamportsToGor(t.fee))}</Mono>,
  },
];

function BlockView({ block }: { block: BlockDetail }) {
  const txs = useBlockTransactions(block.height, true);
  const list = (
    txs.data && txs.data.length >= block.transactions.length ? txs.data : block.transactions
  ).slice(0, BLOCK_TX_SHOWN);
  const nav = blockNav(block.height, block.parentSlot);
  const note = shownNote(block.transactionCount);
  const all = viewAllLink(block.height, block.transactionCount);
  return (
    <Page data-page="BlockPage">
      <BackLink />
      <PageTitle>Block #{formatInteger(block.height)}</PageTitle>
      <TwoCol>
        <Stack>
          <TitledCard title="Overview">
            <Fields
              rows={[
                ['Height', formatInteger(block.height)],
                ['Slot', formatInteger(block.slot)],
                ['Parent Slot', block.parentSlot === null ? 'N/A' : formatInteger(block.parentSlot)],
                ['Blockhash', <Mono key="bh">{block.blockhash}</Mono>],
                [
                  'Previous Blockhash',
                  <CopyValue key="pb" value={block.previousBlockhash} label="Copy previous blockhash" />,
                ],
                [
                  'Timestamp',
                  block.timestamp
                    ? `${formatDateTime(block.timestamp)} (${relativeTime(block.timestamp)})`
                    : 'Unknown',
                ],
                ['Epoch', block.epoch === null ? 'N/A' : String(block.epoch)],
                ['Leader', <AddressLink key="l" address={block.leader} />],
                ['Total Fees', <Mono key="f">{formatFee(lamportsToGor(block.totalFees))} GOR</Mono>],
                [
                  'Transactions',
                  <span key="c">
                    {block.transactionCount}{' '}
                    <Muted>
                      ({block.successfulTxs} success, {block.failedTxs} failed)
                    </Muted>
                  </span>,
                ],
              ]}
            />
          </TitledCard>
          <TitledCard title="Transactions">
            <Table
              label="Block transactions"
              columns={txColumns}
              rows={list}
              rowKey={(t) => t.signature}
              empty={<EmptyState title="No transactions in this block" />}
            />
            {note && <p style={{ margin: '10px 0 0' }}>{note}</p>}
            {all && (
              <p style={{ margin: '6px 0 0' }}>
                <Link to={all.to}>{all.label} →</Link>
              </p>
            )}
          </TitledCard>
        </Stack>
        <Stack>
          <TitledCard title="Summary">
            <Fields
              rows={[
                ['Transactions', String(block.transactionCount)],
                ['Total Fees', `${formatFee(lamportsToGor(block.totalFees))} GOR`],
                ['Balance Changes', String(block.balanceChanges)],
                ['DeFi Swaps', String(block.defiSwaps)],
              ]}
            />
          </TitledCard>
          <TitledCard title="Actions">
            <ActionList>
              <CopyAction
                label="Copy Blockhash"
                value={() => block.blockhash}
                description={shortForm(block.blockhash)}
              />
              <CopyAction label="Share Block" value={() => window.location.href} description="Block link" />
              <EntityButtonLink entity="block" value={nav.prev} rel="prev">
                ← Previous Block
              </EntityButtonLink>
              <EntityButtonLink entity="block" value={nav.next} rel="next">
                Next Block →
              </EntityButtonLink>
            </ActionList>
          </TitledCard>
        </Stack>
      </TwoCol>
    </Page>
  );
}

export default function BlockPage() {
  const { height: param } = useParams();
  const height = parseHeight(param);
  const q = useBlock(height);
  useDocumentTitle(q.data ? `Block ${q.data.height}` : null);
  return (
    <EntityPage
      page="BlockPage"
      query={q}
      valid={height !== null}
      loading={{ title: `Block #${height}`, rows: 8 }}
      invalid={{ title: 'Block Not Found', description: 'The block height must be a number.' }}
      notFound={{
        title: 'Block Not Found',
        description: `Block ${height} does not exist or has not been indexed yet.`,
      }}
      failed="Could not load block"
    >
      {(block) => <BlockView block={block} />}
    </EntityPage>
  );
}
