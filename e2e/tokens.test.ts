// Browser tests of /tokens and /token/:address on the whole stack (real localnet with its traffic
// generator's tokens, real indexer and SQLite, real API and built site, real Chromium): sort, filter,
// search, paging, tabs, copy toasts, a logo that fails falling back to its letter, axe in both themes
// at 1280 and 375 px, and screenshots at both widths (written to /tmp).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deriveKeypair } from '../localnet/src/keys';
import { createMint, mintTo, newFundedWallet } from '../localnet/src/testkit';
import { expectAccessible, expectTheme, themedContext, type ThemeMode } from './axe';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

/** The CLI's localnet runs the traffic generator with seed 1: its mints are known in advance. */
const mintOf = (label: string) => deriveKeypair(1, `mint-${label}`).address;
/** Listed tokens made here (with metadata and supply): more than one page of 50 with the generator's. */
const EXTRA_TOKENS = 52;

let stack: ChainStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function api<T>(path: string): Promise<T> {
  const r = await fetch(`${stack.url}${path}`);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
}

async function until(fn: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await fn().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The Holders column of the table as numbers, top to bottom. */
async function holderColumn(): Promise<number[]> {
  const cells = await page.locator('table[aria-label="Tokens"] tbody tr td:nth-child(7)').allTextContents();
  return cells.map((c) => Number(c.replace(/,/g, '')));
}

async function firstSymbols(): Promise<string[]> {
  return page.locator('table[aria-label="Tokens"] tbody tr td:nth-child(2) strong').allTextContents();
}

beforeAll(async () => {
  stack = await startChainStack({ tps: 25 });
  const payer = await newFundedWallet(stack.rpcUrl, 50);
  let last = '';
  for (let i = 0; i < EXTRA_TOKENS; i += 13) {
    const made = await Promise.all(
      Array.from({ length: Math.min(13, EXTRA_TOKENS - i) }, async (_, j) => {
        const n = i + j;
        const m = await createMint(stack.rpcUrl, payer.signer, {
          decimals: 6,
          token2022: true,
          metadata: { name: `Bin Bag ${n}`, symbol: `BAG${n}`, uri: '' },
        });
        await mintTo(stack.rpcUrl, payer.signer, m.mint, payer.address, BigInt(1_000_000 * (n + 2)));
        return m.mint;
      }),
    );
    last = made[made.length - 1];
  }
  // The generator's Metaplex mint carries its name once the mint refresh ran; the last extra mint too.
  await until(
    async () =>
      (await api<{ symbol: string | null }>(`/api/token/${mintOf('classic-meta')}`)).symbol === 'DIVE',
    120_000,
    'the Metaplex-named mint',
  );
  await until(
    async () => (await api<{ symbol: string | null }>(`/api/token/${last}`)).symbol !== null,
    120_000,
    'the last extra mint',
  );
  await until(
    async () =>
      (
        await api<{ count: number }>(
          '/api/tokens/count?hideNoMetadata=true&hideLowSupply=true&hideZeroSupply=true',
        )
      ).count > 50,
    120_000,
    'more than one page of listed tokens',
  );
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  page = await context.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

test('/tokens: holders descending by default; the same header flips, a new key sorts descending', async () => {
  await page.goto(`${stack.url}/tokens`);
  await page.getByRole('heading', { name: 'Tokens' }).waitFor();
  await page.locator('table[aria-label="Tokens"] tbody tr').first().waitFor();
  const desc = await holderColumn();
  expect(desc.length).toBe(50);
  expect([...desc].sort((a, b) => b - a)).toEqual(desc);
  await page.getByRole('button', { name: 'Sort by Holders, descending' }).click();
  await page.getByRole('button', { name: 'Sort by Holders, ascending' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  const asc = await holderColumn();
  expect([...asc].sort((a, b) => a - b)).toEqual(asc);
  await page.getByRole('button', { name: 'Volume', exact: true }).click();
  await page.getByRole('button', { name: 'Sort by 24h Volume, descending' }).waitFor();
  await page.getByRole('button', { name: 'Holders', exact: true }).click();
  await page.getByRole('button', { name: 'Sort by Holders, descending' }).waitFor();
});

test('/tokens: paging by the numbered pager and Prev/Next', async () => {
  await page.goto(`${stack.url}/tokens`);
  await page.locator('table[aria-label="Tokens"] tbody tr').first().waitFor();
  const first = await firstSymbols();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await pager.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
  const second = await firstSymbols();
  expect(second.length).toBeGreaterThan(0);
  expect(second.filter((s) => first.includes(s))).toEqual([]);
  await pager.getByRole('button', { name: 'Prev' }).click();
  await pager.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
});

test('/tokens: filters (all on) hide unnamed mints; a search clears them and finds the Metaplex token', async () => {
  await page.goto(`${stack.url}/tokens`);
  await page.locator('table[aria-label="Tokens"] tbody tr').first().waitFor();
  const search = page.getByPlaceholder('Search tokens by name, symbol, or mint address...');
  await search.fill('dumpster');
  await page.getByRole('link', { name: 'DIVE' }).waitFor();
  // DIVE may already be on the unfiltered page: wait for the search's own answer (one row).
  await page.waitForFunction(
    () => document.querySelectorAll('table[aria-label="Tokens"] tbody tr').length === 1,
    undefined,
    { timeout: 15_000 },
  );
  expect(await page.locator('table[aria-label="Tokens"] tbody tr').count()).toBe(1);
  await page.getByRole('button', { name: /^Filters/ }).click();
  // The popover's code arrives on first use.
  await page.getByText('Cleared during search', { exact: true }).first().waitFor();
  expect(await page.getByText('Cleared during search', { exact: true }).count()).toBe(3);
  for (const box of await page.getByRole('checkbox').all()) {
    expect(await box.isDisabled()).toBe(true);
    expect(await box.isChecked()).toBe(false);
  }
  await page.keyboard.press('Escape');
  await search.fill('');
  // Unnamed classic mints are hidden by default and appear when their filter goes off.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const meta = page.getByRole('checkbox', { name: /without metadata/ });
  await meta.waitFor();
  expect(await meta.isChecked()).toBe(true);
  await meta.uncheck();
  await page.keyboard.press('Escape');
  await search.fill(mintOf('classic-6'));
  await page.getByText('Unknown Token').first().waitFor();
  await search.fill('no-such-token-anywhere');
  await page.getByText('Try adjusting your search terms').waitFor();
});

test('/tokens: a row opens the token; the failing logo falls back to its letter', async () => {
  await page.goto(`${stack.url}/tokens`);
  const search = page.getByPlaceholder('Search tokens by name, symbol, or mint address...');
  await search.fill('ghost');
  const row = page.locator('table[aria-label="Tokens"] tbody tr').first();
  await row.getByRole('link', { name: 'GHOST' }).waitFor();
  // The ghost token's logo points at a host that does not resolve: the proxy answers 4xx, the logo
  // retries once, then shows the letter.
  await row.locator('[data-phase="fallback"]').waitFor({ timeout: 20_000 });
  expect(await row.locator('[data-phase="fallback"]').textContent()).toBe('G');
  await row.getByRole('link', { name: 'GHOST' }).click();
  await page.waitForURL(`**/token/${mintOf('ghost')}`);
  await page.getByRole('heading', { name: 'Ghost Token' }).waitFor();
  await page.locator('header [data-phase="fallback"]').waitFor({ timeout: 20_000 });
});

test('/token/:address: header, cards, tabs (disabled ones stay), holders per wallet, metadata, copy toast', async () => {
  const mint = mintOf('classic-6');
  await page.goto(`${stack.url}/token/${mint}`);
  await page.getByRole('heading', { name: 'Market Overview' }).waitFor();
  await page.getByText('UNVERIFIED').waitFor();
  expect(await page.getByText('No social links available').count()).toBe(1);
  // Transfers is the default tab; mints read MINT as their source.
  expect(await page.getByRole('tab', { name: 'Transfers' }).getAttribute('aria-selected')).toBe('true');
  await page.getByRole('table', { name: 'Token transfers' }).waitFor();
  for (const name of ['DeFi Activities', 'Analytics', 'Markets', 'Extensions'])
    expect(await page.getByRole('tab', { name }).isDisabled()).toBe(true);
  await page.getByRole('tab', { name: 'Transactions' }).click();
  await page.getByRole('table', { name: 'Token transactions' }).waitFor();
  await page.getByRole('tab', { name: 'Holders' }).click();
  const showing = page.getByText(/^Showing top \d+ holders/);
  await showing.waitFor();
  const shown = Number(/top (\d+)/.exec((await showing.textContent()) ?? '')?.[1]);
  const holderLinks = page.locator('table[aria-label="Token holders"] a[href$="/holdings"]');
  expect(await holderLinks.count()).toBe(shown);
  // The generator's split wallet holds this mint in several token accounts: one row.
  const split = deriveKeypair(1, 'wallet-1').address;
  expect(
    await page.locator(`table[aria-label="Token holders"] a[href="/address/${split}/holdings"]`).count(),
  ).toBe(1);
  await page.getByRole('tab', { name: 'Metadata' }).click();
  await page.getByLabel('Full metadata JSON').waitFor();
  await page.getByRole('tab', { name: 'Transfers' }).click();

  await page.getByRole('button', { name: 'Token address' }).first().click();
  await page.getByText('Copied to clipboard').waitFor();
  await page.getByText('Token address copied successfully').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mint);
});

test('/token/:address of the Metaplex mint and of a mistyped address', async () => {
  await page.goto(`${stack.url}/token/${mintOf('classic-meta')}`);
  await page.getByRole('heading', { name: 'Dumpster Diver' }).waitFor();
  await page.goto(`${stack.url}/token/not-a-mint`);
  await page
    .getByText('Invalid Token Address')
    .waitFor()
    .catch(async (e: Error) => {
      await page.screenshot({ path: '/tmp/h2-invalid.png' });
      throw e;
    });
});

describe.each([
  ['dark', 1280],
  ['dark', 375],
  ['light', 1280],
  ['light', 375],
] as [ThemeMode, number][])('axe and screenshots, %s theme at %i px', (theme, width) => {
  let ctx: BrowserContext;
  let p: Page;
  beforeAll(async () => {
    ctx = await themedContext(browser, { theme, width, reducedMotion: 'reduce' });
    p = await ctx.newPage();
  });
  afterAll(() => ctx?.close());

  test('no serious or critical violation on /tokens and /token/:address', async () => {
    await p.goto(`${stack.url}/tokens`);
    await expectTheme(p, theme);
    await p.locator('[aria-label="Tokens"] > *').first().waitFor();
    await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    if (theme === 'dark') await p.screenshot({ path: `/tmp/h2-tokens-${width}.png`, fullPage: false });
    await expectAccessible(p, `/tokens ${theme} ${width}`);
    await p.goto(`${stack.url}/token/${mintOf('trash')}`);
    await p.getByRole('heading', { name: 'Market Overview' }).waitFor();
    await p.getByRole('tab', { name: 'Holders' }).click();
    await p.getByText(/^Showing top \d+ holders/).waitFor();
    if (theme === 'dark') await p.screenshot({ path: `/tmp/h2-token-${width}.png`, fullPage: width > 600 });
    await expectAccessible(p, `/token ${theme} ${width}`);
  }, 120_000);
});
