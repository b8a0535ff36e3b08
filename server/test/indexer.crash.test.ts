/**
 * Crash safety: the indexer process is SIGKILLed at random moments during a backfill (at least 10
 * times), restarted each time, and the final database must be identical to a clean index of the
 * same ledger — nothing lost, nothing duplicated. `npm run chaos` runs it bigger
 * (CRASH_KILLS=20, CRASH_TXS=20000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { generateBulk } from 'localnet/src/traffic';
import { migrate, openDatabase } from '../src/db';
import { RpcClient } from '../src/rpc';
import { reportChaos } from './helpers/chaosReport';
import { dumpTables } from './helpers/dump';
import { indexReference } from './helpers/reference';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

const KILLS = Number(process.env.CRASH_KILLS ?? 10);
const TXS = Number(process.env.CRASH_TXS ?? 6000);

jest.setTimeout(240_000 + KILLS * 5_000 + TXS * 10);

const CHILD = path.join(__dirname, 'helpers', 'index-child.ts');

let ln: LocalnetHandle;
let tip: number;
let ledger: string;

beforeAll(async () => {
  ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-ledger-'));
  await generateBulk({ ledger, seed: 7, transactions: TXS, perSlot: 40 });
  // A slot length of an hour: the ledger stays exactly as generated while the test runs.
  ln = await startLocalnet({ port: 0, ledger, tps: 0, quiet: true, slotMs: 3_600_000 });
  tip = await new RpcClient(ln.rpcUrl).getSlot();
});

afterAll(async () => {
  await ln?.close();
  fs.rmSync(ledger, { recursive: true, force: true });
});

function runChild(dbUrl: string): {
  child: ChildProcess;
  started: Promise<void>;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, RPC_URL: ln.rpcUrl, DATABASE_URL: dbUrl, TARGET_SLOT: String(tip) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Promise<void>((resolve) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('started')) resolve();
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, started, exited };
}

async function crashAndCompare(name: string, crashed: TestDb, clean: TestDb): Promise<void> {
  try {
    for (const db of [crashed, clean]) {
      const h = await openDatabase(db.url);
      await migrate(h.db);
      await h.close();
    }
    let kills = 0;
    let finished = false;
    for (let round = 0; round < KILLS * 4 && !(finished && kills >= KILLS); round++) {
      const run = runChild(crashed.url);
      await Promise.race([run.started, run.exited]);
      if (kills < KILLS) {
        await new Promise((r) => setTimeout(r, 20 + Math.random() * 130));
        if (run.child.exitCode === null) {
          run.child.kill('SIGKILL');
          kills++;
        }
        const code = await run.exited;
        if (code === 0) finished = true;
      } else {
        expect(await run.exited).toBe(0);
        finished = true;
      }
    }
    expect(kills).toBeGreaterThanOrEqual(KILLS);
    expect(finished).toBe(true);

    await indexReference(ln.rpcUrl, clean.url, tip, 120_000 + TXS * 10);

    const a = await dumpTables(crashed.url);
    const b = await dumpTables(clean.url);
    expect(b.transactions.length).toBeGreaterThanOrEqual(TXS);
    for (const table of Object.keys(b)) expect({ table, rows: a[table] }).toEqual({ table, rows: b[table] });
    reportChaos(`backfill SIGKILLs (${name})`, {
      kills,
      transactions: b.transactions.length,
      tables: Object.keys(b).length,
      rows: Object.values(b).reduce((n, rows) => n + rows.length, 0),
      equalToCleanIndex: true,
    });
  } finally {
    await crashed.drop();
    await clean.drop();
  }
}

test(`SQLite: SIGKILL at random moments ≥${KILLS} times, then the database equals a clean index`, async () => {
  await crashAndCompare('SQLite', tempSqlite(), tempSqlite());
});

test(`PostgreSQL: SIGKILL at random moments ≥${KILLS} times, then the database equals a clean index`, async () => {
  const crashed = await tempPostgres();
  if ('skip' in crashed) {
    console.warn(`SKIPPED PostgreSQL crash test: ${crashed.skip}`);
    return;
  }
  const clean = await tempPostgres();
  if ('skip' in clean) {
    await crashed.drop();
    return;
  }
  await crashAndCompare('PostgreSQL', crashed, clean);
});
