import type { SqlExec } from '../sql';
import { compareValues, inKeyOrder } from './tables';

/** Keys per PostgreSQL statement, sent as one array parameter per key column. */
const PG_KEYS_PER_STATEMENT = 5000;

/**
 * `SELECT … WHERE key IN (…)` (`sqlHead` ends with `IN`): 500 keys a statement on SQLite (bind limits),
 * 5,000 as one array parameter on PostgreSQL (a long IN list is slow to plan); rows in no order.
 */
export async function selectIn<T>(
  exec: SqlExec,
  sqlHead: string,
  unsorted: readonly (string | number)[],
): Promise<T[]> {
  const out: T[] = [];
  // In the index's order, so each statement's keys lie in one stretch of it.
  const keys = [...unsorted].sort(compareValues);
  if (exec.dialect === 'sqlite') {
    for (let i = 0; i < keys.length; i += 500) {
      const chunk = keys.slice(i, i + 500);
      out.push(...(await exec.all<T>(`${sqlHead} (${chunk.map(() => '?').join(',')})`, chunk)));
    }
    return out;
  }
  if (!/\sIN$/.test(sqlHead)) throw new Error(`selectIn: the statement must end with IN: ${sqlHead}`);
  const numeric = keys.every((k) => typeof k === 'number');
  const sql = `${sqlHead.slice(0, -2)}= ANY(?::${numeric ? 'bigint' : 'text'}[])`;
  for (let i = 0; i < keys.length; i += PG_KEYS_PER_STATEMENT)
    out.push(...(await exec.all<T>(sql, [arrayLiteral(keys.slice(i, i + PG_KEYS_PER_STATEMENT))])));
  return out;
}

/** A PostgreSQL array literal of `keys` (text elements quoted, so any text stays one element). */
function arrayLiteral(keys: readonly (string | number)[]): string {
  const items = keys.map((k) => (typeof k === 'number' ? String(k) : `"${k.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}

/**
 * Deletes the rows whose integer key columns `cols` equal one of `keys`: a point delete per key on
 * SQLite (in process), 5,000 keys a statement as column arrays on PostgreSQL (round trips add up).
 */
export async function deleteKeys(
  exec: SqlExec,
  table: string,
  cols: readonly string[],
  keys: readonly (readonly number[])[],
): Promise<void> {
  if (exec.dialect === 'sqlite') {
    const sql = `DELETE FROM ${table} WHERE ${cols.map((c) => `${c} = ?`).join(' AND ')}`;
    // In key order: each page of the table is read once for all its deleted rows.
    for (const k of inKeyOrder(
      keys.map((k) => [...k]),
      cols.length,
    ))
      await exec.run(sql, k);
    return;
  }
  const sql = `DELETE FROM ${table} t USING unnest(${cols.map(() => '?::bigint[]').join(', ')}) AS d (${cols.join(', ')})
    WHERE ${cols.map((c) => `t.${c} = d.${c}`).join(' AND ')}`;
  for (let i = 0; i < keys.length; i += PG_KEYS_PER_STATEMENT) {
    const chunk = keys.slice(i, i + PG_KEYS_PER_STATEMENT);
    await exec.run(
      sql,
      cols.map((_, j) => arrayLiteral(chunk.map((k) => k[j]))),
    );
  }
}
