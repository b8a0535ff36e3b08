// Browser test of a busy block's whole list on the whole stack (real localnet whose validator votes
// on every block, real indexer and database, real API and built site, real Chromium), by keyboard
// alone: from the block page's 'View all N transactions' link to the block's last transaction page
// by page (a table at 1280 px, cards at 375), then hiding votes removes the vote rows; a next page
// whose answer is held back leaves the rows shown readable under a loading bar; at 1280 and 375 px,
// in both themes, axe clean.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newFundedWallet, transferGor } from '../localnet/src/testkit';
import { expectAccessible, themedContext, type ThemeMode } from './axe';
import { startChainStack, type ChainStack } from './chainStack';
import { launchBrowser } from './harness';

const VOTE = 'Vote111111111111111111111111111111111111111';
/** Rows per page of the list (BLOCK_TX_PAGE_SIZE): the busy block must need more than one page. */
const PAGE_SIZE = 50;

interface Row {
  signature: string;
  instructions: { programId: string }[];
}

let stack: ChainStack;
let browser: Browser;
const busy = { height: 0, total: 0, signatures: [] as string[], votes: [] as string[] };

async function api<T>(path: string): Promise<T> {
  const r = await fetch(`${stack.url}${path}`);
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()) as T;
}

/** The busiest indexed block holding more than a page of transactions and a vote, or null. */
async function busiestBlock(): Promise<{ height: number; transactionCount: number } | null> {
  const blocks = await api<{ height: number; transactionCount: number }[]>('/api/blocks?limit=100');
  const best = [...blocks].sort((a, b) => b.transactionCount - a.transactionCount)[0];
  return best && best.transactionCount > PAGE_SIZE + 1 ? best : null;
}

beforeAll(async () => {
  stack = await startChainStack({ tps: 0 });
  const payers = await Promise.all(Array.from({ length: 4 }, () => newFundedWallet(stack.rpcUrl, 10)));
  const sink = payers[0].address;
  // Bursts of transfers sent at once land together: one block soon holds more than a page.
  for (let burst = 0; burst < 6; burst++) {
    await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        transferGor(stack.rpcUrl, payers[i % 4].signer, sink, 0.0001 * (burst * 100 + i + 1)),
      ),
    );
    await new Promise((r) => setTimeout(r, 2000));
    const b = await busiestBlock().catch(() => null);
    if (b) {
      const rows: Row[] = [];
      for (let cursor: string | null = null, first = true; first || cursor; first = false) {
        const c: string = cursor ? `&cursor=${cursor}` : '';
        const p = await api<{ transactions: Row[]; nextCursor: string | null }>(
          `/api/block/${b.height}/transactions?limit=500${c}`,
        );
        rows.push(...p.transactions);
        cursor = p.nextCursor;
      }
      const votes = rows.filter((t) => t.instructions.every((ix) => ix.programId === VOTE));
      if (votes.length > 0) {
        Object.assign(busy, {
          height: b.height,
          total: b.transactionCount,
          signatures: rows.map((t) => t.signature),
          votes: votes.map((t) => t.signature),
        });
        break;
      }
    }
  }
  expect(busy.total).toBeGreaterThan(PAGE_SIZE + 1);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Presses Tab until the focused element's accessible text matches `name` (keyboard alone). */
async function tabTo(page: Page, name: RegExp, presses = 200): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.closest('label');
      return `${el.getAttribute('aria-label') ?? ''} ${label?.textContent ?? ''} ${el.textContent ?? ''}`;
    });
    if (name.test(text)) return;
  }
  throw new Error(`no focusable element named ${name} within ${presses} Tab presses`);
}

/** The signatures the list shows on its current page (once its rows have arrived). */
async function shownSignatures(page: Page): Promise<string[]> {
  await page.locator('[aria-busy="false"]').first().waitFor();
  const hrefs = await page
    .locator('[aria-label="Block transactions"] a[href^="/tx/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => decodeURIComponent(h.slice('/tx/'.length)));
}

/** Waits until no list on the page is loading. */
async function rowsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-busy]')].every((el) => el.getAttribute('aria-busy') === 'false'),
  );
}

