// The chain as the explorer shows it: the latest blocks and transactions, a block's and a
// transaction's page, an address's page (balance, holdings, type, history) and the search box.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Validator } from 'shared-api/core';
import type { Database, ValidatorRow } from '../db/schema';
import type { TransactionReader } from '../db/txstore';
import type { IdlRegistry } from '../idl/registry';
import { addressRoutes } from './addressRoutes';
import { blockRoutes } from './blockRoutes';
import { searchRoutes } from './searchRoutes';

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

export const chainPlugin: FastifyPluginAsync<ChainPluginOptions> = async (app, opts) => {
  blockRoutes(app, opts);
  addressRoutes(app, opts);
  searchRoutes(app, opts);
};
