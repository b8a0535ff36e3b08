import type { SqlExec } from '../sql';

/** `SELECT … WHERE key IN (…)` in chunks of 500 keys (bind-parameter limits). */
export async function selectIn<T>(
  exec: SqlExec,
  sqlHead: string,
  keys: readonly (string | number)[],
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    out.push(...(await exec.all<T>(`${sqlHead} (${chunk.map(() => '?').join(',')})`, chunk)));
  }
  return out;
}

/**
 * Deletes the rows whose integer key columns `cols` equal one of `keys`. SQLite runs a point delete
 * per key in process; PostgreSQL takes a thousand keys per statement (a statement per key cost the
 * mix's catch-up about 0.08 ms each, a few thousand holder rows per batch).
 */
export async function deleteKeys(
  exec: SqlExec,
  table: string,
  cols: readonly string[],
  keys: readonly (readonly number[])[],
): Promise<void> {
  if (exec.dialect === 'sqlite') {
    const sql = `DELETE FROM ${table} WHERE ${cols.map((c) => `${c} = ?`).join(' AND ')}`;
    for (const k of keys) await exec.run(sql, [...k]);
    return;
  }
  const tuple = `(${cols.map(() => '?::bigint').join(', ')})`;
  for (let i = 0; i < keys.length; i += 1000) {
    const chunk = keys.slice(i, i + 1000);
    await exec.run(
      `DELETE FROM ${table} t USING (VALUES ${chunk.map(() => tuple).join(', ')}) AS d (${cols.join(', ')})
       WHERE ${cols.map((c) => `t.${c} = d.${c}`).join(' AND ')}`,
      chunk.flat(),
    );
  }
}
