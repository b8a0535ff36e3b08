/**
 * Counts kept as their rows are written (each batch's change in its transaction, a rollback's undo
 * too), so a page reads a row instead of counting a growing table.
 *   const wallets = await totalOf(db, 'funded_accounts');
 */
import type { Kysely } from 'kysely';
import { ZERO_AMOUNT_KEY, type Database } from './schema';
import type { SqlExec } from './sqlExec';

/**
 * `funded_accounts`: accounts holding any GOR (lamports > 0), the top holders' total;
 * `indexed_transactions`: the transactions of the indexed blocks (their `tx_count`s added up).
 */
export type TotalName = 'funded_accounts' | 'indexed_transactions';

/** The count (its row is made by the migration that introduced it). */
export async function totalOf(db: Kysely<Database>, name: TotalName): Promise<number> {
  const row = await db.selectFrom('totals').select('n').where('name', '=', name).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function addToTotal(exec: SqlExec, name: TotalName, delta: number): Promise<void> {
  if (delta !== 0) await exec.run('UPDATE totals SET n = n + ? WHERE name = ?', [delta, name]);
}

/** How many of these accounts are funded now (before the batch rewrites them). */
export async function fundedAmong(exec: SqlExec, addressIds: number[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < addressIds.length; i += 500) {
    const part = addressIds.slice(i, i + 500);
    const rows = await exec.all<{ n: number }>(
      `SELECT COUNT(*) AS n FROM accounts WHERE lamports_key > ? AND address_id IN (${part.map(() => '?').join(',')})`,
      [ZERO_AMOUNT_KEY, ...part],
    );
    n += Number(rows[0]?.n ?? 0);
  }
  return n;
}
