/**
 * `npm run bench:storage`: bytes per indexed transaction, all tables and indexes included, on SQLite
 * and PostgreSQL, per table too, for four sources:
 * - real: the recorded real blocks (mainnet, devnet, Eclipse) served by the replay node
 *   (bench/replaySource.ts), repeated with new slots and signatures;
 * - mix: blocks shaped like a congested 2024 mainnet block (heavy swaps blended with the recorded
 *   non-vote transactions);
 * - heavy: the swaps alone (v0 with lookup tables, 20–40 accounts, long logs, half failed);
 * - localnet: generated localnet traffic (transfers, SPL/Token-2022 mints, ATAs, burns, memos).
 * BENCH_STORAGE_TXS transactions each (default 50,000). SQLite: the file after a WAL checkpoint,
 * per table from dbstat; PostgreSQL: pg_database_size minus an empty database, per table
 * pg_total_relation_size after VACUUM ANALYZE. Results → bench/results/storage.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import pg from 'pg';
import { startLocalnet } from '../localnet/src/index';
import { generateBulk } from '../localnet/src/traffic';
import { migrate, openDatabase } from '../server/src/db';
import { Indexer } from '../server/src/indexer';
import { RpcClient } from '../server/src/rpc';
import { runMain, writeResult } from './lib';
import { isReplayKind, startReplayNode } from './replaySource';

const TXS = Number(process.env.BENCH_STORAGE_TXS ?? 50_000);
const SOURCES = (process.env.BENCH_SOURCES ?? 'real,mix,heavy,localnet').split(',');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const GOALS = { sqliteBytesPerTx: 1500, postgresBytesPerTx: 2000 };

interface Node {
  rpcUrl: string;
  tip: number;
  transactions: number;
  close(): Promise<void>;
}

async function nodeFor(source: string, tmp: string): Promise<Node> {
  if (isReplayKind(source)) {
    const r = await startReplayNode(source, TXS);
    return { rpcUrl: r.url, tip: r.tip, transactions: r.transactions, close: r.close };
  }
  const ledger = path.join(tmp, 'ledger');
  const gen = await generateBulk({ ledger, seed: 9, transactions: TXS, perSlot: 500 });
  const ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
  const tip = await new RpcClient(ln.rpcUrl).getSlot();
  return { rpcUrl: ln.rpcUrl, tip, transactions: gen.transactions, close: () => ln.close() };
}

async function indexInto(rpcUrl: string, url: string, tip: number): Promise<void> {
  const d = await openDatabase(url);
  await migrate(d.db);
  await d.close();
  const idx = new Indexer({
    rpcUrl,
    databaseUrl: url,
    periodic: false,
    progress: false,
    log: () => undefined,
  });
  await idx.start();
  await idx.waitForSlot(tip, 1_800_000);
  await idx.stop();
}

const perTx = (bytes: number, n: number) => Math.round(bytes / n);

/** Rows per transaction of each table (tables, not indexes: an index has its table's rows). */
function rowsPerTable(counts: [string, number][], transactions: number): Record<string, number> {
  return Object.fromEntries(counts.map(([t, n]) => [t, Math.round((n / transactions) * 1000) / 1000]));
}

async function sqliteSize(node: Node, tmp: string) {
  const file = path.join(tmp, 'storage.db');
  await indexInto(node.rpcUrl, `sqlite:${file}`, node.tip);
  const db = new BetterSqlite(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  const tables = db
    .prepare('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC')
    .all() as { name: string; bytes: number }[];
  const rows = rowsPerTable(
    (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => [t.name, Number((db.prepare(`SELECT COUNT(*) AS n FROM "${t.name}"`).get() as { n: number }).n)],
    ),
    node.transactions,
  );
  db.close();
  const bytes = fs.statSync(file).size;
  fs.rmSync(file, { force: true });
  return {
    bytes,
    bytesPerTx: perTx(bytes, node.transactions),
    tables: tables
      .map((t) => ({ table: t.name, bytesPerTx: perTx(t.bytes, node.transactions), rowsPerTx: rows[t.name] }))
      .filter((t) => t.bytesPerTx > 0),
  };
}

async function postgresSize(node: Node) {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (e) {
    return { skipped: `PostgreSQL unreachable at ${PG_URL}: ${(e as Error).message}` };
  }
  const name = `bench_storage_${crypto.randomBytes(4).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    await indexInto(node.rpcUrl, u.toString(), node.tip);
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query('VACUUM ANALYZE');
    const size = Number((await c.query('SELECT pg_database_size(current_database()) AS s')).rows[0].s);
    const empty = Number((await admin.query("SELECT pg_database_size('template1') AS s")).rows[0].s);
    const tables = (
      await c.query(
        'SELECT relname AS table, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables ORDER BY 2 DESC',
      )
    ).rows.map((r: { table: string; bytes: string }) => ({ table: r.table, bytes: Number(r.bytes) }));
    const counts: [string, number][] = [];
    for (const t of tables)
      counts.push([t.table, Number((await c.query(`SELECT COUNT(*) AS n FROM "${t.table}"`)).rows[0].n)]);
    const rows = rowsPerTable(counts, node.transactions);
    const perTable = tables
      .map((t) => ({
        table: t.table,
        bytesPerTx: perTx(t.bytes, node.transactions),
        rowsPerTx: rows[t.table],
      }))
      .filter((t) => t.bytesPerTx > 0);
    await c.end();
    return { bytes: size - empty, bytesPerTx: perTx(size - empty, node.transactions), tables: perTable };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  const sources: Record<string, unknown> = {};
  for (const source of SOURCES) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
    const node = await nodeFor(source, tmp);
    try {
      const sqlite = await sqliteSize(node, tmp);
      console.log(`${source} SQLite: ${sqlite.bytesPerTx} B/tx over ${node.transactions} tx`);
      const postgres = await postgresSize(node);
      console.log(
        `${source} PostgreSQL: ${'bytesPerTx' in postgres ? `${postgres.bytesPerTx} B/tx` : postgres.skipped}`,
      );
      sources[source] = { transactions: node.transactions, sqlite, postgres };
    } finally {
      await node.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }
  writeResult('storage.json', {
    benchmark: 'storage',
    date: new Date().toISOString(),
    goals: GOALS,
    sources,
    note: 'real = the recorded real blocks (server/test/fixtures/real-blocks) repeated with new slots and signatures (vote-heavy, as the recorded mainnet blocks are); mix = blocks shaped like a congested 2024 mainnet block, heavy = its DeFi swaps alone (bench/replaySource.ts); localnet = generated traffic without votes.',
  });
}

runMain(main);
