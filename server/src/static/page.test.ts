import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry } from 'shared-api/registry';
import { createPageBuilder, hintsFor, jsonForScript, renderPage } from './page';

const registry: Registry = {
  mfe_chain: { stable: '1.0.0', canary: null, versions: ['1.0.0', '1.1.0'] },
  mfe_tokens: { stable: '2.0.0', canary: null, versions: ['2.0.0'] },
};
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

test("the home page hints its remote's stable entry, routes module, page chunk and first API calls", async () => {
  const links = await hintsFor('/', registry, manifests);
  expect(links).toEqual([
    '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mfe_chain/1.0.0/mf-manifest.json">',
    '<link rel="preload" as="script" href="/remotes/mfe_chain/1.0.0/remoteEntry.js">',
    '<link rel="preload" as="script" href="/remotes/mfe_chain/1.0.0/__federation_expose_routes.1234abcd.js">',
    '<link rel="preload" as="script" href="/remotes/mfe_chain/1.0.0/Home.aaaa1111.js">',
    expect.stringMatching(
      /^<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="\/api\/network\/overview">$/,
    ),
    expect.stringContaining('href="/api/transactions"'),
    expect.stringContaining('href="/api/blocks"'),
    expect.stringContaining('href="/api/network/stats"'),
  ]);
});

test('other routes hint their own remote; shell pages, 404s and unpublished versions hint nothing', async () => {
  const block = await hintsFor('/block/12', registry, manifests);
  expect(block).toHaveLength(3); // manifest, entry, routes module: no page chunk or API list for it
  expect(block.join('')).not.toContain('Home.');
  expect(await hintsFor('/bridge', registry, manifests)).toEqual([]);
  expect(await hintsFor('/no/such/page/here', registry, manifests)).toEqual([]);
  // mfe_tokens@2.0.0 has no manifest on disk
  expect(await hintsFor('/tokens', registry, manifests)).toEqual([]);
  expect(await hintsFor('/tokens', {}, manifests)).toEqual([]);
});

test('the registry is inlined before </head> and cannot close its script element', () => {
  const html = renderPage(
    '<html><head><title>x</title></head><body></body></html>',
    { a: { stable: '</script><b>', canary: null, versions: [] } },
    ['<link rel="preload" href="/x">'],
  );
  expect(html).toBe(
    '<html><head><title>x</title><script id="mf-registry" type="application/json">{"a":{"stable":"\\u003c/script>\\u003cb>","canary":null,"versions":[]}}</script><link rel="preload" href="/x"></head><body></body></html>',
  );
  expect(JSON.parse(jsonForScript({ s: '</script>\u2028' }))).toEqual({ s: '</script>\u2028' });
});

test('the page builder reads the deploy directory and follows registry changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-'));
  try {
    const page = createPageBuilder(dir);
    expect(await page('/')).toBeNull();
    writeFileSync(join(dir, 'index.html'), '<head></head><div id="root"></div>');
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(registry));
    mkdirSync(join(dir, 'remotes/mfe_chain/1.0.0'), { recursive: true });
    writeFileSync(join(dir, 'remotes/mfe_chain/1.0.0/mf-manifest.json'), JSON.stringify(chainManifest));
    const home = await page('/');
    expect(home).toContain('"mfe_tokens":{"stable":"2.0.0"');
    expect(home).toContain('href="/remotes/mfe_chain/1.0.0/Home.aaaa1111.js"');
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({ mfe_chain: { ...registry.mfe_chain, stable: '1.1.0' } }),
    );
    const after = await page('/');
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
