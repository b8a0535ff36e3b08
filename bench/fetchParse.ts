/**
 * `npm run bench:fetch-parse`: the indexer's peer — how fast this machine can merely fetch and parse
 * the blocks the indexer indexes (getBlock over HTTP from a localnet process, JSON.parse, nothing
 * else, the body read as the indexer's RPC client reads it), with the indexer's request shape and
 * concurrency (32). The indexer's catch-up rate divided by this rate is what decoding and writing
 * cost. A bulk ledger of BENCH_TXS (default 100,000) transactions, served frozen. Results → bench/results/fetch-parse.json.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateBulk } from '../localnet/src/traffic';
import { parseJsonBody } from '../server/src/rpc/jsonBody';
import { runMain, writeResult } from './lib';

const ROOT = path.resolve(__dirname, '..');
const TXS = Number(process.env.BENCH_TXS ?? 100_000);
const CONCURRENCY = 32;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await r.json()) as { result: T }).result;
}

async function main(): Promise<void> {
  const ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fetch-'));
  await generateBulk({ ledger, seed: 7, transactions: TXS, perSlot: 500 });
  const proc = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'localnet/src/cli.ts'),
      '--port',
      '0',
      '--tps',
      '0',
      '--slot-ms',
      '3600000',
      '--ledger',
      ledger,
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve) => {
    let out = '';
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /RPC (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
  });
  const tip = await rpc<number>(url, 'getSlot', [{ commitment: 'confirmed' }]);
  const slots = await rpc<number[]>(url, 'getBlocks', [0, tip, { commitment: 'confirmed' }]);
  const runs: { seconds: number; transactions: number; tps: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    let next = 0;
    let txs = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < slots.length) {
          const slot = slots[next++];
          const r = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              jsonrpc: '2.0',
              id: slot,
              method: 'getBlock',
              params: [
                slot,
                {
                  encoding: 'json',
                  maxSupportedTransactionVersion: 0,
                  transactionDetails: 'full',
                  rewards: false,
                  commitment: 'confirmed',
                },
              ],
            }),
          });
          const body = parseJsonBody(Buffer.from(await r.arrayBuffer())) as {
            result?: { transactions?: unknown[] };
          };
          txs += body.result?.transactions?.length ?? 0;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    runs.push({
      seconds: Math.round(seconds * 100) / 100,
      transactions: txs,
      tps: Math.round(txs / seconds),
    });
    console.log(
      `fetch+parse run ${run + 1}: ${txs} tx in ${seconds.toFixed(2)} s = ${Math.round(txs / seconds)} tx/s`,
    );
  }
  proc.kill('SIGTERM');
  fs.rmSync(ledger, { recursive: true, force: true });
  const median = [...runs].sort((a, b) => a.tps - b.tps)[Math.floor(runs.length / 2)];
  const report = {
    benchmark: 'fetch-parse',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      node: process.version,
      loadAverage: os.loadavg(),
    },
    ledger: { transactions: TXS, blocks: slots.length },
    concurrency: CONCURRENCY,
    reported: 'median run',
    ...median,
    runs,
    note: 'getBlock (json, full, no rewards) from a localnet process + JSON.parse, nothing decoded or written: the ceiling of the indexer on this machine',
  };
  writeResult('fetch-parse.json', report);
}

runMain(main);
