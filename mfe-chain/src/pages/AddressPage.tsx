import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /address/:address (spec title 'Address Details'); the full page replaces this file. */
export default function AddressPage() {
  return (
    <Page data-page="AddressPage">
      <PageTitle>Address Details</PageTitle>
      <Card>
        <EmptyState title="Address Not Found" />
      </Card>
    </Page>
  );
}
