-- The explorer's index spread over Citus workers (docs/distributed.md explains each choice).
-- Run on the coordinator of a database at migration 0160_wallet_row_transactions, with the indexer
-- stopped. server/test/citusLayout.test.ts runs part 1 on a freshly migrated PostgreSQL and holds
-- part 2 to the schema: every table named once, every unique key holding its distribution column.
-- Part 1 is plain PostgreSQL (it runs, and is checked, without Citus); part 2 needs the extension.

BEGIN;

-- Part 1: the keys Citus needs -----------------------------------------------------------------

-- A unique key must hold the distribution column: token accounts are distributed by owner.
ALTER TABLE token_accounts DROP CONSTRAINT token_accounts_by_id_pkey;
ALTER TABLE token_accounts ADD PRIMARY KEY (owner_id, address_id);
CREATE INDEX token_accounts_address ON token_accounts (address_id);

-- An address's text answers on its own shard: the text → id map is a table of its own.
CREATE TABLE address_ids (address text PRIMARY KEY, id bigint NOT NULL);
INSERT INTO address_ids (address, id) SELECT address, id FROM addresses;
ALTER TABLE addresses DROP CONSTRAINT addresses_address_key;

-- A signature answers on its own shard: its 8-byte prefix → position (the prefix is not unique).
CREATE TABLE transaction_sigs (sig bigint NOT NULL, id bigint NOT NULL, PRIMARY KEY (sig, id));
INSERT INTO transaction_sigs (sig, id) SELECT sig, id FROM transactions;
DROP INDEX transactions_sig;

COMMIT;

-- Part 2: Citus ----------------------------------------------------------------------------------
-- Workers first (one line each): SELECT citus_add_node('worker-1', 5432);
-- The position-keyed history tables are range-partitioned by position before they are distributed
-- (one partition an epoch of 432,000 slots: positions [e·432000·2^16, (e+1)·432000·2^16)); a
-- partitioned table is distributed partition by partition, and the indexer attaches the next
-- epoch's partition when it starts that epoch. Converting a filled table into a partitioned one is
-- a copy (CREATE TABLE … PARTITION BY RANGE, INSERT … SELECT, rename); it is left to the operator's
-- maintenance window and not repeated here.

CREATE EXTENSION IF NOT EXISTS citus;

-- Per address: its state, history, wallet tabs and holdings on one shard.
SELECT create_distributed_table('addresses', 'id');
SELECT create_distributed_table('accounts', 'address_id', colocate_with => 'addresses');
SELECT create_distributed_table('address_history', 'address_id', colocate_with => 'addresses');
SELECT create_distributed_table('wallet_history', 'address_id', colocate_with => 'addresses');
SELECT create_distributed_table('token_accounts', 'owner_id', colocate_with => 'addresses');
SELECT create_distributed_table('address_ids', 'address');

-- Per mint: its holders in amount order on one shard.
SELECT create_distributed_table('token_holders', 'mint_id');

-- Per position: a body and its movements together; a signature on its own shard.
SELECT create_distributed_table('transactions', 'id');
SELECT create_distributed_table('transfers', 'tx_id', colocate_with => 'transactions');
SELECT create_distributed_table('transaction_sigs', 'sig');

-- Per slot.
SELECT create_distributed_table('blocks', 'slot');
SELECT create_distributed_table('skipped_slots', 'slot', colocate_with => 'blocks');

-- Read beside every page and sorted whole: a copy on every worker.
SELECT create_reference_table('mints');
SELECT create_reference_table('validators');
SELECT create_reference_table('program_idls');
-- The kept counts (funded accounts, indexed transactions): one row each, read by the pages and
-- changed in the writer's transaction beside the distributed rows they count.
SELECT create_reference_table('totals');

-- The indexer's and the API's own bookkeeping stays local to the coordinator.
-- Local to the coordinator: checkpoint, settings, limit_state, price_history, network_snapshots,
-- trollbox_messages, kysely_migration, kysely_migration_lock.
