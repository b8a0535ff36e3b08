/**
 * `npm run bench:side-by-side -- [rev]` (default eed9f0d): the benchmarks of `rev` and of HEAD run on
 * the same machine in one sitting, interleaved (rev, HEAD, rev, HEAD, …), so that both codes share
 * the machine's noise. Each revision runs its own benchmark files in a detached git worktree under
 * the system's temporary directory: `rev` with its own dependencies (`npm ci`, about two minutes),
 * HEAD with this checkout's installed packages linked in (its workspace packages linked to the
 * worktree's own folders), so nothing is read from this checkout's working tree, which may be edited
 * while it runs.
 *
 * Measured, each run a fresh `npm run bench:<name>` in its tree, its result read from the tree's
 * bench/results/:
 * - bench:indexer on the recorded real blocks (BENCH_SOURCES=real, BENCH_RUNS=1, BENCH_TXS, default
 *   100,000): catch-up tx/s (wall) and tx per CPU-second of the indexer, SQLite then PostgreSQL in
 *   each run; SIDE_INDEXER_RUNS pairs (default 3);
 * - bench:storage on the recorded real blocks (BENCH_STORAGE_TXS, default 50,000): bytes per
 *   transaction on SQLite and PostgreSQL; SIDE_STORAGE_RUNS pairs (default 2);
 * - bench:api on SQLite, then on a fresh PostgreSQL database (BENCH_DATABASE_URL): each route's
 *   ratio to hello-world and hello-world's own rate; SIDE_API_RUNS pairs (default 1). BENCH_ROUNDS,
 *   BENCH_DURATION_S and BENCH_HELLO_S are passed on (the benchmark's defaults otherwise); its games
 *   part is shortened (it is not compared).
 * SIDE_BENCHES=indexer,storage,api-sqlite,api-postgres chooses among them (default all). PostgreSQL
 * is TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); each benchmark makes and
 * drops databases of its own beside it. SIDE_WORKDIR=<dir> keeps the worktrees there between runs
 * (reused when at the same commits); without it they are removed at the end. SIDE_HEAD=<rev> puts
 * another revision in HEAD's place (to find which commit moved a figure).
 * SIDE_RESULT=<file> writes the record there instead of bench/results/side-by-side.json.
 *
 * Writes bench/results/side-by-side.json (date, the machine's load sampled through the run, both
 * revisions, every figure of every run and each run's whole result) and prints a markdown table:
 * per figure the runs of each revision, the difference of their medians, and the spread within a
 * revision (between its runs, or between the rounds of a single bench:api run).
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { machine } from './lib';
import { median } from './rounds';

const ROOT = path.resolve(__dirname, '..');
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const runsOf = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback));
const HEAD_REV = process.env.SIDE_HEAD ?? 'HEAD';
const BENCHES = (process.env.SIDE_BENCHES ?? 'indexer,storage,api-sqlite,api-postgres').split(',');

/** One figure of one run; `spread` is the range of the rounds it is the median of, if it has any. */
interface Figure {
  name: string;
  value: number;
  spread?: [number, number];
}

/** A benchmark as run here: its npm script, the result file it writes and the figures read from it. */
interface Spec {
  id: string;
  script: string;
  resultFile: string;
  runs: number;
  /** Environment of a run beyond the shared one; `done` undoes what it set up. */
  prepare?: () => Promise<{ env: Record<string, string>; done: () => Promise<void> }>;
  figures: (result: unknown) => Figure[];
}

type Side = 'base' | 'head';

interface Tree {
  side: Side;
  dir: string;
  commit: string;
  subject: string;
}

interface Run {
  benchmark: string;
  side: Side;
  run: number;
  commit: string;
  start: string;
  seconds: number;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
  figures: Record<string, number>;
  spreads: Record<string, [number, number]>;
  error?: string;
  result?: unknown;
}

// ---------------------------------------------------------------------------------------------------
// Reading result files (their shapes are checked as they are read: the two revisions' may differ).

