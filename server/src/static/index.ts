// Serves the deploy directory: the shell at '/', versioned remotes under /remotes/, the registry
// /remotes.json, and index.html for every page path: 200 for a declared page, 404 for any other (the
// shell shows its own 404 page).
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMMUTABLE, NO_CACHE, NO_STORE, cacheControlFor, isSpaRoute } from './cache';
import { createPageBuilder } from './page';
import { documentHeaders } from './security';
import { SitePages } from '../registry/pages';

export interface StaticOptions {
  deployDir: string;
  /** Extra origins remotes are loaded from (CDN); same-origin /remotes/ needs none. */
  remoteOrigins?: string[];
  /** The declared pages of the published versions (a fresh reader of deployDir when not given). */
  sitePages?: SitePages;
}

export const staticPlugin: FastifyPluginAsync<StaticOptions> = async (app, opts) => {
  const root = resolve(opts.deployDir);

  // Read on every request: the registry CLI rewrites it while the server runs.
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('cache-control', NO_STORE);
    try {
      const body = await readFile(join(root, 'remotes.json'), 'utf8');
      return reply.type('application/json').send(body);
    } catch {
      return reply.type('application/json').send('{}');
    }
  });

  // Scripts go out as text/javascript, their standard type, without a charset: the pages are UTF-8
  // and a script without one is decoded as its page is. Every byte of a script's headers is paid on
  // each cold load of each page.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.getHeader('content-type') === 'application/javascript; charset=utf-8')
      reply.header('content-type', 'text/javascript');
    return payload;
  });

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    wildcard: true,
    // Our own cache headers; @fastify/static would add max-age=0.
    cacheControl: false,
    // The build's brotli copies (<file>.br, best quality) instead of compressing on the fly.
    preCompressed: true,
    // Nobody asks for a range of a script; the header would cost every answer.
    acceptRanges: false,
    // The ETag alone validates what is revalidated (no-cache files); a Last-Modified beside it would
    // cost every answer its bytes for nothing.
    lastModified: false,
    setHeaders(reply, filePath) {
      const rel =
        '/' +
        filePath
          .slice(root.length)
          .replace(/^[\\/]+/, '')
          .replace(/\\/g, '/');
      const cacheControl = cacheControlFor(rel);
      reply.header('cache-control', cacheControl);
      // An immutable file is never revalidated: no validator at all.
      if (cacheControl === IMMUTABLE) reply.removeHeader('etag');
    },
  });

  const docHeaders = documentHeaders(opts.remoteOrigins);
  // index.html with the registry inlined and the route's preload hints (./page.ts).
  const sitePages = opts.sitePages ?? new SitePages(root);
  const page = createPageBuilder(root, sitePages);
  /** index.html for a page path: 200 for a declared page (and always for '/'), else 404. */
  const sendIndex = async (reply: import('fastify').FastifyReply, path: string) => {
    reply.header('cache-control', NO_CACHE);
    reply.headers(docHeaders);
    const built = await page(path);
    if (built === null) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The site is not built yet: run npm run build, then npm start.');
    }
    return reply
      .code(built.declared || path === '/' ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(built.html);
  };

  app.get('/', async (_req, reply) => sendIndex(reply, '/'));

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    // A declared page answers 200; any other page path gets the shell too (it shows the 404 page),
    // with the status that says so to crawlers, link checkers and curl.
    if (isSpaRoute(req.method, path)) return sendIndex(reply, path);
    return reply
      .code(404)
      .send({ statusCode: 404, error: 'Not Found', message: `Route ${req.method}:${path} not found` });
  });
};
