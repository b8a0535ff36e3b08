// Accessibility of every route the site serves, against the whole stack on localnet data (real
// localnet, indexer, SQLite, API and built site, real Chromium): axe-core's WCAG 2.0/2.1 A and AA
// rules at 1280 and 375 px in the dark and the light theme, failing on any serious or critical
// violation; and a keyboard journey through the site (skip link, search, a transaction, the
// quick-view dialog, the theme switch, a paged list).
import type { Browser, BrowserContext, ElementHandle, Locator, Page } from 'playwright-core';
import { generateKeyPairSigner } from '@solana/kit';
import { createMint, mintTo, newFundedWallet, transferGor } from '../localnet/src/testkit';
import { describeViolations, expectTheme, seriousViolations, themedContext, type ThemeMode } from './axe';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

/** Transactions of the paged wallet: more than one page of its address list (10 a page). */
const PAGED_TXS = 11;

let stack: ChainStack;
let browser: Browser;
const known = { transfer: '', payer: '', mint: '', blockHeight: 0 };

/** Every route served today, with the entities the chain made for this run. */
/**
 * Whether focus comes back to `target` once a popup has closed. Radix gives it back in a timer after
 * the popup leaves the page, so right after the popup is gone it may not have arrived yet.
 */
async function focusReturnsTo(page: Page, target: Locator | ElementHandle): Promise<boolean> {
  const handle = 'elementHandle' in target ? await target.elementHandle() : target;
  return page
    .waitForFunction((el) => el === document.activeElement, handle, { timeout: 2000 })
    .then(
      () => true,
      () => false,
    );
}

function routes(): string[] {
  return [
    '/',
    `/tx/${known.transfer}`,
    `/block/${known.blockHeight}`,
    `/address/${known.payer}`,
    `/address/${known.payer}/holdings`,
    '/tokens',
    `/token/${known.mint}`,
    '/transactions',
    '/validators',
    '/top-holders',
    '/sitemap',
    '/developer-tools',
    '/break-gorbagana',
    '/admin',
    '/community',
    '/bridge',
    '/swap',
    '/launchpad',
    '/lending',
    '/nft',
    '/perps',
    '/no-such-page',
  ];
}

beforeAll(async () => {
  stack = await startChainStack({ tps: 1 });
  const url = stack.rpcUrl;
  const payer = await newFundedWallet(url, 20);
  const sink = (await generateKeyPairSigner()).address;
  // Distinct amounts keep every signature distinct.
  const sends = await Promise.all(
    Array.from({ length: PAGED_TXS }, (_, i) => transferGor(url, payer.signer, sink, 0.01 * (i + 1))),
  );
  const mint = await createMint(url, payer.signer, {
    decimals: 6,
    token2022: true,
    metadata: { name: 'A11y Trash Token', symbol: 'AXE', uri: '' },
  });
  const minted = await mintTo(url, payer.signer, mint.mint, payer.address, 5_000_000n);
  Object.assign(known, { transfer: sends[0].signature, payer: payer.address, mint: mint.mint });
  for (const s of [sends[sends.length - 1].signature, minted.signature])
    await stack.waitFor(`/api/transaction/${s}`, 90_000);
  await stack.waitFor(`/api/token/${mint.mint}`, 60_000);
  const tx = (await (await fetch(`${stack.url}/api/transaction/${known.transfer}`)).json()) as {
    blockHeight: number;
  };
  known.blockHeight = tx.blockHeight;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Client-side navigation (as following a link does): the remotes stay loaded between routes. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the new page has rendered: the shell has moved focus to its h1 (or, when none came,
 *  to main), and no loading frame, skeleton or busy list is left. A page that never gets there (a
 *  placeholder) is checked as it is after the wait. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        const at = document.activeElement;
        return (
          !!main &&
          !!at &&
          (at === main || (at.tagName === 'H1' && main.contains(at))) &&
          !main.querySelector('[data-testid="page-loading"], [data-skeleton]') &&
          !document.querySelector('[aria-busy="true"]')
        );
      },
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
}

