import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /developer-tools (spec title 'Developer Tools'); the full page replaces this file. */
export default function DeveloperToolsPage() {
  return (
    <Page data-page="DeveloperToolsPage">
      <PageTitle>Developer Tools</PageTitle>
      <Card>
        <EmptyState title="Nothing to show yet" />
      </Card>
    </Page>
  );
}
