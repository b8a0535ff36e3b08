// The shell's pages come from what the published versions declare (carried by the registry): the
// router, the owner of each path, the document titles and every menu. The declarations here are the
// remotes' real src/pages.ts (jest maps `mfe_x/…` to the remote's src/).
import { entityPath, menuLinks, type PageDeclaration } from 'shared-api/pages';
import { bucketOf, type Registry } from 'shared-api/registry';
import { ENTITY_PAGES } from 'shared-ui/testing';
import { RemoteLoader } from '../remotes/loader';
import { declaredPages as declared, publishedRegistry as published } from '../test/publishedPages';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, currentPageTable, routeFor } from './routeTable';

/** A loader as one page load sees it: the registry inlined (or none), a visitor, its failed versions. */
async function loaderWith(
  registry: Registry | null,
  visitor = 'visitor-1',
  failed: string[] = [],
): Promise<RemoteLoader> {
  const loader = new RemoteLoader({
    deps: {
      inlineRegistry: () => registry,
      fetch: () => Promise.reject(new TypeError('offline')),
      visitorId: () => visitor,
      loadFailed: () => new Set(failed),
      saveFailed: () => undefined,
      location: () => ({ search: '', href: 'http://explorer.test/' }),
    },
  });
  await loader.chooseAll().catch(() => undefined);
  return loader;
}

test('every declared page is routed to the remote that declares it; the coming-soon pages are the shell’s', async () => {
  const table = currentPageTable(await loaderWith(published()));
  expect(Object.fromEntries(table.map((p) => [p.path, p.remote ?? 'shell']))).toEqual({
    '/': 'mfe_chain',
    '/tx/:signature': 'mfe_chain',
    '/block/:height': 'mfe_chain',
    '/address/:address': 'mfe_chain',
    '/transactions': 'mfe_chain',
    '/validators': 'mfe_chain',
    '/top-holders': 'mfe_chain',
    '/developer-tools': 'mfe_chain',
    '/sitemap': 'mfe_chain',
    '/token/:address': 'mfe_tokens',
    '/tokens': 'mfe_tokens',
    '/community': 'mfe_tokens',
    '/address/:address/holdings': 'mfe_wallet',
    '/break-gorbagana': 'mfe_games',
    '/admin': 'mfe_games',
    '/bridge': 'shell',
    '/swap': 'shell',
    '/launchpad': 'shell',
    '/lending': 'shell',
    '/nft': 'shell',
    '/perps': 'shell',
    '/account/:address': 'shell',
  });
  const title = (path: string) => routeFor(path, table)?.title;
  expect(['/transactions', '/top-holders', '/lending', '/address/A/holdings'].map(title)).toEqual([
    'All Transactions',
    'Top GOR Holders',
    'Lend and Borrow',
    'Wallet Overview',
  ]);
});

test('a URL path finds its page: a fixed segment beats a parameter, anything else is a 404', async () => {
  const table = currentPageTable(await loaderWith(published()));
  const owner = (path: string) => routeFor(path, table)?.remote;
  expect(owner('/address/Abc/holdings')).toBe('mfe_wallet');
  expect(owner('/address/Abc')).toBe('mfe_chain');
  expect(owner('/tokens?sort=volume')).toBe('mfe_tokens');
  expect(routeFor('/bridge', table)?.title).toBe('Bridge');
  expect(routeFor('/no-such-page', table)).toBeUndefined();
  expect(routeFor('/tx/abc/extra', table)).toBeUndefined();
  expect(NOT_FOUND_TITLE).toBe('Page Not Found');
  expect(NOT_FOUND_TEXT).toBe('Did you forget to add the page to the router?');
});

test('the menus are merged from every owner’s entries, in their declared order', async () => {
  const table = currentPageTable(await loaderWith(published()));
  const labels = (menu: Parameters<typeof menuLinks>[1]) => menuLinks(table, menu).map((l) => l.label);
  expect(labels('main')).toEqual(['Blockchain', 'Validators', 'Top Holders']);
  expect(labels('tokens')).toEqual(['All Tokens', 'Community Projects']);
  expect(menuLinks(table, 'dapps').map((l) => [l.label, l.soon])).toEqual([
    ['Bridge', true],
    ['Gor Swap', true],
    ['LaunchPad', true],
    ['Lending & Borrowing', true],
    ['NFT Marketplace', true],
    ['Perps Exchange', true],
    ['Break Gorbagana', false],
  ]);
  expect(labels('explore')).toEqual([
    'Home',
    'Transactions',
    'Validators',
    'Top Holders',
    'All Tokens',
    'Community Projects',
    'Developer Tools',
    'Sitemap',
  ]);
  expect(labels('footer-explorer')).toEqual(['Home', 'Transactions', 'Tokens', 'Top Holders']);
  expect(labels('footer-network')).toEqual(['Validators', 'Developer Tools', 'Break Gorbagana']);
  expect(labels('footer-resources')).toEqual(['Sitemap']);
});

