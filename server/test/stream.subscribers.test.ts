/**
 * What idle live-stream subscribers cost the API: 1,000 of them, connected to a real API process
 * (`server api`, as deployed), add less than 100 MB to that process's resident memory.
 *
 * The figure is read from the API process alone (Linux /proc), so neither the subscribers' own
 * sockets nor whatever else this test runner does (other test files, indexers, chains) counts.
 * Linux only: /proc, and subscribers from several addresses of 127.0.0.0/8 (all loopback there).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from './helpers/apiProcess';
import { tempSqlite, type TestDb } from './helpers/databases';

jest.setTimeout(120_000);

/** The stream caps connections per client address; the subscribers come from this many loopback ones. */
const ADDRESSES = 50;
const SUBSCRIBERS = 1000;

let t: TestDb;
let dir: string;
let api: ApiProcess;

beforeAll(async () => {
  t = tempSqlite();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stream-subscribers-'));
  api = await startApiProcess({
    DATABASE_URL: t.url,
    DEPLOY_DIR: path.join(dir, 'deploy'),
    DATA_DIR: path.join(dir, 'data'),
  });
});

afterAll(async () => {
  await api?.stop();
  await t?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Resident memory of a process in bytes, as the kernel counts it. */
function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

/** Opens `count` subscriptions to every channel, spread over the loopback addresses; resolves on their 200s. */
async function subscribe(count: number): Promise<http.ClientRequest[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const req = http.get(
            `${api.base}/api/stream?channels=blocks,transactions,trollbox,settings`,
            { agent, localAddress: `127.0.0.${2 + (i % ADDRESSES)}` },
            (res) => {
              if (res.statusCode !== 200) reject(new Error(`subscriber ${i} answered ${res.statusCode}`));
              res.resume();
              resolve();
            },
          );
          req.on('error', reject);
          requests.push(req);
        }),
    ),
  );
  return requests;
}

test('1,000 idle subscribers add less than 100 MB to the API process', async () => {
  // A few first, so the route's code is loaded and compiled before the baseline is read.
  for (const r of await subscribe(ADDRESSES)) r.destroy();
  await new Promise((r) => setTimeout(r, 500));
  const before = residentBytes(api.child.pid as number);
  const subscribers = await subscribe(SUBSCRIBERS);
  // Time for the process to finish what connecting them started (their buffers, its timers).
  await new Promise((r) => setTimeout(r, 1000));
  const delta = (residentBytes(api.child.pid as number) - before) / 1024 / 1024;
  for (const s of subscribers) s.destroy();
  expect(delta).toBeLessThan(100);
});
