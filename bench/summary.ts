/**
 * `npm run bench:summary` (the last step of `npm run bench`): one table of every figure in
 * bench/results/*.json with its goal, its peer where one exists (a bare Fastify hello-world for the
 * API, the bare fetch+parse rate for the indexer) and the ratio → bench/results/summary.md.
 * A result file without an extractor here still gets a row pointing at it.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.join(__dirname, 'results');

interface Row {
  area: string;
  figure: string;
  value: string;
  goal: string;
  peer: string;
  ratio: string;
  met: boolean | null;
  source: string;
}

type Json = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const fmt = (v: number | null, unit = '', digits = 0) =>
  v === null ? '—' : `${v.toLocaleString('en-US', { maximumFractionDigits: digits })}${unit}`;
const ratio = (a: number | null, b: number | null) => (a !== null && b ? (a / b).toFixed(2) : '—');
const get = (o: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Json)[k] : undefined), o);

function read(file: string): Json | null {
  const p = path.join(DIR, file);
  return fs.existsSync(p) ? (JSON.parse(fs.readFileSync(p, 'utf8')) as Json) : null;
}

function localnet(d: Json, source: string): Row[] {
  const goal = num(get(d, 'target', 'txPerSec'));
  return ['gorTransfers', 'tokenTransfers', 'gorTransfersViaHttp'].map((k) => {
    const v = num(get(d, k, 'txPerSec'));
    return {
      area: 'localnet',
      figure: `${k} execution rate`,
      value: fmt(v, ' tx/s'),
      goal: goal !== null ? `≥ ${fmt(goal, ' tx/s')}` : '—',
      peer: '—',
      ratio: '—',
      met: v !== null && goal !== null ? v >= goal : null,
      source,
    };
  });
}

const DB_NAME = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * The sources each data-layer goal is set on: catch-up speed on the recorded real blocks served by
 * the replay node and on the mix shaped like a congested 2024 mainnet block (the block the goals were
 * set against: the previous layout stored the mix at the bytes per transaction it stored that block
 * at), bytes per transaction on those and on localnet traffic. The mix's heavy swaps alone weigh 1.7
 * times such a block: a stress case, reported beside the goals without one.
 */
const CATCH_UP_GOAL_SOURCES = new Set(['real', 'mix']);
const STORAGE_GOAL_SOURCES = new Set(['real', 'mix', 'localnet']);
const STRESS_SOURCES = new Set(['heavy']);

/** The goal column of a source without a goal. */
const noGoal = (name: string): string =>
  STRESS_SOURCES.has(name) ? 'none (stress case: 1.7× a 2024 block)' : '—';

function indexer(d: Json, source: string, peer: Json | null): Row[] {
  const peerTps = peer ? num(peer.tps) : null;
  const peerText = peerTps !== null ? `fetch+parse ${fmt(peerTps, ' tx/s')}` : '— (run bench:fetch-parse)';
  const rows: Row[] = [];
  const sources = (get(d, 'catchUp', 'sources') ?? {}) as Record<string, Json>;
  for (const [name, data] of Object.entries(sources)) {
    for (const db of ['sqlite', 'postgres'] as const) {
      const goal = CATCH_UP_GOAL_SOURCES.has(name)
        ? num(get(d, 'targets', db === 'sqlite' ? 'sqliteTps' : 'postgresTps'))
        : null;
      const v = num(get(data, db, 'tps'));
      rows.push({
        area: 'indexer',
        figure: `${DB_NAME[db]} catch-up, ${name} blocks`,
        value: fmt(v, ' tx/s'),
        goal: goal ? `≥ ${fmt(goal, ' tx/s')}` : noGoal(name),
        peer: name === 'localnet' ? peerText : '—',
        ratio: name === 'localnet' ? ratio(v, peerTps) : '—',
        met: v !== null && goal ? v >= goal : null,
        source,
      });
    }
  }
  const lag = num(get(d, 'live', 'lagSlots', 'p99'));
  const lagGoal = num(get(d, 'targets', 'lagP99Slots'));
  rows.push({
    area: 'indexer',
    figure: 'live lag p99',
    value: fmt(lag, ' slots'),
    goal: lagGoal !== null ? `≤ ${lagGoal} slot` : '—',
    peer: '—',
    ratio: '—',
    met: lag !== null && lagGoal !== null ? lag <= lagGoal : null,
    source,
  });
  return rows;
}

