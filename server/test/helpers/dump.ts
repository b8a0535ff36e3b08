/**
 * Canonical dump of the chain-derived tables (rows sorted by their key, every value as text) so two
 * databases can be compared for equality. Time-dependent tables (validators, snapshots) and
 * bookkeeping columns (checkpoint.updated_at) are left out.
 */
import { storeQueriesOfSql, TransactionStore, type StoredRow } from '../../src/db/txstore';
import { openSqlExec } from '../../src/indexer/sql';

const TABLES: Record<string, string> = {
  blocks: 'slot',
  skipped_slots: 'slot',
  transfers: 'slot, tx_index, seq',
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
    // The compact store by content: address ids are numbered in the order the writer met them (a
    // rolled-back branch leaves ids behind), so rows compare by the addresses and transactions they mean.
    const txRows = await exec.all<StoredRow & { is_vote: number }>(
      'SELECT id, sig, is_vote, body FROM transactions ORDER BY id',
    );
    const txs = await new TransactionStore(storeQueriesOfSql(exec)).read(txRows);
    out.transactions = txs.map(
      (t, i) => `id=${t.id}|is_vote=${txRows[i].is_vote}|sig=${txRows[i].sig}|tx=${JSON.stringify(t)}`,
    );
    const history = await exec.all<{ address: string; tx_id: number }>(
      'SELECT a.address, h.tx_id FROM address_transactions h JOIN addresses a ON a.id = h.address_id ORDER BY a.address, h.tx_id',
    );
    out.address_transactions = history.map((h) => `${h.address}|${h.tx_id}`);
    const cp = await exec.all<{ slot: number; blockhash: string }>('SELECT slot, blockhash FROM checkpoint');
    out.checkpoint = cp.map((c) => `${c.slot}|${c.blockhash}`);
    return out;
  } finally {
    await exec.close();
  }
}
