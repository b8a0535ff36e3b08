import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hintUrl, pageFor, type PageDeclaration } from 'shared-api/pages';
import type { Registry } from 'shared-api/registry';
import { SitePages, tableOf } from '../registry/pages';
import { sriOf } from '../registry/store';
import { createPageBuilder, hintsFor as hintsForPages, jsonForScript, renderPage } from './page';
import { INLINE_SCRIPT_HASHES, SCHEME_SCRIPT } from './inlineScripts';
import { createPrerenderer } from './prerender';
import { documentHeaders } from './security';

const chainFiles = {
  'mf-manifest.json': 'sha384-m',
  'remoteEntry.js': 'sha384-e',
  '__federation_expose_routes.1234abcd.js': 'sha384-r',
  'Home.aaaa1111.js': 'sha384-h',
  'BlockPage.bbbb2222.js': 'sha384-b',
};
const FILTERS = { hideNoMetadata: 'true', hideLowSupply: 'true', hideZeroSupply: 'true' };
const chainPages: PageDeclaration[] = [
  {
    path: '/',
    title: 'Explore Gorbagana',
    prerender: 'prerender/home.json',
    preload: {
      chunks: ['Home'],
      api: [
        { route: 'GET /api/network/overview' },
        { route: 'GET /api/transactions' },
        { route: 'GET /api/blocks' },
        { route: 'GET /api/network/stats' },
      ],
    },
  },
  { path: '/block/:height', title: 'Block Details' },
];
const tokensPages: PageDeclaration[] = [
  {
    path: '/tokens',
    title: 'Tokens',
    preload: {
      chunks: ['TokensPage'],
      api: [
        { route: 'GET /api/tokens', query: { limit: '50', offset: '0', sort: 'holders', ...FILTERS } },
        { route: 'GET /api/tokens/count', query: FILTERS },
      ],
    },
  },
  {
    path: '/token/:address',
    title: 'Token Details',
    preload: {
      api: [
        { route: 'GET /api/token/:address' },
        { route: 'GET /api/token/:address/transfers' },
        { route: 'GET /api/token/:address/holders' },
      ],
    },
  },
];
const walletPages: PageDeclaration[] = [
  {
    path: '/address/:address/holdings',
    title: 'Wallet Overview',
    preload: {
      api: [
        { route: 'GET /api/address/:address/transactions/paginated' },
        { route: 'GET /api/address/:address/holdings' },
      ],
    },
  },
];
const registry: Registry = {
  mfe_chain: {
    stable: '1.0.0',
    canary: null,
    versions: ['1.0.0', '1.1.0'],
    integrity: { '1.0.0': chainFiles },
    pages: { '1.0.0': chainPages, '1.1.0': chainPages },
  },
  mfe_tokens: { stable: '2.0.0', canary: null, versions: ['2.0.0'], pages: { '2.0.0': tokensPages } },
  mfe_wallet: { stable: '1.0.0', canary: null, versions: ['1.0.0'], pages: { '1.0.0': walletPages } },
};
const shellPages: PageDeclaration[] = [{ path: '/bridge', title: 'Bridge' }];
/** The hints for a path, from the stable pages of `reg`. */
const hintsFor = (
  path: string,
  reg: Registry,
  readManifest: Parameters<typeof hintsForPages>[3],
  pagesOf: Registry = reg,
) =>
  hintsForPages(
    path,
    pageFor(
      tableOf(pagesOf, shellPages, (e) => [e.stable]),
      path,
    ),
    reg,
    readManifest,
  );
const chainManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [
    {
      path: './routes',
      assets: {
        js: {
          sync: ['__federation_expose_routes.1234abcd.js'],
          async: ['Home.aaaa1111.js', 'BlockPage.bbbb2222.js'],
        },
      },
    },
  ],
};
const manifests = async (remote: string, version: string) =>
  remote === 'mfe_chain' && version === '1.0.0' ? chainManifest : null;

