/**
 * The catch-up that `npm run bench:indexer` times, in a process of its own: indexes `rpcUrl` into
 * `databaseUrl` up to slot `tip` and prints the result as one JSON line. The benchmark runs it
 * bundled the way the server runs, beside the server's own bundles (scripts/build-server.mjs), not
 * from source under tsx.
 *   node scripts/build-server.mjs bench-catch-up=bench/catchUp.ts
 *   node server/dist/bench-catch-up.js <rpcUrl> <databaseUrl> <tip> [timeout seconds, default 3600]
 * CATCH_UP_BATCH_TXS and MAX_BATCH_TXS set the indexer's batch sizes (experiments; the defaults
 * otherwise).
 */
import { migrate, openDatabase } from '../server/src/db';
import { Indexer } from '../server/src/indexer';

export interface CatchUp {
  seconds: number;
  transactions: number;
  tps: number;
  /** CPU seconds the indexer process used (user + system): tx per CPU-second is the one-core figure. */
  cpuSeconds: number;
  tpsPerCpuSecond: number;
  /** The process's peak resident memory, MB. */
  peakRssMb: number;
}

const sizeFromEnv = (name: string): number | undefined =>
  process.env[name] ? Number(process.env[name]) : undefined;

async function catchUp(
  rpcUrl: string,
  databaseUrl: string,
  tip: number,
  timeoutMs = 3_600_000,
): Promise<CatchUp> {
  const h = await openDatabase(databaseUrl);
  await migrate(h.db);
  const idx = new Indexer({
    rpcUrl,
    databaseUrl,
    periodic: false,
    progress: false,
    catchUpBatchTxs: sizeFromEnv('CATCH_UP_BATCH_TXS'),
    maxBatchTxs: sizeFromEnv('MAX_BATCH_TXS'),
    log: (m) => console.error(`  [indexer] ${m}`),
  });
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await idx.start();
  await idx.waitForSlot(tip, timeoutMs);
  const seconds = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  await idx.stop();
  const n = await h.db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await h.close();
  const transactions = Number(n.n);
  const cpuSeconds = (c.user + c.system) / 1e6;
  return {
    seconds: Number(seconds.toFixed(2)),
    transactions,
    tps: Math.round(transactions / seconds),
    cpuSeconds: Number(cpuSeconds.toFixed(2)),
    tpsPerCpuSecond: Math.round(transactions / cpuSeconds),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

const [rpcUrl, databaseUrl, tip, timeoutS] = process.argv.slice(2);
catchUp(rpcUrl, databaseUrl, Number(tip), timeoutS ? Number(timeoutS) * 1000 : undefined).then(
  (r) => {
    process.stdout.write(`${JSON.stringify(r)}\n`);
    process.exit(0);
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
