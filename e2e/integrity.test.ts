// Remote integrity in real Chromium against the real server: every file of a remote version is
// checked against the SHA-384 the registry recorded when it was published. Files changed on the
// server after publishing (one byte of a chunk, code added to an entry or a chunk), a version whose
// hashes were stripped from the registry and a tampered stable: the changed code never runs (a
// marker it would set stays unset), the visitor gets stable or the region's error state, the rest
// of the site works, and each refusal is counted per remote and version (/metrics, status).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { statusWithHealth } from '../server/src/registry/cli';
import {
  packageDirOf,
  publish,
  readRegistry,
  startCanary,
  writeRegistry,
} from '../server/src/registry/store';
import { builtVersion, launchBrowser, startSite, type Site } from './harness';

const MARK = '__TAMPERED__';
/** Code that, if it ever ran, would leave a mark on the page. */
const marker = (what: string) => `self.${MARK}=(self.${MARK}||[]).concat(${JSON.stringify(what)});`;

const chain = builtVersion('mfe_chain');
const tokens = builtVersion('mfe_tokens');
const games = builtVersion('mfe_games');
const CHUNK_BYTE = `${tokens}-onebyte`;
const ENTRY = `${chain}-entry`;
const CHUNK_CODE = `${chain}-chunk`;
const STRIPPED = `${chain}-stripped`;
const GAMES_TAMPERED = `${games}-tampered`;

/** Publishes a good copy of a build, then changes one of its served files (after its hashes were recorded). */
function publishThenTamper(
  deployDir: string,
  remote: string,
  from: string,
  version: string,
  file: RegExp,
  change: (code: string) => string,
): string {
  publish(deployDir, remote, { from: join(packageDirOf(remote), 'dist', from), version });
  const dir = join(deployDir, 'remotes', remote, version);
  const name = readdirSync(dir).find((f) => file.test(f));
  if (!name) throw new Error(`no ${file} in ${remote}@${version}`);
  const code = readFileSync(join(dir, name), 'utf8');
  const changed = change(code);
  if (changed === code) throw new Error(`could not change ${name}`);
  writeFileSync(join(dir, name), changed);
  // Whoever can change a file can change its brotli copy too (the server prefers that copy).
  if (existsSync(join(dir, `${name}.br`)))
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(changed));
  return name;
}

function trackRemotes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/([a-z_]+\/[^/]+\/[^?]+)/.exec(new URL(r.url()).pathname);
    if (m) seen.push(m[1]);
  });
  return seen;
}

async function heading(page: Page, title: RegExp) {
  await page.getByRole('heading', { name: title }).first().waitFor({ timeout: 15_000 });
}

/** The app's own page replaced the server's first paint (which already shows the heading). */
async function pageShown(page: Page) {
  await page.getByRole('heading').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="page-loading"]') === null, null, {
    timeout: 15_000,
  });
}

/** The refusals /metrics counts for a remote's version. */
async function refusalsCounted(remote: string, version: string): Promise<number> {
  const metrics = await (await fetch(`${site.url}/metrics`)).text();
  const line = metrics
    .split('\n')
    .find((l) =>
      l.startsWith(
        `explorer_remote_load_failures_total{remote="${remote}",version="${version}",phase="integrity"}`,
      ),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

const marks = (page: Page) =>
  page.evaluate((m) => (self as unknown as Record<string, unknown>)[m] ?? null, MARK);

let browser: Browser;
let site: Site;
let tokensChunk = '';

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startSite({
    // One refused load is enough to take a canary out of rotation.
    remotesAutoRollback: { ratio: 0.5, minLoads: 1 },
    prepare(deployDir) {
      // mfe_tokens canary at 100 %: its Tokens page chunk differs from the published one by one byte.
      tokensChunk = publishThenTamper(deployDir, 'mfe_tokens', tokens, CHUNK_BYTE, /^TokensPage\./, (c) =>
        c.replace('children:"Tokens"', 'children:"Tokenz"'),
      );
      startCanary(deployDir, 'mfe_tokens', CHUNK_BYTE, 100);
      // mfe_chain versions picked by URL override: code added to the entry; code added to the home chunk.
      publishThenTamper(
        deployDir,
        'mfe_chain',
        chain,
        ENTRY,
        /^remoteEntry\.js$/,
        (c) => marker('entry') + c,
      );
      publishThenTamper(deployDir, 'mfe_chain', chain, CHUNK_CODE, /^Home\./, (c) => marker('chunk') + c);
      // A good copy listed without its hashes (an attacker deleted them from the registry).
      publish(deployDir, 'mfe_chain', {
        from: join(packageDirOf('mfe_chain'), 'dist', chain),
        version: STRIPPED,
      });
      const registry = readRegistry(deployDir);
      delete registry.mfe_chain.integrity?.[STRIPPED];
      writeRegistry(deployDir, registry);
    },
  });
});
afterAll(async () => {
  await site?.close();
  await browser?.close();
});