test("the home page hints its remote's stable entry, routes module, page chunk (with their hashes) and first API calls", async () => {
  const links = await hintsFor('/', registry, manifests);
  expect(links).toEqual([
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mfe_chain/1.0.0/mf-manifest.json" integrity="sha384-m">',
    '<link rel="preload" as="script" href="/remotes/mfe_chain/1.0.0/remoteEntry.js" integrity="sha384-e">',
    '<link rel="preload" as="script" href="/remotes/mfe_chain/1.0.0/__federation_expose_routes.1234abcd.js" integrity="sha384-r">',
    '<link rel="preload" as="script" href="/remotes/mfe_chain/1.0.0/Home.aaaa1111.js" integrity="sha384-h">',
    expect.stringMatching(
      /^<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="\/api\/network\/overview">$/,
    ),
    expect.stringContaining('href="/api/transactions"'),
    expect.stringContaining('href="/api/blocks"'),
    expect.stringContaining('href="/api/network/stats"'),
  ]);
});

test('other routes hint their own remote; shell pages and 404s hint nothing, an unpublished version only its API calls', async () => {
  const block = await hintsFor('/block/12', registry, manifests);
  expect(block).toHaveLength(3); // manifest, entry, routes module: no page chunk or API list for it
  expect(block.join('')).not.toContain('Home.');
  expect(await hintsFor('/bridge', registry, manifests)).toEqual([]);
  expect(await hintsFor('/no/such/page/here', registry, manifests)).toEqual([]);
  // mfe_tokens@2.0.0 has no manifest on disk (no script hints), and is not pinned: only its API calls
  for (const reg of [registry, {}]) {
    const tokens = await hintsFor('/tokens', reg, manifests, registry);
    expect(tokens.join('')).not.toContain('as="script"');
    expect(tokens).toEqual([
      expect.stringContaining('href="/api/tokens?limit=50&amp;offset=0&amp;sort=holders'),
      expect.stringContaining('href="/api/tokens/count?'),
    ]);
  }
});

test("a route's API hints take its params from the URL, encoded as the page's client encodes them", async () => {
  const mint = 'So11111111111111111111111111111111111111112';
  expect(await hintsFor(`/token/${mint}`, registry, manifests)).toEqual([
    expect.stringContaining(`href="/api/token/${mint}"`),
    expect.stringContaining(`href="/api/token/${mint}/transfers"`),
    expect.stringContaining(`href="/api/token/${mint}/holders"`),
  ]);
  const wallet = await hintsFor(`/address/${mint}/holdings`, registry, manifests);
  expect(wallet).toEqual([
    expect.stringContaining(`href="/api/address/${mint}/transactions/paginated"`),
    expect.stringContaining(`href="/api/address/${mint}/holdings"`),
  ]);
  const token = { route: 'GET /api/token/:address' };
  expect(hintUrl(token, '/token/:address', '/token/a%20b')).toBe('/api/token/a%20b');
  expect(hintUrl(token, '/token/:address', '/token/a b"<')).toBe('/api/token/a%20b%22%3C');
  // A segment no page could decode gets no hint.
  expect(hintUrl(token, '/token/:address', '/token/%E0%A4%A')).toBeNull();
  expect(await hintsFor('/token/%E0%A4%A', registry, manifests)).toEqual([]);
});

test('a stable version without hashes (the shell refuses it) gets no script hints', async () => {
  const stripped: Registry = { mfe_chain: { stable: '1.0.0', canary: null, versions: ['1.0.0'] } };
  const links = await hintsFor('/block/12', stripped, manifests, registry);
  expect(links).toEqual([]);
});

test('the registry is inlined before </head> and cannot close its script element', () => {
  const html = renderPage(
    '<html><head><title>x</title></head><body></body></html>',
    { a: { stable: '</script><b>', canary: null, versions: [] } },
    ['<link rel="preload" href="/x">'],
  );
  expect(html).toBe(
    '<html><head><title>x</title><script id="mf-registry" type="application/json">{"a":{"stable":"\\u003c/script>\\u003cb>","canary":null,"versions":[]}}</script>' +
      `<script>${SCHEME_SCRIPT}</script>` +
      '<link rel="preload" href="/x"></head><body></body></html>',
  );
  expect(JSON.parse(jsonForScript({ s: '</script>\u2028' }))).toEqual({ s: '</script>\u2028' });
});