function api(d: Json, source: string): Row[] {
  const db = get(d, 'data', 'database') === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const base = num(d.helloWorldBaselineRps);
  const p99Goal = num(get(d, 'targets', 'p99Ms'));
  const ratioGoal = num(get(d, 'targets', 'ratioToHello'));
  const results = (get(d, 'results') ?? {}) as Record<string, Json>;
  const firstViews = Object.entries((get(d, 'firstViews') ?? {}) as Record<string, Json>)
    .filter(([, t]) => typeof t === 'object' && t !== null)
    .map(([page, t]) => ({
      area: `API (${db})`,
      figure: `${page} page, first views one at a time (uncached; ${fmt(num(t.requests))} pages)`,
      value: `p50 ${fmt(num(t.p50Ms), ' ms', 2)}, p99 ${fmt(num(t.p99Ms), ' ms', 2)}`,
      goal: `p99 ≤ ${p99Goal ?? '—'} ms`,
      peer: '—',
      ratio: '—',
      met: p99Goal === null || num(t.p99Ms) === null ? null : (num(t.p99Ms) as number) <= p99Goal,
      source,
    }));
  const loaded = Object.entries(results)
    .filter(([name]) => !name.startsWith('hello-world'))
    .map(([name, r]) => {
      const rps = num(r.requestsPerSec);
      const p99 = num(r.p99Ms);
      // Since 2026-11-29 each route has its own peer: hello-world measured just before and after it.
      const peer = num(r.helloRps) ?? base;
      return {
        area: `API (${db})`,
        figure: `${name} (${String(get(d, 'wrk', 'connections'))} conns)`,
        value: `${fmt(rps, ' req/s')}, p99 ${fmt(p99, ' ms', 2)}${num(r.helloP99Ms) === null ? '' : ` (hello-world's ${fmt(num(r.helloP99Ms), ' ms', 2)})`}, errors ${fmt(num(r.errors))}`,
        goal: `ratio ≥ ${ratioGoal ?? '—'}, p99 ≤ ${p99Goal ?? '—'} ms, 0 errors`,
        peer: `hello-world ${fmt(peer, ' req/s')}${r.helloRps === undefined ? '' : ' (beside it)'}`,
        // Measured in rounds, a route's ratio is the median of theirs; a single run's is computed here.
        ratio: num(r.ratioToHello)?.toFixed(2) ?? ratio(rps, peer),
        met: typeof r.meetsTarget === 'boolean' ? r.meetsTarget : null,
        source,
      };
    });
  return [...loaded, ...firstViews];
}

function load(d: Json, source: string): Row[] {
  const r = (d.result ?? {}) as Json;
  const peerRps = num(get(d, 'peer', 'requestsPerSec'));
  const met = (d.met ?? {}) as Json;
  return [
    {
      area: 'load',
      figure: `hot routes under wrk ${String(get(d, 'setup', 'wrk', 'connections'))} conns × ${String(get(d, 'setup', 'wrk', 'durationS'))} s while indexing ${String(get(d, 'setup', 'localnetTps'))} tx/s`,
      value: `${fmt(num(r.requestsPerSec), ' req/s')}, p99 ${fmt(num(r.p99Ms), ' ms', 2)}, errors ${fmt(num(r.errors))}`,
      goal: 'p99 ≤ 50 ms, 0 errors',
      peer: `hello-world ${fmt(peerRps, ' req/s')} (same wrk)`,
      ratio: ratio(num(r.requestsPerSec), peerRps),
      met: met.p99 === true && met.errors === true,
      source,
    },
    {
      area: 'load',
      figure: 'server RSS before → after the run',
      value: `${fmt(num(r.rssBeforeMiB), ' MiB')} → ${fmt(num(r.rssAfterMiB), ' MiB')} (${fmt(num(r.rssGrowthPct), ' %', 1)})`,
      goal: '≤ 10 % growth',
      peer: '—',
      ratio: '—',
      met: met.rss === true,
      source,
    },
    {
      area: 'load',
      figure: 'indexer lag p99 during the run',
      value: fmt(num(get(r, 'indexerLagSlots', 'p99')), ' slots'),
      goal: '—',
      peer: '—',
      ratio: '—',
      met: null,
      source,
    },
  ];
}

function storage(d: Json, source: string): Row[] {
  const sources = (d.sources ?? {}) as Record<string, Json>;
  return Object.entries(sources).flatMap(([name, data]) =>
    (['sqlite', 'postgres'] as const).map((db) => {
      const v = num(get(data, db, 'bytesPerTx'));
      const goal = STORAGE_GOAL_SOURCES.has(name)
        ? num(get(d, 'goals', db === 'sqlite' ? 'sqliteBytesPerTx' : 'postgresBytesPerTx'))
        : null;
      return {
        area: 'storage',
        figure: `${DB_NAME[db]} bytes per transaction, ${name} blocks (all tables and indexes)`,
        value: v === null ? String(get(data, db, 'skipped') ?? '—') : fmt(v, ' B'),
        goal: goal ? `≤ ${fmt(goal, ' B')}` : noGoal(name),
        peer: '—',
        ratio: '—',
        met: v !== null && goal ? v <= goal : null,
        source,
      };
    }),
  );
}

/**
 * A baseline kept for comparison (the previous storage layout measured on the same sources): its
 * catch-up and storage figures as rows of their own, without goals (they are history, not targets).
 */
function baseline(d: Json, source: string, peer: Json | null): Row[] {
  const label = typeof d.layout === 'string' ? d.layout : 'baseline';
  const catchUp = d.indexer
    ? indexer(d.indexer as Json, source, peer).filter((r) => r.figure !== 'live lag p99')
    : [];
  const bytes = d.storage ? storage(d.storage as Json, source) : [];
  return [...catchUp, ...bytes].map((r) => ({ ...r, area: `${r.area} (${label})`, goal: '—', met: null }));
}

/** The pages whose issues set an LCP goal (token and wallet pages: 1.0 s). */
const LCP_GOAL_MS: Record<string, number> = { tokens: 1000, token: 1000, wallet: 1000 };

function web(d: Json, source: string): Row[] {
  const pages = (d.pages ?? {}) as Record<string, Json>;
  const home = num(get(d, 'budget', 'homeKbGz'));
  const remote = num(get(d, 'budget', 'remoteKbGz'));
  const homeLcp = num(get(d, 'goal', 'homeLcpMs'));
  const homeWire = num(get(d, 'budget', 'homeKbWire'));
  const firstRowGoal = num(get(d, 'goal', 'firstDataRowMs'));
  // The browser's yardstick of the same run: a blank page's first paint.
  const blank = num(get(d, 'yardstick', 'blankPageFcpMs'));
  const peer = blank === null ? '—' : `blank page FCP ${fmt(blank, ' ms')}`;
  const ratio = (v: number | null) =>
    v === null || blank === null || blank === 0 ? '—' : (v / blank).toFixed(1);
  return Object.entries(pages).flatMap(([name, p]) => {
    const gz = num(p.gzKbJsCss);
    const wire = num(p.wireKbJsCss);
    const firstRow = num(p.firstDataRowMs);
    const firstRowFrame = num(p.firstDataRowFrameStartMs);
    const entry = num(p.remoteEntryAndPageGzKb);
    const lcp = num(p.lcpMs);
    // The whole-load budget is the home page's; every other page answers for what its remote adds.
    const isHome = name === 'home';
    const totalOk = !isHome || (gz !== null && home !== null && gz <= home);
    const lcpGoal = isHome ? homeLcp : (LCP_GOAL_MS[name] ?? null);
    const wireRow: Row[] =
      wire === null
        ? []
        : [
            {
              area: 'web',
              figure: `${name}: JS+CSS on the wire / gz bodies`,
              value: `${fmt(wire, ' KB', 1)} / ${fmt(gz, ' KB', 1)}`,
              goal: isHome && homeWire !== null ? `≤ ${homeWire} KB on the wire` : '—',
              peer: '—',
              ratio: '—',
              met: isHome && homeWire !== null ? wire <= homeWire : null,
              source,
            },
          ];
    const firstRowRow: Row[] =
      'firstDataRowMs' in p
        ? [
            {
              area: 'web',
              figure: `${name}: first data row (presented; its frame's start)`,
              value:
                firstRowFrame === null
                  ? fmt(firstRow, ' ms')
                  : `${fmt(firstRow, ' ms')} (${fmt(firstRowFrame, ' ms')})`,
              goal: firstRowGoal === null ? '—' : `≤ ${fmt(firstRowGoal, ' ms')}`,
              peer,
              ratio: ratio(firstRow),
              met: firstRowGoal === null || firstRow === null ? null : firstRow <= firstRowGoal,
              source,
            },
          ]
        : [];
    return [
      ...wireRow,
      ...firstRowRow,
      {
        area: 'web',
        figure: `${name}: JS+CSS gz / remote entry + page gz`,
        value: `${fmt(gz, ' KB', 1)} / ${fmt(entry, ' KB', 1)}`,
        goal: `${isHome ? `≤ ${home} KB` : '—'} / ≤ ${remote} KB`,
        peer: '—',
        ratio: '—',
        met: entry !== null && remote !== null ? totalOk && entry <= remote : null,
        source,
      },
      {
        area: 'web',
        figure: `${name}: FCP / LCP`,
        value: `${fmt(num(p.fcpMs), ' ms')} / ${fmt(lcp, ' ms')}`,
        goal: lcpGoal === null ? '—' : `LCP ≤ ${fmt(lcpGoal, ' ms')}`,
        peer,
        ratio: ratio(lcp),
        met: lcpGoal === null || lcp === null ? null : lcp <= lcpGoal,
        source,
      },
    ];
  });
}

function fetchParse(d: Json, source: string): Row[] {
  return [
    {
      area: 'indexer peer',
      figure: `getBlock fetch + JSON.parse only (${num(d.concurrency)} in flight)`,
      value: fmt(num(d.tps), ' tx/s'),
      goal: '—',
      peer: '—',
      ratio: '—',
      met: null,
      source,
    },
  ];
}

/** `npm run chaos` (bench/chaos.ts): one row per fault suite, with its goal. */
function chaos(d: Json, source: string): Row[] {
  const sections = Array.isArray(d.sections) ? (d.sections as Json[]) : [];
  const passed = d.passed === true;
  return sections.map((s) => {
    const name = String(s.section);
    let value: string;
    let goal: string;
    let met = passed && s.equalToCleanIndex !== false && s.recovered !== false;
    if (name.startsWith('backfill')) {
      value = `${fmt(num(s.kills))} SIGKILLs during ${fmt(num(s.transactions))} tx; ${fmt(num(s.tables))} tables equal a clean index`;
      goal = '≥ 20 SIGKILLs, ≥ 20,000 tx, equal row for row';
      met &&= (num(s.kills) ?? 0) >= 20 && (num(s.transactions) ?? 0) >= 20_000;
    } else if (name.startsWith('live')) {
      const lag = num(s.lagBackToOneSlotMs);
      value = `${fmt(num(s.faultSeconds))} s of faults (${fmt(num(s.rpcRequests))} RPC requests), ${fmt(num(s.kills))} SIGKILLs; lag ≤ 1 slot ${fmt(lag, ' ms')} after; equal to a clean index`;
      goal = '600 s of faults, lag ≤ 1 slot within 10 s, equal row for row';
      met &&= (num(s.faultSeconds) ?? 0) >= 600 && lag !== null && lag <= 10_000;
    } else {
      const ms = num(s.slowestWriteAnswerMs) ?? num(s.slowestAnswerWhileDownMs);
      value = `503 JSON within ${fmt(ms, ' ms')}${s.backTo200WithinMs !== undefined ? `, 200 again ${fmt(num(s.backTo200WithinMs), ' ms')} after restart` : ''}; recovered by itself`;
      goal = '503 JSON, never hangs, recovers by itself';
    }
    return { area: 'chaos', figure: name, value, goal, peer: '—', ratio: '—', met, source };
  });
}

export function summarize(): string {
  const files = fs.existsSync(DIR)
    ? fs
        .readdirSync(DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const peer = read('fetch-parse.json');
  const rows: Row[] = [];
  const dates: string[] = [];
  for (const f of files) {
    const d = read(f) as Json;
    if (typeof d.date === 'string') dates.push(`${f} ${d.date.slice(0, 16).replace('T', ' ')}`);
    if (f === 'localnet.json') rows.push(...localnet(d, f));
    else if (f === 'indexer.json') rows.push(...indexer(d, f, peer));
    else if (f.startsWith('api')) rows.push(...api(d, f));
    else if (f === 'load.json') rows.push(...load(d, f));
    else if (f === 'storage.json') rows.push(...storage(d, f));
    else if (f === 'web.json') rows.push(...web(d, f));
    else if (f === 'fetch-parse.json') rows.push(...fetchParse(d, f));
    else if (f === 'chaos.json') rows.push(...chaos(d, f));
    else if (f.startsWith('baseline-')) rows.push(...baseline(d, f, peer));
    else
      rows.push({
        area: f.replace(/\.json$/, ''),
        figure: 'see file',
        value: '—',
        goal: '—',
        peer: '—',
        ratio: '—',
        met: null,
        source: f,
      });
  }
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const lines = [
    '# Benchmark summary',
    '',
    'Generated by `npm run bench` (bench/summary.ts) from bench/results/*.json on a 2-core machine shared',
    'with other work; each figure is the latest run of its benchmark (run dates at the end). Ratio =',
    'value / peer where a peer exists.',
    '',
    '| area | figure | value | goal | peer | ratio | met | source |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${[
          r.area,
          r.figure,
          r.value,
          r.goal,
          r.peer,
          r.ratio,
          r.met === null ? '—' : r.met ? 'yes' : '**no**',
          r.source,
        ]
          .map(cell)
          .join(' | ')} |`,
    ),
    '',
    `Runs: ${dates.join('; ')}.`,
    '',
  ];
  return lines.join('\n');
}

if (require.main === module) {
  const out = path.join(DIR, 'summary.md');
  fs.writeFileSync(out, summarize());
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