/** Follows 'Next page' by keyboard to the list's end; every signature seen, in order. */
async function pageToEnd(page: Page): Promise<string[]> {
  const seen: string[] = [];
  for (let p = 1; ; p++) {
    await page.getByText(new RegExp(`^Page ${p}( of \\d+)?$`)).waitFor();
    seen.push(...(await shownSignatures(page)));
    const next = page.getByRole('button', { name: 'Next page →' });
    if (await next.isDisabled()) return seen;
    if (p === 1) await tabTo(page, /Next page/);
    await page.keyboard.press('Enter');
  }
}

const CASES: [ThemeMode, number][] = [
  ['dark', 1280],
  ['light', 375],
  ['light', 1280],
  ['dark', 375],
];

describe.each(CASES)('a busy block, %s theme at %i px', (theme, width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await themedContext(browser, { theme, width });
    page = await context.newPage();
  });
  afterAll(() => context?.close());

  it('reaches the block last transaction from its block page, and hiding votes removes the vote rows', async () => {
    await page.goto(`${stack.url}/block/${busy.height}`);
    await page.getByText(`Showing first 20 of ${busy.total} transactions`).waitFor();
    await expectAccessible(page, `block ${theme} ${width}`);
    await tabTo(page, new RegExp(`View all ${busy.total} transactions`));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/transactions\\?block=${busy.height}$`));
    await page.getByText(`${busy.total} transactions in this block`).waitFor();
    await rowsSettled(page);
    await expectAccessible(page, `transactions ${theme} ${width}`);

    const all = await pageToEnd(page);
    expect(all).toEqual(busy.signatures);
    expect(all[all.length - 1]).toBe(busy.signatures[busy.signatures.length - 1]);
    expect(page.url()).toContain('before=');

    // Back to the block's first page, then hide the votes from the keyboard (Space on the switch).
    await page.goto(`${stack.url}/transactions?block=${busy.height}`);
    await page.getByText(`${busy.total} transactions in this block`).waitFor();
    await tabTo(page, /Hide vote transactions/);
    await page.keyboard.press('Space');
    await page.getByText(`${busy.total - busy.votes.length} of ${busy.total} transactions`).waitFor();
    expect(page.url()).toContain('votes=hide');
    await rowsSettled(page);
    await expectAccessible(page, `transactions, votes hidden, ${theme} ${width}`);
    const kept = await pageToEnd(page);
    expect(kept).toEqual(busy.signatures.filter((s) => !busy.votes.includes(s)));

    // The choice is remembered: the block's list opens with votes hidden again.
    await page.goto(`${stack.url}/transactions?block=${busy.height}`);
    await page.getByText(`${busy.total - busy.votes.length} of ${busy.total} transactions`).waitFor();
    await page.evaluate(() => localStorage.clear());
  });

  it('keeps the rows it replaces readable and shows a loading bar until the next page arrives', async () => {
    await page.goto(`${stack.url}/transactions?block=${busy.height}`);
    await page.getByText(`${busy.total} transactions in this block`).waitFor();
    await rowsSettled(page);
    const firstPage = await shownSignatures(page);
    // The next page's answer is held back for long enough to look at the list while it waits.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === `/api/block/${busy.height}/transactions` && url.searchParams.has('cursor'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await tabTo(page, /Next page/);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const bar = document.querySelector('[aria-busy="true"] [data-busy-bar]');
      return !!bar && getComputedStyle(bar).opacity === '1';
    });
    const rows = page.locator('[aria-busy="true"]');
    expect(await rows.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectAccessible(page, `transactions loading ${theme} ${width}`);
    expect(await rows.count()).toBe(1);
    release();
    await page.getByText(/^Page 2( of \d+)?$/).waitFor();
    const secondPage = await shownSignatures(page);
    expect(secondPage[0]).toBe(busy.signatures[firstPage.length]);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-busy-bar]')].every((bar) => getComputedStyle(bar).opacity === '0'),
    );
    await page.unrouteAll();
  });
});
