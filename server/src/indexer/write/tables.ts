/**
 * The write path's tables, each row typed by the schema's own table type with a column list the
 * compiler holds complete (so no value lands in a neighbour's column), and `insertRows`.
 *   await insertRows(exec, BLOCKS, [{ slot, height, ... }]);
 */
import type {
  AccountsTable,
  AddressHistoryTable,
  BlocksTable,
  MintsTable,
  SkippedSlotsTable,
  TokenAccountsTable,
  TransactionsTable,
  TransfersTable,
  WalletHistoryTable,
} from '../../db/schema';
import type { SqlExec, SqlValue } from '../sql';

export interface TableDef<R> {
  name: string;
  columns: readonly (keyof R & string)[];
  /** appended verbatim to the INSERT (ON CONFLICT …) */
  conflict?: string;
  /** How many of `columns`, from the first, lead the table's key: rows go in in that order. */
  keyColumns?: number;
}

/** Two values of one key column (numbers or text), in the database's order. */
export function compareValues(a: SqlValue, b: SqlValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Rows sorted by their first `keyColumns` values. A batch's rows land all over a large table's key
 * range; in key order each page of it is read and rewritten once, where in arrival order a page
 * evicted from the writer's cache is read again for its next row.
 */
export function inKeyOrder(rows: SqlValue[][], keyColumns: number): SqlValue[][] {
  return rows.sort((a, b) => {
    for (let i = 0; i < keyColumns; i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return 0;
  });
}

export async function insertRows<R extends { [K in keyof R]: SqlValue }>(
  exec: SqlExec,
  table: TableDef<R>,
  rows: R[],
): Promise<void> {
  if (rows.length === 0) return;
  const cols = table.columns;
  const values = rows.map((r) => cols.map((c) => r[c]));
  await exec.insert(
    table.name,
    [...cols],
    table.keyColumns ? inKeyOrder(values, table.keyColumns) : values,
    table.conflict,
  );
}

/** A table's row as the writer binds it: the schema's columns, binary columns as Buffer. */
type WriteRow<T> = {
  [K in keyof T]: T[K] extends Uint8Array ? Buffer : T[K] extends Uint8Array | null ? Buffer | null : T[K];
};

/** The columns of R not named in C (never when the list is whole). */
type Missing<R, C extends readonly string[]> = Exclude<keyof R & string, C[number]>;

/** A table definition whose column list names every column of its row type R. */
function def<R>() {
  return <const C extends readonly (keyof R & string)[]>(
    name: string,
    columns: [Missing<R, C>] extends [never] ? C : { missing: Missing<R, C> },
    conflict?: string,
    keyColumns?: number,
  ): TableDef<R> => ({ name, columns: columns as C, conflict, keyColumns });
}

export type BlockRow = WriteRow<BlocksTable>;
export const BLOCKS = def<BlockRow>()('blocks', [
  'slot',
  'height',
  'parent_slot',
  'blockhash',
  'previous_blockhash',
  'block_time',
  'epoch',
  'leader',
  'tx_count',
  'success_count',
  'failed_count',
  'total_fees',
  'balance_change_count',
  'defi_swap_count',
  'non_vote_count',
  'list_index',
]);

export type SkippedSlotRow = WriteRow<SkippedSlotsTable>;
export const SKIPPED_SLOTS = def<SkippedSlotRow>()(
  'skipped_slots',
  ['slot'],
  'ON CONFLICT (slot) DO NOTHING',
);

export type TransactionRow = WriteRow<TransactionsTable>;
export const TRANSACTIONS = def<TransactionRow>()('transactions', ['id', 'sig', 'is_vote', 'body']);

export type AddressHistoryRow = WriteRow<AddressHistoryTable>;
export const ADDRESS_HISTORY = def<AddressHistoryRow>()(
  'address_history',
  ['address_id', 'last_tx', 'first_tx', 'n', 'txs'],
  undefined,
  2,
);

export type TransferRow = WriteRow<TransfersTable>;
export const TRANSFERS = def<TransferRow>()('transfers', ['tx_id', 'seq', 'kind', 'mint_id', 'amount']);

/**
 * The writer always knows an account's sent / received totals (NULL is only for older rows), and its
 * count of listed transactions (which has a default for rows written before it was kept).
 */
export type AccountRow = WriteRow<Omit<AccountsTable, 'sent' | 'received' | 'history_count'>> & {
  sent: string;
  received: string;
  history_count: number;
};
// sent / received add up as numbers (SQLite stores them as text: CAST makes the sum exact up to 2^63).
export const ACCOUNTS = def<AccountRow>()(
  'accounts',
  [
    'address_id',
    'lamports',
    'lamports_key',
    'owner',
    'first_slot',
    'last_slot',
    'last_block_time',
    'tx_count',
    'history_count',
    'sent',
    'received',
  ],
  `ON CONFLICT (address_id) DO UPDATE SET lamports = excluded.lamports, lamports_key = excluded.lamports_key,
  owner = COALESCE(excluded.owner, accounts.owner), last_slot = excluded.last_slot, last_block_time = excluded.last_block_time,
  tx_count = accounts.tx_count + excluded.tx_count, history_count = accounts.history_count + excluded.history_count,
  sent = CAST(accounts.sent AS NUMERIC) + CAST(excluded.sent AS NUMERIC),
  received = CAST(accounts.received AS NUMERIC) + CAST(excluded.received AS NUMERIC)`,
  1,
);

export type TokenAccountRow = WriteRow<TokenAccountsTable>;
export const TOKEN_ACCOUNTS = def<TokenAccountRow>()(
  'token_accounts',
  ['address_id', 'mint_id', 'owner_id', 'amount', 'amount_key', 'program', 'updated_slot'],
  `ON CONFLICT (address_id) DO UPDATE SET mint_id = excluded.mint_id, owner_id = excluded.owner_id,
  amount = excluded.amount, amount_key = excluded.amount_key, program = COALESCE(excluded.program, token_accounts.program),
  updated_slot = excluded.updated_slot`,
  1,
);

/**
 * The columns this writer owns: the metadata columns belong to the refresher (metadata.ts), and the
 * listing class is the database's own (generated).
 */
export type MintRow = WriteRow<
  Omit<MintsTable, 'name' | 'symbol' | 'uri' | 'logo' | 'metadata' | 'metadata_source' | 'listing_class'>
>;
// Only the columns this writer owns are updated: metadata columns belong to the refresher (metadata.ts).
export const MINTS = def<MintRow>()(
  'mints',
  [
    'address',
    'program',
    'decimals',
    'supply',
    'supply_key',
    'supply_tracked',
    'mint_authority',
    'freeze_authority',
    'first_mint_signature',
    'first_mint_slot',
    'creator',
    'created_slot',
    'created_signature',
    'holder_count',
    'transfer_count',
    'volume_24h',
    'volume_24h_key',
    'needs_refresh',
    'updated_slot',
  ],
  `ON CONFLICT (address) DO UPDATE SET supply = excluded.supply, supply_key = excluded.supply_key,
  first_mint_signature = excluded.first_mint_signature, first_mint_slot = excluded.first_mint_slot,
  holder_count = excluded.holder_count, transfer_count = excluded.transfer_count,
  needs_refresh = excluded.needs_refresh, updated_slot = excluded.updated_slot`,
);

/** A wallet history posting row, as the table declares it. */
export type WalletHistoryRow = WriteRow<WalletHistoryTable>;
export const WALLET_HISTORY = def<WalletHistoryRow>()(
  'wallet_history',
  ['address_id', 'kind', 'last_tx', 'first_tx', 'n', 'txs', 'entries'],
  undefined,
  3,
);
