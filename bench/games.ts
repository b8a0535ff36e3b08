/**
 * bench:api, games part: the Break game's confirmed send round trip (POST /api/break/send-transaction
 * against localnet at its default 400 ms slots, sequential like the page) and the live stream's fan-out
 * (1,000 subscribers of `blocks`; latency from the indexer's commit announcement to each subscriber
 * receiving the block event). Writes bench/results/api-games.json. Run alone: npx tsx bench/games.ts
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startLocalnet } from '../localnet/src/index';
import { newFundedWallet, transferGor } from '../localnet/src/testkit';
import { apiPlugin } from '../server/src/api';
import { migrate, openDatabase } from '../server/src/db';
import { Indexer } from '../server/src/indexer';
import { indexedEvents } from '../server/src/bus';
import Fastify from 'fastify';
import { machine, runMain, writeResult } from './lib';

const SENDS = Number(process.env.BENCH_BREAK_SENDS ?? 40);
const SUBSCRIBERS = Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 1000);
const BLOCKS = Number(process.env.BENCH_SSE_BLOCKS ?? 5);
const FANOUT_P99_TARGET_MS = 250;

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (n: number) => Math.round(n * 10) / 10;

export async function runGamesBench(): Promise<Record<string, unknown>> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-games-'));
  const dbUrl = `sqlite:${path.join(tmp, 'games.db')}`;
  const net = await startLocalnet({ port: 0, tps: 0, quiet: true });
  const database = await openDatabase(dbUrl);
  await migrate(database.db);
  const indexer = new Indexer({
    rpcUrl: net.rpcUrl,
    databaseUrl: dbUrl,
    startFrom: 'first',
    progress: false,
    periodic: false,
    log: () => undefined,
  });
  await indexer.start();
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    database: { db: database.db, dialect: database.dialect },
    rpcUrl: net.rpcUrl,
    breakGame: { walletFile: path.join(tmp, 'wallet.json'), fund: true, log: () => undefined },
    stream: { maxPerClient: SUBSCRIBERS + 10, maxConnections: SUBSCRIBERS + 10 },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // 1. Send round trip, one at a time as the page sends them.
  const gameId = String(Date.now());
  const rtt: number[] = [];
  let failed = 0;
  for (let i = 0; i < SENDS; i++) {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/break/send-transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gameId }),
    });
    const body = (await r.json()) as { success?: boolean };
    rtt.push(performance.now() - t0);
    if (!r.ok || !body.success) failed++;
  }
  rtt.sort((a, b) => a - b);

  // 2. Fan-out of block events to SUBSCRIBERS connections.
  const announced = new Map<number, number>();
  const onIndexed = (slot: number) => {
    if (!announced.has(slot)) announced.set(slot, performance.now());
  };
  indexedEvents.on('indexed', onIndexed);
  const latencies: number[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const reqs: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: SUBSCRIBERS },
      () =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(`${base}/api/stream?channels=blocks`, { agent }, (res) => {
            let buf = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              buf += chunk;
              let i: number;
              while ((i = buf.indexOf('\n\n')) >= 0) {
                const frame = buf.slice(0, i);
                buf = buf.slice(i + 2);
                const data = /^data: (.*)$/m.exec(frame)?.[1];
                if (!data || !frame.includes('event: blocks')) continue;
                const now = performance.now();
                // The newest slot of the event: its commit announcement is the start of the clock.
                const slot = (JSON.parse(data) as { slot: number }[])[0]?.slot;
                const t0 = slot === undefined ? undefined : [...announced].find(([s]) => s >= slot)?.[1];
                if (t0 !== undefined) latencies.push(now - t0);
              }
            });
            resolve();
          });
          req.on('error', reject);
          reqs.push(req);
        }),
    ),
  );
  const wallet = await newFundedWallet(net.rpcUrl, 5);
  for (let i = 0; i < BLOCKS; i++)
    await transferGor(net.rpcUrl, wallet.signer, wallet.address, 0.001 * (i + 1));
  await new Promise((r) => setTimeout(r, 2000));
  indexedEvents.off('indexed', onIndexed);
  for (const r of reqs) r.destroy();
  latencies.sort((a, b) => a - b);

  await app.close();
  await indexer.stop();
  await database.close();
  await net.close();
  fs.rmSync(tmp, { recursive: true, force: true });

  const report = {
    date: new Date().toISOString(),
    machine: machine('subscribers run in the same process as the server'),
    breakSend: {
      sends: SENDS,
      failed,
      slotMs: 400,
      roundTripMs: { p50: round(pct(rtt, 50)), p99: round(pct(rtt, 99)), max: round(rtt[rtt.length - 1]) },
    },
    sseFanout: {
      subscribers: SUBSCRIBERS,
      deliveries: latencies.length,
      latencyMs: {
        p50: round(pct(latencies, 50)),
        p99: round(pct(latencies, 99)),
        max: round(latencies[latencies.length - 1] ?? NaN),
      },
      targetP99Ms: FANOUT_P99_TARGET_MS,
      meetsTarget: latencies.length >= SUBSCRIBERS && pct(latencies, 99) <= FANOUT_P99_TARGET_MS,
    },
  };
  writeResult('api-games.json', report);
  console.log(
    `break send round trip p50 ${report.breakSend.roundTripMs.p50} ms p99 ${report.breakSend.roundTripMs.p99} ms (${failed} failed); ` +
      `SSE fan-out to ${SUBSCRIBERS}: p50 ${report.sseFanout.latencyMs.p50} ms p99 ${report.sseFanout.latencyMs.p99} ms (${latencies.length} deliveries)`,
  );
  return report;
}

if (require.main === module) runMain(runGamesBench);
