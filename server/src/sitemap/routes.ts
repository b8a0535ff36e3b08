// The sitemap page's structure (/api/sitemap), the sitemaps.org XML (/sitemap.xml) and /robots.txt.
// Its static part is what the stable version of each remote declares for the sitemap (most
// important first); the entity pages (recent blocks, tokens, validators) come from the index, at
// the paths the stable versions declare for their entity (none listed when no page declares it).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiRoutes, type Sitemap, type SitemapPage } from 'shared-api/contract';
import { entityPath, type OwnedPage } from 'shared-api/pages';
import { TtlCache } from '../http/cache';
import { defineRoute } from '../http/define';
import type { Database } from '../db/schema';
import { sitemapPagesOf, type DeclaredSitemapPage, type SitePages } from '../registry/pages';
import { sitemapEntities } from './repository';

export interface SitemapOptions {
  db: Kysely<Database>;
  /** Public origin for absolute URLs (default: the request's own origin). */
  publicUrl?: string;
  /** The pages the published versions declare (the static part); none without it. */
  sitePages?: SitePages;
}

function xmlEscape(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

export const sitemapPlugin: FastifyPluginAsync<SitemapOptions> = async (
  app,
  { db, publicUrl, sitePages },
) => {
  const cache = new TtlCache<Sitemap>(30_000);

  function baseUrl(req: FastifyRequest): string {
    if (publicUrl) return publicUrl.replace(/\/$/, '');
    return `${req.protocol}://${req.host}`;
  }

  /** The pages the stable versions list in the sitemap, with a key that changes with them. */
  async function declared(): Promise<{
    version: string;
    pages: DeclaredSitemapPage[];
    stable: OwnedPage[];
  }> {
    if (!sitePages) return { version: 'none', pages: [], stable: [] };
    const { stable, version } = await sitePages.read();
    return { version, pages: sitemapPagesOf(stable), stable };
  }

  async function build(base: string): Promise<Sitemap> {
    const { version, pages, stable } = await declared();
    // Keyed by the declarations' version too, so a publish, promotion or rollback is not cached over.
    return cache.get(`${base}|${version}`, async () => {
      const { blocks, tokens, validators } = await sitemapEntities(db);
      const page = (path: string, p: Omit<SitemapPage, 'url'>): SitemapPage => ({
        ...p,
        url: `${base}${path}`,
      });
      const static_pages = pages.map(({ path, ...p }) => page(path, p));
      /** Each row's entity page, or none: no URL is made up for an entity no stable page shows. */
      const entityPages = <R>(
        rows: R[],
        entity: 'block' | 'token' | 'address',
        valueOf: (r: R) => string | number,
        details: (r: R) => Omit<SitemapPage, 'url'>,
      ): SitemapPage[] =>
        rows.flatMap((r) => {
          const path = entityPath(stable, entity, valueOf(r));
          return path ? [page(path, details(r))] : [];
        });
      const recent_blocks = entityPages(
        blocks.filter((b): b is typeof b & { height: number } => b.height !== null),
        'block',
        (b) => b.height,
        (b) => ({
          title: `Block #${b.height}`,
          description: `Block at slot ${b.slot}`,
          priority: 0.5,
          changefreq: 'never',
        }),
      );
      const tokenPages = entityPages(
        tokens,
        'token',
        (t) => t.address,
        (t) => ({
          title: t.symbol || t.name || t.address,
          description: t.name ? `Token ${t.name}` : 'Token',
          priority: 0.7,
          changefreq: 'daily',
        }),
      );
      const validatorPages = entityPages(
        validators,
        'address',
        (v) => v.node_pubkey,
        (v) => ({
          title: v.name || `Validator ${v.node_pubkey.slice(0, 6)}`,
          description: 'Validator',
          priority: 0.6,
          changefreq: 'daily',
        }),
      );
      return {
        meta: {
          total_pages: static_pages.length + recent_blocks.length + tokenPages.length + validatorPages.length,
          last_updated: new Date().toISOString(),
          base_url: base,
        },
        static_pages,
        dynamic_pages: { recent_blocks, tokens: tokenPages, validators: validatorPages },
      };
    });
  }

  defineRoute(app, apiRoutes.sitemap, async (req) => build(baseUrl(req)), {
    cacheControl: 'public, max-age=60',
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const s = await build(baseUrl(req));
    const all = [
      ...s.static_pages,
      ...s.dynamic_pages.recent_blocks,
      ...s.dynamic_pages.tokens,
      ...s.dynamic_pages.validators,
    ];
    const lastmod = s.meta.last_updated.slice(0, 10);
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      all
        .map(
          (p) =>
            `  <url><loc>${xmlEscape(p.url)}</loc><lastmod>${lastmod}</lastmod><changefreq>${p.changefreq}</changefreq><priority>${p.priority.toFixed(1)}</priority></url>`,
        )
        .join('\n') +
      '\n</urlset>\n';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
    const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nSitemap: ${baseUrl(req)}/sitemap.xml\n`;
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
