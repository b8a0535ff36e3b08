// /sitemap: counts, sections, priority badges, the XML link.
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Badge, Card, EmptyState, Page, PageTitle, SkeletonRows, TitledCard } from 'shared-ui';
import { formatDateTime, type SitemapPage as Entry } from 'shared-api';
import { Grid, Muted, StatCard } from 'shared-ui/entities';
import { useSitemap } from './queries';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  a,
  strong {
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  .head {
    display: flex;
    gap: 8px;
    align-items: center;
    flex-wrap: wrap;
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 14px;
  }
`;
/** In-app path of an absolute sitemap URL (so links stay inside the explorer). */
function pathOf(url: string): string {
  try {
    const u = new URL(url, 'http://x');
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

function Section({ title, entries }: { title: string; entries: Entry[] }) {
  return (
    <TitledCard title={`${title} (${entries.length})`}>
      {entries.length === 0 ? (
        <Muted>No entries</Muted>
      ) : (
        <Items>
          {entries.map((e) => (
            <li key={e.url}>
              <div className="head">
                <strong>{e.title}</strong>
                <Badge $tone={e.priority >= 0.8 ? 'green' : 'gray'}>Priority {e.priority.toFixed(1)}</Badge>
                <Muted style={{ fontSize: 12 }}>Updated {e.changefreq}</Muted>
              </div>
              <p>{e.description}</p>
              <Link to={pathOf(e.url)}>{pathOf(e.url)}</Link>
            </li>
          ))}
        </Items>
      )}
    </TitledCard>
  );
}

export default function SitemapPage() {
  const q = useSitemap();
  if (q.isPending) {
    return (
      <Page data-page="SitemapPage">
        <PageTitle>Sitemap</PageTitle>
        <Card>
          <SkeletonRows rows={6} />
        </Card>
      </Page>
    );
  }
  if (q.isError || !q.data) {
    return (
      <Page data-page="SitemapPage">
        <PageTitle>Sitemap</PageTitle>
        <Card>
          <EmptyState title="Sitemap Unavailable" description="Unable to load the sitemap data." />
        </Card>
      </Page>
    );
  }
  const d = q.data;
  const dyn = d.dynamic_pages;
  const dynamicCount = dyn.recent_blocks.length + dyn.tokens.length + dyn.validators.length;
  return (
    <Page data-page="SitemapPage">
      <PageTitle>Sitemap</PageTitle>
      <Grid $min="180px">
        <StatCard>
          <h3>Total Pages</h3>
          <strong>{d.meta.total_pages}</strong>
        </StatCard>
        <StatCard>
          <h3>Static Pages</h3>
          <strong>{d.static_pages.length}</strong>
        </StatCard>
        <StatCard>
          <h3>Dynamic Pages</h3>
          <strong>{dynamicCount}</strong>
        </StatCard>
        <StatCard>
          <h3>Last Updated</h3>
          <strong style={{ fontSize: 15 }}>{formatDateTime(d.meta.last_updated)}</strong>
        </StatCard>
      </Grid>
      <Card>
        <p style={{ margin: 0 }}>
          Machine-readable version: <a href="/sitemap.xml">/sitemap.xml</a>
        </p>
      </Card>
      <Section title="Static Pages" entries={d.static_pages} />
      <Section title="Recent Blocks" entries={dyn.recent_blocks} />
      <Section title="Tokens" entries={dyn.tokens} />
      <Section title="Validators" entries={dyn.validators} />
    </Page>
  );
}
