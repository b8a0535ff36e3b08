// POST /api/break/send-transaction: one server-funded memo transaction per call, behind the limits of
// BreakService. Refusals are JSON errors (429 per visitor, 400/409 game id, 503 budget/floor/unconfigured).
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes } from 'shared-api/contract';
import { defineRoute } from '../http/define';
import { errorBody } from '../http/errors';
import type { SharedLimits } from '../limits/shared';
import { RpcClient } from '../rpc/client';
import { BreakRefusal, BreakService, type BreakOptions } from './service';

export interface BreakPluginOptions {
  /** The node the game's transactions are sent to; without it sends answer 503. */
  rpcUrl?: string;
  /** Per-visitor and budget limits shared with the other API processes on this database. */
  limits: SharedLimits;
  /** The server wallet and limits; without a wallet file sends answer 503. */
  game?: BreakOptions;
}

export const breakPlugin: FastifyPluginAsync<BreakPluginOptions> = async (app, opts) => {
  const service = new BreakService(
    new RpcClient(opts.rpcUrl ?? 'http://127.0.0.1:0', { maxAttempts: 2, timeoutMs: 5000 }),
    opts.limits,
    opts.rpcUrl ? (opts.game ?? {}) : { ...opts.game, walletFile: undefined },
  );
  await service.init();
  app.addHook('onClose', async () => service.close());

  defineRoute(app, apiRoutes.breakSend, async (req, reply) => {
    try {
      return await service.send(req.body.gameId, req.ip);
    } catch (e) {
      if (!(e instanceof BreakRefusal)) throw e;
      if (e.retryAfterS) reply.header('retry-after', String(e.retryAfterS));
      // Sent here: the shared error handler turns anything >= 500 into a generic 500.
      return reply.code(e.statusCode).send(errorBody(e.statusCode, e.message)) as never;
    }
  });
};
