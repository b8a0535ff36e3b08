import {
  declarationProblem,
  entityPath,
  hintUrl,
  matchesRoute,
  menuLinks,
  pageFor,
  pageTable,
  type PageDeclaration,
} from './pages';

const page = (path: string, extra: Partial<PageDeclaration> = {}): PageDeclaration => ({
  path,
  title: path,
  ...extra,
});

test('a URL path matches a pattern segment by segment; the page with more fixed segments wins', () => {
  expect(matchesRoute('/tx/:signature', '/tx/abc?x=1#y')).toBe(true);
  expect(matchesRoute('/tx/:signature', '/tx/abc/def')).toBe(false);
  expect(matchesRoute('/tokens', '/tokens/')).toBe(true);
  const pages = [
    page('/address/:address'),
    page('/address/:address/holdings'),
    page('/token/:a'),
    page('/token/new'),
  ];
  expect(pageFor(pages, '/address/A/holdings')?.path).toBe('/address/:address/holdings');
  expect(pageFor(pages, '/token/new')?.path).toBe('/token/new');
  expect(pageFor(pages, '/token/Mint')?.path).toBe('/token/:a');
  expect(pageFor(pages, '/nothing')).toBeUndefined();
});

test("the first remote to declare a path keeps it; a remote's page replaces the shell's", () => {
  const table = pageTable(
    [page('/swap'), page('/bridge')],
    [
      { remote: 'a', pages: [page('/x', { title: 'A' }), page('/swap', { title: 'Swap by A' })] },
      { remote: 'b', pages: [page('/x', { title: 'B' })] },
    ],
  );
  expect(table.map((p) => [p.path, p.remote ?? 'shell', p.title])).toEqual([
    ['/x', 'a', 'A'],
    ['/swap', 'a', 'Swap by A'],
    ['/bridge', 'shell', '/bridge'],
  ]);
});

test('a menu merges every page’s entries by order', () => {
  const pages = [
    page('/b', {
      nav: [
        { menu: 'main', label: 'B', order: 20 },
        { menu: 'explore', label: 'Bee', order: 1 },
      ],
    }),
    page('/a', { nav: [{ menu: 'main', label: 'A', order: 10, soon: true }] }),
    page('/c'),
  ];
  expect(menuLinks(pages, 'main')).toEqual([
    { to: '/a', label: 'A', soon: true },
    { to: '/b', label: 'B', soon: false },
  ]);
  expect(menuLinks(pages, 'explore').map((l) => l.label)).toEqual(['Bee']);
  expect(menuLinks(pages, 'dapps')).toEqual([]);
});

test('an API hint takes its params from the page URL, encoded as the client encodes them, and its query', () => {
  const hint = { route: 'GET /api/token/:address/holders', query: { limit: '20', sort: 'balance desc' } };
  expect(hintUrl(hint, '/token/:address', '/token/Mint%201')).toBe(
    '/api/token/Mint%201/holders?limit=20&sort=balance+desc',
  );
  expect(hintUrl({ route: 'GET /api/blocks' }, '/', '/')).toBe('/api/blocks');
  expect(hintUrl({ route: 'GET /api/token/:address' }, '/token/:address', '/token/%E0%A4%A')).toBeNull();
});

test('declarations are checked field by field before a version is published', () => {
  expect(declarationProblem([page('/ok', { nav: [{ menu: 'main', label: 'Ok', order: 1 }] })])).toBeNull();
  const problems: [unknown, RegExp][] = [
    [{}, /not a list/],
    [[null], /not an object/],
    [[{ path: 'no-slash', title: 'x' }], /path must be a URL path/],
    [[{ path: '/a b', title: 'x' }], /path must be a URL path/],
    [[{ path: '/x', title: ' ' }], /title missing/],
    [[page('/x', { testnetOnly: 'yes' as unknown as boolean })], /testnetOnly/],
    [[{ ...page('/x'), nav: [{ menu: 'main', label: '', order: 1 }] }], /no label/],
    [[{ ...page('/x'), nav: [{ menu: 'main', label: 'X', order: Infinity }] }], /no order/],
    [
      [{ ...page('/x'), sitemap: { label: 'X', description: 'd', priority: 2, changefreq: 'daily' } }],
      /priority/,
    ],
    [
      [{ ...page('/x'), sitemap: { label: 'X', description: 'd', priority: 1, changefreq: 'often' } }],
      /changefreq/,
    ],
    [[{ ...page('/x'), preload: { chunks: [1] } }], /preload\.chunks/],
    [[{ ...page('/x'), preload: { api: [{ route: 'POST /api/x' }] } }], /GET route/],
    [[{ ...page('/x'), preload: { api: [{ route: 'GET /api/x', query: { n: 1 } }] } }], /query/],
    [[{ ...page('/x/:id'), entity: 'person' }], /entity must be one of/],
    [[page('/x/:a/:b', { entity: 'block' })], /at most one parameter/],
    [[page('/a/:id', { entity: 'token' }), page('/b/:id', { entity: 'token' })], /already the token page/],
  ];
  problems.push([[page('/account/:a', { redirectTo: 'person' as 'address' })], /redirectTo must be/]);
  problems.push([[page('/account', { redirectTo: 'address' })], /one parameter/]);
  problems.push([[page('/account/:a', { redirectTo: 'address', entity: 'address' })], /either/]);
  expect(declarationProblem([page('/account/:a', { redirectTo: 'address' })])).toBeNull();
  problems.push([[{ ...page('/x'), prerender: '../up.json' }], /prerender/]);
  problems.push([[{ ...page('/x'), prerender: 'prerender/home.html' }], /prerender/]);
  expect(declarationProblem([{ ...page('/x'), prerender: 'prerender/home.json' }])).toBeNull();
  for (const [value, message] of problems) expect(declarationProblem(value)).toMatch(message);
});

test("an entity's URL fills the declaring page's parameter with the encoded value", () => {
  const pages = [
    page('/tokens'),
    page('/token/:address', { entity: 'token' }),
    page('/address/:address/holdings', { entity: 'wallet' }),
    page('/block/:height', { entity: 'block' }),
    page('/top-holders', { entity: 'coin' }),
  ];
  expect(entityPath(pages, 'token', 'Mint1')).toBe('/token/Mint1');
  expect(entityPath(pages, 'wallet', 'Owner')).toBe('/address/Owner/holdings');
  expect(entityPath(pages, 'block', 42)).toBe('/block/42');
  expect(entityPath(pages, 'token', 'a/b?c#d e')).toBe('/token/a%2Fb%3Fc%23d%20e');
  expect(entityPath(pages, 'coin')).toBe('/top-holders');
  expect(entityPath(pages, 'coin', 'GOR')).toBe('/top-holders');
  // A page taking a value is no target without one; an entity nobody declares has no URL.
  expect(entityPath(pages, 'token')).toBeUndefined();
  expect(entityPath(pages, 'token', '')).toBeUndefined();
  expect(entityPath(pages, 'transaction', 'sig')).toBeUndefined();
  expect(
    declarationProblem([
      page('/tx/:signature', { entity: 'transaction' }),
      page('/top-holders', { entity: 'coin' }),
    ]),
  ).toBeNull();
});
