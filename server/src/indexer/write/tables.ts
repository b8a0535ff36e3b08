/**
 * The rows the write path inserts, one type per table with named columns (the column list is the
 * row's own keys, so a value can never land in its neighbour's column), and `insertRows`, which
 * turns them into the executor's multi-row inserts.
 *   await insertRows(exec, BLOCKS, [{ slot, height, ... }]);
 */
import type { TransfersTable, WalletHistoryTable } from '../../db/schema';
import type { SqlExec, SqlValue } from '../sql';

export interface TableDef<R> {
  name: string;
  columns: readonly (keyof R & string)[];
  /** appended verbatim to the INSERT (ON CONFLICT …) */
  conflict?: string;
}

export async function insertRows<R extends { [K in keyof R]: SqlValue }>(
  exec: SqlExec,
  table: TableDef<R>,
  rows: R[],
): Promise<void> {
  if (rows.length === 0) return;
  const cols = table.columns;
  await exec.insert(
    table.name,
    [...cols],
    rows.map((r) => cols.map((c) => r[c])),
    table.conflict,
  );
}

const def = <R>(name: string, columns: readonly (keyof R & string)[], conflict?: string): TableDef<R> => ({
  name,
  columns,
  conflict,
});

export type BlockRow = {
  slot: number;
  height: number | null;
  parent_slot: number;
  blockhash: string;
  previous_blockhash: string;
  block_time: number | null;
  epoch: number | null;
  leader: string | null;
  tx_count: number;
  success_count: number;
  failed_count: number;
  total_fees: number;
  balance_change_count: number;
  defi_swap_count: number;
};
export const BLOCKS = def<BlockRow>('blocks', [
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
]);

export type SkippedSlotRow = { slot: number };
export const SKIPPED_SLOTS = def<SkippedSlotRow>('skipped_slots', ['slot'], 'ON CONFLICT (slot) DO NOTHING');

export type TransactionRow = { id: number; sig: number; is_vote: number; body: Buffer };
export const TRANSACTIONS = def<TransactionRow>('transactions', ['id', 'sig', 'is_vote', 'body']);

export type AddressHistoryRow = {
  address_id: number;
  last_tx: number;
  first_tx: number;
  n: number;
  txs: Buffer;
};
export const ADDRESS_HISTORY = def<AddressHistoryRow>('address_history', [
  'address_id',
  'last_tx',
  'first_tx',
  'n',
  'txs',
]);

export type TransferRow = TransfersTable;
export const TRANSFERS = def<TransferRow>('transfers', ['tx_id', 'seq', 'kind', 'mint_id', 'amount']);

export type AccountRow = {
  address: string;
  lamports: string;
  lamports_key: string;
  owner: string | null;
  first_slot: number;
  last_slot: number;
  last_block_time: number | null;
  tx_count: number;
  sent: string;
  received: string;
};
// sent / received add up as numbers (SQLite stores them as text: CAST makes the sum exact up to 2^63).
export const ACCOUNTS = def<AccountRow>(
  'accounts',
  [
    'address',
    'lamports',
    'lamports_key',
    'owner',
    'first_slot',
    'last_slot',
    'last_block_time',
    'tx_count',
    'sent',
    'received',
  ],
  `ON CONFLICT (address) DO UPDATE SET lamports = excluded.lamports, lamports_key = excluded.lamports_key,
  owner = COALESCE(excluded.owner, accounts.owner), last_slot = excluded.last_slot, last_block_time = excluded.last_block_time,
  tx_count = accounts.tx_count + excluded.tx_count,
  sent = CAST(accounts.sent AS NUMERIC) + CAST(excluded.sent AS NUMERIC),
  received = CAST(accounts.received AS NUMERIC) + CAST(excluded.received AS NUMERIC)`,
);

export type TokenAccountRow = {
  address: string;
  mint: string;
  owner: string;
  amount: string;
  amount_key: string;
  program: string | null;
  updated_slot: number;
};
export const TOKEN_ACCOUNTS = def<TokenAccountRow>(
  'token_accounts',
  ['address', 'mint', 'owner', 'amount', 'amount_key', 'program', 'updated_slot'],
  `ON CONFLICT (address) DO UPDATE SET mint = excluded.mint, owner = excluded.owner,
  amount = excluded.amount, amount_key = excluded.amount_key, program = COALESCE(excluded.program, token_accounts.program),
  updated_slot = excluded.updated_slot`,
);

export type MintRow = {
  address: string;
  program: string;
  decimals: number;
  supply: string;
  supply_key: string;
  supply_tracked: number;
  mint_authority: string | null;
  freeze_authority: string | null;
  first_mint_signature: string | null;
  first_mint_slot: number | null;
  creator: string | null;
  created_slot: number | null;
  created_signature: string | null;
  holder_count: number;
  transfer_count: number;
  volume_24h: string;
  volume_24h_key: string;
  needs_refresh: number;
  updated_slot: number;
};
// Only the columns this writer owns are updated: metadata columns belong to the refresher (metadata.ts).
export const MINTS = def<MintRow>(
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
export type WalletHistoryRow = WalletHistoryTable;
export const WALLET_HISTORY = def<WalletHistoryRow>('wallet_history', [
  'address_id',
  'kind',
  'last_tx',
  'first_tx',
  'n',
  'entries',
]);
