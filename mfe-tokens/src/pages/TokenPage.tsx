import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /token/:address (spec title 'Token Details'); the full page replaces this file. */
export default function TokenPage() {
  return (
    <Page data-page="TokenPage">
      <PageTitle>Token Details</PageTitle>
      <Card>
        <EmptyState title="No token transfers found" />
      </Card>
    </Page>
  );
}
