/**
 * Kysely table types of the explorer database, one schema for SQLite and PostgreSQL (conventions:
 * README.md here). Slots, counts and times are numbers; amounts that can pass 2^53 are strings, with
 * a zero-padded 20-digit `*_key` twin so an index orders them; booleans are 0/1; JSON is text.
 */
import type { Generated, Selectable } from 'kysely';

/** One produced block. Skipped slots live in `skipped_slots`. */
export interface BlocksTable {
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
  /** Sum of fees in lamports (fits 2^53 for any real block). */
  total_fees: number;
  /** Count of non-zero native + token balance changes in the block. */
  balance_change_count: number;
  /** Count of transactions touching a known DEX program (0 on localnet). */
  defi_swap_count: number;
  /** Transactions that are not votes (the latest-transactions list walks the blocks that have some). */
  non_vote_count: number;
  /** Failed positions and each top-level program's positions (db/blockListIndex.ts); NULL before it. */
  list_index: Uint8Array | null;
}

export interface SkippedSlotsTable {
  slot: number;
}

/** Every address the store refers to, once, with its integer id. */
export interface AddressesTable {
  id: number;
  address: string;
}

/**
 * Each transaction once: its position (db/txid.ts), a signature key, whether it is a vote, and the
 * compressed body every page is rendered from (decode/stored.ts).
 */
export interface TransactionsTable {
  id: number;
  sig: number;
  /** 1 when every instruction is a vote instruction. */
  is_vote: number;
  body: Uint8Array;
}

/** The address index (db/history.ts): per address, posting rows of the transactions naming it. */
export interface AddressHistoryTable {
  address_id: number;
  /** newest position in the row */
  last_tx: number;
  /** oldest position in the row */
  first_tx: number;
  /** how many positions */
  n: number;
  /** positions after the newest, as varint gaps, newest first */
  txs: Buffer;
}

/**
 * GOR and token movements as an index into the stored transactions (`seq`: place in the derived
 * transfer list; token null: GOR); the rest is derived again from the body.
 */
export interface TransfersTable {
  tx_id: number;
  seq: number;
  kind: number;
  mint_id: number | null;
  amount: string;
}

/** Current state of token accounts (closed accounts are deleted); addresses as their ids. */
export interface TokenAccountsTable {
  address_id: number;
  mint_id: number;
  owner_id: number;
  amount: string;
  amount_key: string;
  /** 'spl-token' | 'spl-token-2022' (from the token balance's programId when present). */
  program: string | null;
  updated_slot: number;
}

/** Holders per owner wallet: the sum of the owner's token accounts of a mint; only positive sums. */
export interface TokenHoldersTable {
  mint_id: number;
  owner_id: number;
  amount: string;
  amount_key: string;
  /** positive token accounts of this owner for this mint */
  accounts: number;
}

/** Current native state of every account seen in a transaction, keyed by its address id. */
export interface AccountsTable {
  address_id: number;
  lamports: string;
  lamports_key: string;
  /** Owner program when known (filled from getMultipleAccounts for mints/validators; else NULL). */
  owner: string | null;
  first_slot: number;
  last_slot: number;
  last_block_time: number | null;
  /** Number of transactions that referred to this address, votes included (the detail's count). */
  tx_count: number;
  /** Of those, the ones its address history lists: non-vote, and 0 for an address whose history is not kept. */
  history_count: Generated<number>;
  /**
   * GOR this address sent and received in native transfers, lamports; NULL for an account indexed
   * before the totals were kept (its earlier transfers were not counted).
   */
  sent: string | null;
  received: string | null;
}

export interface MintsTable {
  address: string;
  /** 'spl-token' | 'spl-token-2022' */
  program: string;
  decimals: number;
  supply: string;
  supply_key: string;
  /** 1 when the mint was created inside the indexed range, so supply follows mint/burn deltas. */
  supply_tracked: number;
  mint_authority: string | null;
  freeze_authority: string | null;
  name: string | null;
  symbol: string | null;
  uri: string | null;
  logo: string | null;
  /** JSON of on-chain metadata (+ off-chain JSON when fetched); NULL when none. */
  metadata: string | null;
  /** 'token-2022' | 'metaplex' | NULL */
  metadata_source: string | null;
  first_mint_signature: string | null;
  first_mint_slot: number | null;
  /** Fee payer of the transaction that initialised the mint. */
  creator: string | null;
  created_slot: number | null;
  created_signature: string | null;
  /** Owner wallets holding a positive amount of this mint (rows of token_holders). */
  holder_count: number;
  transfer_count: number;
  volume_24h: string;
  volume_24h_key: string;
  /**
   * MINT_STATE: 1 while current chain state (supply/authorities/metadata) should be fetched; 0 once
   * read from the node; 2 when the node held no such mint account (its state is not known).
   */
  needs_refresh: number;
  updated_slot: number;
  /** Metadata and supply as the list's filters see them (db/listing.ts); generated by the database. */
  listing_class: Generated<number>;
}

