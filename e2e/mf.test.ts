// Module Federation composition in real Chromium against the built site served by the real server.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { bucketOf } from 'shared-api/registry';
import { promote, publish, rollback, startCanary } from '../server/src/registry/store';
import { packageDirOf } from '../server/src/registry/store';
import { builtVersion, launchBrowser, startSite, type Site } from './harness';

const SIG = '5'.repeat(40) + 'x'.repeat(48);
const ADDR = 'So11111111111111111111111111111111111111112';

/** Concrete URL per route of the table, the title it must show, and the remote that renders it. */
const ROUTES: { url: string; title: RegExp; remote?: string }[] = [
  { url: '/', title: /^Explore\s*Gorbagana/, remote: 'mfe_chain' },
  { url: `/tx/${SIG}`, title: /Transaction/, remote: 'mfe_chain' },
  { url: '/block/1', title: /Block/, remote: 'mfe_chain' },
  { url: `/address/${ADDR}`, title: /Address|Validator|Master/, remote: 'mfe_chain' },
  { url: `/address/${ADDR}/holdings`, title: /Wallet Overview|Holdings/, remote: 'mfe_wallet' },
  { url: `/token/${ADDR}`, title: /Token/, remote: 'mfe_tokens' },
  { url: '/tokens', title: /^Tokens$/, remote: 'mfe_tokens' },
  { url: '/community', title: /Community Projects/, remote: 'mfe_tokens' },
  { url: '/transactions', title: /All Transactions/, remote: 'mfe_chain' },
  { url: '/validators', title: /Validators/, remote: 'mfe_chain' },
  { url: '/top-holders', title: /Top GOR Holders/, remote: 'mfe_chain' },
  { url: '/sitemap', title: /Sitemap/, remote: 'mfe_chain' },
  { url: '/bridge', title: /^Bridge$/ },
  { url: '/swap', title: /^Swap$/ },
  { url: '/launchpad', title: /^Launchpad$/ },
  { url: '/lending', title: /^Lend and Borrow$/ },
  { url: '/nft', title: /^NFT Marketplace$/ },
  { url: '/perps', title: /^Perps Exchange$/ },
  { url: '/developer-tools', title: /Developer Tools/, remote: 'mfe_chain' },
  { url: '/break-gorbagana', title: /Break Gorbagana/, remote: 'mfe_games' },
  { url: '/admin', title: /Admin Panel/, remote: 'mfe_games' },
];

function trackRemotes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/([a-z_]+)\/([^/]+)\//.exec(new URL(r.url()).pathname);
    if (m) seen.push(`${m[1]}@${m[2]}`);
  });
  return seen;
}

