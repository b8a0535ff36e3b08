/**
 * GET /api/stream?channels=blocks,trollbox : Server-Sent Events (one connection per browser tab, held
 * by the shell). Written on the raw response (after reply.hijack) so nothing buffers or compresses the
 * stream; connection counts are capped in total and per client address.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes, type StreamQuery } from 'shared-api/contract';
import { schemaOf } from '../http/define';
import { errorBody } from '../http/errors';
import type { StreamService } from './service';

export interface StreamPluginOptions {
  /** Owned by the caller: the trollbox publishes on it too. */
  stream: StreamService;
}

export const streamPlugin: FastifyPluginAsync<StreamPluginOptions> = async (app, { stream }) => {
  const maxAll = stream.opts.maxConnections ?? 10_000;
  const maxPerClient = stream.opts.maxPerClient ?? 24;
  const perClient = new Map<string, number>();

  app.route<{ Querystring: StreamQuery }>({
    method: 'GET',
    url: apiRoutes.stream.url,
    schema: schemaOf(apiRoutes.stream),
    handler: async (req, reply) => {
      if (stream.hub.size >= maxAll)
        return reply
          .code(503)
          .header('retry-after', '10')
          .send(errorBody(503, 'Too many live connections; the page falls back to polling'));
      const ip = req.ip;
      const mine = perClient.get(ip) ?? 0;
      if (mine >= maxPerClient)
        return reply
          .code(429)
          .header('retry-after', '10')
          .send(errorBody(429, `Too many live connections from this address (at most ${maxPerClient})`));
      perClient.set(ip, mine + 1);
      req.raw.socket.setNoDelay(true);
      req.raw.socket.setTimeout(0);
      reply.raw.on('close', () => {
        const n = (perClient.get(ip) ?? 1) - 1;
        if (n <= 0) perClient.delete(ip);
        else perClient.set(ip, n);
      });
      const header = req.headers['last-event-id'];
      const lastEventId = (Array.isArray(header) ? header[0] : header) ?? req.query.lastEventId;
      reply.hijack();
      stream.hub.attach(reply.raw, stream.channelsOf(req.query.channels), lastEventId);
    },
  });
};
