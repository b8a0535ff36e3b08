import { Card, EmptyState, Page, PageTitle } from 'shared-ui';

/** Placeholder frame for /sitemap (spec title 'Sitemap'); the full page replaces this file. */
export default function SitemapPage() {
  return (
    <Page data-page="SitemapPage">
      <PageTitle>Sitemap</PageTitle>
      <Card>
        <EmptyState title="Sitemap Unavailable" />
      </Card>
    </Page>
  );
}
