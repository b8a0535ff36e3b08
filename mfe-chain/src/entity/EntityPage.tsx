// The scaffold of the pages that show one entity (transaction, block, address): the page's frame with skeleton rows while its query
// runs, 'Not Found' for a malformed parameter or an entity the API does not know, the error with a
// Retry button for any other failure, then the entity.
//   <EntityPage page="BlockPage" query={q} valid={height !== null} loading={{ title: 'Block', rows: 8 }}
//     notFound={{ title: 'Block Not Found', description: 'No such block.' }} failed="Could not load block">
//     {(block) => <BlockView block={block} />}
//   </EntityPage>
import type { ReactNode } from 'react';
import { isNotFound } from 'shared-api';
import { Card, Page, PageTitle, SkeletonRows } from 'shared-ui';
import { BackLink, Button, PageMessage } from 'shared-ui/entities';

/** What the scaffold reads of the page's query (a react-query result). */
export interface EntityQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

interface Message {
  title: string;
  description: ReactNode;
}

export interface EntityPageProps<T> {
  /** The page's `data-page` name. */
  page: string;
  query: EntityQuery<T>;
  /** False when the URL's parameter is malformed: nothing is asked, the page is not found. */
  valid?: boolean;
  /** The frame shown while the entity loads. */
  loading: { title: ReactNode; rows: number };
  notFound: Message;
  /** The message for a malformed parameter, when it says more than `notFound`. */
  invalid?: Message;
  /** The title of a failed load; the error's message and a Retry button follow. */
  failed: string;
  children: (entity: T) => ReactNode;
}

export function EntityPage<T>({
  page,
  query: q,
  valid = true,
  loading,
  notFound,
  invalid = notFound,
  failed,
  children,
}: EntityPageProps<T>) {
  if (!valid) return <PageMessage page={page} title={invalid.title} description={invalid.description} />;
  if (q.isPending && q.fetchStatus !== 'idle')
    return (
      <Page data-page={page}>
        <BackLink />
        <PageTitle>{loading.title}</PageTitle>
        <Card>
          <SkeletonRows rows={loading.rows} />
        </Card>
      </Page>
    );
  if (isNotFound(q.error) || (q.data === undefined && !q.error))
    return <PageMessage page={page} title={notFound.title} description={notFound.description} />;
  if (q.error || q.data === undefined)
    return (
      <PageMessage
        page={page}
        title={failed}
        description={q.error?.message}
        action={
          <Button type="button" onClick={() => void q.refetch()}>
            Retry
          </Button>
        }
      />
    );
  return <>{children(q.data)}</>;
}
