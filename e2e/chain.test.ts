// Browser tests of the chain pages against the whole stack on localnet data: real localnet, real
// indexer and SQLite, real API and static hosting, real Chromium.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generateKeyPairSigner } from '@solana/kit';
import { createMint, mintTo, newFundedWallet, transferGor } from '../localnet/src/testkit';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

const ARTIFACTS = join(__dirname, 'artifacts');
const BUSY_TXS = 33;

let stack: ChainStack;
let browser: Browser;
let page: Page;
const known = {
  transfer: '',
  payer: '',
  dest: '',
  fee: 0,
  blockHeight: 0,
  busy: '',
  busySigs: [] as string[],
  mint: '',
  symbol: `E2E${Date.now().toString(36).slice(-4).toUpperCase()}`,
};

async function api<T>(path: string): Promise<T> {
  const r = await fetch(`${stack.url}${path}`);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const r = await fetch(stack.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await r.json()) as { result: T }).result;
}

async function search(text: string): Promise<void> {
  await page.goto(`${stack.url}/`);
  // The app's own box, not the server's first paint (what is typed there is carried over once the
  // app mounts: e2e/a11y.test.ts tests that).
  await page.getByRole('list', { name: 'Latest transactions' }).waitFor();
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  await box.press('Enter');
}

beforeAll(async () => {
  stack = await startChainStack({ tps: 1 });
  const url = stack.rpcUrl;
  const payer = await newFundedWallet(url, 50);
  const dest = (await generateKeyPairSigner()).address;
  const t = await transferGor(url, payer.signer, dest, 1.5);
  const busy = await newFundedWallet(url, 10);
  const sink = (await generateKeyPairSigner()).address;
  // Distinct amounts keep every signature distinct; a few at a time keeps the node busy but not flooded.
  const sigs: string[] = [];
  for (let i = 0; i < BUSY_TXS; i += 11) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(11, BUSY_TXS - i) }, (_, j) =>
        transferGor(url, busy.signer, sink, 0.001 * (i + j + 1)),
      ),
    );
    sigs.push(...batch.map((b) => b.signature));
  }
  const mint = await createMint(url, payer.signer, {
    decimals: 6,
    token2022: true,
    metadata: { name: 'E2E Trash Token', symbol: known.symbol, uri: '' },
  });
  const minted = await mintTo(url, payer.signer, mint.mint, payer.address, 1_000_000_000n);
  Object.assign(known, {
    transfer: t.signature,
    payer: payer.address,
    dest,
    busy: busy.address,
    busySigs: [busy.signature, ...sigs],
    mint: mint.mint,
  });
  const tx = await rpc<{ meta: { fee: number } }>('getTransaction', [
    t.signature,
    { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
  ]);
  known.fee = tx.meta.fee;
  for (const s of [t.signature, sigs[sigs.length - 1], minted.signature])
    await stack.waitFor(`/api/transaction/${s}`, 90_000);
  await stack.waitFor(`/api/token/${mint.mint}`, 60_000);
  known.blockHeight = (await api<{ blockHeight: number }>(`/api/transaction/${t.signature}`)).blockHeight;
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

test('search by signature, block, address and token symbol lands on the right page', async () => {
  await search(known.transfer);
  await page.waitForURL(`**/tx/${known.transfer}`);
  await page.getByText('Transaction Details').first().waitFor();

  await search(String(known.blockHeight));
  await page.waitForURL(`**/block/${known.blockHeight}`);
  await page.getByRole('heading', { name: `Block #${known.blockHeight.toLocaleString('en-US')}` }).waitFor();

  await search(known.dest);
  await page.waitForURL(`**/address/${known.dest}`);
  await page.getByRole('heading', { name: 'Address Details' }).waitFor();

  await search(known.symbol);
  await page.waitForURL(`**/token/${known.mint}`);

  // an existing mint typed as an address is promoted to a token by the address-type lookup
  await search(known.mint);
  await page.waitForURL(`**/token/${known.mint}`);
});

test("a known transfer's transaction page shows its exact fee, amounts and accounts", async () => {
  await page.goto(`${stack.url}/tx/${known.transfer}`);
  const fee = `${(known.fee / 1e9).toFixed(6)} GOR`;
  await page.getByText(fee, { exact: true }).first().waitFor();
  expect(await page.getByText('✓ Success').count()).toBeGreaterThan(0);
  // transfer line: payer → dest 1.50 GOR
  expect(await page.getByText('1.50 GOR', { exact: true }).count()).toBeGreaterThan(0);
  // accounts: the payer (signer, fee payer) loses 1.5 GOR + fee, the destination gains 1.5 GOR
  const accounts = page.locator('section', { hasText: 'Account Inputs and Outputs' });
  await expect(accounts.locator(`a[href="/address/${known.payer}"]`).count()).resolves.toBe(1);
  await expect(accounts.locator(`a[href="/address/${known.dest}"]`).count()).resolves.toBe(1);
  await accounts.getByText('+1.50 GOR').waitFor();
  await accounts.getByText('-1.50 GOR').waitFor();
  expect(await accounts.getByText('Fee Payer').count()).toBe(1);
  expect(await accounts.getByText('Signer').count()).toBe(1);
  expect(await page.locator(`a[href="/block/${known.blockHeight}"]`).count()).toBeGreaterThan(0);
});

test('block previous/next', async () => {
  const h = known.blockHeight;
  await page.goto(`${stack.url}/block/${h}`);
  await page.getByRole('link', { name: 'Next Block →' }).click();
  await page.waitForURL(`**/block/${h + 1}`);
  await page.getByRole('heading', { name: `Block #${(h + 1).toLocaleString('en-US')}` }).waitFor();
  await page.getByRole('link', { name: '← Previous Block' }).click();
  await page.waitForURL(`**/block/${h}`);
  await page.getByRole('heading', { name: `Block #${h.toLocaleString('en-US')}` }).waitFor();
  // the page lists the transfer of this block
  expect(await page.locator(`a[href="/tx/${known.transfer}"]`).count()).toBe(1);
});

test('paging an address with more than 30 transactions shows no gap or duplicate', async () => {
  const total = (await api<{ totalCount: number }>(`/api/address/${known.busy}/transactions/paginated`))
    .totalCount;
  expect(total).toBeGreaterThanOrEqual(BUSY_TXS + 1);
  await page.goto(`${stack.url}/address/${known.busy}`);
  const list = page.getByTestId('address-transactions');
  const seen: string[] = [];
  for (let p = 1; ; p++) {
    await list.getByText(new RegExp(`^Page ${p}( of \\d+)?$`)).waitFor();
    // the previous page stays on screen, marked busy, until this page's rows arrive
    await list.locator('[aria-busy="false"]').waitFor();
    await list.locator('a[href^="/tx/"]').first().waitFor();
    const hrefs = await list
      .locator('a[href^="/tx/"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    seen.push(...hrefs.map((h) => h.slice('/tx/'.length)));
    const next = list.getByRole('button', { name: 'Next →' });
    if (await next.isDisabled()) break;
    await next.click();
    if (p > 10) throw new Error('too many pages');
  }
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.length).toBe(total);
  for (const s of known.busySigs) expect(seen).toContain(s);
});

test('validators and top holders render real rows', async () => {
  const validators = await api<Array<{ address: string }>>('/api/validators');
  await page.goto(`${stack.url}/validators`);
  const table = page.getByRole('table', { name: 'Validators' });
  await table.waitFor();
  expect(await table.locator('tbody tr').count()).toBe(validators.length);
  expect(await table.locator(`a[href="/address/${validators[0].address}"]`).count()).toBe(1);
  expect(await table.getByText('Online').count()).toBeGreaterThan(0);

  const holders = await api<{ totalWallets: number; byValue: Array<{ fullAddress: string }> }>(
    '/api/top-holders?limit=50&offset=0',
  );
  await page.goto(`${stack.url}/top-holders`);
  const ht = page.getByRole('table', { name: 'Top holders' });
  await ht.waitFor();
  expect(await ht.locator('tbody tr').count()).toBe(Math.min(50, holders.byValue.length));
  expect(await ht.locator(`a[href="/address/${holders.byValue[0].fullAddress}"]`).count()).toBe(1);
  await page.getByText(/^Showing 1-\d+ of \d+ holders$/).waitFor();
  await page.getByLabel('Rank 1 (Gold)').waitFor();
});

test('developer tools show the RPC and WebSocket URLs of the indexed node; sitemap and transactions render', async () => {
  await page.goto(`${stack.url}/developer-tools`);
  await page.getByRole('tab', { name: 'Network Info' }).click();
  await page.getByText(stack.rpcUrl, { exact: true }).waitFor();
  await page.getByText(stack.wsUrl, { exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Quick Start' }).click();
  await page.getByText(`solana config set --url ${stack.rpcUrl}`).waitFor();

  await page.goto(`${stack.url}/sitemap`);
  await page.getByText(/^Static Pages \(\d+\)$/).waitFor();
  expect(await page.locator('a[href="/sitemap.xml"]').count()).toBe(1);

  await page.goto(`${stack.url}/transactions`);
  await page.getByText('Live transaction feed').waitFor();
  await page.getByText('(newest)').waitFor();
});

test('Mainnet toggle shows Mainnet Under Construction and back', async () => {
  await page.goto(`${stack.url}/`);
  await page.getByRole('heading', { name: 'Explore Gorbagana', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Mainnet', exact: true }).click();
  await page.getByText('Mainnet Under Construction').waitFor();
  await page.locator('[data-testid=status-badge]:visible', { hasText: 'Mainnet Offline' }).first().waitFor();
  await page.getByRole('button', { name: 'Testnet', exact: true }).click();
  await page.getByRole('heading', { name: 'Explore Gorbagana', level: 1 }).waitFor();
});

test('screenshots of home, transaction, block and address at 1280 and 375 px, no sideways scroll on phones', async () => {
  const shots: Array<[string, string, () => Promise<unknown>]> = [
    ['home', '/', () => page.getByRole('list', { name: 'Latest transactions' }).waitFor()],
    [
      'tx',
      `/tx/${known.transfer}`,
      () => page.getByText('Account Inputs and Outputs', { exact: false }).waitFor(),
    ],
    ['block', `/block/${known.blockHeight}`, () => page.getByText('Previous Blockhash').waitFor()],
    ['address', `/address/${known.busy}`, () => page.getByText(/^Page 1/).waitFor()],
  ];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    for (const [name, path, ready] of shots) {
      await page.goto(`${stack.url}${path}`);
      await ready();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(ARTIFACTS, `chain-${name}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
    }
  }
  // the other chain pages stay within a phone's width too
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/transactions', '/validators', '/top-holders', '/sitemap', '/developer-tools']) {
    await page.goto(`${stack.url}${path}`);
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({
      path: join(ARTIFACTS, `chain${path.replace('/', '-')}-375.png`),
      fullPage: true,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ path, overflow }).toEqual({ path, overflow: 0 });
  }
  // the light theme, remembered across reloads
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${stack.url}/`);
  // Once the app runs: its theme provider stores the mode it starts with, over a value set before.
  await page.getByRole('list', { name: 'Latest transactions' }).waitFor();
  await page.evaluate(() => localStorage.setItem('theme-mode', 'light'));
  await page.reload();
  await page.getByRole('list', { name: 'Latest transactions' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  await page.screenshot({ path: join(ARTIFACTS, 'chain-home-light-1280.png'), fullPage: true });
  // A page the server sends without a first paint is light too before any of the app's scripts run.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${stack.url}/tokens`);
  expect(
    await page.evaluate(() => [
      document.documentElement.dataset.theme,
      getComputedStyle(document.body).backgroundColor,
    ]),
  ).toEqual(['light', 'rgb(246, 248, 246)']);
  await page.unroute('**/*.js');
  await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
});

test('the offline screen appears when the API is stopped and Retry recovers', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${stack.url}/`);
  await page.getByRole('list', { name: 'Latest transactions' }).waitFor();
  await stack.stopApi();
  // transactions poll every 2 s with 2 retries before the query errors
  await page.getByText('Testnet Currently Offline').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid=status-badge]:visible', { hasText: 'Testnet Offline' }).first().waitFor();
  // The page also polls by itself while offline, so the restarted API could bring it back before
  // the button is pressed. Until Retry is clicked, its API requests fail as if the API were still
  // down: a capture listener marks the click before the page's own handler refetches, and the gate
  // stays open from the first request that sees the mark (Retry then reloads the page).
  type RetryMark = { retryClicked?: boolean };
  await page.evaluate(() => {
    const mark = window as unknown as RetryMark;
    document.addEventListener('click', () => (mark.retryClicked = true), { capture: true, once: true });
  });
  let gateOpen = false;
  const gated = '**/api/**';
  await page.route(gated, async (route) => {
    gateOpen ||= await page
      .evaluate(() => (window as unknown as RetryMark).retryClicked === true)
      .catch(() => false);
    await (gateOpen ? route.continue() : route.abort('connectionrefused'));
  });
  try {
    await stack.startApi();
    await page.getByText('Testnet Currently Offline').waitFor();
    await page.getByRole('button', { name: 'Retry Connection' }).click();
    await page.getByRole('list', { name: 'Latest transactions' }).waitFor({ timeout: 30_000 });
  } finally {
    await page.unroute(gated);
  }
  await page.locator('[data-testid=status-badge]:visible', { hasText: 'Testnet Online' }).first().waitFor();
});
