// The sitemap page's structure.
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

export const ChangeFreq = StringEnum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

export const SitemapPage = Type.Object({
  title: Type.String(),
  description: Type.String(),
  priority: Type.Number({ minimum: 0, maximum: 1 }),
  changefreq: ChangeFreq,
  /** absolute URL */
  url: Type.String(),
});
export type SitemapPage = Static<typeof SitemapPage>;

export const Sitemap = Type.Object({
  meta: Type.Object({
    total_pages: Type.Integer({ minimum: 0 }),
    last_updated: Type.String(),
    base_url: Type.String(),
  }),
  static_pages: Type.Array(SitemapPage),
  dynamic_pages: Type.Object({
    recent_blocks: Type.Array(SitemapPage),
    tokens: Type.Array(SitemapPage),
    validators: Type.Array(SitemapPage),
  }),
});
export type Sitemap = Static<typeof Sitemap>;
