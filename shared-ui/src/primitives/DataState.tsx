// The one loading / empty / not-found / error switch of a page or a panel. Give it a query (any
// object with isPending, isError, error, data) and what to show in each state; children render the
// data. A 404 from the API (isNotFound) is 'not found', any other failure is 'error'.
//
//   <DataState
//     query={q}
//     loading={<SkeletonRows rows={6} />}
//     notFound={<PageMessage page="block" title="Block Not Found" />}
//     error={(e) => <ErrorText role="alert">{e.message}</ErrorText>}
//     isEmpty={(d) => d.length === 0}
//     empty={<EmptyState title="No blocks found" />}
//   >
//     {(blocks) => <BlockTable rows={blocks} />}
//   </DataState>
import type { ReactNode } from 'react';
import { isNotFound } from 'shared-api';

export interface DataQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  /** react-query's fetchStatus: a pending query that is not fetching (disabled) is not 'loading'. */
  fetchStatus?: string;
}

export type DataStateKind = 'loading' | 'notFound' | 'error' | 'empty' | 'data' | 'idle';

/** Which state a query is in (pure: the switch below and tests read it). */
export function dataStateOf<T>(q: DataQuery<T>, isEmpty?: (d: T) => boolean): DataStateKind {
  if (q.isError) return isNotFound(q.error) ? 'notFound' : 'error';
  if (q.data !== undefined) return isEmpty?.(q.data) ? 'empty' : 'data';
  if (q.isPending) return q.fetchStatus === 'idle' ? 'idle' : 'loading';
  return 'idle';
}

export interface DataStateProps<T> {
  query: DataQuery<T>;
  loading?: ReactNode;
  /** Shown on a 404; defaults to `error`. */
  notFound?: ReactNode;
  error?: ReactNode | ((error: Error) => ReactNode);
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
  /** Shown when the query is disabled and has no data (e.g. no address given). */
  idle?: ReactNode;
  children(data: T): ReactNode;
}

export function DataState<T>({
  query,
  loading = null,
  notFound,
  error = null,
  empty = null,
  isEmpty,
  idle = null,
  children,
}: DataStateProps<T>) {
  const kind = dataStateOf(query, isEmpty);
  const errorNode = (e: Error | null) =>
    typeof error === 'function' ? error(e ?? new Error('Error')) : error;
  switch (kind) {
    case 'loading':
      return <>{loading}</>;
    case 'notFound':
      return <>{notFound ?? errorNode(query.error)}</>;
    case 'error':
      return <>{errorNode(query.error)}</>;
    case 'empty':
      return <>{empty}</>;
    case 'idle':
      return <>{idle}</>;
    default:
      return <>{children(query.data as T)}</>;
  }
}