export interface ValidatorsTable {
  vote_pubkey: string;
  node_pubkey: string;
  activated_stake: string;
  activated_stake_key: string;
  commission: number;
  last_vote: number;
  root_slot: number;
  /** JSON [epoch, credits, previousCredits][] */
  epoch_credits: string;
  delinquent: number;
  epoch_vote_account: number;
  name: string | null;
  updated_at: number;
}

export interface NetworkSnapshotsTable {
  id: Generated<number>;
  /** unix seconds */
  taken_at: number;
  slot: number;
  block_height: number;
  epoch: number;
  slot_index: number;
  slots_in_epoch: number;
  transaction_count: number | null;
  total_supply: string;
  circulating_supply: string;
  non_circulating_supply: string;
  /** Sum of activated stake of current + delinquent vote accounts (lamports). */
  staked: string;
  /** Transactions per second from the latest performance sample(s). */
  tps: number;
  /** JSON of the raw performance samples used. */
  samples: string;
}

/** Single-row table (id = 1): the last indexed block. */
export interface CheckpointTable {
  id: number;
  slot: number;
  blockhash: string;
  block_height: number | null;
  updated_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** GOR price history for change24h (written by the API's price module). */
export interface PriceHistoryTable {
  taken_at: number;
  price: number;
  source: string;
}

/**
 * Abuse limits shared by every API process (server/src/limits): one row per rule and key, holding
 * that rule's state as JSON; `version` makes each change a compare-and-set.
 */
export interface LimitStateTable {
  scope: string;
  key: string;
  state: string;
  version: number;
  /** After this time (ms) the state is void and the row may be swept. */
  expires_at: number;
}

/** Trollbox chat messages (owned by the API). */
export interface TrollboxMessagesTable {
  id: Generated<number>;
  created_at: number;
  author: string;
  text: string;
}

/**
 * A wallet's history as posting lists (walletHistory/postings.ts): per address and kind, which
 * movement of which transaction, with what the filters need; the rest comes from the stored body.
 */
export interface WalletHistoryTable {
  address_id: number;
  /** WALLET_KINDS: 0 = transfers, 1 = balance changes */
  kind: number;
  /** newest and oldest transaction position of the row's entries */
  last_tx: number;
  first_tx: number;
  /** entries in the row */
  n: number;
  /**
   * distinct transactions in the row (rows never share one), so a page by transaction passes over
   * whole rows; NULL in a row written before they were counted, which is read to count them
   */
  txs: number | null;
  entries: Buffer;
}

export interface Database {
  blocks: BlocksTable;
  skipped_slots: SkippedSlotsTable;
  addresses: AddressesTable;
  transactions: TransactionsTable;
  address_history: AddressHistoryTable;
  transfers: TransfersTable;
  token_accounts: TokenAccountsTable;
  token_holders: TokenHoldersTable;
  accounts: AccountsTable;
  mints: MintsTable;
  validators: ValidatorsTable;
  network_snapshots: NetworkSnapshotsTable;
  checkpoint: CheckpointTable;
  settings: SettingsTable;
  price_history: PriceHistoryTable;
  trollbox_messages: TrollboxMessagesTable;
  limit_state: LimitStateTable;
  wallet_history: WalletHistoryTable;
  program_idls: ProgramIdlsTable;
  totals: TotalsTable;
}

/** Counts kept as they are written (db/totals.ts), one row a count. */
export interface TotalsTable {
  name: string;
  n: number;
}

/** A program's IDL as the indexer read it from the chain (migration 0090). */
export interface ProgramIdlsTable {
  program: string;
  /** 'anchor' | 'metadata' | 'none' (looked for, not found) */
  source: string;
  /** the account it was read from */
  account: string | null;
  slot: number | null;
  /** SHA-256 of the JSON text, hex */
  hash: string | null;
  /** the JSON text, zlib-compressed */
  idl: Uint8Array | null;
  /** unix seconds of the last look */
  checked_at: number;
}

export type BlockRow = Selectable<BlocksTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type TransferRow = Selectable<TransfersTable>;
/** A token account as the pages read it: its addresses spelled out. */
export type TokenAccountRow = Omit<Selectable<TokenAccountsTable>, 'address_id' | 'mint_id' | 'owner_id'> & {
  address: string;
  mint: string;
  owner: string;
};
/** An account as the pages read it: its address spelled out. */
export type AccountRow = Omit<Selectable<AccountsTable>, 'address_id'> & { address: string };
export type MintRow = Selectable<MintsTable>;
export type ValidatorRow = Selectable<ValidatorsTable>;

/** Width of `*_key` sort columns: u64::MAX has 20 decimal digits. */
const AMOUNT_KEY_WIDTH = 20;

/** Sortable key of a non-negative base-unit amount (numeric order = string order). */
export function amountKey(amount: string | bigint): string {
  const s = typeof amount === 'bigint' ? amount.toString() : amount;
  if (s.length >= AMOUNT_KEY_WIDTH) return s;
  return '0'.repeat(AMOUNT_KEY_WIDTH - s.length) + s;
}

/** A zero amount's key: a row whose key is above it holds something. */
export const ZERO_AMOUNT_KEY = amountKey('0');
