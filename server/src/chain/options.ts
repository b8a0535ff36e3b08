// What the chain feature's plugin is handed by the app: its database, reader, IDLs and the services it
// shares with other features.
import type { Kysely } from 'kysely';
import type { Validator } from 'shared-api/core';
import type { Database, ValidatorRow } from '../db/schema';
import type { TransactionReader } from '../db/txstore';
import type { IdlRegistry } from '../idl/registry';

export interface ChainPluginOptions {
  db: Kysely<Database>;
  txs: TransactionReader;
  /** The IDLs a transaction page decodes with (IDL_DIR, then what the indexer read from the chain). */
  idls: Pick<IdlRegistry, 'prepare'>;
  /** TTL of the polled lists' answer cache. */
  cacheTtlMs: number;
  /** The indexed node, asked what an address is; without it the index decides. */
  rpcUrl?: string;
  /** The address shown as 'Master'. */
  masterAddress?: string;
  /** An address page values GOR in USD and shows a validator's figures. */
  price: { usd(): Promise<number | null>; readonly logoUrl: string };
  validators: { find(address: string): Promise<{ row: ValidatorRow; validator: Validator } | null> };
}