function at(value: unknown, ...keys: string[]): unknown {
  let v = value;
  for (const k of keys) {
    if (typeof v !== 'object' || v === null || !(k in v))
      throw new Error(`result has no ${keys.join('.')} (missing '${k}')`);
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

function num(value: unknown, ...keys: string[]): number {
  const v = at(value, ...keys);
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new Error(`result's ${keys.join('.')} is not a number`);
  return v;
}

function list(value: unknown, ...keys: string[]): unknown[] {
  const v = at(value, ...keys);
  if (!Array.isArray(v)) throw new Error(`result's ${keys.join('.')} is not a list`);
  return v as unknown[];
}

const DATABASES = [
  ['sqlite', 'SQLite'],
  ['postgres', 'PostgreSQL'],
] as const;

function indexerFigures(result: unknown): Figure[] {
  return DATABASES.flatMap(([key, label]) => {
    const r = at(result, 'catchUp', 'sources', 'real', key);
    return [
      { name: `indexer, real blocks, ${label}: catch-up tx/s (wall)`, value: num(r, 'tps') },
      { name: `indexer, real blocks, ${label}: tx per CPU-second`, value: num(r, 'tpsPerCpuSecond') },
    ];
  });
}

function storageFigures(result: unknown): Figure[] {
  return DATABASES.map(([key, label]) => ({
    name: `storage, real blocks, ${label}: bytes per transaction`,
    value: num(result, 'sources', 'real', key, 'bytesPerTx'),
  }));
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];

function apiFigures(label: string): (result: unknown) => Figure[] {
  return (result) => {
    const routes = at(result, 'results');
    if (typeof routes !== 'object' || routes === null) throw new Error('api result has no routes');
    const figures: Figure[] = [
      {
        name: `api, ${label}: hello-world req/s`,
        value: num(result, 'helloWorldBaselineRps'),
        spread: range(list(result, 'helloWorldRuns').map((v) => num(v))),
      },
    ];
    for (const [route, r] of Object.entries(routes)) {
      // A route read over many paths is named with their count, which follows the indexed data.
      const name = route.replace(/ \(\d+ in turn\)$/, ' (in turn)');
      figures.push({
        name: `api, ${label}: ${name} ratio to hello-world`,
        value: num(r, 'ratioToHello'),
        spread: range(list(r, 'rounds').map((round) => num(round, 'ratioToHello'))),
      });
    }
    return figures;
  };
}

// ---------------------------------------------------------------------------------------------------
// Worktrees.

function git(args: string[], cwd = ROOT): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** Runs a command with this process's environment, its output shown; rejects when it fails. */
function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd, stdio: 'inherit' });
    p.once('error', reject);
    p.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} in ${cwd} exited with ${code}`)),
    );
  });
}

/** A detached worktree of `commit` at `dir`; one already there at that commit is kept. */
function worktree(dir: string, commit: string): boolean {
  if (fs.existsSync(dir)) {
    let checkedOut = '';
    try {
      checkedOut = git(['rev-parse', 'HEAD'], dir);
    } catch {
      // not a worktree: made again below
    }
    if (checkedOut === commit) return true;
    spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  git(['worktree', 'add', '--detach', dir, commit]);
  return false;
}

/**
 * Links this checkout's installed packages into HEAD's worktree: each entry of the root node_modules
 * by its absolute path, except the workspace packages (relative links, `../server`), which are made
 * again in the worktree so they point at its own folders; each workspace's node_modules as a whole.
 */
function linkInstalledPackages(dir: string): void {
  const workspaces = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  const linkEntries = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const e of fs.readdirSync(from, { withFileTypes: true })) {
      const src = path.join(from, e.name);
      const dst = path.join(to, e.name);
      if (fs.lstatSync(dst, { throwIfNoEntry: false })) continue;
      const target = e.isSymbolicLink() ? fs.readlinkSync(src) : null;
      // A relative link to a folder the worktree has too (a workspace package) points at the worktree's.
      if (target !== null && !path.isAbsolute(target) && fs.existsSync(path.resolve(to, target)))
        fs.symlinkSync(target, dst);
      else if (target === null && e.isDirectory() && e.name.startsWith('@')) linkEntries(src, dst);
      else fs.symlinkSync(src, dst);
    }
  };
  linkEntries(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  for (const w of workspaces) {
    const from = path.join(ROOT, w, 'node_modules');
    const to = path.join(dir, w, 'node_modules');
    if (fs.existsSync(from) && !fs.lstatSync(to, { throwIfNoEntry: false })) fs.symlinkSync(from, to);
  }
}

async function prepareTrees(workdir: string, baseCommit: string, headCommit: string): Promise<Tree[]> {
  const subject = (c: string) => git(['log', '-1', '--format=%s', c]);
  const base: Tree = { side: 'base', dir: path.join(workdir, 'base'), commit: baseCommit, subject: '' };
  const head: Tree = { side: 'head', dir: path.join(workdir, 'head'), commit: headCommit, subject: '' };
  base.subject = subject(baseCommit);
  head.subject = subject(headCommit);

  const baseKept = worktree(base.dir, baseCommit);
  if (!baseKept || !fs.existsSync(path.join(base.dir, 'node_modules/.package-lock.json'))) {
    console.log(`\n== npm ci in ${base.dir} (${baseCommit.slice(0, 7)}'s own dependencies)`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], base.dir);
  }

  worktree(head.dir, headCommit);
  // This checkout's packages are the revision's only if its lock file is the revision's.
  const lockAtHead = git(['show', `${headCommit}:package-lock.json`]);
  const lockHere = fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8').trim();
  if (lockAtHead === lockHere) linkInstalledPackages(head.dir);
  else if (!fs.existsSync(path.join(head.dir, 'node_modules/.package-lock.json'))) {
    console.log(`\n== npm ci in ${head.dir} (this checkout's lock file is not ${headCommit.slice(0, 7)}'s)`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], head.dir);
  }
  return [base, head];
}

