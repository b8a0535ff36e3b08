/**
 * The explorer's migrations: one list for both dialects. Column types that differ between SQLite and
 * PostgreSQL go through `types()` so every migration reads the same on both.
 * To add a migration: append a new key (they run in key order) — never edit a shipped one.
 */
import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

interface DialectTypes {
  /** Base-unit amount: TEXT on SQLite (exact), NUMERIC on PostgreSQL. */
  amount: 'text' | 'numeric';
  /** Auto-increment primary key column type. */
  serial: 'integer' | 'bigserial';
  pg: boolean;
}

/**
 * SQLite: tables keyed by a composite or text primary key are created WITHOUT ROWID, so the primary
 * key is the table's own B-tree (one tree per insert instead of rowid table + key index).
 */
function clustered<T extends { modifyEnd(node: ReturnType<typeof sql.raw>): T }>(t: DialectTypes, b: T): T {
  return t.pg ? b : b.modifyEnd(sql.raw(' WITHOUT ROWID'));
}

function types(db: Kysely<unknown>): DialectTypes {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return { amount: pg ? 'numeric' : 'text', serial: pg ? 'bigserial' : 'integer', pg };
}

/**
 * What the shipped migrations wrote, frozen here rather than imported: a migration that has run on a
 * database must mean the same thing on the next one, whatever the live code becomes. A test holds
 * each equal to its live counterpart; when the live one changes, a new migration converts.
 */
export const SHIPPED = {
  /** WHERE of the default tokens list's partial indexes (0002; db/listing.ts repeats it verbatim). */
  listedIndexWhere:
    "name IS NOT NULL AND name <> '' AND name NOT LIKE '%...%' AND symbol IS NOT NULL AND symbol <> ''" +
    " AND supply_key > '00000000000000000001'",
  /** A mint's listing class (0180; db/listing.ts's LISTING_CLASS_SQL builds the same text). */
  listingClass:
    "CASE WHEN name IS NOT NULL AND name <> '' AND name NOT LIKE '%...%' AND symbol IS NOT NULL AND symbol <> ''" +
    " THEN 3 ELSE 0 END + CASE WHEN supply_key > '00000000000000000001' THEN 2" +
    " WHEN supply_key > '00000000000000000000' THEN 1 ELSE 0 END",
  /** Sortable text key of a base-unit amount: 20 digits, zero-padded (0002). */
  amountKey: (amount: bigint): string => amount.toString().padStart(20, '0'),
  /** A wallet history posting row's columns (0030): see walletHistory/postings.ts for the layout. */
  packPostings(entries: ShippedWalletEntry[]): { last: number; first: number; n: number; entries: Buffer } {
    const sorted = [...entries].sort((a, b) => b.tx - a.tx || b.position - a.position);
    const out: number[] = [];
    const varint = (value: number) => {
      let v = value;
      while (v >= 0x80) {
        out.push((v % 0x80) | 0x80);
        v = Math.floor(v / 0x80);
      }
      out.push(v);
    };
    let prev = sorted[0].tx;
    for (const e of sorted) {
      varint(prev - e.tx);
      varint(e.position);
      varint(e.mint === null ? 0 : e.mint + 1);
      varint(e.action * 4 + e.direction);
      prev = e.tx;
    }
    return {
      last: sorted[0].tx,
      first: sorted[sorted.length - 1].tx,
      n: sorted.length,
      entries: Buffer.from(out),
    };
  },
};

/** token_accounts and token_holders as 0002 knew them (keyed by address text until 0070). */
interface ShippedTokenTables {
  token_accounts: { mint: string; owner: string; amount: string; amount_key: string };
  token_holders: { mint: string; owner: string; amount: string; amount_key: string; accounts: number };
}

interface ShippedWalletEntry {
  tx: number;
  position: number;
  mint: number | null;
  action: number;
  direction: number;
}