test('the page builder reads the deploy directory and follows registry changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-'));
  try {
    const page = createPageBuilder(dir, new SitePages(dir));
    expect(await page('/')).toBeNull();
    writeFileSync(join(dir, 'index.html'), '<head></head><div id="root"></div>');
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(registry));
    mkdirSync(join(dir, 'remotes/mfe_chain/1.0.0'), { recursive: true });
    writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/mf-manifest.json'), JSON.stringify(chainManifest));
    const home = (await page('/'))?.html;
    expect(home).toContain('"mfe_tokens":{"stable":"2.0.0"');
    expect(home).toContain('href="/remotes/mfe_chain/1.0.0/Home.aaaa1111.js"');
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({ mfe_chain: { ...registry.mfe_chain, stable: '1.1.0' } }),
    );
    const after = (await page('/'))?.html;
    expect(after).toContain('"stable":"1.1.0"');
    expect(after).not.toContain('/remotes/mfe_chain/'); // 1.1.0 has no manifest on disk
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no remote hints while the route remote has a canary (a canary visitor must not fetch stable)', async () => {
  const withCanary: Registry = {
    ...registry,
    mfe_chain: { stable: '1.0.0', canary: { version: '1.1.0', percent: 10 }, versions: ['1.0.0', '1.1.0'] },
  };
  const links = await hintsFor('/', withCanary, manifests);
  expect(links.some((l) => l.includes('/remotes/'))).toBe(false);
});

