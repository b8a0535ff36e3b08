/**
 * The abuse limits with two real API processes (`server api`, as deployed behind a load balancer) on
 * one PostgreSQL database and one localnet: the Break game's per-visitor rate, its one game at a time
 * and its global budget, and the trollbox's per-client limit hold whichever process a request
 * reaches.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { loadHotWallet } from '../src/break/wallet';
import { httpRequest, type HttpAnswer } from './helpers/api';
import { startApiProcess, type ApiProcess } from './helpers/apiProcess';
import { tempPostgres, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(180_000);

/** The global budget both processes share (sends per minute). */
const BUDGET = 30;

let net: LocalnetHandle;
let t: TestDb | null = null;
let skip: string | null = null;
let dir: string;
const processes: ApiProcess[] = [];

const postJson = (url: string, route: string, body: unknown): Promise<HttpAnswer> =>
  httpRequest(url, {
    method: 'POST',
    url: route,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const send = (url: string, gameId: number) =>
  postJson(url, '/api/break/send-transaction', { gameId: String(gameId) });

beforeAll(async () => {
  const got = await tempPostgres();
  if ('skip' in got) {
    skip = got.skip;
    return;
  }
  t = got;
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
  const walletFile = path.join(dir, 'wallet.json');
  const wallet = await loadHotWallet(walletFile, true);
  await rpc(net.rpcUrl, 'requestAirdrop', [wallet.address, 100e9]);
  const env = {
    DATABASE_URL: t.url,
    RPC_URL: net.rpcUrl,
    DEPLOY_DIR: path.join(dir, 'deploy'),
    DATA_DIR: path.join(dir, 'data'),
    BREAK_WALLET_FILE: walletFile,
    BREAK_SENDS_PER_MINUTE: String(BUDGET),
    ADMIN_TOKEN: 'limits-test-admin-token',
  };
  // One after the other: the first migrates the database.
  processes.push(await startApiProcess(env));
  processes.push(await startApiProcess(env));
});

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await net?.close();
  await t?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const run = (title: string, fn: () => Promise<void>) =>
  test(title, async () => {
    if (skip) {
      console.warn(`skipped: ${skip}`);
      return;
    }
    await fn();
  });

run(
  'Break game: 20 sends a second per visitor, one game at a time, one budget, over both processes',
  async () => {
    const [a, b] = processes.map((p) => p.base);
    const gameId = Date.now();
    const answers = await Promise.all(Array.from({ length: 21 }, (_, i) => send(i % 2 ? b : a, gameId)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0].json().message).toMatch(/at most 20 a second/);
    // the game started on both: another game is refused by either process
    expect((await send(a, gameId + 1)).statusCode).toBe(409);
    expect((await send(b, gameId + 1)).statusCode).toBe(409);
    // 20 of the budget's 30 are spent: 10 more over both processes, then the budget refuses
    await new Promise((r) => setTimeout(r, 1100));
    const more = await Promise.all(Array.from({ length: 12 }, (_, i) => send(i % 2 ? b : a, gameId)));
    expect(more.filter((r) => r.statusCode === 200)).toHaveLength(BUDGET - 20);
    const over = more.filter((r) => r.statusCode === 503);
    expect(over).toHaveLength(2);
    expect(over[0].json().message).toMatch(/budget/);
    expect(Number(over[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
  },
);

run('trollbox: one message every 2 seconds per client, whichever process it reaches', async () => {
  const [a, b] = processes.map((p) => p.base);
  const first = await postJson(a, '/api/trollbox/messages', { author: 'spread', text: 'one' });
  expect(first.statusCode).toBe(200);
  const second = await postJson(b, '/api/trollbox/messages', { author: 'spread', text: 'two' });
  expect(second.statusCode).toBe(429);
  expect(second.json().message).toMatch(/one message every 2 seconds/);
  // nothing was written for the refused post
  const list = await httpRequest(b, '/api/trollbox/messages');
  expect(list.json<{ text: string }[]>().map((m) => m.text)).toEqual(['one']);
});

run('unknown fields in a request body are refused with 400 and change nothing', async () => {
  const [a] = processes.map((p) => p.base);
  const res = await postJson(a, '/api/trollbox/messages', { author: 'x', text: 'y', admin: true });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/admin|additional/);
  const list = await httpRequest(a, '/api/trollbox/messages');
  expect(list.json<{ text: string }[]>().map((m) => m.text)).toEqual(['one']);
});
