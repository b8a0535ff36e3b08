import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /admin (spec title 'Admin Panel'); the full page replaces this file. */
export default function AdminPage() {
  return (
    <Page data-page="AdminPage">
      <PageTitle>Admin Panel</PageTitle>
      <Card>
        <EmptyState title="Loading..." />
      </Card>
    </Page>
  );
}
