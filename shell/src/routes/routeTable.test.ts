import { REMOTES, SHELL_ROUTES, isDeclaredPage } from 'shared-api/remotes';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, ROUTE_TABLE, routeFor } from './routeTable';

test('the route table lists every page, in order', () => {
  expect(ROUTE_TABLE.map((r) => r.path)).toEqual([
    '/',
    '/tx/:signature',
    '/block/:height',
    '/address/:address',
    '/address/:address/holdings',
    '/token/:address',
    '/tokens',
    '/community',
    '/transactions',
    '/validators',
    '/top-holders',
    '/sitemap',
    '/bridge',
    '/swap',
    '/launchpad',
    '/lending',
    '/nft',
    '/perps',
    '/developer-tools',
    '/break-gorbagana',
    '/admin',
  ]);
});

test('coming-soon pages carry their titles and need no remote', () => {
  const soon = ROUTE_TABLE.filter((r) => !r.remote && r.path !== '/community');
  expect(soon.map((r) => r.title)).toEqual([
    'Bridge',
    'Swap',
    'Launchpad',
    'Lend and Borrow',
    'NFT Marketplace',
    'Perps Exchange',
  ]);
  expect(ROUTE_TABLE.find((r) => r.path === '/community')?.title).toBe('Community Projects');
});

test('paths map to the remote that owns them', () => {
  expect(routeFor('/')?.remote).toBe('mfe_chain');
  expect(routeFor('/tx/5abc')?.remote).toBe('mfe_chain');
  expect(routeFor('/address/Abc/holdings')?.remote).toBe('mfe_wallet');
  expect(routeFor('/address/Abc')?.remote).toBe('mfe_chain');
  expect(routeFor('/token/Mint1')?.remote).toBe('mfe_tokens');
  expect(routeFor('/tokens?x=1')?.remote).toBe('mfe_tokens');
  expect(routeFor('/break-gorbagana')?.remote).toBe('mfe_games');
  expect(routeFor('/admin')?.remote).toBe('mfe_games');
  expect(routeFor('/bridge')?.remote).toBeUndefined();
  expect(routeFor('/no-such-page')).toBeUndefined();
});

test('404 texts', () => {
  expect(NOT_FOUND_TITLE).toBe('Page Not Found');
  expect(NOT_FOUND_TEXT).toBe('Did you forget to add the page to the router?');
});

test('every path a remote claims in the remotes list is in the table, and owned by exactly one remote', () => {
  const paths = ROUTE_TABLE.map((r) => r.path);
  for (const remote of REMOTES) {
    for (const path of remote.routes) {
      expect(paths).toContain(path);
      expect(ROUTE_TABLE.find((r) => r.path === path)?.remote).toBe(remote.name);
    }
  }
  const claimed = REMOTES.flatMap((r) => r.routes);
  expect(new Set(claimed).size).toBe(claimed.length);
  expect(ROUTE_TABLE.filter((r) => r.remote).length).toBe(claimed.length);
});

test("the shell's own pages are the shared list the server answers 200 for; everything else is a remote's", () => {
  const own = ROUTE_TABLE.filter((r) => !r.remote).map((r) => r.path);
  expect(own).toEqual([...SHELL_ROUTES]);
  for (const r of ROUTE_TABLE) expect(isDeclaredPage(r.path.replace(/:[a-z]+/g, 'x1'))).toBe(true);
  expect(isDeclaredPage('/no-such-page')).toBe(false);
  expect(isDeclaredPage('/tx/abc/extra')).toBe(false);
});
