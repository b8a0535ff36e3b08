/**
 * Canonical dump of the chain-derived tables (rows sorted by their key, every value as text) so two
 * databases can be compared for equality. Time-dependent tables (validators, snapshots) and
 * bookkeeping columns (checkpoint.updated_at) are left out; rows that hold address ids are compared by
 * the addresses they mean.
 */
import { unpackBlockListIndex } from '../../src/db/blockListIndex';
import { unpackPositions } from '../../src/db/history';
import { storeQueriesOfSql, TransactionStore, type StoredRow } from '../../src/db/txstore';
import { openSqlExec } from '../../src/indexer/sql';
import { WALLET_KINDS } from '../../src/walletHistory/codes';
import { unpackEntries } from '../../src/walletHistory/postings';

// Tables keyed by address ids read with their addresses spelled out (ids depend on the order the
// writer met addresses in, see below), the id columns left out.
const TABLES: Record<string, string> = {
  blocks: 'SELECT * FROM blocks ORDER BY slot',
  totals: 'SELECT * FROM totals ORDER BY name',
  skipped_slots: 'SELECT * FROM skipped_slots ORDER BY slot',
  token_accounts: `SELECT a.address, m.address AS mint, o.address AS owner, t.*
    FROM token_accounts t JOIN addresses a ON a.id = t.address_id JOIN addresses m ON m.id = t.mint_id
    JOIN addresses o ON o.id = t.owner_id ORDER BY a.address`,
  token_holders: `SELECT m.address AS mint, o.address AS owner, h.*
    FROM token_holders h JOIN addresses m ON m.id = h.mint_id JOIN addresses o ON o.id = h.owner_id
    ORDER BY m.address, o.address`,
  accounts:
    'SELECT a.address, s.* FROM accounts s JOIN addresses a ON a.id = s.address_id ORDER BY a.address',
  mints: 'SELECT * FROM mints ORDER BY address',
};

export async function dumpTables(url: string): Promise<Record<string, string[]>> {
  const exec = await openSqlExec(url);
  try {
    const out: Record<string, string[]> = {};
    for (const [table, query] of Object.entries(TABLES)) {
      const rows = await exec.all<Record<string, unknown>>(query);
      out[table] = rows.map((r) =>
        Object.keys(r)
          .filter((k) => !k.endsWith('_id') && k !== 'list_index')
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
    // Posting lists by what they hold: (address, position) pairs, however the batches grouped them.
    const history = await exec.all<{ address: string; last_tx: number; txs: Buffer }>(
      'SELECT a.address, h.last_tx, h.txs FROM address_history h JOIN addresses a ON a.id = h.address_id',
    );
    out.address_history = history
      .flatMap((h) => unpackPositions(Number(h.last_tx), h.txs).map((p) => `${h.address}|${p}`))
      .sort();
    const moves = await exec.all<Record<string, unknown>>(
      `SELECT t.tx_id, t.seq, t.kind, m.address AS mint, t.amount FROM transfers t
       LEFT JOIN addresses m ON m.id = t.mint_id ORDER BY t.tx_id, t.seq`,
    );
    out.transfers = moves.map((r) => Object.values(r).map(String).join('|'));
    // The wallet history by what it holds: entries per address and kind, however the batches grouped them.
    const wallet = await exec.all<{ address: string; kind: number; last_tx: number; entries: Buffer }>(
      'SELECT a.address, w.kind, w.last_tx, w.entries FROM wallet_history w JOIN addresses a ON a.id = w.address_id',
    );
    const addressIds = await exec.all<{ id: number; address: string }>('SELECT id, address FROM addresses');
    const mintOf = new Map(addressIds.map((m) => [Number(m.id), m.address]));
    WALLET_KINDS.forEach((table, kind) => {
      out[table] = wallet
        .filter((w) => Number(w.kind) === kind)
        .flatMap((w) =>
          unpackEntries(Number(w.last_tx), w.entries).map((e) =>
            [w.address, e.tx, e.position, e.mint === null ? null : mintOf.get(e.mint), e.action, e.direction]
              .map(String)
              .join('|'),
          ),
        )
        .sort();
    });
    // Each block's list index with its programs spelled out.
    const indexes = await exec.all<{ slot: number; list_index: Buffer | null }>(
      'SELECT slot, list_index FROM blocks ORDER BY slot',
    );
    out.block_list_index = indexes.map((b) => {
      if (b.list_index === null) return `${b.slot}|null`;
      const { failed, programs } = unpackBlockListIndex(b.list_index);
      const named = programs.map((p) => `${mintOf.get(p.programId)}:${p.positions.join(',')}`).sort();
      return `${b.slot}|failed=${failed.join(',')}|${named.join('|')}`;
    });
    const cp = await exec.all<{ slot: number; blockhash: string }>('SELECT slot, blockhash FROM checkpoint');
    out.checkpoint = cp.map((c) => `${c.slot}|${c.blockhash}`);
    return out;
  } finally {
    await exec.close();
  }
}
