// A team ships a page from its own folder: a new version of mfe-games, built here from a copy of the
// remote's sources with one more page in its src/pages.ts and src/routes.tsx, is published to a
// running site with no shell build and no server restart. Its canary shows the page (routed, titled,
// in the dApps menu) to its bucket only; promoted, the page is in the sitemap; rolled back, it is gone.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bucketOf } from 'shared-api/registry';
import { packageDirOf, promote, publish, rollback, startCanary } from '../server/src/registry/store';
import { ROOT, launchBrowser, startSite, type Site } from './harness';

const VERSION = '1.1.0-leaderboard.1';
const TITLE = 'Break Leaderboard';

/** Builds mfe-games with a leaderboard page from a copy of its sources; returns the build directory. */
function buildWithNewPage(work: string): string {
  const dir = join(work, 'mfe-games');
  // Outside the repository (its tests stay out of jest's reach), resolving packages from the repository's.
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  cpSync(join(packageDirOf('mfe_games'), 'src'), join(dir, 'src'), {
    recursive: true,
    filter: (from) => !/\.test\.tsx?$/.test(from),
  });
  const pkg = JSON.parse(readFileSync(join(packageDirOf('mfe_games'), 'package.json'), 'utf8')) as object;
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version: VERSION }));
  writeFileSync(
    join(dir, 'webpack.config.js'),
    `module.exports = require(${JSON.stringify(join(ROOT, 'tools/webpack/create-config'))}).createConfig({ dir: __dirname });\n`,
  );
  // The team's change: one page, declared and rendered, in the remote's own folder.
  renameSync(join(dir, 'src/pages.ts'), join(dir, 'src/releasedPages.ts'));
  writeFileSync(
    join(dir, 'src/pages.ts'),
    `import type { PageDeclaration } from 'shared-api/pages';
import { pages as released } from './releasedPages';
export const pages = [
  ...released,
  {
    path: '/leaderboard',
    title: ${JSON.stringify(TITLE)},
    nav: [{ menu: 'dapps', label: 'Leaderboard', order: 80 }],
    sitemap: { label: 'Leaderboard', description: 'Best Break runs', priority: 0.4, changefreq: 'daily' },
  },
] as const satisfies readonly PageDeclaration[];
`,
  );
  renameSync(join(dir, 'src/routes.tsx'), join(dir, 'src/releasedRoutes.tsx'));
  writeFileSync(
    join(dir, 'src/routes.tsx'),
    `import { lazy } from 'react';
import { routeList } from 'shared-ui';
import { routes as released } from './releasedRoutes';
export const routes = [
  ...released,
  ...routeList({ '/leaderboard': { Component: lazy(() => import('./leaderboard/LeaderboardPage')) } }),
];
export default routes;
`,
  );
  mkdirSync(join(dir, 'src/leaderboard'));
  writeFileSync(
    join(dir, 'src/leaderboard/LeaderboardPage.tsx'),
    `import { Page, PageTitle } from 'shared-ui';
export default function LeaderboardPage() {
  return (
    <Page>
      <PageTitle>${TITLE}</PageTitle>
      <p>The fastest runs of the week.</p>
    </Page>
  );
}
`,
  );
  const webpack = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    { cwd: dir, encoding: 'utf8' },
  );
  if (webpack.status !== 0) throw new Error(`webpack failed:\n${webpack.stdout}\n${webpack.stderr}`);
  return join(dir, 'dist', VERSION);
}

let browser: Browser;
let site: Site;
let work: string;
let build: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'remote-page-'));
  build = buildWithNewPage(work);
  browser = await launchBrowser();
  site = await startSite();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(work, { recursive: true, force: true });
});

const visitors = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
const inCanary = visitors.find((v) => bucketOf(v, 'mfe_games') < 50) as string;
const outside = visitors.find((v) => bucketOf(v, 'mfe_games') >= 50) as string;

async function visit(visitor: string, path: string): Promise<{ page: Page; status: number | undefined }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((id) => localStorage.setItem('mf-visitor-id', id), visitor);
  const page = await context.newPage();
  const res = await page.goto(site.url + path);
  return { page, status: res?.status() };
}

async function dappsMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^dApps/ }).click();
  const menu = page.getByRole('list', { name: 'dApps' });
  await menu.getByRole('link').first().waitFor();
  const labels = await menu.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  return labels.map((l) => l.replace(/\s*(Soon|Live)$/, '').trim());
}

const sitemapXml = async () => (await fetch(`${site.url}/sitemap.xml`)).text();

test('a published version adds a page and a menu entry: canary bucket only, then everyone, then gone on rollback', async () => {
  const before = await visit(inCanary, '/leaderboard');
  await before.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(before.status).toBe(404);
  await before.page.context().close();

  publish(site.deployDir, 'mfe_games', { from: build, version: VERSION });
  startCanary(site.deployDir, 'mfe_games', VERSION, 50);

  const seen = await visit(inCanary, '/leaderboard');
  expect(seen.status).toBe(200);
  await seen.page.getByRole('heading', { name: TITLE }).waitFor();
  await seen.page.waitForFunction((t) => document.title.startsWith(t), TITLE);
  expect(await dappsMenu(seen.page)).toEqual([
    'Bridge',
    'Gor Swap',
    'LaunchPad',
    'Lending & Borrowing',
    'NFT Marketplace',
    'Perps Exchange',
    'Break Gorbagana',
    'Leaderboard',
  ]);
  // Reached from the menu too, in the same session.
  await seen.page.goto(site.url + '/bridge');
  // The header is in the server's first paint: its menu button answers once the app has mounted,
  // which the page's own heading shows (a click before that lands on the painted copy).
  await seen.page.getByRole('heading', { name: 'Bridge' }).waitFor();
  await seen.page.getByRole('button', { name: /^dApps/ }).click();
  await seen.page.getByRole('link', { name: 'Leaderboard' }).click();
  await seen.page.getByRole('heading', { name: TITLE }).waitFor();
  await seen.page.context().close();

  const unseen = await visit(outside, '/leaderboard');
  await unseen.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(await dappsMenu(unseen.page)).not.toContain('Leaderboard');
  await unseen.page.context().close();
  // Crawlers get the stable versions' pages only.
  expect(await sitemapXml()).not.toContain('/leaderboard');

  promote(site.deployDir, 'mfe_games');
  const everyone = await visit(outside, '/leaderboard');
  await everyone.page.getByRole('heading', { name: TITLE }).waitFor();
  await everyone.page.context().close();
  expect(await sitemapXml()).toContain(`<loc>${site.url}/leaderboard</loc>`);
  const sitemapPage = await visit(outside, '/sitemap');
  await sitemapPage.page.getByRole('link', { name: 'Leaderboard' }).first().waitFor();
  await sitemapPage.page.context().close();

  rollback(site.deployDir, 'mfe_games');
  const gone = await visit(inCanary, '/leaderboard');
  expect(gone.status).toBe(404);
  await gone.page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  expect(await dappsMenu(gone.page)).not.toContain('Leaderboard');
  await gone.page.context().close();
  expect(await sitemapXml()).not.toContain('/leaderboard');
});
