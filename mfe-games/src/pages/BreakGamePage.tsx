import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /break-gorbagana (spec title 'Break Gorbagana'); the full page replaces this file. */
export default function BreakGamePage() {
  return (
    <Page data-page="BreakGamePage">
      <PageTitle>Break Gorbagana</PageTitle>
      <Card>
        <EmptyState title="Ready to break some limits?" />
      </Card>
    </Page>
  );
}
