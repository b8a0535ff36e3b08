/**
 * bench:scale's record: the shape of a run, bench/results/scale.json (runs appended) and the table
 * SCALING.md shows of a run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CatchUp } from './catchUp';
import type { machine, RequestTimes } from './lib';
import type { DatabaseKind } from './scalePlans';

export const RESULTS = path.join(__dirname, 'results/scale.json');
export interface RouteResult {
  /** the pass with the lower p99 */
  first: RequestTimes;
  firstPasses: RequestTimes[];
  hot: RequestTimes;
  example: string;
  detail?: Record<string, number | string>;
}

export interface Progress {
  seconds: number;
  transactions: number;
}

export interface ScaleRun {
  date: string;
  database: DatabaseKind;
  transactions: number;
  machine: ReturnType<typeof machine>;
  catchUp: CatchUp & {
    /** the rate over each stretch between progress readings: transactions at its end, tx/s over it */
    stretches: { transactions: number; tps: number }[];
    nodeCpuSeconds: number;
  };
  settle: { seconds: number; what: string; deadTuples?: number };
  storage: { bytes: number; bytesPerTransaction: number };
  data: Record<string, number | string>;
  routes: Record<string, RouteResult>;
  csv: { url: string; rows: number; seconds: number; rowsPerSec: number };
  measureSeconds: number;
  /** first-view and hot p99 as a ratio to the latest 100,000-transaction run of the database */
  ratioTo100k?: Record<string, { first: number; hot: number }>;
}

export function readRuns(): ScaleRun[] {
  if (!fs.existsSync(RESULTS)) return [];
  return (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as { runs: ScaleRun[] }).runs;
}

export function writeRuns(runs: ScaleRun[]): void {
  const doc = {
    benchmark: 'scale',
    note: 'npm run bench:scale (bench/scale.ts): the recorded real blocks and the congested-2024 mix served round after round by bench/scaleSource.ts (busy pools and wallets recurring, new wallets, token accounts and mints arriving), indexed by the real catch-up, the database settled, then the real API process measured one request at a time: first views over distinct URLs, hot views of one URL repeated (ms); byServer: the same answers as the server\u2019s access log timed them. Runs appended; ratioTo100k compares p99s with the latest 100,000-transaction run of the same database. Plans: bench/results/scale-plans/.',
    runs,
  };
  fs.writeFileSync(RESULTS, `${JSON.stringify(doc, null, 2)}\n`);
}

/** The run as SCALING.md's table: first-view and hot p50 / p99 per route, and the ratio to 100k. */
export function markdownTable(run: ScaleRun, base?: ScaleRun): string {
  const rows = Object.entries(run.routes).map(([name, r]) => {
    const ratio = run.ratioTo100k?.[name];
    const b = base?.routes[name];
    const served = r.first.byServer ? `${r.first.byServer.p50Ms} / ${r.first.byServer.p99Ms}` : '—';
    return `| ${name} | ${r.first.p50Ms} / ${r.first.p99Ms} | ${served} | ${r.hot.p50Ms} / ${r.hot.p99Ms} | ${b && ratio ? `${b.first.p99Ms} → ${r.first.p99Ms} (${ratio.first}×)` : '—'} |`;
  });
  return [
    `${run.database}, ${run.transactions.toLocaleString('en')} transactions (${run.date})`,
    '',
    '| route | first view p50 / p99 ms | as the server timed them | hot p50 / p99 ms | first p99 at 100k → here |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