// ---------------------------------------------------------------------------------------------------
// Runs.

/** The environment every run gets: the recorded real blocks, one catch-up per run, the games part short. */
function sharedEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A partial bench:api run writes nothing; the database of bench:api is chosen per run.
  delete env.BENCH_ROUTES;
  delete env.BENCH_DATABASE_URL;
  return {
    ...env,
    TEST_DATABASE_URL: PG_URL,
    BENCH_SOURCES: 'real',
    BENCH_RUNS: '1',
    BENCH_TXS: process.env.BENCH_TXS ?? '100000',
    BENCH_STORAGE_TXS: process.env.BENCH_STORAGE_TXS ?? '50000',
    // The live-lag part of bench:indexer is not compared.
    BENCH_LIVE_S: process.env.BENCH_LIVE_S ?? '5',
    BENCH_BREAK_SENDS: process.env.BENCH_BREAK_SENDS ?? '5',
    BENCH_SSE_SUBSCRIBERS: process.env.BENCH_SSE_SUBSCRIBERS ?? '100',
    BENCH_SSE_BLOCKS: process.env.BENCH_SSE_BLOCKS ?? '2',
  };
}

/** A fresh PostgreSQL database beside PG_URL's, for one bench:api run. */
async function freshPostgres(): Promise<{ env: Record<string, string>; done: () => Promise<void> }> {
  const name = `side_api_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  return {
    env: { BENCH_DATABASE_URL: u.toString() },
    async done() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const SPECS: Spec[] = [
  {
    id: 'indexer',
    script: 'bench:indexer',
    resultFile: 'indexer.json',
    runs: runsOf('SIDE_INDEXER_RUNS', 3),
    figures: indexerFigures,
  },
  {
    id: 'storage',
    script: 'bench:storage',
    resultFile: 'storage.json',
    runs: runsOf('SIDE_STORAGE_RUNS', 2),
    figures: storageFigures,
  },
  {
    id: 'api-sqlite',
    script: 'bench:api',
    resultFile: 'api.json',
    runs: runsOf('SIDE_API_RUNS', 1),
    figures: apiFigures('SQLite'),
  },
  {
    id: 'api-postgres',
    script: 'bench:api',
    resultFile: 'api-postgres.json',
    runs: runsOf('SIDE_API_RUNS', 1),
    prepare: freshPostgres,
    figures: apiFigures('PostgreSQL'),
  },
];

/** The benchmark being run, in its own process group so that an interrupt ends all of it. */
let current: number | undefined;

function runBenchmark(tree: Tree, script: string, env: NodeJS.ProcessEnv): Promise<void> {
  const tag = `[${tree.side} ${tree.commit.slice(0, 7)}] `;
  return new Promise((resolve, reject) => {
    const p = spawn('npm', ['run', script], {
      cwd: tree.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    current = p.pid;
    const echo = (to: NodeJS.WriteStream) => {
      let partial = '';
      return (d: Buffer) => {
        const lines = (partial + d.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const l of lines) to.write(`${tag}${l}\n`);
      };
    };
    p.stdout.on('data', echo(process.stdout));
    p.stderr.on('data', echo(process.stderr));
    p.once('error', reject);
    p.once('exit', (code, signal) => {
      current = undefined;
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} exited with ${code ?? signal}`));
    });
  });
}

