// GET /api/proxy-image?url=: token logos through the SSRF guard (server/src/net), only images by their
// bytes, under a deny-all sandboxing CSP and nosniff; failures are 4xx reasons. SVG is not sanitised:
// the sandbox and default-src 'none' neutralise any markup, where a sanitiser's one miss is script.
import type { FastifyPluginAsync } from 'fastify';
import { apiRoutes, type ProxyImageQuery } from 'shared-api/contract';
import { GuardError } from '../net/guard';
import { ImageProxy, SVG_CONTENT_TYPE, type ImageProxyOptions } from '../net/imageProxy';
import { schemaOf } from '../http/define';
import { errorBody } from '../http/errors';

/** Browsers may keep a proxied logo for a day (logos rarely change; the URL is the cache key). */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';
/** Every answer but an SVG: nothing may load or run. */
const LOCKED_CSP = "default-src 'none'; sandbox";
/** An SVG: as locked, except its own inline styles, which drawings commonly use for their colours. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const imageProxyPlugin: FastifyPluginAsync<ImageProxyOptions> = async (app, options) => {
  const proxy = new ImageProxy(options);
  const def = apiRoutes.proxyImage;
  app.route<{ Querystring: ProxyImageQuery }>({
    method: def.method,
    url: def.url,
    schema: schemaOf(def),
    handler: async (req, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', LOCKED_CSP);
      if (!proxy.limiter.take(req.ip)) {
        return reply
          .code(429)
          .header('retry-after', '60')
          .header('cache-control', 'no-store')
          .send(errorBody(429, 'Too many image requests; try again in a minute'));
      }
      try {
        const img = await proxy.get(req.query.url);
        if (img.contentType === SVG_CONTENT_TYPE) {
          // Shown in place, never offered as a download that would later open outside this policy.
          reply.header('content-security-policy', SVG_CSP).header('content-disposition', 'inline');
        }
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
};
