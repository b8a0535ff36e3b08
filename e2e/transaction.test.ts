// The complete transaction page on real recorded transactions (an Eclipse mainnet swap of version 0
// with an address lookup table, a failed Eclipse mainnet transaction and a Solana mainnet Hyperlane
// transfer): the recorded answers are served by the replay node, indexed by the real indexer into
// SQLite (PostgreSQL in the e2e 'postgres' project) and shown by the built site in Chromium.
// Screenshots go to SCREENS_DIR (default /tmp/screens).
// Also: the compact search of every page ('/' focuses it, reachable by Tab, suggestions only for
// what a string can be).
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startReplayNode, type ReplayNode } from '../bench/replaySource';
import { buildApp } from '../server/src/app';
import { migrate, openDatabase } from '../server/src/db';
import { Indexer } from '../server/src/indexer';
import { publishMissing } from '../server/src/registry/store';
import type { RpcBlock } from '../server/src/rpc/types';
import { e2eDatabase } from './database';
import { describeViolations, seriousViolations, themedContext, type ThemeMode } from './axe';
import { ROOT, assertBuilt, launchBrowser } from './harness';

const FIXTURES = join(ROOT, 'server/test/fixtures/real-blocks');
const SCREENS = process.env.SCREENS_DIR ?? '/tmp/screens';

function recorded(file: string): NonNullable<RpcBlock['transactions']>[number] & { signature: string } {
  const raw = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
  const r = (raw.result ?? raw) as {
    transaction: { signatures: string[] };
    meta: unknown;
    version?: unknown;
  };
  return {
    transaction: r.transaction,
    meta: r.meta,
    version: r.version,
    signature: r.transaction.signatures[0],
  } as unknown as NonNullable<RpcBlock['transactions']>[number] & { signature: string };
}

const swap = recorded('eclipse-mainnet_35792433_json_v0_alt_getTransaction.json');
const failed = recorded('eclipse-mainnet_35781852_json_failed_getTransaction.json');
const hyperlane = recorded('mainnet_322600797_json_hyperlane_two_dispatches_getTransaction.json');

let node: ReplayNode;
let browser: Browser;
let url = '';
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  assertBuilt();
  const work = mkdtempSync(join(tmpdir(), 'gor-e2e-tx-'));
  const deployDir = join(work, 'deploy');
  publishMissing(deployDir);
  const block = {
    blockhash: '',
    previousBlockhash: '',
    parentSlot: 0,
    blockHeight: 1,
    blockTime: 1_700_000_000,
    rewards: [],
    transactions: [swap, failed, hyperlane].map(({ signature: _s, ...t }) => t),
  } as unknown as RpcBlock;
  node = await startReplayNode('real', 3, [block]);
  const store = await e2eDatabase();
  const databaseUrl = store.url;
  const database = await openDatabase(databaseUrl);
  await migrate(database.db);
  const idx = new Indexer({
    rpcUrl: node.url,
    databaseUrl,
    periodic: false,
    progress: false,
    log: () => undefined,
  });
  await idx.start();
  await idx.waitForSlot(node.tip, 60_000);
  await idx.stop();
  const app = await buildApp({
    deployDir,
    api: { database: { db: database.db, dialect: database.dialect } },
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
  mkdirSync(SCREENS, { recursive: true });
  close = async () => {
    await app.close();
    await database.close();
    await store.drop();
    rmSync(work, { recursive: true, force: true });
  };
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await close();
  await node?.close();
});

async function open(theme: ThemeMode, width: number, path: string): Promise<Page> {
  const context = await themedContext(browser, { theme, width });
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  await page.waitForSelector('[data-page="TransactionPage"] h1, [data-page] h1', { timeout: 30_000 });
  return page;
}

test('a version-0 swap: logs by instruction, compute units, lookup-table accounts, token changes, inner names', async () => {
  const page = await open('dark', 1280, `/tx/${swap.signature}`);
  await page.getByText('Program Logs (75 lines)').waitFor({ timeout: 30_000 });
  const text = (await page.textContent('main')) ?? '';
  expect(text).toContain('Version 0');
  expect(text).toContain('285,017 CU');
  // per instruction, from the logs: the associated-token create and the Whirlpool swap
  expect(text).toContain('26,000 CU');
  expect(text).toContain('71,018 CU');
  expect(text).toMatch(/18 accounts loaded from address lookup tables/);
  // the loaded accounts follow the message's own: open the whole list to see their badges
  await page.getByRole('button', { name: /Show More/ }).click();
  expect(await page.getByText('Lookup Table', { exact: true }).count()).toBe(18);
  expect(text).toContain('Token Balance Changes');
  expect(text).toMatch(/Token(-2022)? Program: transferChecked/);
  const groups = page.getByRole('list', { name: 'Program logs by instruction' }).locator(':scope > li');
  // one group per top-level instruction
  expect(await groups.count()).toBe(swap.transaction.message.instructions.length);
  await page.screenshot({ path: join(SCREENS, 'tx-v0-lookup-dark-1280.png'), fullPage: true });
  await page.context().close();
});

test('a failed transaction marks its failing lines and instruction', async () => {
  const page = await open('light', 1280, `/tx/${failed.signature}`);
  await page.getByText(/^Program Logs/).waitFor({ timeout: 30_000 });
  const failing = page.locator('li.fail');
  expect(await failing.count()).toBeGreaterThan(0);
  expect(await page.locator('[data-failed]').count()).toBeGreaterThan(0);
  await page.screenshot({ path: join(SCREENS, 'tx-failed-light-1280.png'), fullPage: true });
  await page.context().close();
});

test.each([
  ['dark', 1280],
  ['light', 1280],
  ['dark', 375],
  ['light', 375],
] as const)('the transaction page passes axe in %s at %i px', async (theme, width) => {
  for (const t of [swap, failed, hyperlane]) {
    const page = await open(theme, width, `/tx/${t.signature}`);
    await page.getByText(/^Program Logs/).waitFor({ timeout: 30_000 });
    if (t === hyperlane)
      await page.screenshot({ path: join(SCREENS, `tx-hyperlane-${theme}-${width}.png`), fullPage: true });
    const v = await seriousViolations(page);
    expect(describeViolations(v)).toBe('');
    await page.context().close();
  }
});

test("search from a transaction page: '/' and Tab reach it; GOR is the coin; nothing for impossible strings", async () => {
  const page = await open('dark', 375, `/tx/${hyperlane.signature}`);
  await page.getByText(/^Program Logs/).waitFor({ timeout: 30_000 });
  const box = page.getByRole('combobox', { name: 'Search' });
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type('gor');
  await page.getByRole('option', { name: /GOR — Gorbagana native coin/ }).waitFor();
  await box.fill('z'.repeat(200));
  await page.waitForTimeout(400);
  expect(await page.getByRole('option').count()).toBe(0);
  await box.fill(hyperlane.signature);
  await page.getByRole('option', { name: /Transaction/ }).waitFor();
  // reachable by Tab from the top of the page
  await page.goto(`${url}/tx/${swap.signature}`);
  await page.getByText(/^Program Logs/).waitFor({ timeout: 30_000 });
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.getAttribute('role') === 'combobox');
  }
  expect(reached).toBe(true);
  await page.keyboard.type(hyperlane.signature);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/tx/${hyperlane.signature}`);
  await page.context().close();
});
