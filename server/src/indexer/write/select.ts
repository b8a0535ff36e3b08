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
