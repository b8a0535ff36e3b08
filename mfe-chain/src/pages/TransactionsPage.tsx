import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /transactions (spec title 'All Transactions'); the full page replaces this file. */
export default function TransactionsPage() {
  return (
    <Page data-page="TransactionsPage">
      <PageTitle>All Transactions</PageTitle>
      <Card>
        <EmptyState title="No transactions found in this block" />
      </Card>
    </Page>
  );
}
