/**
 * `npm run bench:storage`: database size per million indexed transactions, SQLite and PostgreSQL
 * (docs/SCALING.md). A bulk ledger of BENCH_STORAGE_TXS (default 50,000) generated transactions is
 * indexed into a fresh database of each kind; the size (SQLite: file after a WAL checkpoint and
 * VACUUM-free; PostgreSQL: pg_database_size and per-table pg_total_relation_size) is divided by the
 * transaction count. Results → bench/results/storage.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startLocalnet } from '../localnet/src/index';
import { generateBulk } from '../localnet/src/traffic';
import { migrate, openDatabase } from '../server/src/db';
import { Indexer } from '../server/src/indexer';
import { RpcClient } from '../server/src/rpc';
import { runMain, writeResult } from './lib';

const TXS = Number(process.env.BENCH_STORAGE_TXS ?? 50_000);
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
  await idx.waitForSlot(tip, 600_000);
  await idx.stop();
}

async function main(): Promise<void> {
  const ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-storage-'));
  await generateBulk({ ledger, seed: 9, transactions: TXS, perSlot: 500 });
  const ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
  const tip = await new RpcClient(ln.rpcUrl).getSlot();
  const perMillion = (bytes: number) => Math.round((bytes / TXS) * 1e6);
  const result: Record<string, unknown> = {};

  const file = path.join(ledger, 'storage.db');
  await indexInto(ln.rpcUrl, `sqlite:${file}`, tip);
  const d = await openDatabase(`sqlite:${file}`);
  d.sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  await d.close();
  const sqliteBytes = fs.statSync(file).size;
  result.sqlite = { bytes: sqliteBytes, bytesPerMillionTx: perMillion(sqliteBytes) };
  console.log(`SQLite: ${(sqliteBytes / 2 ** 20).toFixed(1)} MiB for ${TXS} tx`);

  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const name = `bench_storage_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(PG_URL);
    u.pathname = `/${name}`;
    await indexInto(ln.rpcUrl, u.toString(), tip);
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    await c.query('VACUUM ANALYZE');
    const size = Number((await c.query('SELECT pg_database_size(current_database()) AS s')).rows[0].s);
    const empty = Number((await admin.query("SELECT pg_database_size('template1') AS s")).rows[0].s);
    const tables = (
      await c.query(
        `SELECT relname AS table, pg_total_relation_size(relid) AS bytes FROM pg_stat_user_tables ORDER BY 2 DESC`,
      )
    ).rows.map((r: { table: string; bytes: string }) => ({
      table: r.table,
      bytesPerMillionTx: perMillion(Number(r.bytes)),
    }));
    await c.end();
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    result.postgres = {
      bytes: size - empty,
      bytesPerMillionTx: perMillion(size - empty),
      tables: tables.filter((t: { bytesPerMillionTx: number }) => t.bytesPerMillionTx > 0),
    };
    console.log(`PostgreSQL: ${((size - empty) / 2 ** 20).toFixed(1)} MiB for ${TXS} tx`);
  } catch (e) {
    result.postgres = { skipped: `PostgreSQL unreachable at ${PG_URL}: ${(e as Error).message}` };
  } finally {
    await admin.end().catch(() => undefined);
  }
  await ln.close();
  fs.rmSync(ledger, { recursive: true, force: true });

  const report = {
    benchmark: 'storage',
    date: new Date().toISOString(),
    transactions: TXS,
    note: 'generated localnet traffic (transfers, SPL/Token-2022 mints, ATAs, burns, memos); vote transactions are not generated',
    ...result,
  };
  writeResult('storage.json', report);
}

runMain(main);
