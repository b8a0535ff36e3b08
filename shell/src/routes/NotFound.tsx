import { Page, PageTitle, useEntityPath } from 'shared-ui';
import { NavTo } from '../layout/NavTo';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './routeTable';

/** The 404 page for any path outside the route table, with a link back to the explorer. */
export function NotFound() {
  const home = useEntityPath('home');
  return (
    <Page style={{ alignItems: 'center', textAlign: 'center', paddingTop: 64 }}>
      <div aria-hidden style={{ fontSize: 56, fontWeight: 800 }}>
        404
      </div>
      <PageTitle>{NOT_FOUND_TITLE}</PageTitle>
      <p style={{ margin: 0 }}>{NOT_FOUND_TEXT}</p>
      {home && <NavTo to={home}>Back to the explorer</NavTo>}
    </Page>
  );
}