const load = () => os.loadavg().map((x) => Number(x.toFixed(2)));

async function measure(spec: Spec, tree: Tree, n: number): Promise<Run> {
  const resultPath = path.join(tree.dir, 'bench/results', spec.resultFile);
  // The tree's recorded result is not this run's.
  fs.rmSync(resultPath, { force: true });
  const start = new Date();
  const out: Run = {
    benchmark: spec.id,
    side: tree.side,
    run: n,
    commit: tree.commit,
    start: start.toISOString(),
    seconds: 0,
    loadAverageAtStart: load(),
    loadAverageAtEnd: [],
    figures: {},
    spreads: {},
  };
  console.log(
    `\n== ${spec.id}, ${tree.side} (${tree.commit.slice(0, 7)}), run ${n} — load ${out.loadAverageAtStart}`,
  );
  const extra = spec.prepare ? await spec.prepare() : undefined;
  try {
    await runBenchmark(tree, spec.script, { ...sharedEnv(), ...extra?.env });
    const result: unknown = JSON.parse(fs.readFileSync(resultPath, 'utf8'));
    out.result = result;
    for (const f of spec.figures(result)) {
      out.figures[f.name] = f.value;
      if (f.spread) out.spreads[f.name] = f.spread;
    }
  } catch (e) {
    out.error = (e as Error).message;
    console.error(`${spec.id}, ${tree.side}, run ${n} failed: ${out.error}`);
  } finally {
    await extra?.done();
    out.seconds = Math.round((Date.now() - start.getTime()) / 1000);
    out.loadAverageAtEnd = load();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The comparison.

interface Compared {
  name: string;
  base: number[];
  head: number[];
  /** Difference of the medians, head against base, in %. */
  differencePct: number | null;
  /** Largest spread within one revision, in % of its median (between runs, or one run's rounds). */
  spreadPct: number | null;
}

const pctOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

function compare(runs: Run[]): Compared[] {
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.figures)))];
  return names.map((name) => {
    const of = (side: Side) => runs.filter((r) => r.side === side && name in r.figures);
    const values = (side: Side) => of(side).map((r) => r.figures[name]);
    const spread = (side: Side) => {
      const v = values(side);
      if (v.length > 1) return pctOf(Math.max(...v) - Math.min(...v), median(v));
      const rounds = of(side)[0]?.spreads[name];
      return rounds && v.length === 1 ? pctOf(rounds[1] - rounds[0], v[0]) : null;
    };
    const base = values('base');
    const head = values('head');
    const spreads = [spread('base'), spread('head')].filter((s): s is number => s !== null);
    return {
      name,
      base,
      head,
      differencePct:
        base.length && head.length ? round1(pctOf(median(head) - median(base), median(base))) : null,
      spreadPct: spreads.length ? round1(Math.max(...spreads)) : null,
    };
  });
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function formatValue(v: number): string {
  return Number.isInteger(v) ? v.toLocaleString('en-US') : v.toFixed(3);
}

