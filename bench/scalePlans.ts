/**
 * bench:scale's query plans: each route run once through the API in this process with its queries
 * timed at the driver, and the slowest (the route's main query) explained: `EXPLAIN (ANALYZE,
 * BUFFERS)` on PostgreSQL, `EXPLAIN QUERY PLAN` on SQLite.
 */
import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { openDatabase, type OpenedDatabase } from '../server/src/db';

export type DatabaseKind = 'sqlite' | 'postgres';

/** One route measured: its first views over `urls` and its hot view of `hot`. */
export interface RouteCase {
  name: string;
  urls: string[];
  hot: string;
  /** e.g. the page depth a deep case reached */
  detail?: Record<string, number | string>;
}

interface Captured {
  sql: string;
  params: unknown[];
  ms: number;
}

/**
 * Runs each route once through the API in this process, its queries timed at the driver, and
 * explains the slowest (the route's main query).
 */
export async function explainRoutes(
  kind: DatabaseKind,
  url: string,
  cases: RouteCase[],
  tmp: string,
): Promise<string> {
  const h: OpenedDatabase = await openDatabase(url);
  let captured: Captured[] = [];
  let explain: (q: Captured) => Promise<string>;
  let explainer: pg.Client | null = null;
  if (kind === 'sqlite') {
    const db = h.sqlite as BetterSqlite3.Database;
    const prepare = db.prepare.bind(db);
    const timed =
      <A extends unknown[], R>(source: string, f: (...a: A) => R) =>
      (...args: A): R => {
        const t0 = performance.now();
        const r = f(...args);
        captured.push({ sql: source, params: args.flat(), ms: performance.now() - t0 });
        return r;
      };
    db.prepare = ((source: string) => {
      const st = prepare(source);
      st.all = timed(source, st.all.bind(st));
      st.get = timed(source, st.get.bind(st));
      return st;
    }) as typeof db.prepare;
    explain = async (q) => {
      const rows = prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.params) as {
        id: number;
        parent: number;
        detail: string;
      }[];
      const depth = new Map<number, number>([[0, 0]]);
      return rows
        .map((r) => {
          const d = (depth.get(r.parent) ?? 0) + 1;
          depth.set(r.id, d);
          return `${'  '.repeat(d - 1)}${r.detail}`;
        })
        .join('\n');
    };
  } else {
    const pool = h.pool as pg.Pool;
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    const patched = new WeakSet<pg.PoolClient>();
    pool.connect = (async () => {
      const c = await connect();
      if (!patched.has(c)) {
        patched.add(c);
        const query = c.query.bind(c) as (text: unknown, values?: unknown[]) => unknown;
        c.query = ((text: unknown, values?: unknown[]) => {
          if (typeof text !== 'string') return query(text, values);
          const t0 = performance.now();
          const r = query(text, values) as Promise<unknown>;
          return r.then((v) => {
            captured.push({ sql: text, params: values ?? [], ms: performance.now() - t0 });
            return v;
          });
        }) as typeof c.query;
      }
      return c;
    }) as unknown as typeof pool.connect;
    explainer = new pg.Client({ connectionString: url });
    await explainer.connect();
    const client = explainer;
    explain = async (q) =>
      (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
  }
  const deployDir = path.join(tmp, 'deploy-plans');
  fs.mkdirSync(deployDir, { recursive: true });
  const app = await buildApp({
    deployDir,
    api: { database: { db: h.db, dialect: h.dialect } },
    fastify: { logger: false },
  });
  const sections: string[] = [];
  try {
    // Connections opened and the app's start-up reads done before anything is timed.
    await app.inject({ method: 'GET', url: cases[0].hot });
    for (const c of cases) {
      // The first of its first views (the deepest of a deep page); this app's answer cache is empty.
      const u = c.urls[0];
      captured = [];
      const r = await app.inject({ method: 'GET', url: u });
      const queries = captured;
      if (r.statusCode !== 200 || queries.length === 0) {
        sections.push(`## ${c.name}\n\n\`${u}\`: ${r.statusCode}, ${queries.length} queries\n`);
        continue;
      }
      // Every distinct statement of the request, the slowest (the route's main query) first.
      const distinct = [...new Map(queries.map((q) => [q.sql, q])).values()].sort((a, b) => b.ms - a.ms);
      const parts = [
        `## ${c.name}`,
        '',
        `\`${u}\`: ${queries.length} queries, ${queries.reduce((s, q) => s + q.ms, 0).toFixed(1)} ms in all (driver time, one request).`,
        '',
      ];
      for (const q of distinct.slice(0, 6)) {
        let plan: string;
        try {
          plan = await explain(q);
        } catch (e) {
          plan = `(explain failed: ${(e as Error).message})`;
        }
        const params = JSON.stringify(q.params, (_k, v: unknown) =>
          typeof v === 'bigint' ? v.toString() : v instanceof Uint8Array ? `<${v.length} bytes>` : v,
        );
        parts.push(
          `${q.ms.toFixed(2)} ms:`,
          '',
          '```sql',
          q.sql.trim(),
          '```',
          '',
          `parameters: \`${params.length > 300 ? `${params.slice(0, 300)}…` : params}\``,
          '',
          '```',
          plan,
          '```',
          '',
        );
      }
      sections.push(parts.join('\n'));
    }
  } finally {
    await app.close();
    await explainer?.end();
    await h.close();
  }
  return sections.join('\n');
}
