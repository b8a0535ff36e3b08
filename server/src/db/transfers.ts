/** Reads of the transfers index: a token's movements, where a time window starts, their transactions. */
import type { Kysely } from 'kysely';
import type { TransferRecord } from '../decode/types';
import type { Database } from './schema';
import { firstTxOf } from './txid';
import type { StoredTransaction, TransactionReader } from './txstore';

/** The first position at or after unix time `since` (null: no block that recent). */
export async function firstTxSince(db: Kysely<Database>, since: number): Promise<number | null> {
  const b = await db
    .selectFrom('blocks')
    .select(['slot'])
    .where('block_time', '>=', since)
    .orderBy('block_time')
    .orderBy('slot')
    .limit(1)
    .executeTakeFirst();
  return b ? firstTxOf(Number(b.slot)) : null;
}

export interface StoredMovement {
  tx: StoredTransaction;
  seq: number;
  transfer: TransferRecord;
}

/** The movements at (position, seq), in the order given, with their transactions. */
export async function movementsAt(
  reader: TransactionReader,
  rows: { tx_id: number; seq: number }[],
): Promise<StoredMovement[]> {
  const txs = new Map(
    (await reader.byIds([...new Set(rows.map((r) => Number(r.tx_id)))])).map((t) => [t.id, t]),
  );
  return rows.flatMap((r) => {
    const tx = txs.get(Number(r.tx_id));
    const transfer = tx?.transfers[Number(r.seq)];
    return tx && transfer ? [{ tx, seq: Number(r.seq), transfer }] : [];
  });
}
