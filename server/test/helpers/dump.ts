/**
 * Canonical dump of the chain-derived tables (rows sorted by their key, every value as text) so two
 * databases can be compared for equality. Time-dependent tables (validators, snapshots) and
 * bookkeeping columns (checkpoint.updated_at) are left out.
 */
import { openSqlExec } from '../../src/indexer/sql';

const TABLES: Record<string, string> = {
  blocks: 'slot',
  skipped_slots: 'slot',
  transactions: 'slot, tx_index',
  address_transactions: 'address, slot, tx_index',
  transfers: 'slot, tx_index, seq',
  token_balance_changes: 'slot, tx_index, account',
  native_balance_changes: 'address, slot, tx_index',
  token_accounts: 'address',
  accounts: 'address',
  mints: 'address',
  wallet_transfers: 'address, slot, tx_index, position',
  wallet_balance_changes: 'address, slot, tx_index, position',
};

export async function dumpTables(url: string): Promise<Record<string, string[]>> {
  const exec = await openSqlExec(url);
  try {
    const out: Record<string, string[]> = {};
    for (const [table, order] of Object.entries(TABLES)) {
      const rows = await exec.all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${order}`);
      out[table] = rows.map((r) =>
        Object.keys(r)
          .sort()
          .map((k) => `${k}=${r[k] === null ? 'null' : String(r[k])}`)
          .join('|'),
      );
    }
    const cp = await exec.all<{ slot: number; blockhash: string }>('SELECT slot, blockhash FROM checkpoint');
    out.checkpoint = cp.map((c) => `${c.slot}|${c.blockhash}`);
    return out;
  } finally {
    await exec.close();
  }
}
