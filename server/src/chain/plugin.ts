// The chain as the explorer shows it: the latest blocks and transactions, a block's and a
// transaction's page, an address's page (balance, holdings, type, history) and the search box.
import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addressRoutes';
import { blockRoutes } from './blockRoutes';
import { searchRoutes } from './searchRoutes';
import type { ChainPluginOptions } from './options';

export type { ChainPluginOptions };

export const chainPlugin: FastifyPluginAsync<ChainPluginOptions> = async (app, opts) => {
  blockRoutes(app, opts);
  addressRoutes(app, opts);
  searchRoutes(app, opts);
};