const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;

    await s
      .createTable('blocks')
      .addColumn('slot', 'bigint', (c) => c.primaryKey())
      .addColumn('height', 'bigint')
      .addColumn('parent_slot', 'bigint', (c) => c.notNull())
      .addColumn('blockhash', 'text', (c) => c.notNull())
      .addColumn('previous_blockhash', 'text', (c) => c.notNull())
      .addColumn('block_time', 'bigint')
      .addColumn('epoch', 'bigint')
      .addColumn('leader', 'text')
      .addColumn('tx_count', 'integer', (c) => c.notNull())
      .addColumn('success_count', 'integer', (c) => c.notNull())
      .addColumn('failed_count', 'integer', (c) => c.notNull())
      .addColumn('total_fees', 'bigint', (c) => c.notNull())
      .addColumn('balance_change_count', 'integer', (c) => c.notNull())
      .addColumn('defi_swap_count', 'integer', (c) => c.notNull())
      .execute();
    // /block/:height and the /transactions?block=<height> page look blocks up by height.
    await s.createIndex('blocks_height').on('blocks').column('height').execute();
    await s.createIndex('blocks_blockhash').on('blocks').column('blockhash').execute();

    await s
      .createTable('skipped_slots')
      .addColumn('slot', 'bigint', (c) => c.primaryKey())
      .execute();

    await s
      .createTable('transactions')
      .addColumn('signature', 'text', (c) => c.primaryKey())
      .addColumn('slot', 'bigint', (c) => c.notNull())
      .addColumn('tx_index', 'integer', (c) => c.notNull())
      .addColumn('block_height', 'bigint')
      .addColumn('block_time', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('err', 'text')
      .addColumn('fee', 'bigint', (c) => c.notNull())
      .addColumn('fee_payer', 'text', (c) => c.notNull())
      .addColumn('compute_units', 'bigint')
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('instruction_count', 'integer', (c) => c.notNull())
      .addColumn('account_count', 'integer', (c) => c.notNull())
      .addColumn('program_count', 'integer', (c) => c.notNull())
      .addColumn('signer_count', 'integer', (c) => c.notNull())
      .addColumn('is_vote', 'integer', (c) => c.notNull())
      .addColumn('programs', 'text', (c) => c.notNull())
      .addColumn('instructions', 'text', (c) => c.notNull())
      .addColumn('accounts', 'text', (c) => c.notNull())
      .addColumn('transfers', 'text', (c) => c.notNull())
      .addColumn('minted', 'text', (c) => c.notNull())
      .addColumn('burned', 'text', (c) => c.notNull())
      .addColumn('token_balance_changes', 'text', (c) => c.notNull())
      .addColumn('log_messages', 'text', (c) => c.notNull())
      .execute();
    // (transactions keeps its rowid: its rows carry kilobytes of JSON, which WITHOUT ROWID handles badly.)
    // Latest transactions, one block's transactions (ORDER BY slot DESC, tx_index DESC / ASC).
    await s
      .createIndex('transactions_slot_idx')
      .on('transactions')
      .columns(['slot', 'tx_index'])
      .unique()
      .execute();
    // Latest non-vote transactions on a real chain (WHERE is_vote = 0 ORDER BY slot DESC, tx_index DESC).
    await s
      .createIndex('transactions_vote_slot_idx')
      .on('transactions')
      .columns(['is_vote', 'slot', 'tx_index'])
      .execute();

    await clustered(
      t,
      s
        .createTable('address_transactions')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        // An address's transactions newest first with a (slot, tx_index) cursor: a range scan of the PK.
        .addPrimaryKeyConstraint('address_transactions_pk', ['address', 'slot', 'tx_index']),
    ).execute();

    await clustered(
      t,
      s
        .createTable('transfers')
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('block_time', 'bigint')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('mint', 'text')
        .addColumn('source', 'text')
        .addColumn('destination', 'text')
        .addColumn('source_owner', 'text')
        .addColumn('destination_owner', 'text')
        .addColumn('amount', t.amount, (c) => c.notNull())
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('transfers_pk', ['slot', 'tx_index', 'seq']),
    ).execute();
    // A token's transfers / transactions newest first.
    await s
      .createIndex('transfers_mint')
      .on('transfers')
      .columns(['mint', 'slot', 'tx_index', 'seq'])
      .execute();
    // A wallet's transfers (holdings page): union of the two, newest first.
    await s
      .createIndex('transfers_source_owner')
      .on('transfers')
      .columns(['source_owner', 'slot', 'tx_index'])
      .execute();
    await s
      .createIndex('transfers_destination_owner')
      .on('transfers')
      .columns(['destination_owner', 'slot', 'tx_index'])
      .execute();
    // 24 h volume per mint.
    await s.createIndex('transfers_block_time').on('transfers').column('block_time').execute();

    await clustered(
      t,
      s
        .createTable('token_balance_changes')
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('block_time', 'bigint')
        .addColumn('mint', 'text', (c) => c.notNull())
        .addColumn('owner', 'text')
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addColumn('pre_amount', t.amount, (c) => c.notNull())
        .addColumn('post_amount', t.amount, (c) => c.notNull())
        .addColumn('change', t.amount, (c) => c.notNull())
        .addPrimaryKeyConstraint('token_balance_changes_pk', ['slot', 'tx_index', 'account']),
    ).execute();
    // A wallet's token balance changes newest first.
    await s
      .createIndex('token_balance_changes_owner')
      .on('token_balance_changes')
      .columns(['owner', 'slot', 'tx_index'])
      .execute();
    // Fork rollback: latest change of an account before the fork point.
    await s
      .createIndex('token_balance_changes_account')
      .on('token_balance_changes')
      .columns(['account', 'slot', 'tx_index'])
      .execute();

    await clustered(
      t,
      s
        .createTable('native_balance_changes')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('block_time', 'bigint')
        .addColumn('pre_balance', t.amount, (c) => c.notNull())
        .addColumn('post_balance', t.amount, (c) => c.notNull())
        .addColumn('change', t.amount, (c) => c.notNull())
        // An address's GOR balance changes newest first.
        .addPrimaryKeyConstraint('native_balance_changes_pk', ['address', 'slot', 'tx_index']),
    ).execute();

    await clustered(
      t,
      s
        .createTable('token_accounts')
        .addColumn('address', 'text', (c) => c.primaryKey())
        .addColumn('mint', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('amount', t.amount, (c) => c.notNull())
        .addColumn('amount_key', 'text', (c) => c.notNull())
        .addColumn('program', 'text')
        .addColumn('updated_slot', 'bigint', (c) => c.notNull()),
    ).execute();
    // A token's holders by balance (WHERE mint = ? ORDER BY amount_key DESC, address).
    await s
      .createIndex('token_accounts_mint_amount')
      .on('token_accounts')
      .columns(['mint', 'amount_key', 'address'])
      .execute();
    // A wallet's token accounts / holdings.
    await s.createIndex('token_accounts_owner').on('token_accounts').columns(['owner', 'mint']).execute();

    await clustered(
      t,
      s
        .createTable('accounts')
        .addColumn('address', 'text', (c) => c.primaryKey())
        .addColumn('lamports', t.amount, (c) => c.notNull())
        .addColumn('lamports_key', 'text', (c) => c.notNull())
        .addColumn('owner', 'text')
        .addColumn('first_slot', 'bigint', (c) => c.notNull())
        .addColumn('last_slot', 'bigint', (c) => c.notNull())
        .addColumn('last_block_time', 'bigint')
        .addColumn('tx_count', 'bigint', (c) => c.notNull()),
    ).execute();
    // Top GOR holders (ORDER BY lamports_key DESC).
    await s.createIndex('accounts_lamports').on('accounts').columns(['lamports_key', 'address']).execute();

    await clustered(
      t,
      s
        .createTable('mints')
        .addColumn('address', 'text', (c) => c.primaryKey())
        .addColumn('program', 'text', (c) => c.notNull())
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addColumn('supply', t.amount, (c) => c.notNull())
        .addColumn('supply_key', 'text', (c) => c.notNull())
        .addColumn('supply_tracked', 'integer', (c) => c.notNull())
        .addColumn('mint_authority', 'text')
        .addColumn('freeze_authority', 'text')
        .addColumn('name', 'text')
        .addColumn('symbol', 'text')
        .addColumn('uri', 'text')
        .addColumn('logo', 'text')
        .addColumn('metadata', 'text')
        .addColumn('metadata_source', 'text')
        .addColumn('first_mint_signature', 'text')
        .addColumn('first_mint_slot', 'bigint')
        .addColumn('creator', 'text')
        .addColumn('created_slot', 'bigint')
        .addColumn('created_signature', 'text')
        .addColumn('holder_count', 'bigint', (c) => c.notNull())
        .addColumn('transfer_count', 'bigint', (c) => c.notNull())
        .addColumn('volume_24h', t.amount, (c) => c.notNull())
        .addColumn('volume_24h_key', 'text', (c) => c.notNull())
        .addColumn('needs_refresh', 'integer', (c) => c.notNull())
        .addColumn('updated_slot', 'bigint', (c) => c.notNull()),
    ).execute();
    // Tokens list sorts: by holders, by 24 h volume, by supply (market cap when a price is known).
    await s.createIndex('mints_holders').on('mints').columns(['holder_count', 'address']).execute();
    await s.createIndex('mints_volume').on('mints').columns(['volume_24h_key', 'address']).execute();
    await s.createIndex('mints_supply').on('mints').columns(['supply_key', 'address']).execute();
    await s.createIndex('mints_symbol').on('mints').column('symbol').execute();
    await s.createIndex('mints_needs_refresh').on('mints').column('needs_refresh').execute();

    await s
      .createTable('validators')
      .addColumn('vote_pubkey', 'text', (c) => c.primaryKey())
      .addColumn('node_pubkey', 'text', (c) => c.notNull())
      .addColumn('activated_stake', t.amount, (c) => c.notNull())
      .addColumn('activated_stake_key', 'text', (c) => c.notNull())
      .addColumn('commission', 'integer', (c) => c.notNull())
      .addColumn('last_vote', 'bigint', (c) => c.notNull())
      .addColumn('root_slot', 'bigint', (c) => c.notNull())
      .addColumn('epoch_credits', 'text', (c) => c.notNull())
      .addColumn('delinquent', 'integer', (c) => c.notNull())
      .addColumn('epoch_vote_account', 'integer', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await s.createIndex('validators_node').on('validators').column('node_pubkey').execute();
    await s
      .createIndex('validators_stake')
      .on('validators')
      .columns(['activated_stake_key', 'vote_pubkey'])
      .execute();

    await s
      .createTable('network_snapshots')
      .addColumn('id', t.serial, (c) => (t.pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('taken_at', 'bigint', (c) => c.notNull())
      .addColumn('slot', 'bigint', (c) => c.notNull())
      .addColumn('block_height', 'bigint', (c) => c.notNull())
      .addColumn('epoch', 'bigint', (c) => c.notNull())
      .addColumn('slot_index', 'bigint', (c) => c.notNull())
      .addColumn('slots_in_epoch', 'bigint', (c) => c.notNull())
      .addColumn('transaction_count', 'bigint')
      .addColumn('total_supply', t.amount, (c) => c.notNull())
      .addColumn('circulating_supply', t.amount, (c) => c.notNull())
      .addColumn('non_circulating_supply', t.amount, (c) => c.notNull())
      .addColumn('staked', t.amount, (c) => c.notNull())
      .addColumn('tps', 'double precision', (c) => c.notNull())
      .addColumn('samples', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('network_snapshots_taken_at').on('network_snapshots').column('taken_at').execute();

    await s
      .createTable('checkpoint')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slot', 'bigint', (c) => c.notNull())
      .addColumn('blockhash', 'text', (c) => c.notNull())
      .addColumn('block_height', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();

    await s
      .createTable('settings')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO settings (key, value) VALUES ('trollbox_enabled', 'true')`.execute(db);

    await s
      .createTable('price_history')
      .addColumn('taken_at', 'bigint', (c) => c.primaryKey())
      .addColumn('price', 'double precision', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('trollbox_messages')
      .addColumn('id', t.serial, (c) => (t.pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('trollbox_messages_created').on('trollbox_messages').column('created_at').execute();
  },
};

/**
 * Holders per owner wallet (token_holders: a wallet's token accounts of a mint summed; rows only for
 * positive sums), mints.holder_count recounted per owner, and partial indexes serving the default
 * tokens list (all three list filters on) for each sort.
 */
const tokenHolders: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    await clustered(
      t,
      s
        .createTable('token_holders')
        .addColumn('mint', 'text', (c) => c.notNull())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('amount', t.amount, (c) => c.notNull())
        .addColumn('amount_key', 'text', (c) => c.notNull())
        /** positive token accounts of this owner for this mint */
        .addColumn('accounts', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('token_holders_pk', ['mint', 'owner']),
    ).execute();
    // A token's holders by balance (WHERE mint = ? ORDER BY amount_key DESC, owner DESC).
    await s
      .createIndex('token_holders_mint_amount')
      .on('token_holders')
      .columns(['mint', 'amount_key', 'owner'])
      .execute();
    // The writer's look-up of the touched owners' rows.
    await s.createIndex('token_holders_owner').on('token_holders').column('owner').execute();
    const listed = sql.raw<boolean>(SHIPPED.listedIndexWhere);
    for (const [name, key] of [
      ['mints_listed_holders', 'holder_count'],
      ['mints_listed_volume', 'volume_24h_key'],
      ['mints_listed_supply', 'supply_key'],
    ] as const)
      await s.createIndex(name).on('mints').columns([key, 'address']).where(listed).execute();
    // The default list's count, answered from the index alone (name and symbol are in the filter).
    await s
      .createIndex('mints_listed_count')
      .on('mints')
      .columns(['supply_key', 'name', 'symbol'])
      .where(listed)
      .execute();

    // Existing databases: fill token_holders from token_accounts and recount holders per owner.
    const q = db as Kysely<ShippedTokenTables>;
    const rows = await q
      .selectFrom('token_accounts')
      .select(['mint', 'owner', 'amount'])
      .where('amount_key', '>', SHIPPED.amountKey(0n))
      .execute();
    const sums = new Map<string, { mint: string; owner: string; amount: bigint; accounts: number }>();
    for (const r of rows) {
      const k = `${r.mint} ${r.owner}`;
      const e = sums.get(k) ?? { mint: r.mint, owner: r.owner, amount: 0n, accounts: 0 };
      e.amount += BigInt(String(r.amount));
      e.accounts++;
      sums.set(k, e);
    }
    const values = [...sums.values()].map((e) => ({
      mint: e.mint,
      owner: e.owner,
      amount: e.amount.toString(),
      amount_key: SHIPPED.amountKey(e.amount),
      accounts: e.accounts,
    }));
    for (let i = 0; i < values.length; i += 500)
      await q
        .insertInto('token_holders')
        .values(values.slice(i, i + 500))
        .execute();
    await sql`UPDATE mints SET holder_count = (SELECT COUNT(*) FROM token_holders h WHERE h.mint = mints.address)`.execute(
      db,
    );
  },
};

/**
 * The wallet history of the holdings page (its Transfers and Balance Changes tabs): per address, its transfers and its
 * balance changes (GOR and every token account it owns), written by the indexer with each block
 * (server/src/walletHistory/extract.ts). Keyed by (address, slot, tx_index, position) so any page, newest
 * first with a cursor, is one range scan; (address, mint, …) serves the token filter.
 * Existing databases start these tables empty: re-index (remove the database, or index into a new
 * one) to fill them for the history indexed before this migration.
 */
const walletHistory: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    await clustered(
      t,
      s
        .createTable('wallet_transfers')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('block_time', 'bigint')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('mint', 'text')
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addColumn('amount', t.amount, (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('source', 'text')
        .addColumn('destination', 'text')
        .addColumn('source_owner', 'text')
        .addColumn('destination_owner', 'text')
        .addColumn('others', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallet_transfers_pk', ['address', 'slot', 'tx_index', 'position']),
    ).execute();
    await s
      .createIndex('wallet_transfers_mint')
      .on('wallet_transfers')
      .columns(['address', 'mint', 'slot', 'tx_index', 'position'])
      .execute();
    await clustered(
      t,
      s
        .createTable('wallet_balance_changes')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('slot', 'bigint', (c) => c.notNull())
        .addColumn('tx_index', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('block_time', 'bigint')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('mint', 'text')
        .addColumn('decimals', 'integer', (c) => c.notNull())
        .addColumn('pre_amount', t.amount, (c) => c.notNull())
        .addColumn('post_amount', t.amount, (c) => c.notNull())
        .addColumn('change', t.amount, (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallet_balance_changes_pk', ['address', 'slot', 'tx_index', 'position']),
    ).execute();
    await s
      .createIndex('wallet_balance_changes_mint')
      .on('wallet_balance_changes')
      .columns(['address', 'mint', 'slot', 'tx_index', 'position'])
      .execute();
  },
};

/** What an operator reads when a database indexed by the previous storage layout is opened. */
export const PREVIOUS_LAYOUT_MESSAGE =
  'This database holds an index written by the previous storage layout (transactions stored as JSON copies); ' +
  're-index it into a new database: remove the SQLite file (or drop and recreate the PostgreSQL database), then run `npm start` or `npm run server -- index` again.';

/**
 * The compact store: each transaction once, as the node sent it, in one compressed body
 * (server/src/decode/stored.ts) keyed by its position (`slot * 2^16 + index`, server/src/db/txid.ts);
 * addresses as integer ids; the address history as (address id, position) pairs. The per-account
 * balance-change tables go: a fork rollback reads the pre-balances from the stored bodies.
 * A database that already holds transactions in the previous layout is refused with one clear line
 * (the layouts are never mixed); an empty one is converted.
 */
const compactStore: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    const old = await sql<{
      n: number | string;
    }>`SELECT COUNT(*) AS n FROM (SELECT 1 FROM transactions LIMIT 1) x`.execute(db);
    if (Number(old.rows[0]?.n ?? 0) > 0) throw new Error(PREVIOUS_LAYOUT_MESSAGE);
    for (const table of [
      'transactions',
      'address_transactions',
      'native_balance_changes',
      'token_balance_changes',
      'wallet_transfers',
      'wallet_balance_changes',
      'transfers',
    ])
      await s.dropTable(table).ifExists().execute();

    // Movements: (position, order) with kind code, token id and amount; the rest is in the body.
    await clustered(
      t,
      s
        .createTable('transfers')
        .addColumn('tx_id', 'bigint', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('kind', 'smallint', (c) => c.notNull())
        .addColumn('mint_id', 'bigint')
        .addColumn('amount', t.amount, (c) => c.notNull())
        .addPrimaryKeyConstraint('transfers_pk', ['tx_id', 'seq']),
    ).execute();
    // A token's transfers and transactions newest first, and its 24 h volume (a position range).
    await s.createIndex('transfers_mint').on('transfers').columns(['mint_id', 'tx_id', 'seq']).execute();

    // One row per address ever stored; ids are assigned by the single writer in increasing order.
    await s
      .createTable('addresses')
      .addColumn('id', t.pg ? 'bigint' : 'integer', (c) => c.primaryKey())
      .addColumn('address', 'text', (c) => c.notNull().unique())
      .execute();

    // SQLite: `id INTEGER PRIMARY KEY` is the rowid, so the table is clustered on the position.
    await s
      .createTable('transactions')
      .addColumn('id', t.pg ? 'bigint' : 'integer', (c) => c.primaryKey())
      .addColumn('sig', 'bigint', (c) => c.notNull())
      .addColumn('is_vote', 'integer', (c) => c.notNull())
      .addColumn('body', t.pg ? 'bytea' : 'blob', (c) => c.notNull())
      .execute();
    // Signature lookups: a 6-byte prefix, checked against the stored body.
    await s.createIndex('transactions_sig').on('transactions').column('sig').execute();
    // Latest non-vote transactions without a sort: a partial index over the non-vote positions.
    await s
      .createIndex('transactions_latest')
      .on('transactions')
      .column('id')
      .where(sql.ref('is_vote'), '=', 0)
      .execute();

    // The address index as posting lists (db/history.ts): per address and written batch, the
    // positions of its transactions as varint gaps, newest first; keyed so a page is one range.
    await clustered(
      t,
      s
        .createTable('address_history')
        .addColumn('address_id', 'bigint', (c) => c.notNull())
        .addColumn('last_tx', 'bigint', (c) => c.notNull())
        .addColumn('first_tx', 'bigint', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('txs', t.pg ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('address_history_pk', ['address_id', 'last_tx']),
    ).execute();

    // The wallet history as an index into the stored transactions (one narrow row per movement or
    // balance the address takes part in); the page derives the rest from the stored body.
    for (const table of ['wallet_transfers', 'wallet_balance_changes']) {
      await clustered(
        t,
        s
          .createTable(table)
          .addColumn('address_id', 'bigint', (c) => c.notNull())
          .addColumn('tx_id', 'bigint', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('mint_id', 'bigint')
          .addColumn('action', 'smallint', (c) => c.notNull())
          .addColumn('direction', 'smallint', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['address_id', 'tx_id', 'position']),
      ).execute();
      // The token filter: one range of (address, token) newest first.
      await s
        .createIndex(`${table}_mint`)
        .on(table)
        .columns(['address_id', 'mint_id', 'tx_id', 'position'])
        .execute();
    }
    // Time filters become position ranges: the first and last block inside the range.
    await s.createIndex('blocks_block_time').on('blocks').columns(['block_time', 'slot']).execute();
    if (t.pg) {
      // The bodies are compressed already: TOAST must not spend time compressing them again.
      await sql`ALTER TABLE transactions ALTER COLUMN body SET STORAGE EXTERNAL`.execute(db);
      // The current-state tables are rewritten every batch: room left in each page lets PostgreSQL
      // update a row in place (a HOT update) when no indexed column changed, instead of leaving a
      // dead copy behind for vacuum (most touched accounts only change their counters).
      for (const table of ['accounts', 'token_accounts', 'mints', 'token_holders'])
        await sql`ALTER TABLE ${sql.table(table)} SET (fillfactor = 70)`.execute(db);
    }
  },
};

// Abuse limits shared by every API process on one database: event counts per fixed window and each
// key's last accepted event. Never used: replaced by limit_state (0050) before any code wrote them.
const sharedLimits: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    await clustered(
      t,
      s
        .createTable('limit_counters')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('limit_counters_pk', ['scope', 'key', 'window_start']),
    ).execute();
    await s.createIndex('limit_counters_window').on('limit_counters').column('window_start').execute();
    await clustered(
      t,
      s
        .createTable('limit_marks')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('limit_marks_pk', ['scope', 'key']),
    ).execute();
    await s.createIndex('limit_marks_at').on('limit_marks').column('at').execute();
  },
};

/**
 * The wallet history as posting lists (server/src/walletHistory/postings.ts): one row per address and
 * history kind per written batch instead of one row per movement. Rows already written are packed
 * into one posting row per address and kind.
 */
const walletPostings: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    await clustered(
      t,
      s
        .createTable('wallet_history')
        .addColumn('address_id', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'smallint', (c) => c.notNull())
        .addColumn('last_tx', 'bigint', (c) => c.notNull())
        .addColumn('first_tx', 'bigint', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('entries', t.pg ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallet_history_pk', ['address_id', 'kind', 'last_tx']),
    ).execute();
    // The kinds are fixed here, not imported: a shipped migration must not change meaning.
    const tables = [
      ['wallet_transfers', 0],
      ['wallet_balance_changes', 1],
    ] as const;
    for (const [table, kind] of tables) {
      type Old = {
        address_id: number | string;
        tx_id: number | string;
        position: number;
        mint_id: number | string | null;
        action: number;
        direction: number;
      };
      let pending: ShippedWalletEntry[] = [];
      let pendingAddress: number | null = null;
      const flush = async () => {
        if (pendingAddress === null || pending.length === 0) return;
        const p = SHIPPED.packPostings(pending);
        await sql`INSERT INTO wallet_history (address_id, kind, last_tx, first_tx, n, entries)
          VALUES (${pendingAddress}, ${kind}, ${p.last}, ${p.first}, ${p.n}, ${p.entries})`.execute(db);
        pending = [];
      };
      let after = -1;
      for (;;) {
        // Whole addresses at a time, in address order, so each gets one posting row.
        const ids = await sql<{ address_id: number | string }>`SELECT DISTINCT address_id FROM ${sql.table(
          table,
        )} WHERE address_id > ${after} ORDER BY address_id LIMIT 500`.execute(db);
        if (ids.rows.length === 0) break;
        const last = Number(ids.rows[ids.rows.length - 1].address_id);
        const rows = await sql<Old>`SELECT address_id, tx_id, position, mint_id, action, direction
          FROM ${sql.table(table)} WHERE address_id > ${after} AND address_id <= ${last}
          ORDER BY address_id`.execute(db);
        for (const r of rows.rows) {
          const address = Number(r.address_id);
          if (address !== pendingAddress) {
            await flush();
            pendingAddress = address;
          }
          pending.push({
            tx: Number(r.tx_id),
            position: Number(r.position),
            mint: r.mint_id === null ? null : Number(r.mint_id),
            action: Number(r.action),
            direction: Number(r.direction),
          });
        }
        after = last;
      }
      await flush();
      await s.dropTable(table).execute();
    }
  },
};

/**
 * GOR sent and received per account, kept by the writer from the native transfers it indexes.
 * Accounts already indexed get NULL: their earlier transfers were never counted, and a page shows
 * no total rather than a wrong one.
 */
const accountTotals: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    await db.schema.alterTable('accounts').addColumn('sent', t.amount).execute();
    await db.schema.alterTable('accounts').addColumn('received', t.amount).execute();
  },
};

/**
 * Abuse limits shared by every API process on one database (server/src/limits/shared.ts): each
 * rule's state per key, changed by compare-and-set on `version`. Replaces the counter and mark
 * tables, which could only approximate a sliding window. Independent of the chain tables.
 */
const limitState: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    await s.dropTable('limit_counters').ifExists().execute();
    await s.dropTable('limit_marks').ifExists().execute();
    await clustered(
      t,
      s
        .createTable('limit_state')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('limit_state_pk', ['scope', 'key']),
    ).execute();
    await s.createIndex('limit_state_expires').on('limit_state').column('expires_at').execute();
  },
};

/**
 * PostgreSQL: stored bodies stay in their row up to a page's size. Beyond the default 2 KB target a
 * body went out of line into the TOAST table, in chunks that each carry a row header and an index
 * entry of their own: about 90 B more per transaction on a busy DeFi mix (half its bodies are over
 * 2 KB), and two more lookups per read. Rows written before keep their place; SQLite has no TOAST.
 */
const inlineBodies: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (types(db).pg) await sql`ALTER TABLE transactions SET (toast_tuple_target = 8160)`.execute(db);
  },
};

/**
 * The current-state tables keyed by address ids, like every other chain table: accounts,
 * token_accounts and token_holders named each account, mint and owner by its 44-character text, in
 * the row and again in every index entry (about 80 B per transaction of a busy DeFi mix in SQLite).
 * Addresses these tables name that no transaction body named yet are numbered first; the rows are
 * then copied with ids, and each table's indexes are made again on the id columns.
 */
const stateIds: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    const s = db.schema;
    await sql`INSERT INTO addresses (id, address)
      SELECT (SELECT COALESCE(MAX(id), 0) FROM addresses) + ROW_NUMBER() OVER (ORDER BY address), address
      FROM (SELECT address FROM accounts UNION SELECT address FROM token_accounts
        UNION SELECT mint FROM token_accounts UNION SELECT owner FROM token_accounts
        UNION SELECT mint FROM token_holders UNION SELECT owner FROM token_holders) named
      WHERE NOT EXISTS (SELECT 1 FROM addresses a WHERE a.address = named.address)`.execute(db);
    const id = t.pg ? 'bigint' : 'integer';

    await s
      .createTable('accounts_by_id')
      .addColumn('address_id', id, (c) => c.primaryKey())
      .addColumn('lamports', t.amount, (c) => c.notNull())
      .addColumn('lamports_key', 'text', (c) => c.notNull())
      .addColumn('owner', 'text')
      .addColumn('first_slot', 'bigint', (c) => c.notNull())
      .addColumn('last_slot', 'bigint', (c) => c.notNull())
      .addColumn('last_block_time', 'bigint')
      .addColumn('tx_count', 'bigint', (c) => c.notNull())
      .addColumn('sent', t.amount)
      .addColumn('received', t.amount)
      .execute();
    await sql`INSERT INTO accounts_by_id (address_id, lamports, lamports_key, owner, first_slot, last_slot,
        last_block_time, tx_count, sent, received)
      SELECT a.id, s.lamports, s.lamports_key, s.owner, s.first_slot, s.last_slot, s.last_block_time,
        s.tx_count, s.sent, s.received
      FROM accounts s JOIN addresses a ON a.address = s.address`.execute(db);

    await s
      .createTable('token_accounts_by_id')
      .addColumn('address_id', id, (c) => c.primaryKey())
      .addColumn('mint_id', 'bigint', (c) => c.notNull())
      .addColumn('owner_id', 'bigint', (c) => c.notNull())
      .addColumn('amount', t.amount, (c) => c.notNull())
      .addColumn('amount_key', 'text', (c) => c.notNull())
      .addColumn('program', 'text')
      .addColumn('updated_slot', 'bigint', (c) => c.notNull())
      .execute();
    await sql`INSERT INTO token_accounts_by_id (address_id, mint_id, owner_id, amount, amount_key, program, updated_slot)
      SELECT a.id, m.id, o.id, s.amount, s.amount_key, s.program, s.updated_slot
      FROM token_accounts s JOIN addresses a ON a.address = s.address
        JOIN addresses m ON m.address = s.mint JOIN addresses o ON o.address = s.owner`.execute(db);

    await clustered(
      t,
      s
        .createTable('token_holders_by_id')
        .addColumn('mint_id', 'bigint', (c) => c.notNull())
        .addColumn('owner_id', 'bigint', (c) => c.notNull())
        .addColumn('amount', t.amount, (c) => c.notNull())
        .addColumn('amount_key', 'text', (c) => c.notNull())
        .addColumn('accounts', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('token_holders_ids_pk', ['mint_id', 'owner_id']),
    ).execute();
    await sql`INSERT INTO token_holders_by_id (mint_id, owner_id, amount, amount_key, accounts)
      SELECT m.id, o.id, s.amount, s.amount_key, s.accounts
      FROM token_holders s JOIN addresses m ON m.address = s.mint JOIN addresses o ON o.address = s.owner`.execute(
      db,
    );

    for (const table of ['accounts', 'token_accounts', 'token_holders']) {
      await s.dropTable(table).execute();
      await s.alterTable(`${table}_by_id`).renameTo(table).execute();
    }
    // Top GOR holders (ORDER BY lamports_key DESC, address_id DESC).
    await s.createIndex('accounts_lamports').on('accounts').columns(['lamports_key', 'address_id']).execute();
    // A token's accounts by balance, and a wallet's token accounts / holdings.
    await s
      .createIndex('token_accounts_mint_amount')
      .on('token_accounts')
      .columns(['mint_id', 'amount_key', 'address_id'])
      .execute();
    await s
      .createIndex('token_accounts_owner')
      .on('token_accounts')
      .columns(['owner_id', 'mint_id'])
      .execute();
    // A token's holders by balance; the writer's look-up of the touched owners' rows.
    await s
      .createIndex('token_holders_mint_amount')
      .on('token_holders')
      .columns(['mint_id', 'amount_key', 'owner_id'])
      .execute();
    await s.createIndex('token_holders_owner').on('token_holders').column('owner_id').execute();
    if (t.pg)
      for (const table of ['accounts', 'token_accounts', 'token_holders'])
        await sql`ALTER TABLE ${sql.table(table)} SET (fillfactor = 70)`.execute(db);
  },
};

/**
 * The latest-transactions list walks the blocks instead of an index over every transaction: each
 * block counts its non-vote transactions, a partial index keeps the blocks that have any, and the
 * partial index over the non-vote positions (14 B per transaction of a busy DeFi mix in SQLite) goes.
 */
const latestByBlock: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const s = db.schema;
    await s
      .alterTable('blocks')
      .addColumn('non_vote_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE blocks SET non_vote_count = (SELECT COUNT(*) FROM transactions t
      WHERE t.id >= blocks.slot * 65536 AND t.id < (blocks.slot + 1) * 65536 AND t.is_vote = 0)`.execute(db);
    await s
      .createIndex('blocks_non_vote')
      .on('blocks')
      .column('slot')
      .where(sql.ref('non_vote_count'), '>', 0)
      .execute();
    await s.dropIndex('transactions_latest').execute();
  },
};

/**
 * Program IDLs read from their chain (Anchor's IDL account or the Program Metadata program) by the
 * indexer: one row per program it has looked for, with what it found (source 'none': nothing, kept
 * so the program is not asked again before the row's check is due). The IDL is kept as the
 * zlib-compressed JSON it was published as, with its SHA-256 and the slot it was read at.
 */
const programIdls: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    await db.schema
      .createTable('program_idls')
      .addColumn('program', 'text', (c) => c.primaryKey())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('account', 'text')
      .addColumn('slot', t.pg ? 'bigint' : 'integer')
      .addColumn('hash', 'text')
      .addColumn('idl', t.pg ? 'bytea' : 'blob')
      .addColumn('checked_at', t.pg ? 'bigint' : 'integer', (c) => c.notNull())
      .execute();
  },
};

/**
 * GOR a wallet pays or receives through a wrapped-native account it closes back to itself became the
 * wallet's own movement (server/src/walletHistory/wrapped.ts): the wallet history and GOR totals
 * already stored lack it. Deriving those transactions again is code, not SQL, and the indexer's to
 * write: this leaves it a note, which the indexer takes up before it next indexes
 * (walletHistory/backfill.ts). A database without transactions has nothing to redo.
 */
const wrappedNativeLegs: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`INSERT INTO settings (key, value) SELECT 'pending_wrapped_native_legs', '1'
      WHERE EXISTS (SELECT 1 FROM transactions)`.execute(db);
  },
};

/**
 * The tokens list sorted by name or by creation read every mint and sorted them for each page (a
 * sequential scan and a top-N sort: 5,626 mints at 1,000,000 transactions of bench:scale, about ten
 * times as many at ten million); holders, volume and supply each had an index to read their order
 * from. The two sort keys as expression indexes, with their partial twins for the default list (its
 * filters on), as the other keys have. The expressions are the list's ORDER BY terms as written in
 * tokens/repository.ts (server/test/tokens.sortIndex.test.ts holds the list's plans to these indexes).
 */
const mintSortKeys: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const listed = sql.raw<boolean>(SHIPPED.listedIndexWhere);
    for (const [name, key] of [
      ['name', 'lower(coalesce(symbol, name, address))'],
      ['created', 'coalesce(created_slot, 0)'],
    ] as const) {
      // IF NOT EXISTS: a database whose later migrations are run again (an upgrade test) keeps its indexes.
      await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`mints_${name}`)} ON mints (${sql.raw(key)}, address)`.execute(
        db,
      );
      await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`mints_listed_${name}`)} ON mints (${sql.raw(key)}, address)
        WHERE ${listed}`.execute(db);
    }
  },
};

