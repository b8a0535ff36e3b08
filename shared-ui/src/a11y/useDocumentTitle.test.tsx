import { render } from '@testing-library/react';
import { documentTitle, useDocumentTitle, useRouteDocumentTitle } from './useDocumentTitle';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

function Route({ route, page }: { route: string; page?: string | null }) {
  useRouteDocumentTitle(route);
  return page === undefined ? null : <Page title={page} />;
}

test('formats a title with the site name', () => {
  expect(documentTitle('Block 17')).toBe('Block 17 | Gorbagana Explorer');
  expect(documentTitle('')).toBe('Gorbagana Explorer');
});

test('the page names its entity over the route default, whatever the effect order', () => {
  const { rerender, unmount } = render(<Route route="Transaction Details" page={null} />);
  expect(document.title).toBe('Transaction Details | Gorbagana Explorer');
  // the data arrives: the entity's name replaces the kind of page
  rerender(<Route route="Transaction Details" page="Transaction 3fiP39...mkoo" />);
  expect(document.title).toBe('Transaction 3fiP39...mkoo | Gorbagana Explorer');
  // the next route mounts with its page title at once (the page's effect runs before the shell's)
  rerender(<Route route="Block Details" page="Block 17" />);
  expect(document.title).toBe('Block 17 | Gorbagana Explorer');
  // a page with no entity: the route default
  rerender(<Route route="Validators" />);
  expect(document.title).toBe('Validators | Gorbagana Explorer');
  unmount();
});
