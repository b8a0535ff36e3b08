// Accounts named for what they are, against the whole stack on localnet (real localnet, indexer,
// SQLite, API, built site, Chromium): the address page says what the node reports an account is
// (standard wallet, token mint, program) and shows Total Sent / Received from the index; top holders
// name each account, hide program-owned and stake accounts with a switch, and keep the switch and
// the page in the URL (back/forward and a pasted link); the search box suggests a token by name and
// symbol, the coin alone for GOR, nothing for impossible strings; axe in both themes at 375 px.
import type { Browser, Page } from 'playwright-core';
import { generateKeyPairSigner } from '@solana/kit';
import { createMint, newFundedWallet, transferGor } from '../localnet/src/testkit';
import { describeViolations, seriousViolations, themedContext, type ThemeMode } from './axe';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

let stack: ChainStack;
let browser: Browser;
const known = { payer: '', sink: '', mint: '' };

beforeAll(async () => {
  stack = await startChainStack({ tps: 1 });
  const url = stack.rpcUrl;
  const payer = await newFundedWallet(url, 20);
  const sink = (await generateKeyPairSigner()).address;
  const sends = [
    await transferGor(url, payer.signer, sink, 1.5),
    await transferGor(url, payer.signer, sink, 0.25),
  ];
  const mint = await createMint(url, payer.signer, {
    decimals: 6,
    token2022: true,
    metadata: { name: 'Gorilla Trash', symbol: 'GORT', uri: '' },
  });
  Object.assign(known, { payer: payer.address, sink, mint: mint.mint });
  for (const s of sends) await stack.waitFor(`/api/transaction/${s.signature}`, 90_000);
  await stack.waitFor(`/api/token/${mint.mint}`, 60_000);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function open(path: string, theme: ThemeMode = 'dark', width = 1280): Promise<Page> {
  const context = await themedContext(browser, { theme, width });
  const page = await context.newPage();
  await page.goto(`${stack.url}${path}`);
  await page.waitForSelector('main h1', { timeout: 30_000 });
  return page;
}

function field(page: Page, label: string) {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

test('the address page names a standard wallet, a token mint and a program, with Total Sent / Received', async () => {
  const page = await open(`/address/${known.sink}`);
  await field(page, 'Account Type')
    .getByText('Standard Wallet', { exact: true })
    .waitFor({ timeout: 15_000 });
  await field(page, 'Total Received').getByText('1.75 GOR', { exact: true }).waitFor({ timeout: 15_000 });
  expect(await field(page, 'Total Sent').textContent()).toBe('0 GOR');
  await page.goto(`${stack.url}/address/${known.payer}`);
  await page.waitForSelector('main h1');
  // the two sends (and the mint account's rent, below the shown precision)
  await field(page, 'Total Sent')
    .getByText(/^\d[\d,.]* GOR$/)
    .waitFor({ timeout: 15_000 });
  const sent = Number((await field(page, 'Total Sent').textContent())?.replace(/[^\d.]/g, ''));
  expect(sent).toBeGreaterThanOrEqual(1.75);
  expect(sent).toBeLessThan(1.8);
  await page.goto(`${stack.url}/address/${known.mint}`);
  await page.waitForSelector('main h1');
  // The overview's Account Type; the summary card names the same kind.
  await field(page, 'Account Type').getByText('Token Mint', { exact: true }).waitFor({ timeout: 15_000 });
  await field(page, 'Type').getByText('Token Mint', { exact: true }).waitFor();
  await page.goto(`${stack.url}/address/${TOKEN_2022}`);
  await page.waitForSelector('main h1');
  await field(page, 'Account Type')
    .getByText('Program (executable)', { exact: true })
    .waitFor({ timeout: 15_000 });
  await field(page, 'Type').getByText('Program (executable)', { exact: true }).waitFor();
  // A known program goes by its name beside the title.
  await page.getByTestId('address-name').getByText('Token-2022 Program', { exact: true }).waitFor();
  await page.context().close();
});

/** Waits until the page shows the switch `checked`: history moves the URL before the page re-renders. */
async function switchShows(page: Page, checked: boolean): Promise<void> {
  const sw = page.getByRole('switch', { name: /Hide program-owned/ });
  for (const end = Date.now() + 10_000; (await sw.isChecked()) !== checked; await page.waitForTimeout(50))
    if (Date.now() > end) throw new Error(`the switch still shows ${checked ? 'off' : 'on'}`);
}

test('top holders: account types, the switch hides program-owned accounts, the URL keeps it', async () => {
  const page = await open('/top-holders');
  const table = page.getByRole('table', { name: 'Top holders' });
  await table.waitFor({ timeout: 30_000 });
  const types = async () =>
    (await table.locator('tbody tr td:nth-child(3)').allTextContents()).map((t) => t.trim());
  const before = await types();
  expect(before).toContain('Standard Wallet');
  const owned = before.filter((t) => t !== 'Standard Wallet' && t !== 'Validator');
  // The localnet's programs and the mint rent hold GOR too.
  expect(owned.length).toBeGreaterThan(0);
  await page.getByRole('switch', { name: /Hide program-owned and stake accounts/ }).click();
  await page.waitForURL(/\?hide=programs$/);
  const after = await types();
  expect(after.every((t) => t === 'Standard Wallet' || t === 'Validator')).toBe(true);
  expect(after.length).toBe(before.length - owned.length);
  await page.goBack();
  await page.waitForURL(/\/top-holders$/);
  await switchShows(page, false);
  await page.goForward();
  await page.waitForURL(/\?hide=programs$/);
  await switchShows(page, true);
  await page.context().close();
  // a pasted link
  const pasted = await open('/top-holders?hide=programs');
  await pasted.getByRole('table', { name: 'Top holders' }).waitFor({ timeout: 30_000 });
  expect(await pasted.getByRole('switch', { name: /Hide program-owned/ }).isChecked()).toBe(true);
  await pasted.context().close();
});

test('search: a token by symbol and name, GOR alone for the coin, nothing for impossible strings', async () => {
  const page = await open(`/address/${known.sink}`, 'dark', 375);
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type('GORT');
  await page.getByRole('option', { name: /GORT/ }).waitFor({ timeout: 15_000 });
  await box.fill('gorilla tr');
  await page.getByRole('option', { name: /Gorilla Trash/ }).waitFor({ timeout: 15_000 });
  await box.fill('GOR');
  await page.getByRole('option', { name: /GOR — Gorbagana native coin/ }).waitFor();
  await page.waitForTimeout(800);
  expect(await page.getByRole('option').count()).toBe(1);
  // 200 base58 characters decode to neither 32 nor 64 bytes
  await box.fill('3'.repeat(200));
  await page.waitForTimeout(800);
  expect(await page.getByRole('option').count()).toBe(0);
  await box.fill('GORT');
  await page.getByRole('option', { name: /GORT/ }).click();
  await page.waitForURL(`**/token/${known.mint}`);
  await page.context().close();
});

test('/tokens keeps its sort and filters in the URL through a reload and back', async () => {
  const page = await open('/tokens');
  // (the one token has no supply yet: the default filters hide it, the controls are there all the same)
  await page.getByRole('button', { name: 'Volume', exact: true }).click({ timeout: 30_000 });
  await page.waitForURL(/\/tokens\?sort=volume$/);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: /without metadata/ }).click();
  await page.waitForURL(/\/tokens\?sort=volume&filters=lowSupply%2CzeroSupply$/);
  await page.reload();
  await page.waitForSelector('main h1');
  await page.getByRole('button', { name: /^Filters/ }).click();
  expect(await page.getByRole('checkbox', { name: /without metadata/ }).isChecked()).toBe(false);
  expect(await page.getByRole('checkbox', { name: /zero supply/ }).isChecked()).toBe(true);
  await page.goBack();
  await page.waitForURL(/\/tokens\?sort=volume$/);
  await page.context().close();
});

test.each([
  ['dark', 375],
  ['light', 375],
  ['light', 1280],
] as const)('axe on top holders (switch on) and the address page in %s at %i px', async (theme, width) => {
  for (const path of ['/top-holders?hide=programs', `/address/${known.sink}`, `/address/${known.mint}`]) {
    const page = await open(path, theme, width);
    await page.waitForSelector('main dl, main table, main [role="switch"]', { timeout: 30_000 });
    await page.waitForTimeout(500);
    const v = await seriousViolations(page);
    expect({ path, violations: describeViolations(v) }).toEqual({ path, violations: '' });
    await page.context().close();
  }
});
