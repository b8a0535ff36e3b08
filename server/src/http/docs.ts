// /api/docs: the OpenAPI document built from the routes' own schemas, rendered for a browser (asking
// for HTML), raw for any other client; also at /api/docs/json and /api/docs/yaml.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

const DOCS_PATH = '/api/docs';

/** The page's own policy: its scripts and styles are files of the plugin, served from here. */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Swagger UI sets style attributes as it renders.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** True when the client asks for a page (a browser's Accept names text/html before JSON). */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((t) => t.split(';')[0].trim().toLowerCase());
  const html = types.indexOf('text/html');
  const json = types.indexOf('application/json');
  return html >= 0 && (json < 0 || html < json);
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  let doc: string | null = null;
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
    uiHooks: {
      onRequest: (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
        const path = req.url.split('?')[0];
        if ((path === DOCS_PATH || path === `${DOCS_PATH}/`) && !wantsHtml(req.headers.accept)) {
          doc ??= JSON.stringify(app.swagger());
          void reply
            .type('application/json; charset=utf-8')
            .header('cache-control', 'public, max-age=300')
            .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
            .send(doc);
          return;
        }
        done();
      },
    },
  });
}
