import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /tx/:signature (spec title 'Transaction Details'); the full page replaces this file. */
export default function TransactionPage() {
  return (
    <Page data-page="TransactionPage">
      <PageTitle>Transaction Details</PageTitle>
      <Card>
        <EmptyState title="Transaction Not Found" />
      </Card>
    </Page>
  );
}
