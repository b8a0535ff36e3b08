// GET /api/proxy-image?url= — external token logos fetched through the SSRF guard (server/src/net).
// Only raster images leave here, under a CSP that forbids everything and a sandbox, with nosniff;
// any failure is a 4xx JSON reason (never a 5xx, never the upstream body).
import type { FastifyInstance } from 'fastify';
import { apiRoutes, type ProxyImageQuery } from 'shared-api';
import { GuardError } from '../../net/guard';
import { ImageProxy, type ImageProxyOptions } from '../../net/imageProxy';
import { schemaOf } from '../define';
import { errorBody } from '../errors';

/** Browsers may keep a proxied logo for a day (logos rarely change; the URL is the cache key). */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

export async function proxyRoutes(app: FastifyInstance, options: ImageProxyOptions = {}): Promise<void> {
  const proxy = new ImageProxy(options);
  const def = apiRoutes.proxyImage;
  app.route<{ Querystring: ProxyImageQuery }>({
    method: def.method,
    url: def.url,
    schema: schemaOf(def),
    handler: async (req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      if (!proxy.limiter.take(req.ip)) {
        return reply
          .code(429)
          .header('retry-after', '60')
          .header('cache-control', 'no-store')
          .send(errorBody(429, 'Too many image requests; try again in a minute'));
      }
      try {
        const img = await proxy.get(req.query.url);
        return reply
          .header('content-type', img.contentType)
          .header('cache-control', IMAGE_CACHE_CONTROL)
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(img.body);
      } catch (e) {
        const status = e instanceof GuardError ? e.statusCode : 424;
        const message = e instanceof GuardError ? e.message : 'image could not be fetched';
        return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, message));
      }
    },
  });
}