describe.each([
  ['dark', 1280],
  ['dark', 375],
  ['light', 1280],
  ['light', 375],
] as [ThemeMode, number][])('axe on every route, %s theme at %i px', (theme, width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Reduced motion: colour contrast is measured on the settled page, not mid-fade.
    context = await themedContext(browser, { theme, width, reducedMotion: 'reduce' });
    page = await context.newPage();
    // Start elsewhere so that going to '/' is a route change like every other.
    await page.goto(`${stack.url}/bridge`);
    await expectTheme(page, theme);
  });
  afterAll(() => context?.close());

  test('no serious or critical WCAG 2.1 A/AA violation', async () => {
    const failures: string[] = [];
    for (const path of routes()) {
      await navigate(page, path);
      await settle(page);
      const found = await seriousViolations(page);
      if (found.length) failures.push(`${path} (${theme}, ${width} px):\n${describeViolations(found)}`);
    }
    if (failures.length) throw new Error(failures.join('\n\n'));
  }, 240_000);
});

/** True once React renders the page: the skip link is an element of the app's, not of the first paint. */
function appMounted(): boolean {
  const link = document.querySelector('#root a[href="#main"]');
  return !!link && Object.keys(link).some((k) => k.startsWith('__reactFiber'));
}

/**
 * A page whose every script arrives `delayMs` late, so that the server's first paint is on screen,
 * alone, well before the app mounts; `firstPaint` opens the home page and waits for that paint.
 */
async function withLateScripts(delayMs: number): Promise<{ page: Page; firstPaint(): Promise<void> }> {
  const context = await themedContext(browser, { theme: 'dark', width: 1280 });
  const page = await context.newPage();
  await page.route('**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, delayMs));
    await route.continue().catch(() => undefined);
  });
  return {
    page,
    async firstPaint() {
      await page.goto(`${stack.url}/`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Explore Gorbagana', level: 1 }).waitFor();
      expect(await page.evaluate(appMounted)).toBe(false);
    },
  };
}

test('a Tab pressed before the app mounts reaches the skip link, and the app’s skip link has focus once it has mounted', async () => {
  const { page, firstPaint } = await withLateScripts(1500);
  try {
    await firstPaint();

    await page.keyboard.press('Tab');
    const onSkipLink = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return el?.tagName === 'A' && el.textContent?.trim() === 'Skip to content';
      });
    expect(await onSkipLink()).toBe(true);

    await page.waitForFunction(appMounted, undefined, { timeout: 20_000 });
    // The first paint's link is gone; focus is on the app's (handed over by a module loaded for it,
    // whose script arrives late too).
    await page.waitForFunction(
      () => document.activeElement === document.querySelector('#root a[href="#main"]'),
    );
    expect(await onSkipLink()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  } finally {
    await page.context().close();
  }
}, 60_000);

