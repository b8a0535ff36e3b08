/**
 * Skipped slots and a simulated fork, on SQLite and on PostgreSQL. The ledger is generated with a
 * skip rate, so some slots have no block. A proxy in front of the node first serves a different branch for slots (X, Y] (other
 * blockhashes, half the transactions) and caps the tip at Y; then it switches to the real chain.
 * The indexer must notice the break in continuity at Y+1, roll back to X and re-index, ending
 * identical to a clean index of the real chain.
 */
import crypto from 'node:crypto';
import { slotOfTx } from '../src/db/txid';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import bs58 from 'bs58';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { generateBulk } from 'localnet/src/traffic';
import { migrate, openDatabase } from '../src/db';
import { Indexer } from '../src/indexer';
import { RpcClient, type RpcBlock } from '../src/rpc';
import { dumpTables } from './helpers/dump';
import { indexReference } from './helpers/reference';
import { DATABASE_KINDS, tempDatabase, type DatabaseKind, type TestDb } from './helpers/databases';

jest.setTimeout(180_000);

let ln: LocalnetHandle;
let ledger: string;
let tip: number;

beforeAll(async () => {
  ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'fork-ledger-'));
  await generateBulk({ ledger, seed: 11, transactions: 1500, perSlot: 20, skipRate: 0.25 });
  ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
  tip = await new RpcClient(ln.rpcUrl).getSlot();
});

afterAll(async () => {
  await ln?.close();
  fs.rmSync(ledger, { recursive: true, force: true });
});

/** `n` fresh, migrated databases of one kind; null (with a warning) when PostgreSQL is unreachable. */
async function freshDatabases(kind: DatabaseKind, n: number): Promise<TestDb[] | null> {
  const dbs: TestDb[] = [];
  for (let i = 0; i < n; i++) {
    const db = await tempDatabase(kind);
    if (!db) {
      await Promise.all(dbs.map((d) => d.drop()));
      return null;
    }
    const h = await openDatabase(db.url);
    await migrate(h.db);
    await h.close();
    dbs.push(db);
  }
  return dbs;
}

const fakeHash = (slot: number) => bs58.encode(crypto.createHash('sha256').update(`fork-${slot}`).digest());

