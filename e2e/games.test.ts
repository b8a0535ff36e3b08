// Browser tests of mfe-games against the whole stack on localnet: the Break game sends real
// transactions, the trollbox is live between two visitors, the admin switch hides the widget on
// other open pages, and the home feed is pushed (no polling) while the live stream is up.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadHotWallet } from '../server/src/break/wallet';
import { expectAccessible } from './axe';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

const ARTIFACTS = join(__dirname, 'artifacts');
const ADMIN_TOKEN = `e2e-admin-${Date.now()}`;

let stack: ChainStack;
let browser: Browser;
let work: string;
const contexts: BrowserContext[] = [];

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const r = await fetch(stack.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await r.json()) as { result: T }).result;
}

async function newPage(width = 1280): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } });
  contexts.push(ctx);
  return ctx.newPage();
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  work = mkdtempSync(join(tmpdir(), 'gor-e2e-games-'));
  // The API process reads these from its environment (chainStack passes process.env through).
  const walletFile = join(work, 'break-wallet.json');
  const wallet = await loadHotWallet(walletFile, true);
  process.env.BREAK_WALLET_FILE = walletFile;
  process.env.ADMIN_TOKEN = ADMIN_TOKEN;
  stack = await startChainStack({ tps: 2 });
  const sig = await rpc<string>('requestAirdrop', [wallet.address, 50e9, { commitment: 'confirmed' }]);
  for (let i = 0; i < 100; i++) {
    const st = await rpc<{ value: ({ confirmationStatus: string } | null)[] }>('getSignatureStatuses', [
      [sig],
    ]);
    if (st.value[0]?.confirmationStatus) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await stack?.close();
  delete process.env.BREAK_WALLET_FILE;
  delete process.env.ADMIN_TOKEN;
  rmSync(work, { recursive: true, force: true });
});

test('Break game: key presses send real transactions and confirmed tiles appear; end screen', async () => {
  const page = await newPage(1280);
  await page.goto(`${stack.url}/break-gorbagana`);
  await page.getByRole('heading', { name: 'Break Gorbagana', exact: true }).waitFor();
  await page.getByText(/Network TPS: [0-9]/).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'START GAME' }).click();
  await page.getByRole('button', { name: 'CONNECTING TO NETWORK...' }).waitFor();
  await page.getByRole('button', { name: /SEND TRANSACTION/ }).waitFor({ timeout: 5000 });
  const tiles = page.getByRole('list', { name: 'Recent transactions' });
  // Mash the keyboard for a few seconds (a press while one is in flight is ignored).
  const until = Date.now() + 4000;
  while (Date.now() < until) {
    await page.keyboard.press('KeyA');
    await page.waitForTimeout(40);
  }
  await tiles
    .getByText(/^[0-9]+ms$/)
    .first()
    .waitFor({ timeout: 15_000 });
  const confirmed = await tiles.locator('[data-status="confirmed"]').count();
  expect(confirmed).toBeGreaterThan(0);
  expect(await tiles.locator('li').count()).toBeLessThanOrEqual(10);
  // The tile's signature prefix is a real transaction on chain with the memo.
  const prefix = (await tiles.locator('[data-status="confirmed"]').first().textContent())?.slice(0, 8) ?? '';
  expect(prefix).toMatch(/^[1-9A-HJ-NP-Za-km-z]{8}$/);
  await page.screenshot({ path: join(ARTIFACTS, 'games-break-running-1280.png'), fullPage: true });
  await expectAccessible(page, 'break running 1280');
  await page.getByRole('heading', { name: 'Game Complete!' }).waitFor({ timeout: 20_000 });
  await page.getByRole('link', { name: 'SHARE ON X' }).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'games-break-finished-1280.png'), fullPage: true });
  await expectAccessible(page, 'break finished 1280');
  await page.getByRole('button', { name: 'TRY AGAIN' }).click();
  await page.getByRole('button', { name: 'START GAME' }).waitFor();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: join(ARTIFACTS, 'games-break-idle-375.png'), fullPage: true });
  await expectAccessible(page, 'break idle 375');
}, 90_000);