test('what a visitor types and presses on the first paint, before any script has run, is done once the app mounts', async () => {
  // Late enough that the visitor acts on the server's first paint alone.
  const { page, firstPaint } = await withLateScripts(4000);
  try {
    // Text typed and submitted in the search box: the paint does not reload, the app searches it.
    await firstPaint();
    await page.getByRole('combobox', { name: 'Search' }).first().click();
    await page.keyboard.insertText(known.transfer); // pasted
    await page.keyboard.press('Enter');
    expect(await page.evaluate(appMounted)).toBe(false);
    await page.waitForURL(`**/tx/${known.transfer}`, { timeout: 20_000 });

    // The network switch pressed: the app shows mainnet's screen once it has mounted.
    await firstPaint();
    await page.getByRole('button', { name: 'Mainnet', exact: true }).click();
    await page.waitForFunction(appMounted, undefined, { timeout: 20_000 });
    await page.getByText('Mainnet Under Construction').waitFor();
    expect(
      await page.getByRole('button', { name: 'Mainnet', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
  } finally {
    await page.context().close();
  }
}, 90_000);

test('keyboard journey: skip link, search, a transaction, quick view, theme, paging', async () => {
  const context = await themedContext(browser, { theme: 'dark', width: 1280 });
  const page = await context.newPage();
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        tag: el?.tagName ?? '',
        text: (el?.textContent ?? '').trim(),
        role: el?.getAttribute('role') ?? '',
        name: el?.getAttribute('aria-label') ?? '',
      };
    });
  try {
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Explore Gorbagana', level: 1 }).waitFor();
    // The heading and the skip link are already in the server's first paint; the journey starts once
    // the app has replaced that paint (its skip link moves focus to main itself).
    await page.waitForFunction(appMounted);

    // 1. The first Tab stop is the skip link; following it puts the search box a Tab away.
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'A', text: 'Skip to content' });
    await page.keyboard.press('Enter');
    expect((await focused()).tag).toBe('MAIN');
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ role: 'combobox' });

    // 2. Search by keyboard and land on the transaction, focus on its heading, title naming it.
    await page.keyboard.type(known.transfer);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/tx/${known.transfer}`);
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const short = `${known.transfer.slice(0, 6)}...${known.transfer.slice(-4)}`;
    await page.waitForFunction((t) => document.title === t, `Transaction ${short} | Gorbagana Explorer`);

    // 3. Quick view from the home page's latest transactions: opens with focus inside, Escape closes
    //    it and focus returns to the button that opened it.
    await page.goBack();
    await page.getByRole('heading', { name: 'Explore Gorbagana', level: 1 }).waitFor();
    const opener = (await page
      .getByRole('button', { name: /^Quick view / })
      .first()
      .elementHandle())!;
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    // Tab stays inside the dialog (focus trap).
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusReturnsTo(page, opener)).toBe(true);

    // 4. A header dropdown opens from the keyboard, Tab reaches its links, Escape closes it and
    //    gives focus back to its button. (Arrow keys only work once focus is on a link: the
    //    handler sits on the list, Radix first focuses the popover container.)
    const tokens = page.getByRole('button', { name: 'Tokens' }).first();
    await tokens.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: 'Tokens' });
    await menu.waitFor();
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focusReturnsTo(page, tokens)).toBe(true);

    // 5. The theme switch works from the keyboard.
    const toLight = page.getByRole('button', { name: 'Switch to light theme' }).first();
    await toLight.focus();
    await page.keyboard.press('Enter');
    await expectTheme(page, 'light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().focus();
    await page.keyboard.press('Space');
    await expectTheme(page, 'dark');

    // 6. Page a list by keyboard: the address's transactions, page 1 → 2 → 1.
    await page.goto(`${stack.url}/address/${known.payer}`);
    const list = page.getByTestId('address-transactions');
    await list.getByText(/^Page 1( of \d+)?$/).waitFor();
    await list.getByRole('button', { name: 'Next →' }).focus();
    await page.keyboard.press('Enter');
    await list.getByText(/^Page 2( of \d+)?$/).waitFor();
    // the buttons are disabled while the next page loads over the previous one: wait for it
    const previous = list.getByRole('button', { name: '← Previous' });
    await page.waitForFunction((b) => !(b as HTMLButtonElement).disabled, await previous.elementHandle());
    await previous.focus();
    await page.keyboard.press('Enter');
    await list.getByText(/^Page 1( of \d+)?$/).waitFor();
  } finally {
    await context.close();
  }
}, 120_000);

test('prefers-reduced-motion: animations and transitions end at once', async () => {
  const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await themedContext(browser, { theme: 'dark', width: 1280, reducedMotion });
    try {
      const page = await context.newPage();
      await page.goto(`${stack.url}/sitemap`);
      await page.locator('main h1').waitFor();
      // A skeleton's shimmer and any transition, as the page's stylesheet resolves them.
      return await page.evaluate(() => {
        const probe = document.createElement('div');
        probe.setAttribute('data-skeleton', '');
        probe.style.animation = 'x 1.4s infinite';
        probe.style.transition = 'opacity 120ms';
        document.querySelector('main')!.append(probe);
        const s = getComputedStyle(probe);
        const out = {
          animation: s.animationDuration,
          iterations: s.animationIterationCount,
          transition: s.transitionDuration,
        };
        probe.remove();
        return out;
      });
    } finally {
      await context.close();
    }
  };
  expect(await durations('reduce')).toEqual({ animation: '0.001s', iterations: '1', transition: '0.001s' });
  expect(await durations('no-preference')).toEqual({
    animation: '1.4s',
    iterations: 'infinite',
    transition: '0.12s',
  });
}, 60_000);
