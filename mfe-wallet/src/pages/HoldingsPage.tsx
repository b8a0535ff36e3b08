import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /address/:address/holdings (spec title 'Wallet Overview'); the full page replaces this file. */
export default function HoldingsPage() {
  return (
    <Page data-page="HoldingsPage">
      <PageTitle>Wallet Overview</PageTitle>
      <Card>
        <EmptyState title="No transactions found for this address." />
      </Card>
    </Page>
  );
}