async function openTrollbox(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open trollbox' }).click();
  await page.getByRole('region', { name: 'Trollbox' }).or(page.getByLabel('Trollbox')).first().waitFor();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
}

async function say(page: Page, name: string, text: string): Promise<void> {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test('two visitors see each other’s chat messages live; admin switch hides the widget elsewhere', async () => {
  const a = await newPage(1280);
  const b = await newPage(375);
  await a.goto(`${stack.url}/`);
  await b.goto(`${stack.url}/`);
  await openTrollbox(a);
  await openTrollbox(b);
  const fromA = `hello from A ${Date.now()}`;
  await say(a, 'alice', fromA);
  await b.getByText(fromA).waitFor({ timeout: 10_000 });
  await b.waitForTimeout(2100);
  const fromB = `<img src=x onerror=alert(1)> from B ${Date.now()}`;
  await say(b, 'bob', fromB);
  await a.getByText(fromB).waitFor({ timeout: 10_000 });
  expect(await a.locator('[aria-label="Messages"] img').count()).toBe(0);
  await a.screenshot({ path: join(ARTIFACTS, 'games-trollbox-1280.png') });
  await b.screenshot({ path: join(ARTIFACTS, 'games-trollbox-375.png') });

  // The admin (a third visitor) switches the trollbox off: B's widget disappears without a reload.
  const admin = await newPage(1280);
  await admin.goto(`${stack.url}/admin`);
  const sw = admin.getByRole('switch', { name: 'Enable Trollbox' });
  await admin.waitForFunction(() => !document.querySelector('[role="switch"]')?.hasAttribute('disabled'));
  expect(await sw.getAttribute('aria-checked')).toBe('true');
  await sw.click();
  await admin.getByLabel(/Admin token/).fill(ADMIN_TOKEN);
  await admin.getByRole('button', { name: 'Continue' }).click();
  await admin.getByText('Trollbox has been disabled').waitFor();
  await admin.screenshot({ path: join(ARTIFACTS, 'games-admin-1280.png'), fullPage: true });
  await expectAccessible(admin, 'admin 1280');
  await b.getByRole('button', { name: /trollbox/i }).waitFor({ state: 'detached', timeout: 10_000 });
  expect(await b.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
  // And back on: the widget's launcher returns.
  await sw.click();
  await admin.getByText('Trollbox has been enabled').waitFor();
  await b.getByRole('button', { name: /trollbox/i }).waitFor({ timeout: 10_000 });
  await admin.setViewportSize({ width: 375, height: 812 });
  await admin.screenshot({ path: join(ARTIFACTS, 'games-admin-375.png'), fullPage: true });
  await expectAccessible(admin, 'admin 375');
}, 90_000);

test('the home feed is pushed by the stream: new transactions appear without polling requests', async () => {
  const page = await newPage(1280);
  let polls = 0;
  let counting = false;
  let streams = 0;
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/stream') streams++;
    if (counting && (u.pathname === '/api/transactions' || u.pathname === '/api/blocks')) polls++;
  });
  await page.goto(`${stack.url}/`);
  const firstTx = page.locator('main a[href^="/tx/"]').first();
  await firstTx.waitFor({ timeout: 30_000 });
  // Once the stream is up (the dock's settings subscription opens it), the lists stop polling.
  for (let i = 0; i < 100 && streams === 0; i++) await page.waitForTimeout(100);
  expect(streams).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  counting = true;
  const before = await firstTx.getAttribute('href');
  // The traffic generator keeps sending (2 tx/s): the first row changes, pushed.
  await page.waitForFunction(
    (prev) => document.querySelector('main a[href^="/tx/"]')?.getAttribute('href') !== prev,
    before,
    { timeout: 20_000 },
  );
  // Longer than three 2 s polling periods.
  await page.waitForTimeout(6500);
  expect(polls).toBe(0);
  // One EventSource for the tab (reopened at most once when the home lists added their channels).
  expect(streams).toBeLessThanOrEqual(2);
}, 90_000);