async function heading(page: Page, title: RegExp) {
  await page.getByRole('heading', { name: title }).first().waitFor({ timeout: 15_000 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('published stable site', () => {
  let site: Site;
  let context: BrowserContext;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterEach(async () => {
    await context.close();
  });

  test('every route of the table renders its title, through its remote', async () => {
    const page = await context.newPage();
    const remotes = trackRemotes(page);
    for (const r of ROUTES) {
      remotes.length = 0;
      await page.goto(site.url + r.url);
      await heading(page, r.title);
      if (r.remote) expect(remotes.some((x) => x.startsWith(`${r.remote}@`))).toBe(true);
      else expect(remotes).toEqual([]);
    }
  });

  test('/ downloads only the chain remote', async () => {
    const page = await context.newPage();
    const remotes = trackRemotes(page);
    await page.goto(site.url + '/');
    await heading(page, /^Explore\s*Gorbagana/);
    await page.waitForLoadState('networkidle');
    const names = new Set(remotes.map((x) => x.split('@')[0]));
    expect([...names]).toEqual(['mfe_chain']);
  });

  test('unknown paths show the 404 page', async () => {
    const page = await context.newPage();
    await page.goto(site.url + '/no/such/page');
    await heading(page, /^Page Not Found$/);
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  test('banner dismissal survives a reload', async () => {
    const page = await context.newPage();
    await page.goto(site.url + '/bridge');
    const banner = page.getByTestId('dev-banner');
    await banner.waitFor();
    await page.getByRole('button', { name: 'Dismiss notice' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('dev-banner-dismissed'))).toBe('true');
    await page.reload();
    await heading(page, /^Bridge$/);
    expect(await banner.count()).toBe(0);
  });

  test('a 375 px viewport shows the mobile menu', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(site.url + '/swap');
    await heading(page, /^Swap$/);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    await menu.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await menu.getByRole('heading', { name: 'Network Status' }).waitFor();
    expect(await menu.getByRole('link', { name: /Perps Exchange/ }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Validators' }).click();
    await heading(page, /Validators/);
    expect(await page.locator('#mobile-menu').count()).toBe(0);
  });

  test('the trollbox (mfe_games/Trollbox) is mounted bottom-right when opened', async () => {
    const page = await context.newPage();
    const remotes = trackRemotes(page);
    await page.goto(site.url + '/lending');
    await heading(page, /^Lend and Borrow$/);
    expect(remotes).toEqual([]);
    await page.getByRole('button', { name: 'Open trollbox' }).click();
    const panel = page.getByLabel('Trollbox', { exact: true });
    await panel.first().waitFor();
    expect(remotes.some((x) => x.startsWith('mfe_games@'))).toBe(true);
    const box = await panel.first().boundingBox();
    const vp = page.viewportSize();
    expect(box && vp && box.x + box.width > vp.width - 40 && box.y + box.height > vp.height - 120).toBe(true);
  });

  test('the Tokens dropdown works with the keyboard', async () => {
    const page = await context.newPage();
    await page.goto(site.url + '/nft');
    await heading(page, /^NFT Marketplace$/);
    const trigger = page.getByRole('button', { name: /^Tokens/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: 'Community Projects' });
    await link.waitFor();
    await page.keyboard.press('Escape');
    await link.waitFor({ state: 'detached' });
    // Radix gives focus back to the trigger a tick after the content unmounts.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-haspopup') === 'menu');
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'All Tokens' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await heading(page, /Community Projects/);
  });
});

describe('canary and fallback', () => {
  let site: Site;
  const chainStable = builtVersion('mfe_chain');
  const tokensStable = builtVersion('mfe_tokens');
  const BROKEN = `${chainStable}-broken`;
  const CANARY = `${tokensStable}-canary.1`;
  const RENDER_BROKEN = `${tokensStable}-throws`;
  const walletStable = builtVersion('mfe_wallet');
  const OTHER_MAJOR = `${walletStable}-ui2`;

  beforeAll(async () => {
    site = await startSite({
      prepare(deployDir) {
        // A deliberately broken copy of mfe_chain: its container throws when evaluated.
        const work = mkdtempSync(join(tmpdir(), 'broken-'));
        cpSync(join(packageDirOf('mfe_chain'), 'dist', chainStable), work, { recursive: true });
        writeFileSync(join(work, 'remoteEntry.js'), 'throw new Error("deliberately broken build");\n');
        publish(deployDir, 'mfe_chain', { from: work, version: BROKEN });
        startCanary(deployDir, 'mfe_chain', BROKEN, 100);
        // A working copy of mfe_tokens as a 50 % canary.
        publish(deployDir, 'mfe_tokens', {
          from: join(packageDirOf('mfe_tokens'), 'dist', tokensStable),
          version: CANARY,
        });
        startCanary(deployDir, 'mfe_tokens', CANARY, 50);
        // A copy of mfe_tokens whose /tokens page throws while rendering (its title expression).
        const throws = mkdtempSync(join(tmpdir(), 'throws-'));
        cpSync(join(packageDirOf('mfe_tokens'), 'dist', tokensStable), throws, { recursive: true });
        const pageFile = readdirSync(throws).find((f) => /^TokensPage\..*\.js$/.test(f));
        if (!pageFile) throw new Error('no TokensPage chunk in the mfe_tokens build');
        const code = readFileSync(join(throws, pageFile), 'utf8');
        const broken = code.replace(
          'children:"Tokens"',
          'children:(()=>{throw new Error("deliberately broken page")})()',
        );
        if (broken === code) throw new Error('could not find the Tokens title in the TokensPage chunk');
        writeFileSync(join(throws, pageFile), broken);
        publish(deployDir, 'mfe_tokens', { from: throws, version: RENDER_BROKEN });
        // A copy of mfe_wallet that says it was built against shared-ui 2.x, as a 100 % canary.
        const major2 = mkdtempSync(join(tmpdir(), 'major2-'));
        cpSync(join(packageDirOf('mfe_wallet'), 'dist', walletStable), major2, { recursive: true });
        const manifest = JSON.parse(readFileSync(join(major2, 'mf-manifest.json'), 'utf8')) as {
          shared: { name: string; version: string }[];
        };
        const ui = manifest.shared.find((x) => x.name === 'shared-ui');
        if (!ui) throw new Error('mfe_wallet manifest lists no shared-ui');
        ui.version = '2.0.0';
        writeFileSync(join(major2, 'mf-manifest.json'), JSON.stringify(manifest));
        publish(deployDir, 'mfe_wallet', { from: major2, version: OTHER_MAJOR });
        startCanary(deployDir, 'mfe_wallet', OTHER_MAJOR, 100);
      },
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  test('a broken canary at 100 % still shows the page (from stable), reports it, and the rest works', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const remotes = trackRemotes(page);
    await page.goto(site.url + '/');
    await heading(page, /^Explore\s*Gorbagana/);
    // The heading is already in the server's first paint: wait for the fallback to stable too.
    for (let i = 0; i < 50 && !remotes.includes(`mfe_chain@${chainStable}`); i++)
      await page.waitForTimeout(100);
    expect(remotes).toContain(`mfe_chain@${BROKEN}`);
    expect(remotes).toContain(`mfe_chain@${chainStable}`);
    // retried once: the broken entry was requested twice
    const brokenEntries = remotes.filter((x) => x === `mfe_chain@${BROKEN}`).length;
    expect(brokenEntries).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < 50 && site.failures.length === 0; i++) await page.waitForTimeout(100);
    expect(site.failures[0]).toMatchObject({
      remote: 'mfe_chain',
      version: BROKEN,
      phase: 'load',
      fallbackVersion: chainStable,
    });
    // the rest of the site: another remote, and another chain page in the same session (stable directly)
    remotes.length = 0;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
    await heading(page, /Validators/);
    await page.goto(site.url + '/tokens');
    await heading(page, /^Tokens$/);
    await page.goto(site.url + '/sitemap');
    await heading(page, /Sitemap/);
    expect(remotes.filter((x) => x === `mfe_chain@${BROKEN}`)).toEqual([]);
    expect(await page.locator('[data-remote-error]').count()).toBe(0);
    await context.close();
  });

  test('at 50 % a visitor keeps the same version across reloads', async () => {
    // Two visitors chosen on each side of the 50 % line, so both versions are exercised.
    const ids = Array.from({ length: 200 }, (_, i) => `visitor-${i}`);
    const inCanary = ids.find((v) => bucketOf(v, 'mfe_tokens') < 50) as string;
    const inStable = ids.find((v) => bucketOf(v, 'mfe_tokens') >= 50) as string;
    for (const [visitor, expected] of [
      [inCanary, CANARY],
      [inStable, tokensStable],
    ] as const) {
      const context = await browser.newContext();
      await context.addInitScript((id) => {
        if (!localStorage.getItem('mf-visitor-id')) localStorage.setItem('mf-visitor-id', id);
      }, visitor);
      const page = await context.newPage();
      const remotes = trackRemotes(page);
      for (let i = 0; i < 3; i++) {
        remotes.length = 0;
        if (i === 0) await page.goto(site.url + '/tokens');
        else await page.reload();
        await heading(page, /^Tokens$/);
        const versions = new Set(remotes.filter((x) => x.startsWith('mfe_tokens@')));
        expect([...versions]).toEqual([`mfe_tokens@${expected}`]);
      }
      await context.close();
    }
  });

  test('a version whose page throws while rendering is retried once, then stable is shown and reported', async () => {
    const context = await browser.newContext();
    // A visitor inside the 50 % tokens canary: after the failure it must get stable, not the canary.
    const inCanary = Array.from({ length: 200 }, (_, i) => `visitor-${i}`).find(
      (v) => bucketOf(v, 'mfe_tokens') < 50,
    ) as string;
    await context.addInitScript((id) => localStorage.setItem('mf-visitor-id', id), inCanary);
    const page = await context.newPage();
    const remotes = trackRemotes(page);
    const before = site.failures.length;
    await page.goto(`${site.url}/tokens?remote.mfe_tokens=${RENDER_BROKEN}`);
    await heading(page, /^Tokens$/);
    expect(remotes).toContain(`mfe_tokens@${RENDER_BROKEN}`);
    expect(remotes).toContain(`mfe_tokens@${tokensStable}`);
    expect(remotes).not.toContain(`mfe_tokens@${CANARY}`);
    for (let i = 0; i < 50 && site.failures.length === before; i++) await page.waitForTimeout(100);
    expect(site.failures.slice(before)).toEqual([
      expect.objectContaining({
        remote: 'mfe_tokens',
        version: RENDER_BROKEN,
        phase: 'render',
        fallbackVersion: tokensStable,
      }),
    ]);
    expect(await page.locator('[data-remote-error]').count()).toBe(0);
    await context.close();
  });

  test('a remote built against another major of shared-ui is refused and stable used', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const entries: string[] = [];
    page.on('request', (r) => r.url().includes('remoteEntry.js') && entries.push(new URL(r.url()).pathname));
    const before = site.failures.length;
    await page.goto(`${site.url}/address/${ADDR}/holdings`);
    await heading(page, /Wallet Overview|Holdings/);
    expect(entries).toContain(`/remotes/mfe_wallet/${walletStable}/remoteEntry.js`);
    expect(entries.some((e) => e.includes(OTHER_MAJOR))).toBe(false);
    for (let i = 0; i < 50 && site.failures.length === before; i++) await page.waitForTimeout(100);
    expect(site.failures.slice(before)).toEqual([
      expect.objectContaining({
        remote: 'mfe_wallet',
        version: OTHER_MAJOR,
        phase: 'incompatible',
        fallbackVersion: walletStable,
      }),
    ]);
    await context.close();
  });

  test('a failing stable shows an error with a retry button in its region only; retry after a rollback works', async () => {
    const gamesStable = builtVersion('mfe_games');
    const DEAD = `${gamesStable}-dead`;
    const dead = mkdtempSync(join(tmpdir(), 'dead-'));
    cpSync(join(packageDirOf('mfe_games'), 'dist', gamesStable), dead, { recursive: true });
    writeFileSync(join(dead, 'remoteEntry.js'), 'throw new Error("dead build");\n');
    publish(site.deployDir, 'mfe_games', { from: dead, version: DEAD });
    startCanary(site.deployDir, 'mfe_games', DEAD, 100);
    promote(site.deployDir, 'mfe_games'); // the broken build is now stable: nothing to fall back to
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(site.url + '/admin');
      const region = page.locator('[data-remote-error="mfe_games"]');
      await region.waitFor({ timeout: 15_000 });
      await region.getByText('This part of the explorer could not be loaded').waitFor();
      // the shell around it still works
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      rollback(site.deployDir, 'mfe_games');
      await region.getByRole('button', { name: 'Retry' }).click();
      await heading(page, /Admin Panel/);
      expect(await region.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('an override picks a listed version only', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const remotes = trackRemotes(page);
    await page.goto(`${site.url}/tokens?remote.mfe_tokens=${CANARY}`);
    await heading(page, /^Tokens$/);
    expect(remotes).toContain(`mfe_tokens@${CANARY}`);
    remotes.length = 0;
    await page.goto(`${site.url}/community?remote.mfe_tokens=6.6.6`);
    await heading(page, /Community Projects/);
    expect(remotes.some((x) => x.includes('6.6.6'))).toBe(false);
    await context.close();
  });
});
