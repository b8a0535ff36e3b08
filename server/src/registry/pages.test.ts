import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageDeclaration } from 'shared-api/pages';
import type { Registry } from 'shared-api/registry';
import { SitePages, sitemapPagesOf, tableOf } from './pages';

const listed = (path: string, priority: number): PageDeclaration => ({
  path,
  title: `Title of ${path}`,
  sitemap: { label: `Link to ${path}`, description: 'd', priority, changefreq: 'daily' },
});

const registry: Registry = {
  mfe_a: {
    stable: '1.0.0',
    canary: { version: '2.0.0', percent: 5 },
    versions: ['1.0.0', '2.0.0'],
    pages: {
      '1.0.0': [listed('/a', 0.5), listed('/a/:id', 0.9), { path: '/plain', title: 'Plain' }],
      '2.0.0': [listed('/a', 0.5), listed('/new', 1)],
    },
  },
  mfe_b: { stable: '3.0.0', canary: null, versions: ['3.0.0'], pages: { '3.0.0': [listed('/b', 0.8)] } },
  // Published before versions declared pages: adds nothing.
  mfe_old: { stable: '0.1.0', canary: null, versions: ['0.1.0'] },
};

test("the sitemap lists the stable versions' declared pages by priority, not patterns or undeclared ones", () => {
  const stable = tableOf(registry, [listed('/shell', 0.1)], (e) => [e.stable]);
  expect(sitemapPagesOf(stable).map((p) => [p.path, p.title, p.priority])).toEqual([
    ['/b', 'Link to /b', 0.8],
    ['/a', 'Link to /a', 0.5],
    ['/shell', 'Link to /shell', 0.1],
  ]);
});

test("the served pages add running canaries' pages to the stable ones; the snapshot follows the files", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-pages-'));
  try {
    const pages = new SitePages(dir);
    expect((await pages.read()).served).toEqual([]);
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify(registry));
    writeFileSync(join(dir, 'pages.json'), JSON.stringify([{ path: '/soon', title: 'Soon' }]));
    const first = await pages.read();
    expect(first.stable.map((p) => p.path)).toEqual(['/a', '/a/:id', '/plain', '/b', '/soon']);
    expect(first.served.map((p) => p.path)).toEqual(['/a', '/a/:id', '/plain', '/new', '/b', '/soon']);
    expect(first.served.find((p) => p.path === '/new')?.remote).toBe('mfe_a');
    expect(await pages.read()).toBe(first); // unchanged files: the same snapshot
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({ ...registry, mfe_a: { ...registry.mfe_a, canary: null } }),
    );
    const after = await pages.read();
    expect(after.version).not.toBe(first.version);
    expect(after.served.map((p) => p.path)).not.toContain('/new');
    writeFileSync(join(dir, 'remotes.json'), 'not json');
    expect((await pages.read()).served.map((p) => p.path)).toEqual(['/soon']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
