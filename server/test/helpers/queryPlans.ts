/**
 * The plans of the queries a piece of code sends: a Kysely plugin that keeps every query it passes,
 * and the database's own plan of one (EXPLAIN on PostgreSQL, EXPLAIN QUERY PLAN on SQLite).
 *   const sent = new SentQueries();
 *   await listTokens(db.withPlugin(sent), …);
 *   const plan = await planOf(db, sent.queries[0], pg);
 */
import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export class SentQueries implements KyselyPlugin {
  readonly queries: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(args);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/**
 * The plan of `q` as one text, a line per step; `analyzed` runs it on PostgreSQL, so the plan says
 * how many rows each step read (`EXPLAIN (ANALYZE, COSTS OFF)`).
 */
export async function planOf<DB>(
  db: Kysely<DB>,
  q: PluginTransformQueryArgs,
  pg: boolean,
  { analyzed = false }: { analyzed?: boolean } = {},
): Promise<string> {
  const compiled = db.getExecutor().compileQuery(q.node, q.queryId);
  const explain = !pg ? 'EXPLAIN QUERY PLAN' : analyzed ? 'EXPLAIN (ANALYZE, COSTS OFF)' : 'EXPLAIN';
  const plan = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]),
  );
  return plan.rows.map((r) => String(pg ? r['QUERY PLAN'] : r.detail)).join('\n');
}
