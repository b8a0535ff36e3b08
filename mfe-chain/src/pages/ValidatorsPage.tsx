import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /validators (spec title 'Validators'); the full page replaces this file. */
export default function ValidatorsPage() {
  return (
    <Page data-page="ValidatorsPage">
      <PageTitle>Validators</PageTitle>
      <Card>
        <EmptyState title="No validators found" />
      </Card>
    </Page>
  );
}
