// Canary health that acts, in Chromium against the built site: a broken canary of
// mfe_tokens at 50 % with REMOTES_AUTO_ROLLBACK=0.5,4. Visitors on both sides of the 50 % line load
// /tokens; each canary visitor falls back to stable (and reports it), each load is reported, the
// server takes the canary out of rotation after enough failures, and afterwards no visitor —
// including those who were in the canary bucket, in a new session — is sent to the broken version.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { bucketOf } from 'shared-api/registry';
import { packageDirOf, publish, startCanary } from '../server/src/registry/store';
import { builtVersion, launchBrowser, startSite, type Site } from './harness';

const stable = builtVersion('mfe_tokens');
const BROKEN = `${stable}-broken-canary`;

let browser: Browser;
let site: Site;

beforeAll(async () => {
  browser = await launchBrowser();
  site = await startSite({
    remotesAutoRollback: { ratio: 0.5, minLoads: 4 },
    prepare(deployDir) {
      const work = mkdtempSync(join(tmpdir(), 'broken-canary-'));
      cpSync(join(packageDirOf('mfe_tokens'), 'dist', stable), work, { recursive: true });
      writeFileSync(join(work, 'remoteEntry.js'), 'throw new Error("deliberately broken canary");\n');
      publish(deployDir, 'mfe_tokens', { from: work, version: BROKEN });
      startCanary(deployDir, 'mfe_tokens', BROKEN, 50);
    },
  });
});
afterAll(async () => {
  await site?.close();
  await browser?.close();
});

/** Loads /tokens as `visitor` in a fresh browser context (a new session); returns the versions requested. */
async function visit(visitor: string): Promise<string[]> {
  const context = await browser.newContext();
  await context.addInitScript((id) => localStorage.setItem('mf-visitor-id', id), visitor);
  const page: Page = await context.newPage();
  const versions: string[] = [];
  page.on('request', (r) => {
    const m = /\/remotes\/mfe_tokens\/([^/]+)\//.exec(new URL(r.url()).pathname);
    if (m) versions.push(m[1]);
  });
  // The load beacon leaves with sendBeacon once the remote has loaded, which is before the page
  // renders (the shell mounts once the page is ready): count from before the visit.
  const loadsBefore = site.loads.length;
  await page.goto(`${site.url}/tokens`);
  await page
    .getByRole('heading', { name: /^Tokens$/ })
    .first()
    .waitFor({ timeout: 15_000 });
  expect(await page.locator('[data-remote-error]').count()).toBe(0);
  for (let i = 0; i < 50 && site.loads.length === loadsBefore; i++) await page.waitForTimeout(100);
  await context.close();
  return [...new Set(versions)];
}

async function registryEntry(): Promise<{ canary: unknown; autoRollback?: { version: string } }> {
  const r = (await (await fetch(`${site.url}/remotes.json`)).json()) as Record<
    string,
    { canary: unknown; autoRollback?: { version: string } }
  >;
  return r.mfe_tokens;
}

test('a broken canary at 50 % is rolled back by the server and nobody stays on it', async () => {
  const ids = Array.from({ length: 400 }, (_, i) => `health-visitor-${i}`);
  const canaryVisitors = ids.filter((v) => bucketOf(v, 'mfe_tokens') < 50).slice(0, 6);
  const stableVisitors = ids.filter((v) => bucketOf(v, 'mfe_tokens') >= 50).slice(0, 3);

  // Before the threshold: canary visitors try the broken version, fall back and report it.
  for (const v of [...stableVisitors.slice(0, 2), ...canaryVisitors.slice(0, 2)]) await visit(v);
  expect((await registryEntry()).canary).toEqual({ version: BROKEN, percent: 50 });
  expect(site.failures.filter((f) => f.version === BROKEN)).toHaveLength(2);

  // Enough failed attempts: the canary is taken out of rotation.
  for (const v of canaryVisitors.slice(2, 4)) expect(await visit(v)).toEqual([BROKEN, stable]);
  for (let i = 0; i < 50 && (await registryEntry()).canary !== null; i++)
    await new Promise((r) => setTimeout(r, 100));
  const entry = await registryEntry();
  expect(entry.canary).toBeNull();
  expect(entry.autoRollback?.version).toBe(BROKEN);
  const health = (await (await fetch(`${site.url}/api/telemetry/remotes`)).json()) as {
    remotes: { remote: string; versions: { version: string; failures: number; loads: number }[] }[];
  };
  const tokens = health.remotes.find((r) => r.remote === 'mfe_tokens');
  expect(tokens?.versions.find((v) => v.version === BROKEN)).toMatchObject({ failures: 4, loads: 0 });
  expect(tokens?.versions.find((v) => v.version === stable)?.loads).toBeGreaterThanOrEqual(6);
  // every page load reported its version once: fallbacks for the canary visitors
  expect(site.loads.filter((l) => l.reason === 'fallback')).toHaveLength(4);

  // Nobody is stuck: every visitor, in a new session, canary bucket included, gets stable only.
  for (const v of [...canaryVisitors, ...stableVisitors]) expect(await visit(v)).toEqual([stable]);
});
