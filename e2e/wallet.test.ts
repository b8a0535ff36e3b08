// Browser test of the wallet overview (/address/:address/holdings) on localnet data through the whole
// stack (localnet, indexer, SQLite, API, built site, Chromium): opened from the address page's
// holdings dropdown, tabs, paging forward and back, a token filter in the URL, the CSV download,
// Refresh back to page 1, screenshots at 1280 and 375 px, axe in both themes at both widths.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { generateKeyPairSigner } from '@solana/kit';
import { createMint, mintTo, newFundedWallet, transferChecked, transferGor } from '../localnet/src/testkit';
import { expectAccessible, themedContext, VIEWPORTS } from './axe';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

const ARTIFACTS = join(__dirname, 'artifacts');
const GOR_SENDS = 23;

let stack: ChainStack;
let browser: Browser;
let page: Page;
const known = {
  wallet: '',
  mint: '',
  symbol: `W${Date.now().toString(36).slice(-4).toUpperCase()}`,
  last: '',
};

async function api<T>(path: string): Promise<T> {
  const r = await fetch(`${stack.url}${path}`);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
}

beforeAll(async () => {
  stack = await startChainStack({ tps: 1 });
  const url = stack.rpcUrl;
  const wallet = await newFundedWallet(url, 50);
  const sink = (await generateKeyPairSigner()).address;
  const friend = (await generateKeyPairSigner()).address;
  // Distinct amounts keep the signatures distinct; a few at a time.
  const sigs: string[] = [];
  for (let i = 0; i < GOR_SENDS; i += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, GOR_SENDS - i) }, (_, j) =>
        transferGor(url, wallet.signer, sink, 0.01 * (i + j + 1)),
      ),
    );
    sigs.push(...batch.map((b) => b.signature));
  }
  const mint = await createMint(url, wallet.signer, {
    decimals: 6,
    token2022: true,
    metadata: { name: 'Wallet E2E Token', symbol: known.symbol, uri: '' },
  });
  await mintTo(url, wallet.signer, mint.mint, wallet.address, 5_000_000n);
  const sent = await transferChecked(url, wallet.signer, mint.mint, friend, 1_250_000n);
  Object.assign(known, { wallet: wallet.address, mint: mint.mint, last: sent.signature });
  await stack.waitFor(`/api/transaction/${sent.signature}`, 90_000);
  mkdirSync(ARTIFACTS, { recursive: true });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: VIEWPORTS.desktop });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const pageText = (n: number) => page.getByText(new RegExp(`^Page ${n} of \\d+`));

test('opened from the address page; tabs, paging, token filter, CSV, Refresh; screenshots', async () => {
  await page.goto(`${stack.url}/address/${known.wallet}`);
  await page.getByRole('heading', { name: 'Address Details' }).waitFor();
  await page
    .getByRole('button', { name: /Tokens \(/ })
    .first()
    .click();
  await page.getByRole('link', { name: /View all holdings/ }).click();
  await page.waitForURL(`**/address/${known.wallet}/holdings`);
  await page.getByRole('heading', { name: 'Wallet Overview' }).waitFor();
  await page.getByText('Standard Wallet').waitFor();

  // Transactions tab (default): the newest transaction first.
  const txTable = page.getByRole('table', { name: 'Transactions' });
  await txTable.locator(`a[href="/tx/${known.last}"]`).waitFor();

  // Transfers: paged by 10 with a total; forward and back.
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await page.waitForURL(/tab=transfers/);
  const transfers = page.getByRole('table', { name: 'Transfers' });
  await transfers.getByText('TRANSFER').first().waitFor();
  const total = (await api<{ totalCount: number }>(`/api/address/${known.wallet}/transfers`)).totalCount;
  expect(total).toBeGreaterThan(20);
  await page.getByText(`(${total} total)`).waitFor();
  const firstRow = await transfers.locator('tbody tr').first().textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await pageText(2).waitFor();
  await page.waitForFunction(
    (t) => document.querySelector('table[aria-label="Transfers"] tbody tr')?.textContent !== t,
    firstRow,
  );
  await page.getByRole('button', { name: 'Previous' }).click();
  await pageText(1).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'wallet-transfers-1280.png'), fullPage: true });

  // Filter by the token: the URL carries it, every row is that token.
  await page.getByRole('form', { name: 'Filters' }).getByLabel('Token').selectOption(known.mint);
  await page.waitForURL(new RegExp(`mint=${known.mint}`));
  // The unfiltered rows stay until the filtered page arrives: wait for rows of that token only.
  await page.waitForFunction((sym) => {
    const cells = [...document.querySelectorAll('table[aria-label="Transfers"] tbody tr td:last-child')];
    return cells.length > 0 && cells.every((c) => c.textContent?.includes(sym));
  }, known.symbol);
  await transfers.getByText('MINT', { exact: true }).first().waitFor();
  const tokens = await transfers.locator('tbody tr td:last-child').allTextContents();
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.every((t) => t.includes(known.symbol))).toBe(true);
  // A shared link opens the same view.
  await page.reload();
  await transfers.getByText('MINT', { exact: true }).first().waitFor();

  // Download CSV of the filtered history.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^transfers-${known.wallet}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const file = await download.path();
  const lines = readFileSync(file as string, 'utf8')
    .trim()
    .split('\r\n');
  const filtered = (
    await api<{ totalCount: number }>(`/api/address/${known.wallet}/transfers?mint=${known.mint}`)
  ).totalCount;
  expect(lines[0]).toMatch(/^signature,slot,block_time_utc,action/);
  // The page lists a row per transaction; the file has a line per movement of each of them.
  const signatures = new Set(lines.slice(1).map((l) => l.split(',')[0]));
  expect(signatures.size).toBe(filtered);
  expect(lines.length).toBeGreaterThanOrEqual(1 + filtered);

  // Balance Changes, then Refresh returns to page 1.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('tab', { name: 'Balance Changes' }).click();
  await page.waitForURL(/tab=balance-changes/);
  await page.getByText(/^Total \d+ records$/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await pageText(2).waitFor();
  await page.getByRole('button', { name: 'Reload' }).click();
  await pageText(1).waitFor();
  await page.screenshot({ path: join(ARTIFACTS, 'wallet-balance-changes-1280.png'), fullPage: true });

  // Small screens: cards instead of the table.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.getByRole('tab', { name: 'Transfers' }).click();
  await page.getByText('TRANSFER').first().waitFor();
  expect(await page.getByRole('table', { name: 'Transfers' }).count()).toBe(0);
  await page.screenshot({ path: join(ARTIFACTS, 'wallet-transfers-375.png'), fullPage: true });
});

test('no serious or critical axe violation in both themes at 1280 and 375 px', async () => {
  for (const theme of ['dark', 'light'] as const)
    for (const width of [VIEWPORTS.desktop.width, VIEWPORTS.phone.width]) {
      const context = await themedContext(browser, { theme, width });
      const p = await context.newPage();
      await p.goto(`${stack.url}/address/${known.wallet}/holdings?tab=transfers`);
      await p.getByText('TRANSFER').first().waitFor();
      await expectAccessible(p, `wallet transfers ${width} ${theme}`);
      await p.getByRole('tab', { name: 'Balance Changes' }).click();
      await p.getByText(/^Total \d+ records$/).waitFor();
      await expectAccessible(p, `wallet balance changes ${width} ${theme}`);
      await context.close();
    }
});
