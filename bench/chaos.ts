// `npm run chaos`: the fault suites at full size, bounded (about 15 minutes with the defaults):
//  1. backfill crash safety: ≥ 20,000 transactions, the indexer SIGKILLed 20 times at random moments,
//     on SQLite and PostgreSQL; each database must equal a clean index row for row;
//  2. live chaos: the fault proxy between indexer and node for 10 minutes while the chain runs, 20
//     SIGKILLs during live following, lag back to ≤ 1 slot within 10 s, equal to a clean index; the
//     database going away and coming back (SQLite locked by a writer, PostgreSQL stopped/started).
// Options: --fault-s N (default 600), --kills N (default 20), --txs N (default 20000).
// PostgreSQL runs when TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) answers.
// Each suite's figures land in bench/results/chaos.json (and in the benchmark summary).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machine, writeResult } from './lib';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const faultS = opt('fault-s', process.env.CHAOS_FAULT_S ?? '600');
const kills = opt('kills', process.env.CHAOS_KILLS ?? '20');
const txs = opt('txs', process.env.CRASH_TXS ?? '20000');

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'chaos-')), 'sections.jsonl');
const env = {
  ...process.env,
  CHAOS_REPORT: report,
  CRASH_KILLS: kills,
  CRASH_TXS: txs,
  CHAOS_FAULT_S: faultS,
  CHAOS_LIVE_KILLS: kills,
};
console.log(
  `chaos: backfill of ${txs} tx with ${kills} SIGKILLs; ${faultS} s of RPC faults with ${kills} SIGKILLs`,
);
const started = Date.now();
const r = spawnSync(
  'npx',
  ['jest', '--runInBand', '--forceExit', 'server/test/indexer.crash.test.ts', 'server/test/chaos.test.ts'],
  { cwd: root, stdio: 'inherit', env },
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`chaos: ${r.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
const sections: unknown[] = fs.existsSync(report)
  ? fs
      .readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown)
  : [];
writeResult('chaos.json', {
  benchmark: 'chaos',
  date: new Date().toISOString(),
  machine: machine(),
  options: { backfillTransactions: Number(txs), kills: Number(kills), faultSeconds: Number(faultS) },
  passed: r.status === 0,
  seconds,
  sections,
});
process.exit(r.status ?? 1);