async function failuresOf(version: string, n = 1) {
  for (let i = 0; i < 50 && site.failures.filter((f) => f.version === version).length < n; i++)
    await new Promise((r) => setTimeout(r, 100));
  return site.failures.filter((f) => f.version === version);
}

test('a canary at 100 % whose page chunk differs by one byte never runs: stable shows the page, the refusal is counted and rolls the canary back', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = trackRemotes(page);
  await page.goto(`${site.url}/tokens`);
  await heading(page, /^Tokens$/);
  // the changed chunk was downloaded (by the remote's own chunk loader) and refused
  expect(requested).toContain(`mfe_tokens/${CHUNK_BYTE}/${tokensChunk}`);
  expect(requested).toContain(`mfe_tokens/${tokens}/remoteEntry.js`);
  expect(await page.getByText('Tokenz').count()).toBe(0);
  expect(await page.locator('[data-remote-error]').count()).toBe(0);
  const failures = await failuresOf(CHUNK_BYTE);
  expect(failures).toEqual([
    expect.objectContaining({ remote: 'mfe_tokens', phase: 'integrity', fallbackVersion: tokens }),
  ]);
  expect(failures[0].message).toContain(`${tokensChunk} differs from the published file`);
  // the rest of the site works
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
  await heading(page, /Validators/);
  await context.close();
  // counted per remote and version, and fed to the auto-rollback
  const metrics = await (await fetch(`${site.url}/metrics`)).text();
  expect(metrics).toMatch(
    new RegExp(
      `explorer_remote_load_failures_total\\{remote="mfe_tokens",version="${CHUNK_BYTE}",phase="integrity"\\} 1`,
    ),
  );
  expect(readRegistry(site.deployDir).mfe_tokens).toMatchObject({
    canary: null,
    autoRollback: { version: CHUNK_BYTE },
  });
  const status = await statusWithHealth(site.deployDir, site.url);
  expect(status).toMatch(
    new RegExp(`${CHUNK_BYTE.replace(/\./g, '\\.')}\\s+loads\\s+1\\s+failures\\s+1.*refused\\s+1`),
  );
});

test('a tampered remote entry never runs; the home page comes from stable', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = trackRemotes(page);
  await page.goto(`${site.url}/?remote.mfe_chain=${ENTRY}`);
  await heading(page, /^Explore\s*Gorbagana/);
  expect(await failuresOf(ENTRY)).toEqual([
    expect.objectContaining({ remote: 'mfe_chain', phase: 'integrity', fallbackVersion: chain }),
  ]);
  await pageShown(page);
  expect(requested.filter((r) => r === `mfe_chain/${ENTRY}/remoteEntry.js`).length).toBeGreaterThanOrEqual(1);
  expect(requested).toContain(`mfe_chain/${chain}/remoteEntry.js`);
  expect(await marks(page)).toBeNull();
  expect(await refusalsCounted('mfe_chain', ENTRY)).toBe(1);
  await context.close();
});

