/**
 * POST /api/break/send-transaction against a real localnet: sends are real memo transactions that the
 * node confirms and getTransaction returns with the game id; the per-visitor, game id, floor and
 * configuration limits refuse with JSON errors and send nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bs58 from 'bs58';
import { MEMO_PROGRAM } from 'shared-api/programs';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import type { BreakSendResult } from 'shared-api/core';
import { startTestApi, type TestApi } from './helpers/api';
import { tempSqlite, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(120_000);

interface ChainTx {
  transaction: {
    message: { accountKeys: string[]; instructions: { programIdIndex: number; data: string }[] };
  };
  meta: { err: unknown };
}

let net: LocalnetHandle;
let t: TestDb;
let api: TestApi;
let dir: string;
let walletFile: string;
/** One game for the first tests: a visitor runs one game at a time. */
const GAME = Date.now();

function send(a: TestApi, gameId: number | string) {
  return a.request({
    method: 'POST',
    url: '/api/break/send-transaction',
    payload: JSON.stringify({ gameId: String(gameId) }),
    headers: { 'content-type': 'application/json' },
  });
}

beforeAll(async () => {
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  t = tempSqlite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'break-'));
  walletFile = path.join(dir, 'wallet.json');
  api = await startTestApi(t.url, {
    rpcUrl: net.rpcUrl,
    breakGame: { walletFile, fund: true, log: () => undefined },
  });
});
afterAll(async () => {
  await api?.close();
  await net?.close();
  await t?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a game of sends produces real confirmed memo transactions carrying the game id', async () => {
  expect(fs.statSync(walletFile).mode & 0o777).toBe(0o600);
  const gameId = GAME;
  const results: BreakSendResult[] = [];
  // A short game: sends one after the other, as the page does (one in flight at a time).
  for (let i = 0; i < 8; i++) {
    const res = await send(api, gameId);
    expect(res.statusCode).toBe(200);
    results.push(res.json<BreakSendResult>());
  }
  for (const r of results) {
    expect(r).toMatchObject({ success: true, status: 'confirmed', error: null });
    expect(r.processingTime).toBeGreaterThan(0);
    expect(Object.keys(r).sort()).toEqual(['error', 'processingTime', 'signature', 'status', 'success']);
  }
  expect(new Set(results.map((r) => r.signature)).size).toBe(results.length);
  for (const r of results) {
    const tx = await rpc<ChainTx | null>(net.rpcUrl, 'getTransaction', [
      r.signature,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect(tx).not.toBeNull();
    const { accountKeys, instructions } = (tx as ChainTx).transaction.message;
    expect((tx as ChainTx).meta.err).toBeNull();
    const memo = instructions.find((ix) => accountKeys[ix.programIdIndex] === MEMO_PROGRAM);
    expect(memo).toBeDefined();
    expect(Buffer.from(bs58.decode((memo as { data: string }).data)).toString('utf8')).toMatch(
      new RegExp(`^gorbagana-break:${gameId}:[0-9]+$`),
    );
  }
});

test('the 21st send within one second is refused (429 JSON)', async () => {
  await new Promise((r) => setTimeout(r, 1100));
  const gameId = GAME;
  const answers = await Promise.all(Array.from({ length: 21 }, () => send(api, gameId)));
  const codes = answers.map((a) => a.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(20);
  const refused = answers.find((a) => a.statusCode === 429);
  expect(refused?.json()).toMatchObject({
    statusCode: 429,
    message: expect.stringMatching(/at most 20 a second/),
  });
  expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
});

test('game ids: too old, from the future, malformed, or a second game while one runs are refused', async () => {
  await new Promise((r) => setTimeout(r, 1100));
  const old = await send(api, Date.now() - 21_000);
  expect(old.statusCode).toBe(400);
  expect(old.json().message).toMatch(/older than 20 s/);
  const future = await send(api, Date.now() + 60_000);
  expect(future.statusCode).toBe(400);
  expect(future.json().message).toMatch(/future/);
  for (const bad of ['abc', '', '-5', '1'.repeat(17)]) expect((await send(api, bad)).statusCode).toBe(400);
  // The previous test's game (started ~1 s ago) is still running for this visitor.
  const second = await send(api, Date.now());
  expect(second.statusCode).toBe(409);
  expect(second.json().message).toMatch(/already running/);
});

/** The limits live in the database: a test that needs a visitor with no game running starts afresh. */
const forgetLimits = () => api.database.db.deleteFrom('limit_state').execute();

test('the wallet floor: 503 with a reason, a log line, and nothing sent', async () => {
  await forgetLimits();
  const logs: string[] = [];
  const floored = await startTestApi(t.url, {
    rpcUrl: net.rpcUrl,
    breakGame: { walletFile, floorLamports: 1e15, log: (_l, m) => logs.push(m) },
  });
  try {
    const wallet = logs.join('\n').match(/hot wallet ([1-9A-HJ-NP-Za-km-z]{32,44})/)?.[1] as string;
    expect(wallet).toBeDefined();
    const before = await rpc<{ value: number }>(net.rpcUrl, 'getBalance', [
      wallet,
      { commitment: 'confirmed' },
    ]);
    const sigsBefore = await rpc<unknown[]>(net.rpcUrl, 'getSignaturesForAddress', [
      wallet,
      { commitment: 'confirmed' },
    ]);
    const res = await send(floored, Date.now());
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/floor/) });
    expect(logs.some((l) => /floor/.test(l))).toBe(true);
    const secret = JSON.parse(fs.readFileSync(walletFile, 'utf8')) as number[];
    const secretB58 = bs58.encode(Uint8Array.from(secret));
    for (const text of [res.body, ...logs]) {
      expect(text).not.toContain(secretB58);
      expect(text).not.toContain(secret.slice(0, 8).join(','));
    }
    await new Promise((r) => setTimeout(r, 500));
    const after = await rpc<{ value: number }>(net.rpcUrl, 'getBalance', [
      wallet,
      { commitment: 'confirmed' },
    ]);
    expect(after.value).toBe(before.value);
    expect(
      await rpc<unknown[]>(net.rpcUrl, 'getSignaturesForAddress', [wallet, { commitment: 'confirmed' }]),
    ).toHaveLength(sigsBefore.length);
  } finally {
    await floored.close();
  }
});