/** Whether `table` has `column` already: a migration run again (an upgrade test) has nothing to do. */
async function hasColumn(db: Kysely<unknown>, table: string, column: string): Promise<boolean> {
  // SQLite's table_info (what the introspection reads) leaves generated columns out; table_xinfo lists them.
  if (!types(db).pg) {
    const found = await sql<{ n: number }>`SELECT count(*) AS n FROM pragma_table_xinfo(${table})
      WHERE name = ${column}`.execute(db);
    return Number(found.rows[0]?.n ?? 0) > 0;
  }
  const found = (await db.introspection.getTables()).find((t) => t.name === table);
  return found?.columns.some((c) => c.name === column) ?? false;
}

/**
 * A block's list filters (failed, successful, by program) and its program counts read the block's
 * list index instead of opening every stored body of a busy block. Blocks indexed before keep NULL
 * and are read from their bodies as before.
 */
const blockListIndex: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (await hasColumn(db, 'blocks', 'list_index')) return;
    await db.schema
      .alterTable('blocks')
      .addColumn('list_index', types(db).pg ? 'bytea' : 'blob')
      .execute();
  },
};

/**
 * The top holders' total read every funded account on each view (a scan that grows with the chain):
 * it is kept as the writer changes balances (db/totals.ts), counted once here.
 */
