// POST /api/break/send-transaction: one server-funded memo transaction per call, behind the limits of
// BreakService. Refusals are JSON errors (429 per visitor, 400/409 game id, 503 budget/floor/unconfigured).
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from 'shared-api/contract';
import { defineRoute } from '../api/define';
import { errorBody } from '../api/errors';
import { BreakRefusal, type BreakService } from './service';

export function breakRoutes(app: FastifyInstance, service: BreakService): void {
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
}