test('without a wallet file sends answer 503 JSON', async () => {
  const bare = await startTestApi(t.url, { rpcUrl: net.rpcUrl });
  try {
    const res = await send(bare, Date.now());
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/not configured/);
  } finally {
    await bare.close();
  }
});

test('the global budget per minute answers 503 with Retry-After', async () => {
  const budget = await startTestApi(t.url, {
    rpcUrl: net.rpcUrl,
    breakGame: { walletFile, sendsPerMinute: 2, log: () => undefined },
  });
  try {
    await forgetLimits();
    const gameId = Date.now();
    expect((await send(budget, gameId)).statusCode).toBe(200);
    expect((await send(budget, gameId)).statusCode).toBe(200);
    const third = await send(budget, gameId);
    expect(third.statusCode).toBe(503);
    expect(third.json().message).toMatch(/budget/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  } finally {
    await budget.close();
  }
});

test('the limits hold across API processes on one database', async () => {
  const other = await startTestApi(t.url, {
    rpcUrl: net.rpcUrl,
    breakGame: { walletFile, log: () => undefined },
  });
  try {
    await forgetLimits();
    await new Promise((r) => setTimeout(r, 1100));
    const gameId = Date.now();
    // 21 sends of one game spread over two processes at once: 20 go through
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, i) => send(i % 2 ? other : api, gameId)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1);
    // the game runs on both: a second game is refused by the other process too
    expect((await send(other, gameId + 1)).statusCode).toBe(409);
  } finally {
    await other.close();
  }
});