test('code added to a page chunk never runs', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = trackRemotes(page);
  await page.goto(`${site.url}/?remote.mfe_chain=${CHUNK_CODE}`);
  await heading(page, /^Explore\s*Gorbagana/);
  // the refusal is reported once the page chunk was fetched, refused and stable took over
  expect(await failuresOf(CHUNK_CODE)).toEqual([
    expect.objectContaining({ remote: 'mfe_chain', phase: 'integrity', fallbackVersion: chain }),
  ]);
  await pageShown(page);
  expect(requested.some((r) => r.startsWith(`mfe_chain/${CHUNK_CODE}/Home.`))).toBe(true);
  expect(requested.some((r) => r.startsWith(`mfe_chain/${chain}/Home.`))).toBe(true);
  expect(await marks(page)).toBeNull();
  expect(await refusalsCounted('mfe_chain', CHUNK_CODE)).toBe(1);
  await context.close();
});

test('a version stripped of its hashes in the registry is never requested', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = trackRemotes(page);
  await page.goto(`${site.url}/?remote.mfe_chain=${STRIPPED}`);
  await heading(page, /^Explore\s*Gorbagana/);
  const failures = await failuresOf(STRIPPED);
  expect(failures).toEqual([expect.objectContaining({ phase: 'integrity', fallbackVersion: chain })]);
  expect(failures[0].message).toMatch(/no integrity hashes/);
  await pageShown(page);
  expect(requested.filter((r) => r.includes(`/${STRIPPED}/`))).toEqual([]);
  expect(await refusalsCounted('mfe_chain', STRIPPED)).toBe(1);
  await context.close();
});

test('a tampered stable shows its region’s error state; the rest of the site works', async () => {
  // Published and made stable while the server runs (the registry is re-read on each page).
  publishThenTamper(
    site.deployDir,
    'mfe_games',
    games,
    GAMES_TAMPERED,
    /^remoteEntry\.js$/,
    (c) => marker('stable') + c,
  );
  startCanary(site.deployDir, 'mfe_games', GAMES_TAMPERED, 100);
  const registry = readRegistry(site.deployDir);
  registry.mfe_games.stable = GAMES_TAMPERED;
  registry.mfe_games.canary = null;
  writeRegistry(site.deployDir, registry);
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}/admin`);
    const region = page.locator('[data-remote-error="mfe_games"]');
    await region.getByText('This part of the explorer could not be loaded').waitFor({ timeout: 15_000 });
    expect(await region.textContent()).toMatch(/differs from the published file/);
    expect(await marks(page)).toBeNull();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
    await heading(page, /Validators/);
    expect(await failuresOf(GAMES_TAMPERED)).toEqual([
      expect.objectContaining({ remote: 'mfe_games', phase: 'integrity', fallbackVersion: null }),
    ]);
    const metrics = await (await fetch(`${site.url}/metrics`)).text();
    expect(metrics).toMatch(
      new RegExp(
        `explorer_remote_load_failures_total\\{remote="mfe_games",version="${GAMES_TAMPERED}",phase="integrity"\\} 1`,
      ),
    );
  } finally {
    await context.close();
  }
});

test('the untouched site runs with every remote file checked', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  // Every script element the page creates for a remote file carries the hash the registry holds.
  await page.exposeFunction('__sawScript', (src: string, integrity: string) =>
    scripts.push(`${src} ${integrity}`),
  );
  await page.addInitScript(() => {
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.src.includes('/remotes/'))
        (window as unknown as { __sawScript(s: string, i: string): void }).__sawScript(
          node.src,
          node.integrity,
        );
      return append.call(this, node) as T;
    };
  });
  await page.goto(`${site.url}/sitemap`);
  await heading(page, /Sitemap/);
  const pinned = readRegistry(site.deployDir).mfe_chain.integrity?.[chain] ?? {};
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const line of scripts) {
    const [src, integrity] = line.split(' ');
    const file = new URL(src).pathname.replace(`/remotes/mfe_chain/${chain}/`, '');
    expect(integrity).toBe(pinned[file]);
  }
  await context.close();
});
