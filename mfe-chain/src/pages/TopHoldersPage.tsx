import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /top-holders (spec title 'Top GOR Holders'); the full page replaces this file. */
export default function TopHoldersPage() {
  return (
    <Page data-page="TopHoldersPage">
      <PageTitle>Top GOR Holders</PageTitle>
      <Card>
        <EmptyState title="No GOR Holders Found" />
      </Card>
    </Page>
  );
}
