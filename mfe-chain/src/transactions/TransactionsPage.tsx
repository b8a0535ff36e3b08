// /transactions: a block stepper from the newest block and that block's whole list, paged by
// keyset, with its filters (hide votes, status, program). The block, the page's cursor and the
// filters are in the URL (?block=N&page=P&before=cursor&votes=…&status=…&program=…), so back/forward
// and a pasted link show the same rows; the hide-votes choice is also remembered between visits.
import { useState } from 'react';
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
  PageRows,
  PrevNextPager,
  StatusBadge,
  TxLink,
  useCursorPages,
} from 'shared-ui/entities';
import {
  BLOCK_TX_PAGE_SIZE,
  INTERVALS,
  firstOwnInstructionType,
  formatFeeRaw9,
  useLatestBlocks,
  type TransactionSummary,
} from 'shared-api';
import { CURSOR_PARAM, PAGE_PARAM } from 'shared-api/listPosition';
import {
  BLOCK_PARAM,
  HIDE_VOTES_KEY,
  blockFromParam,
  blockListNote,
  filtersFromParams,
  keptCount,
  pageCount,
  paramsForBlock,
  paramsForFilters,
  programOption,
  stepper,
  type BlockListFilters,
} from './logic';
import { useBlock, useBlockPrograms, useBlockTransactionPage } from '../block/queries';
import type { BlockPrograms } from 'shared-api';

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

/** The visitor's remembered hide-votes choice (false when storage is unavailable). */
function rememberedHideVotes(): boolean {
  try {
    return globalThis.localStorage?.getItem(HIDE_VOTES_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberHideVotes(hide: boolean): void {
  try {
    globalThis.localStorage?.setItem(HIDE_VOTES_KEY, String(hide));
  } catch {
    // A browser refusing storage only loses the remembered choice; the URL still holds it.
  }
}

/** The filters' controls: native ones, so the keyboard and screen readers work them as usual. */
function Filters({
  filters,
  programs,
  onChange,
}: {
  filters: BlockListFilters;
  programs: BlockPrograms | undefined;
  onChange(f: BlockListFilters): void;
}) {
  const listed = programs?.programs ?? [];
  return (
    <form
      aria-label="Filters"
      onSubmit={(e) => e.preventDefault()}
      style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}
    >
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <input
          type="checkbox"
          role="switch"
          checked={filters.hideVotes}
          onChange={(e) => onChange({ ...filters, hideVotes: e.target.checked })}
        />
        Hide vote transactions
        {programs && <Muted>({programs.votes} in this block)</Muted>}
      </label>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        Status
        <select
          value={filters.status ?? ''}
          onChange={(e) =>
            onChange({
              ...filters,
              status: e.target.value === '' ? null : (e.target.value as 'success' | 'failed'),
            })
          }
        >
          <option value="">Success and failed</option>
          <option value="success">Success</option>
          <option value="failed">Failed</option>
        </select>
      </label>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', maxWidth: '100%' }}>
        Program
        <select
          style={{ maxWidth: '16rem' }}
          value={filters.program ?? ''}
          onChange={(e) => onChange({ ...filters, program: e.target.value || null })}
        >
          <option value="">All programs</option>
          {listed.map((p) => (
            <option key={p.programId} value={p.programId}>
              {programOption(p)}
            </option>
          ))}
          {filters.program && !listed.some((p) => p.programId === filters.program) && (
            <option value={filters.program}>{filters.program}</option>
          )}
        </select>
      </label>
    </form>
  );
}

export default function TransactionsPage() {
  const blocks = useLatestBlocks({ interval: INTERVALS.blockStepper, limit: 1 });
  const newest = blocks.data?.[0]?.height ?? null;
  // null = follow the newest block as it advances.
  const [params, setParams] = useSearchParams();
  const [remembered, setRemembered] = useState(rememberedHideVotes);
  const filters = filtersFromParams(params, remembered);
  const pages = useCursorPages();
  const picked = blockFromParam(params.get(BLOCK_PARAM));
  const setPicked = (h: number | null) => setParams(paramsForBlock(params, h));
  const height = picked ?? newest;
  const block = useBlock(height, { interval: INTERVALS.blockStepper });
  const list = useBlockTransactionPage(height, { cursor: pages.cursor, ...filters });
  const programs = useBlockPrograms(height);
  const nav = stepper(height ?? 0, newest ?? 0);
  // While a newly picked block loads, the previous block's rows are kept by react-query: never show them under the new height.
  const current = block.data && block.data.height === height ? block.data : undefined;
  const data = list.isError ? undefined : list.data;
  const rows = data?.transactions ?? [];
  const filtered = filters.hideVotes || filters.status !== null || filters.program !== null;
  const kept = current ? keptCount(current.transactionCount, filters, programs.data) : null;
  const lastPage = pageCount(kept, BLOCK_TX_PAGE_SIZE);
  const setFilters = (f: BlockListFilters) => {
    if (f.hideVotes !== filters.hideVotes) {
      rememberHideVotes(f.hideVotes);
      setRemembered(f.hideVotes);
    }
    setParams(paramsForFilters(params, f));
  };
  const nextPage = (cursor: string | null) => {
    if (!cursor || height === null) return;
    // Paging while following the newest block holds that block: the cursor names one of its rows.
    if (picked === null) {
      const next = paramsForBlock(params, height);
      next.set(PAGE_PARAM, String(pages.page + 1));
      next.set(CURSOR_PARAM, cursor);
      setParams(next);
    } else pages.next(cursor);
  };
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
        <Filters filters={filters} programs={programs.data} onChange={setFilters} />
        {blocks.isError && <ErrorText role="alert">{blocks.error.message}</ErrorText>}
        {list.isError && <ErrorText role="alert">{list.error.message}</ErrorText>}
        {blocks.isPending || (height !== null && (!current || list.isPending)) ? (
          <SkeletonRows rows={6} />
        ) : (
          <>
            {current && <Muted role="note">{blockListNote(current.transactionCount, kept, filtered)}</Muted>}
            <PageRows busy={list.isPlaceholderData}>
              <Table
                label="Block transactions"
                columns={columns}
                rows={rows}
                rowKey={(t) => t.signature}
                empty={
                  <EmptyState
                    title={
                      filtered
                        ? 'No transactions in this block match the filters'
                        : 'No transactions found in this block'
                    }
                  />
                }
              />
            </PageRows>
            {(pages.page > 1 || data?.hasMore) && (
              // Not disabled while a page loads (a disabled button drops the keyboard's focus): a
              // press then waits for the page instead.
              <PrevNextPager
                canPrev={pages.page > 1}
                canNext={!!data?.hasMore}
                onPrev={() => !list.isPlaceholderData && pages.prev()}
                onNext={() => !list.isPlaceholderData && nextPage(data?.nextCursor ?? null)}
                prevLabel="← Previous page"
                nextLabel="Next page →"
              >
                Page {pages.page}
                {lastPage !== null ? ` of ${lastPage}` : ''}
              </PrevNextPager>
            )}
          </>
        )}
      </Card>
    </Page>
  );
}