const signed = (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(1)} %`;

function table(rows: Compared[], base: Tree, head: Tree): string {
  const header = [
    'figure',
    `${base.commit.slice(0, 7)} (base), runs`,
    `${head.commit.slice(0, 7)} (${HEAD_REV === 'HEAD' ? 'HEAD' : 'head'}), runs`,
    'difference of medians',
    'spread within a revision',
  ];
  const cells = rows.map((r) => [
    r.name,
    r.base.map(formatValue).join(' / ') || '—',
    r.head.map(formatValue).join(' / ') || '—',
    r.differencePct === null ? '—' : signed(r.differencePct),
    r.spreadPct === null ? '—' : `${r.spreadPct.toFixed(1)} %`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------

async function checkPostgres(): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
  } catch (e) {
    throw new Error(`PostgreSQL unreachable at ${PG_URL}: ${(e as Error).message}`);
  } finally {
    await c.end().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  const rev = process.argv[2] ?? 'eed9f0d';
  const specs = SPECS.filter((s) => BENCHES.includes(s.id));
  if (specs.length === 0) throw new Error(`SIDE_BENCHES names none of ${SPECS.map((s) => s.id).join(', ')}`);
  if (Number(process.versions.node.split('.')[0]) < 24) throw new Error('Node 24 or later is needed');
  if (specs.some((s) => s.script === 'bench:api') && spawnSync('wrk', ['--version']).error)
    throw new Error('bench:api needs wrk (Debian/Ubuntu: apt-get install -y wrk)');
  await checkPostgres();

  const baseCommit = git(['rev-parse', '--verify', `${rev}^{commit}`]);
  const headCommit = git(['rev-parse', '--verify', `${HEAD_REV}^{commit}`]);
  const keep = process.env.SIDE_WORKDIR;
  const workdir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'side-by-side-'));
  fs.mkdirSync(workdir, { recursive: true });

  const loadSamples: { at: string; loadAverage: number[] }[] = [];
  const sample = () => loadSamples.push({ at: new Date().toISOString(), loadAverage: load() });
  const sampler = setInterval(sample, 30_000);
  const interrupted = (signal: NodeJS.Signals) => {
    if (current !== undefined) process.kill(-current, signal);
    process.exitCode = 130;
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  const started = new Date();
  const loadAtStart = load();
  const runs: Run[] = [];
  try {
    const [base, head] = await prepareTrees(workdir, baseCommit, headCommit);
    sample();
    for (const spec of specs)
      for (let n = 1; n <= spec.runs && process.exitCode !== 130; n++)
        for (const tree of [base, head])
          if (process.exitCode !== 130) runs.push(await measure(spec, tree, n));
    sample();

    const rows = compare(runs);
    const md = table(rows, base, head);
    const loads = loadSamples.map((s) => s.loadAverage[0]);
    // The host as every benchmark records it; its load is sampled through the run here instead.
    const { loadAverage: _now, ...host } = machine();
    const report = {
      benchmark: 'side-by-side',
      date: started.toISOString(),
      finished: new Date().toISOString(),
      machine: {
        ...host,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: load(),
        loadAverage1m: { min: Math.min(...loads), median: median(loads), max: Math.max(...loads) },
        loadSamples,
        note: 'shared with other work; the two revisions interleaved so that they share its noise',
      },
      revisions: {
        base: { rev, commit: base.commit, subject: base.subject },
        head: { rev: HEAD_REV, commit: head.commit, subject: head.subject },
      },
      settings: Object.fromEntries(
        Object.entries(sharedEnv()).filter(
          ([k]) => k.startsWith('BENCH_') || k.startsWith('SIDE_') || k === 'TEST_DATABASE_URL',
        ),
      ),
      order: 'per benchmark, base then head, repeated: base, head, base, head, …',
      comparison: rows,
      runs,
      table: md,
    };
    const out = path.resolve(process.env.SIDE_RESULT ?? path.join(ROOT, 'bench/results/side-by-side.json'));
    fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
    console.log(
      `load average (1 min) through the run: ${Math.min(...loads)}–${Math.max(...loads)}, median ${median(loads)}\n`,
    );
    console.log(md);
    const failed = runs.filter((r) => r.error);
    for (const r of failed) console.error(`failed: ${r.benchmark}, ${r.side}, run ${r.run}: ${r.error}`);
    return failed.length || process.exitCode === 130 ? 1 : 0;
  } finally {
    clearInterval(sampler);
    if (!keep) {
      for (const side of ['base', 'head'])
        if (fs.existsSync(path.join(workdir, side)))
          spawnSync('git', ['worktree', 'remove', '--force', path.join(workdir, side)], { cwd: ROOT });
      fs.rmSync(workdir, { recursive: true, force: true });
    }
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
