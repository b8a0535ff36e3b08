/**
 * What the benchmarks share: the wrk runner and its report parser, waiting for a child's "ready"
 * line, writing a result file, and the entry point that turns a failure into exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface WrkResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Socket errors plus non-2xx/3xx answers: a shed or failed request counts against the run. */
  errors: number;
  non2xx: number;
  socketErrors: { connect: number; read: number; write: number; timeout: number };
}

export interface WrkOptions {
  connections: number;
  seconds: number;
  threads?: number;
  /** A Lua script (e.g. rotating paths). */
  script?: string;
  /** Request headers, as `name: value`. */
  headers?: string[];
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RequestTimes {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** the same answers as the server timed them (arrival to the answer's end), where it was asked */
  byServer?: { p50Ms: number; p99Ms: number };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Latency of `urls` fetched one at a time (each answer read whole; a failed one throws); `warm`: each
 * fetched once untimed just before (its answer cached).
 */
export async function timeRequests(urls: string[], { warm = false } = {}): Promise<RequestTimes> {
  const times: number[] = [];
  for (const url of urls) {
    if (warm) await (await fetch(url)).text();
    const t0 = performance.now();
    const r = await fetch(url);
    await r.text();
    if (!r.ok) throw new Error(`${url}: ${r.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = (v: number) => Math.round(v * 100) / 100;
  return { requests: times.length, p50Ms: ms(percentile(times, 50)), p99Ms: ms(percentile(times, 99)) };
}

/** Writes a wrk script to `file` that sends GET requests to `paths` in turn; returns `file`. */
export function rotatingPathsScript(file: string, paths: string[]): string {
  fs.writeFileSync(
    file,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", paths[(i % #paths) + 1])\nend\n`,
  );
  return file;
}

/** Default wrk threads: one per core, at most two (the server under test needs the rest). */
export const WRK_THREADS = Number(process.env.BENCH_THREADS ?? Math.max(1, Math.min(2, os.cpus().length)));

function toMs(v: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** Parses wrk's --latency report. */
export function parseWrk(out: string): WrkResult {
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    requestsPerSec: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50Ms: toMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    p99Ms: toMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? ''),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    errors: (sock ? sock.slice(1).reduce((s, x) => s + Number(x), 0) : 0) + non2xx,
    non2xx,
    socketErrors: {
      connect: Number(sock?.[1] ?? 0),
      read: Number(sock?.[2] ?? 0),
      write: Number(sock?.[3] ?? 0),
      timeout: Number(sock?.[4] ?? 0),
    },
  };
}

export function wrk(url: string, o: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${o.threads ?? WRK_THREADS}`,
    `-c${o.connections}`,
    `-d${o.seconds}s`,
    '--latency',
    ...(o.script ? ['-s', o.script] : []),
    ...(o.headers ?? []).flatMap((h) => ['-H', h]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const p = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk exited ${code}: ${out}`)),
    );
  });
}

/** Resolves with the first match of `re` in the child's stdout; rejects if it exits or times out first. */
export function waitFor(
  proc: ChildProcess,
  re: RegExp,
  what: string,
  timeoutMs = 120_000,
): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const t = setTimeout(
      () => reject(new Error(`${what}: no '${re}' within ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = re.exec(out);
      if (m) {
        clearTimeout(t);
        resolve(m);
      }
    });
    proc.once('exit', (c) => reject(new Error(`${what} exited ${c}:\n${out}`)));
  });
}

/** Writes bench/results/<file> (pretty JSON, as the summary and reviewers read it). */
export function writeResult(file: string, report: unknown): string {
  const out = path.join(__dirname, 'results', file);
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
  return out;
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 with the error printed otherwise. */
export function runMain(main: () => Promise<unknown>): void {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}

/** The machine a result was measured on, as every result file records it. */
export function machine(note?: string) {
  return {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    node: process.version,
    loadAverage: os.loadavg(),
    ...(note ? { note } : {}),
  };
}