const keptTotals: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    await db.schema
      .createTable('totals')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('n', t.pg ? 'bigint' : 'integer', (c) => c.notNull())
      .execute();
    await sql`DELETE FROM totals WHERE name = 'funded_accounts'`.execute(db);
    // An account is funded when its lamports' 20-digit sort key is above zero's.
    await sql`INSERT INTO totals (name, n) SELECT 'funded_accounts', COUNT(*) FROM accounts
      WHERE lamports_key > ${'0'.repeat(20)}`.execute(db);
  },
};

/**
 * The search box matches the most held mints by any part of their symbol or name and the others by
 * the start of it (chain/repository.ts): a mint's symbol (or its name without one) is read from
 * mints_name, its name from this index.
 */
const mintNameStarts: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`CREATE INDEX IF NOT EXISTS mints_name_start ON mints (lower(coalesce(name, '')))`.execute(db);
  },
};

/**
 * The network's transaction count is kept as blocks are written and rolled back (indexer/write/
 * history.ts, indexer/rollback.ts) instead of adding up every block's count on each read, which grows
 * with the chain. Counted once here from the blocks a database already holds.
 */
const keptTransactionTotal: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`DELETE FROM totals WHERE name = 'indexed_transactions'`.execute(db);
    await sql`INSERT INTO totals (name, n) SELECT 'indexed_transactions', COALESCE(SUM(tx_count), 0)
      FROM blocks`.execute(db);
  },
};

