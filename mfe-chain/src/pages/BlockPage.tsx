import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /block/:height (spec title 'Block Details'); the full page replaces this file. */
export default function BlockPage() {
  return (
    <Page data-page="BlockPage">
      <PageTitle>Block Details</PageTitle>
      <Card>
        <EmptyState title="Block Not Found" />
      </Card>
    </Page>
  );
}
