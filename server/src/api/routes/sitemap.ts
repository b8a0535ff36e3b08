// The sitemap page's structure (/api/sitemap), the sitemaps.org XML (/sitemap.xml) and /robots.txt.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiRoutes, type Sitemap, type SitemapPage } from 'shared-api/contract';
import type { SitemapContext as ApiContext } from '..';
import { TtlCache } from '../cache';
import { defineRoute } from '../define';

const STATIC: (Omit<SitemapPage, 'url'> & { path: string })[] = [
  {
    path: '/',
    title: 'Home',
    description: 'Network overview, latest transactions and blocks',
    priority: 1,
    changefreq: 'always',
  },
  {
    path: '/transactions',
    title: 'Transactions',
    description: 'Live transaction feed by block',
    priority: 0.9,
    changefreq: 'always',
  },
  {
    path: '/tokens',
    title: 'Tokens',
    description: 'Every token on the network',
    priority: 0.9,
    changefreq: 'hourly',
  },
  {
    path: '/validators',
    title: 'Validators',
    description: 'Validators, stake and performance',
    priority: 0.8,
    changefreq: 'hourly',
  },
  {
    path: '/top-holders',
    title: 'Top Holders',
    description: 'Largest GOR holders',
    priority: 0.8,
    changefreq: 'hourly',
  },
  {
    path: '/developer-tools',
    title: 'Developer Tools',
    description: 'RPC endpoints and quick start',
    priority: 0.6,
    changefreq: 'monthly',
  },
  {
    path: '/break-gorbagana',
    title: 'Break Gorbagana',
    description: 'Stress-test game',
    priority: 0.5,
    changefreq: 'monthly',
  },
  {
    path: '/community',
    title: 'Community Projects',
    description: 'Coming soon',
    priority: 0.3,
    changefreq: 'monthly',
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'Every page of the explorer',
    priority: 0.3,
    changefreq: 'daily',
  },
];
const RECENT_BLOCKS = 20;
const MAX_TOKENS = 200;

function xmlEscape(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

export async function sitemapRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db, config } = ctx;
  const cache = new TtlCache<Sitemap>(30_000);

  function baseUrl(req: FastifyRequest): string {
    if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
    return `${req.protocol}://${req.host}`;
  }

  function build(base: string): Promise<Sitemap> {
    return cache.get(base, async () => {
      const [blocks, tokens, validators] = await Promise.all([
        db
          .selectFrom('blocks')
          .select(['height', 'slot'])
          .orderBy('slot', 'desc')
          .limit(RECENT_BLOCKS)
          .execute(),
        db
          .selectFrom('mints')
          .select(['address', 'symbol', 'name'])
          .orderBy('holder_count', 'desc')
          .orderBy('address', 'desc')
          .limit(MAX_TOKENS)
          .execute(),
        db
          .selectFrom('validators')
          .select(['node_pubkey', 'name'])
          .orderBy('activated_stake_key', 'desc')
          .execute(),
      ]);
      const page = (path: string, p: Omit<SitemapPage, 'url'>): SitemapPage => ({
        ...p,
        url: `${base}${path}`,
      });
      const static_pages = STATIC.map(({ path, ...p }) => page(path, p));
      const recent_blocks = blocks
        .filter((b) => b.height !== null)
        .map((b) =>
          page(`/block/${b.height}`, {
            title: `Block #${b.height}`,
            description: `Block at slot ${b.slot}`,
            priority: 0.5,
            changefreq: 'never',
          }),
        );
      const tokenPages = tokens.map((t) =>
        page(`/token/${t.address}`, {
          title: t.symbol || t.name || t.address,
          description: t.name ? `Token ${t.name}` : 'Token',
          priority: 0.7,
          changefreq: 'daily',
        }),
      );
      const validatorPages = validators.map((v) =>
        page(`/address/${v.node_pubkey}`, {
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
}
