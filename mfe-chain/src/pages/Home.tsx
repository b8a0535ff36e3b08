import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for / (spec title 'Explore Gorbagana'); the full page replaces this file. */
export default function Home() {
  return (
    <Page data-page="Home">
      <PageTitle>Explore Gorbagana</PageTitle>
      <Card>
        <EmptyState title="No transactions found" />
      </Card>
    </Page>
  );
}