test('entity links lead to the pages their owners declare for them', async () => {
  const table = currentPageTable(await loaderWith(published()));
  expect(entityPath(table, 'transaction', 'Sig')).toBe('/tx/Sig');
  expect(entityPath(table, 'block', 7)).toBe('/block/7');
  expect(entityPath(table, 'address', 'A')).toBe('/address/A');
  expect(entityPath(table, 'wallet', 'A')).toBe('/address/A/holdings');
  expect(entityPath(table, 'token', 'M')).toBe('/token/M');
  expect(entityPath(table, 'coin')).toBe('/top-holders');
  expect(entityPath(table, 'tokens')).toBe('/tokens');
  expect(entityPath(table, 'home')).toBe('/');
  // The remotes' tests link through a fixture: it must say what the remotes publish.
  const pairs = (pages: readonly PageDeclaration[]) =>
    pages.flatMap((p) => (p.entity ? [`${p.entity} ${p.path}`] : [])).sort();
  expect(pairs(ENTITY_PAGES)).toEqual(pairs(table));
  // A remote's version that moves its page moves every link to it; one that drops it leaves text.
  const registry = published();
  const moved = declared('mfe_tokens').map((p) =>
    p.entity === 'token' ? { ...p, path: '/tokens/:mint' } : p,
  );
  registry.mfe_tokens.pages = { [registry.mfe_tokens.stable]: moved };
  expect(entityPath(currentPageTable(await loaderWith(registry)), 'token', 'M')).toBe('/tokens/M');
  registry.mfe_tokens.pages = { [registry.mfe_tokens.stable]: moved.filter((p) => !p.entity) };
  expect(entityPath(currentPageTable(await loaderWith(registry)), 'token', 'M')).toBeUndefined();
});

describe('a version that adds a page', () => {
  const leaderboard: PageDeclaration = {
    path: '/leaderboard',
    title: 'Break Leaderboard',
    nav: [{ menu: 'dapps', label: 'Leaderboard', order: 80 }],
  };
  const withCanary = (): Registry => {
    const registry = published();
    registry.mfe_games = {
      ...registry.mfe_games,
      canary: { version: '1.1.0', percent: 50 },
      versions: ['1.0.0', '1.1.0'],
      pages: { ...registry.mfe_games.pages, '1.1.0': [...declared('mfe_games'), leaderboard] },
    };
    return registry;
  };
  const visitors = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
  const inCanary = visitors.find((v) => bucketOf(v, 'mfe_games') < 50) as string;
  const outside = visitors.find((v) => bucketOf(v, 'mfe_games') >= 50) as string;

  test('is routed and in the menu for its canary’s visitors only', async () => {
    const seen = currentPageTable(await loaderWith(withCanary(), inCanary));
    expect(routeFor('/leaderboard', seen)).toMatchObject({ remote: 'mfe_games', title: 'Break Leaderboard' });
    expect(menuLinks(seen, 'dapps').map((l) => l.label)).toContain('Leaderboard');
    const unseen = currentPageTable(await loaderWith(withCanary(), outside));
    expect(routeFor('/leaderboard', unseen)).toBeUndefined();
    expect(menuLinks(unseen, 'dapps').map((l) => l.label)).not.toContain('Leaderboard');
  });

  test('goes for a visitor whose canary failed (stable for the session)', async () => {
    const table = currentPageTable(await loaderWith(withCanary(), inCanary, ['mfe_games@1.1.0']));
    expect(routeFor('/leaderboard', table)).toBeUndefined();
  });

  test('replaces the shell’s coming-soon page of the same path', async () => {
    const registry = published();
    registry.mfe_games.pages = { '1.0.0': [...declared('mfe_games'), { path: '/swap', title: 'Gor Swap' }] };
    const table = currentPageTable(await loaderWith(registry));
    expect(routeFor('/swap', table)).toMatchObject({ remote: 'mfe_games', title: 'Gor Swap' });
  });
});

test('without a registry only the shell’s pages are known, and the loader says so', async () => {
  const loader = await loaderWith(null);
  expect(loader.knowsPages()).toBe(false);
  expect(currentPageTable(loader).every((p) => p.remote === undefined)).toBe(true);
  expect(routeFor('/', currentPageTable(loader))).toBeUndefined();
  const known = await loaderWith(published());
  expect(known.knowsPages()).toBe(true);
});