/**
 * A wallet's Transfers tab pages by transaction: a page jump counted every transaction of every row
 * it passed, reading the whole history up to the page. Each posting row now keeps its count of
 * transactions as it is written; rows stored before keep NULL and are read to count, as before.
 */
const walletRowTransactions: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (await hasColumn(db, 'wallet_history', 'txs')) return;
    await db.schema.alterTable('wallet_history').addColumn('txs', 'integer').execute();
  },
};

/**
 * An address page's total was the sum of its posting rows' counts, read on every page: linear in the
 * history (1,148 rows for the busiest address at 10 M transactions). Each account now keeps the
 * count of its non-vote transactions as the index writes and rolls them back; the column starts at
 * what the history already holds.
 */
const addressHistoryCount: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (await hasColumn(db, 'accounts', 'history_count')) return;
    await db.schema
      .alterTable('accounts')
      .addColumn('history_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE accounts SET history_count = counted.n
      FROM (SELECT address_id, SUM(n) AS n FROM address_history GROUP BY address_id) counted
      WHERE counted.address_id = accounts.address_id`.execute(db);
  },
};

/** The tokens list's sort keys as the class indexes were created with (tokens/repository.ts). */
const MINT_SORT_KEYS = [
  ['holders', 'holder_count'],
  ['volume', 'volume_24h_key'],
  ['supply', 'supply_key'],
  ['name', 'lower(coalesce(symbol, name, address))'],
  ['created', 'coalesce(created_slot, 0)'],
] as const;

/**
 * The tokens list under any of its filter sets, as bounded index reads. Each filter keeps or hides a
 * mint by two facts: whether it has metadata, and whether its supply is zero (or unknown), one, or
 * more. Those facts make six classes, kept in a generated column; every sort has an index led by the
 * class, and a page is read as one bounded range per class the filters keep, merged
 * (tokens/repository.ts). Before, only the default set (every filter on) had partial indexes, and any
 * other set walked the sort's whole index testing each mint: on an index of 54,000 mints without
 * metadata, "hide tokens without metadata" alone walked all of them for an empty page. The default
 * set's partial indexes are one class's range of the new ones, so they go.
 */
const mintListingClasses: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const t = types(db);
    if (!(await hasColumn(db, 'mints', 'listing_class'))) {
      // The expression repeats db/listing.ts's filters as shipped (a test holds the two equal).
      const expr = sql.raw(SHIPPED.listingClass);
      await (
        t.pg
          ? sql`ALTER TABLE mints ADD COLUMN listing_class smallint GENERATED ALWAYS AS (${expr}) STORED`
          : sql`ALTER TABLE mints ADD COLUMN listing_class integer GENERATED ALWAYS AS (${expr}) VIRTUAL`
      ).execute(db);
    }
    for (const [name, key] of MINT_SORT_KEYS) {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`mints_class_${name}`)}
        ON mints (listing_class, ${sql.raw(key)}, address)`.execute(db);
      await sql`DROP INDEX IF EXISTS ${sql.raw(`mints_listed_${name}`)}`.execute(db);
    }
  },
};