describe('the home page prerender', () => {
  const index =
    '<html><head><style>body{}</style><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
  // What the shell's and mfe-chain's builds write (tools/prerender), reduced to their structure.
  const frame = {
    html: '<header class="a"><span>Gorbagana Explorer</span></header><main id="main" class="b"><!--prerender-page--></main>',
    css: ':root{--pr-bg:#000}.a{color:var(--pr-bg)}',
  };
  const home = {
    html: '<div class="c"><header class="d"><h1>Explore <span>Gorbagana</span></h1></header></div>',
    css: '.d h1{margin:0}',
  };
  const homeBytes = JSON.stringify(home);
  const withHome = (sri = sriOf(homeBytes)): Registry => ({
    ...registry,
    mfe_chain: {
      ...registry.mfe_chain,
      integrity: { '1.0.0': { ...chainFiles, 'prerender/home.json': sri } },
    },
  });
  /** The stable page of `reg` a path belongs to, as the page builder finds it. */
  const pageOf = (path: string, reg: Registry) =>
    pageFor(
      tableOf(reg, shellPages, (e) => [e.stable]),
      path,
    );
  /** The first paint of a URL path, as the page builder asks for it. */
  const paintOf = (prerender: ReturnType<typeof createPrerenderer>, path: string, reg: Registry) =>
    prerender(pageOf(path, reg), reg);
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'prerender-'));
    mkdirSync(join(dir, 'prerender'));
    writeFileSync(join(dir, 'prerender/frame.json'), JSON.stringify(frame));
    mkdirSync(join(dir, 'remotes/mfe_chain/1.0.0/prerender'), { recursive: true });
    writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/prerender/home.json'), homeBytes);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("the shell's frame and the stable version's home part go into #root, their CSS and the first paint's actions script before </head>", async () => {
    const prerender = await paintOf(createPrerenderer(dir), '/', withHome());
    const html = renderPage(index, {}, [], prerender);
    const head = html.slice(0, html.indexOf('</head>'));
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    expect(head).toContain(`<style id="prerender-css">${frame.css}${home.css}</style>`);
    expect(head).toMatch(/<\/style><script>\(function\(d,w\).*firstPaintActions.*<\/script>$/);
    expect(root).toBe(
      '<div id="root"><header class="a"><span>Gorbagana Explorer</span></header><main id="main" class="b">' +
        `<div data-prerender-main="/">${home.html}</div></main></div>`,
    );
  });

  test('no prerender when a part is missing or is not the published one, nor for other pages', async () => {
    const prerenderFor = createPrerenderer(dir);
    expect(await paintOf(prerenderFor, '/tokens', withHome())).toBeNull();
    expect(await paintOf(prerenderFor, '/', registry)).toBeNull(); // a version published without the file
    expect(await paintOf(prerenderFor, '/', {})).toBeNull();
    expect(await paintOf(prerenderFor, '/', withHome(sriOf('other bytes')))).toBeNull();
    rmSync(join(dir, 'prerender/frame.json'));
    expect(await paintOf(prerenderFor, '/', withHome())).toBeNull();
    writeFileSync(join(dir, 'prerender/frame.json'), JSON.stringify({ ...frame, html: '<main></main>' }));
    expect(await paintOf(prerenderFor, '/', withHome())).toBeNull(); // no room for the page's part
    writeFileSync(join(dir, 'prerender/frame.json'), JSON.stringify({ ...frame, css: '</style><b>' }));
    expect(await paintOf(prerenderFor, '/', withHome())).toBeNull();
  });

  test("a version's part is read once; the shell's frame again when it is republished", async () => {
    const prerenderFor = createPrerenderer(dir);
    expect((await paintOf(prerenderFor, '/', withHome()))?.body).toContain('Explore <span>');
    writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/prerender/home.json'), 'changed');
    expect((await paintOf(prerenderFor, '/', withHome()))?.body).toContain('Explore <span>');
    writeFileSync(join(dir, 'prerender/frame.json'), JSON.stringify({ ...frame, css: '.new{}' }));
    utimesSync(join(dir, 'prerender/frame.json'), new Date(), new Date(Date.now() + 5000));
    expect((await paintOf(prerenderFor, '/', withHome()))?.head).toContain('.new{}');
  });

  test('the page builder sends it for / only, and a page without an empty #root is left as built', async () => {
    writeFileSync(join(dir, 'index.html'), index);
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(withHome()));
    const page = createPageBuilder(dir, new SitePages(dir));
    expect((await page('/'))?.html).toContain('<div data-prerender-main="/"><div class="c">');
    expect((await page('/tokens'))?.html).not.toContain('data-prerender-main');
    const prerender = await paintOf(createPrerenderer(dir), '/', withHome());
    const noRoot = '<html><head></head><body><div id="app"></div></body></html>';
    expect(renderPage(noRoot, {}, [], prerender)).not.toContain('prerender');
    // as html-webpack-plugin minifies it
    expect(renderPage('<head></head><div id=root></div>', {}, [], prerender)).toMatch(
      /<div id=root><header class="a">.*<\/main><\/div>$/,
    );
  });

  test("the document's CSP admits exactly its inline scripts, by hash, with a first paint or without", async () => {
    const hashesIn = (html: string) =>
      [...html.matchAll(/<script>(.*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`,
      );
    const painted = renderPage(index, {}, [], await paintOf(createPrerenderer(dir), '/', withHome()));
    expect(hashesIn(painted)).toEqual(INLINE_SCRIPT_HASHES);
    expect(hashesIn(renderPage(index, {}, [], null))).toEqual([INLINE_SCRIPT_HASHES[0]]);
    const csp = documentHeaders()['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${INLINE_SCRIPT_HASHES.join(' ')};`);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
  });

  test("every page applies the visitor's stored scheme before its body and hints, first paint or not", () => {
    const html = renderPage(index, {}, ['<link rel="preload" href="/a.js">'], null);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<script>${SCHEME_SCRIPT}</script><link rel="preload" href="/a.js">`);
    expect(SCHEME_SCRIPT).toContain("getItem('theme-mode')==='light'");
  });
});
