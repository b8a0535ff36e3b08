// The list, empty state and pager that the paged tabs of /token/:address share
// (Transfers, Transactions and Holders, each cursor-paged so no row is ever cut).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, SkeletonRows } from 'shared-ui';
import { PageRows, PrevNextPager, Table, type Column, type CursorPages } from 'shared-ui/entities';

const Pad = styled.div`
  margin-top: 12px;
`;

/** What PagedTab reads of a tab's page query (a TanStack query result with keepPreviousData). */
interface PageQuery<P> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data: P | undefined;
}

interface PagedTabProps<P extends { hasMore: boolean; nextCursor: string | null }, T> {
  pages: CursorPages;
  query: PageQuery<P>;
  rowsOf: (page: P) => T[];
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** the text shown when the tab has no rows */
  empty: string;
  /** shown when the page could not be loaded (default: the empty state) */
  failure?: ReactNode;
  /** a line above the rows (Holders: 'Showing top N holders') */
  caption?: (rows: T[], page: P) => ReactNode;
}

/**
 * The body every paged tab shares: skeleton while the first page loads, the failure or empty state,
 * else the rows (dimmed while the next page loads) and a Prev/Next pager driven by the page's cursor.
 * An empty later page keeps the table and pager so the reader can step back.
 */
export function PagedTab<P extends { hasMore: boolean; nextCursor: string | null }, T>({
  pages,
  query: q,
  rowsOf,
  label,
  columns,
  rowKey,
  empty,
  failure,
  caption,
}: PagedTabProps<P, T>) {
  if (q.isPending) return <SkeletonRows rows={6} />;
  const data = q.data;
  if (q.isError || !data) return failure ?? <EmptyState title={empty} />;
  const rows = rowsOf(data);
  if (rows.length === 0 && pages.page === 1) return <EmptyState title={empty} />;
  return (
    <>
      {caption?.(rows, data)}
      <PageRows busy={q.isPlaceholderData}>
        <Table label={label} columns={columns} rows={rows} rowKey={rowKey} />
      </PageRows>
      <Pad>
        <PrevNextPager
          canPrev={pages.page > 1}
          canNext={data.hasMore && !q.isPlaceholderData}
          onPrev={pages.prev}
          onNext={() => pages.next(data.nextCursor)}
        >
          Page {pages.page}
        </PrevNextPager>
      </Pad>
    </>
  );
}