/**
 * PostgreSQL: a page jump passes an address's or a wallet's posting rows by their counts, reading
 * hundreds of rows' heads. A posting table's rows lie in the heap in the order they were written,
 * so those heads were a heap page each (309 pages for the busiest address at 10 M transactions),
 * read cold. The primary keys now carry the heads' columns, so a jump reads them from a few index
 * pages (an index-only scan; the indexer's vacuums keep the pages visible). SQLite keeps these tables
 * in their key's order already (WITHOUT ROWID).
 */
const postingHeadsInKeys: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!types(db).pg) return;
    const keys = [
      ['address_history', 'address_id, last_tx', 'n'],
      ['wallet_history', 'address_id, kind, last_tx', 'first_tx, n, txs'],
    ] as const;
    for (const [table, key, include] of keys) {
      const pk = `${table}_pk`;
      const found = await sql<{ included: number }>`SELECT indnatts - indnkeyatts AS included FROM pg_index
        WHERE indexrelid = ${pk}::regclass`.execute(db);
      if (Number(found.rows[0]?.included ?? 0) > 0) continue;
      await sql`ALTER TABLE ${sql.raw(table)} DROP CONSTRAINT ${sql.raw(pk)},
        ADD CONSTRAINT ${sql.raw(pk)} PRIMARY KEY (${sql.raw(key)}) INCLUDE (${sql.raw(include)})`.execute(
        db,
      );
    }
  },
};

/** All migrations by name; the Migrator runs them in name order. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_token_holders': tokenHolders,
  '0003_wallet_history': walletHistory,
  '0010_compact_store': compactStore,
  '0020_shared_limits': sharedLimits,
  '0030_wallet_postings': walletPostings,
  '0040_account_totals': accountTotals,
  '0050_limit_state': limitState,
  '0060_inline_bodies': inlineBodies,
  '0070_state_ids': stateIds,
  '0080_latest_by_block': latestByBlock,
  '0090_program_idls': programIdls,
  '0100_wrapped_native_legs': wrappedNativeLegs,
  '0110_mint_sort_keys': mintSortKeys,
  '0120_block_list_index': blockListIndex,
  '0130_kept_totals': keptTotals,
  '0140_mint_name_starts': mintNameStarts,
  '0150_kept_transaction_total': keptTransactionTotal,
  '0160_wallet_row_transactions': walletRowTransactions,
  '0170_address_history_count': addressHistoryCount,
  '0180_mint_listing_classes': mintListingClasses,
  '0190_posting_heads_in_keys': postingHeadsInKeys,
};