/** JSON-RPC proxy: in 'fork' mode serves another branch for slots in (from, to] and caps getSlot at `to`. */
async function startProxy(upstream: string, from: number, to: number) {
  const state = { mode: 'fork' as 'fork' | 'real' };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const r = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const json = (await r.json()) as { id: unknown; result?: unknown; method?: string };
      const call = JSON.parse(body) as { method: string; params?: unknown[] };
      if (state.mode === 'fork') {
        if (call.method === 'getSlot' && typeof json.result === 'number')
          json.result = Math.min(json.result, to);
        if (call.method === 'getBlock' && json.result) {
          const slot = Number(call.params?.[0]);
          const b = json.result as RpcBlock;
          if (slot > from && slot <= to) {
            b.blockhash = fakeHash(slot);
            if (b.parentSlot > from) b.previousBlockhash = fakeHash(b.parentSlot);
            if (b.transactions) b.transactions = b.transactions.filter((_, i) => i % 2 === 0);
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(DATABASE_KINDS)('%s', (kind) => {
  test('skipped slots are recorded and blocks chain by parentSlot', async () => {
    const dbs = await freshDatabases(kind, 1);
    if (!dbs) return;
    const [db] = dbs;
    const h = await openDatabase(db.url);
    const idx = new Indexer({
      rpcUrl: ln.rpcUrl,
      databaseUrl: db.url,
      periodic: false,
      progress: false,
      log: () => undefined,
    });
    try {
      await idx.start();
      await idx.waitForSlot(tip, 60_000);
      const blocks = await h.db
        .selectFrom('blocks')
        .select(['slot', 'parent_slot', 'blockhash', 'previous_blockhash'])
        .orderBy('slot')
        .execute();
      const skipped = (await h.db.selectFrom('skipped_slots').select('slot').orderBy('slot').execute()).map(
        (r) => Number(r.slot),
      );
      expect(skipped.length).toBeGreaterThan(5);
      const all = [...blocks.map((b) => Number(b.slot)), ...skipped].sort((a, b) => a - b);
      const first = all[0];
      expect(all).toEqual(Array.from({ length: tip - first + 1 }, (_, i) => first + i));
      for (let i = 1; i < blocks.length; i++) {
        expect(Number(blocks[i].parent_slot)).toBe(Number(blocks[i - 1].slot));
        expect(blocks[i].previous_blockhash).toBe(blocks[i - 1].blockhash);
      }
    } finally {
      await idx.stop();
      await h.close();
      await db.drop();
    }
  });

  test('a fork is rolled back to the common block and re-indexed; result equals a clean index', async () => {
    const from = tip - 30;
    const to = tip - 10;
    const dbs = await freshDatabases(kind, 2);
    if (!dbs) return;
    const [forked, clean] = dbs;
    const proxy = await startProxy(ln.rpcUrl, from, to);
    const logs: string[] = [];
    try {
      const idx = new Indexer({
        rpcUrl: proxy.url,
        databaseUrl: forked.url,
        periodic: false,
        progress: false,
        log: (m) => logs.push(m),
      });
      await idx.start();
      await idx.waitForSlot(to, 60_000);
      const during = await dumpTables(forked.url);
      proxy.state.mode = 'real';
      await idx.waitForSlot(tip, 60_000);
      await idx.stop();
      expect(logs.some((l) => /fork detected/.test(l) && new RegExp(`to slot ${from}\\b`).test(l))).toBe(
        true,
      );

      await indexReference(ln.rpcUrl, clean.url, tip, 60_000);
      const a = await dumpTables(forked.url);
      const b = await dumpTables(clean.url);
      // The fake branch really was different (fewer transactions) before the switch.
      expect(during.transactions.length).toBeLessThan(
        b.transactions.filter((r) => slotOfTx(Number(/id=(\d+)/.exec(r)?.[1])) <= to).length,
      );
      for (const table of Object.keys(b))
        expect({ table, rows: a[table] }).toEqual({ table, rows: b[table] });
      // The kept totals, through the rollback, are what counting the rows gives: the funded accounts
      // and the blocks' transactions.
      const funded = a.accounts.filter((r) => !/(^|\|)lamports=0(\||$)/.test(r)).length;
      expect(funded).toBeGreaterThan(0);
      const transactions = a.blocks.reduce((n, r) => n + Number(/(^|\|)tx_count=(\d+)/.exec(r)?.[2]), 0);
      expect(transactions).toBe(a.transactions.length);
      expect(a.totals).toEqual([
        `n=${funded}|name=funded_accounts`,
        `n=${transactions}|name=indexed_transactions`,
      ]);
    } finally {
      await proxy.close();
      await forked.drop();
      await clean.drop();
    }
  });

  test('a flaky node (503, 429, -32004, dropped connections) is retried: nothing skipped, nothing lost', async () => {
    const dbs = await freshDatabases(kind, 2);
    if (!dbs) return;
    const [flaky, clean] = dbs;
    let n = 0;
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', async () => {
        const call = JSON.parse(body) as { id: number; method: string };
        if (call.method === 'getBlock' || call.method === 'getBlocks') {
          // Every other call fails, cycling through the failure kinds.
          const k = n++ % 8;
          if (k === 1) return void res.writeHead(503).end();
          if (k === 3) return void res.writeHead(429).end();
          if (k === 5) return void req.socket.destroy();
          if (k === 7) {
            res.writeHead(200, { 'content-type': 'application/json' });
            return void res.end(
              JSON.stringify({
                jsonrpc: '2.0',
                id: call.id,
                error: { code: -32004, message: 'Block not available' },
              }),
            );
          }
        }
        const r = await fetch(ln.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(await r.text());
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const idx = new Indexer({
        rpcUrl: url,
        databaseUrl: flaky.url,
        periodic: false,
        progress: false,
        log: () => undefined,
      });
      await idx.start();
      await idx.waitForSlot(tip, 120_000);
      await idx.stop();
      await indexReference(ln.rpcUrl, clean.url, tip, 60_000);
      expect(n).toBeGreaterThan(20);
      const a = await dumpTables(flaky.url);
      const b = await dumpTables(clean.url);
      for (const table of Object.keys(b))
        expect({ table, rows: a[table] }).toEqual({ table, rows: b[table] });
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
      await flaky.drop();
      await clean.drop();
    }
  });
});
