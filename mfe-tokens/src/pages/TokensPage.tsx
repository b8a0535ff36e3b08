import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /tokens (spec title 'Tokens'); the full page replaces this file. */
export default function TokensPage() {
  return (
    <Page data-page="TokensPage">
      <PageTitle>Tokens</PageTitle>
      <Card>
        <EmptyState title="No tokens found" />
      </Card>
    </Page>
  );
}
