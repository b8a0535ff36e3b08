// Another explorer's path of an entity opens this explorer's page of it, and only a page of this site.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { EntityPathsProvider } from 'shared-ui';
import { ENTITY_PAGES, entityPathsOf } from 'shared-ui/testing';
import { EntityRedirect } from './AppRoutes';

const ADDR = 'So11111111111111111111111111111111111111112';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search + l.hash}</div>;
}

function at(url: string, pages = ENTITY_PAGES) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <EntityPathsProvider resolve={entityPathsOf(pages)}>
        <Routes>
          <Route path="/account/:address" element={<EntityRedirect entity="address" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </EntityPathsProvider>
    </MemoryRouter>,
  );
}

test("/account/<address> is the address page; the other explorer's query and fragment stay behind", () => {
  at(`/account/${ADDR}?cluster=devnet#portfolio`);
  expect(screen.getByTestId('where')).toHaveTextContent(`/address/${ADDR}`);
  expect(screen.getByTestId('where').textContent).toBe(`/address/${ADDR}`);
});

test('a value that could be read as another place stays one encoded path segment here', () => {
  at('/account/%2F%2Fevil.example');
  expect(screen.getByTestId('where').textContent).toBe('/address/%2F%2Fevil.example');
});

test('with no address page declared, the path is a 404', () => {
  at(
    `/account/${ADDR}`,
    ENTITY_PAGES.filter((p) => p.entity !== 'address'),
  );
  expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
});
