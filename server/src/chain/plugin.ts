// The chain as the explorer shows it: the latest blocks and transactions, a block's and a
// transaction's page, an address's page (balance, holdings, type, history) and the search box.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TransactionReader } from '../db/txstore';
import type { IdlRegistry } from '../idl/registry';
import type { PriceService } from '../network/price';
import type { ValidatorService } from '../network/validators';
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
  price: Pick<PriceService, 'usd' | 'logoUrl'>;
  validators: Pick<ValidatorService, 'find'>;
}

export const chainPlugin: FastifyPluginAsync<ChainPluginOptions> = async (app, opts) => {
  blockRoutes(app, opts);
  addressRoutes(app, opts);
  searchRoutes(app, opts);
};
