// The pages of the explorer as their owners declare them: each remote lists its pages in its own
// src/pages.ts (path, title, menus, sitemap, what to preload), its build writes that list to the
// version's pages.json, and publishing records it in the registry beside the version's hashes. The
// shell builds its router, menus and document titles from the declarations of the versions a
// visitor gets; the server answers 200 or 404, hints and writes the sitemap from the stable ones.
// Browser-safe: plain data and pure functions, no schema library.

/** The menus a page can appear in, in the header, the mobile menu and the footer. */
export const MENUS = [
  'main',
  'tokens',
  'dapps',
  'explore',
  'footer-explorer',
  'footer-network',
  'footer-resources',
] as const;
export type MenuName = (typeof MENUS)[number];

export interface NavEntry {
  menu: MenuName;
  label: string;
  /** Place in the menu, lowest first; entries of every owner are merged by it. */
  order: number;
  /** Shown with a 'Soon' badge (a page that is announced but not built yet). */
  soon?: boolean;
}

export const CHANGE_FREQUENCIES = [
  'always',
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'never',
] as const;

export interface SitemapEntry {
  /** The link's text on the sitemap page. */
  label: string;
  description: string;
  /** 0–1, as sitemaps.org defines it. */
  priority: number;
  changefreq: (typeof CHANGE_FREQUENCIES)[number];
}

/** An API GET a page makes first: its route ('GET /api/…' from shared-api/paths) and query. */
export interface ApiHint {
  /** A `:param` of the route takes its value from the page's URL path. */
  route: string;
  query?: Record<string, string>;
}

export interface PagePreload {
  /** Page chunk names (webpackChunkName) the server hints with the page. */
  chunks?: string[];
  api?: ApiHint[];
}

/**
 * The kinds of thing a page can be the page of. Links to an entity go wherever the declarations
 * put its page, so only the owner writes the path. 'wallet' is an address's holdings; the rest take
 * no parameter: 'coin' is the native coin, 'tokens' the list of tokens, 'home' the front page (where
 * a search with no better answer lands).
 */
export const ENTITIES = [
  'transaction',
  'block',
  'address',
  'wallet',
  'token',
  'coin',
  'tokens',
  'home',
] as const;
export type PageEntity = (typeof ENTITIES)[number];

/** The URL of an entity's page, or undefined when no page declares the entity (no link then). */
export type EntityResolver = (entity: PageEntity, value?: string | number) => string | undefined;

export interface PageDeclaration {
  /** react-router pattern, e.g. '/tx/:signature'. */
  path: string;
  /** The entity this is the page of; its path then has at most one `:param`, the entity's value. */
  entity?: PageEntity;
  /** The document title until the page names its entity. */
  title: string;
  /** Replaced by the 'Mainnet Under Construction' screen when mainnet is selected. */
  testnetOnly?: boolean;
  nav?: NavEntry[];
  /** Listed on /sitemap and in /sitemap.xml (entity pages are listed from the index instead). */
  sitemap?: SitemapEntry;
  preload?: PagePreload;
  /**
   * The page's first paint, rendered by the remote's build: a { html, css } file inside the version
   * (e.g. 'prerender/home.json'), which the server puts in the page it sends for this route.
   */
  prerender?: string;
  /**
   * The path another explorer gives an entity's page (Solscan's '/account/:address'): a visitor
   * arriving by it is sent on to the page declaring that entity, with the same value, so a link
   * rewritten to this site by hand still opens the right page. Takes the entity's one parameter.
   */
  redirectTo?: PageEntity;
}

/** A declared page and who renders it: a remote's name, or undefined for the shell's own pages. */
export interface OwnedPage extends PageDeclaration {
  remote?: string;
}

/** The file a build writes its declarations to, beside its other files. */
export const PAGES_FILE = 'pages.json';

/** Whether a URL path matches a route pattern ('/tx/:signature'): same segment count, params match any. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

const fixedSegments = (pattern: string) => pattern.split('/').filter((s) => s && !s.startsWith(':')).length;

/** The page a URL path belongs to (a fixed segment beats a parameter), or undefined: a 404. */
export function pageFor<P extends PageDeclaration>(pages: readonly P[], pathname: string): P | undefined {
  let best: P | undefined;
  for (const p of pages)
    if (matchesRoute(p.path, pathname) && (!best || fixedSegments(p.path) > fixedSegments(best.path)))
      best = p;
  return best;
}

/**
 * One page table from each remote's pages and the shell's own: the first remote to declare a path
 * keeps it, and a remote's page replaces a shell page of the same path (a coming-soon page).
 */
export function pageTable(
  shellPages: readonly PageDeclaration[],
  remotePages: readonly { remote: string; pages: readonly PageDeclaration[] }[],
): OwnedPage[] {
  const table: OwnedPage[] = [];
  const taken = new Set<string>();
  const add = (p: PageDeclaration, remote?: string) => {
    if (taken.has(p.path)) return;
    taken.add(p.path);
    table.push(remote ? { ...p, remote } : p);
  };
  for (const { remote, pages } of remotePages) for (const p of pages) add(p, remote);
  for (const p of shellPages) add(p);
  return table;
}

export interface MenuLink {
  to: string;
  label: string;
  soon: boolean;
}

/** The links of one menu, in their declared order (ties keep the table's order). */
export function menuLinks(pages: readonly PageDeclaration[], menu: MenuName): MenuLink[] {
  return pages
    .flatMap((p) => (p.nav ?? []).filter((n) => n.menu === menu).map((n) => ({ p, n })))
    .sort((a, b) => a.n.order - b.n.order)
    .map(({ p, n }) => ({ to: p.path, label: n.label, soon: n.soon === true }));
}

const paramCount = (pattern: string) => pattern.split('/').filter((s) => s.startsWith(':')).length;

/**
 * The URL of the page declaring `entity`, its parameter filled with the encoded value; undefined
 * when no page declares it, or it takes a value and none is given.
 */
export function entityPath(
  pages: readonly PageDeclaration[],
  entity: PageEntity,
  value?: string | number,
): string | undefined {
  const page = pages.find((p) => p.entity === entity);
  if (!page) return undefined;
  if (paramCount(page.path) === 0) return page.path;
  if (value === undefined || value === '') return undefined;
  const encoded = encodeURIComponent(String(value));
  return page.path.replace(/:\w+/, () => encoded);
}

/** Why a list of declarations cannot be published, or null: every field checked, nothing trusted. */
export function declarationProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'the declarations are not a list';
  const seen = new Set<string>();
  const entities = new Set<unknown>();
  for (const [i, raw] of value.entries()) {
    const at = `page ${i + 1}`;
    if (!raw || typeof raw !== 'object') return `${at} is not an object`;
    const p = raw as Record<string, unknown>;
    if (typeof p.path !== 'string' || !/^\/[\w\-/:.]*$/.test(p.path)) return `${at}: path must be a URL path`;
    if (seen.has(p.path)) return `${at}: ${p.path} is declared twice`;
    seen.add(p.path);
    if (typeof p.title !== 'string' || !p.title.trim()) return `${p.path}: title missing`;
    if (p.testnetOnly !== undefined && typeof p.testnetOnly !== 'boolean')
      return `${p.path}: testnetOnly must be true or false`;
    if (p.entity !== undefined) {
      if (!ENTITIES.includes(p.entity as PageEntity))
        return `${p.path}: entity must be one of ${ENTITIES.join(', ')}`;
      if (paramCount(p.path) > 1) return `${p.path}: an entity's page takes at most one parameter`;
      if (entities.has(p.entity)) return `${p.path}: another page is already the ${String(p.entity)} page`;
      entities.add(p.entity);
    }
    if (p.redirectTo !== undefined) {
      if (!ENTITIES.includes(p.redirectTo as PageEntity))
        return `${p.path}: redirectTo must be one of ${ENTITIES.join(', ')}`;
      if (p.entity !== undefined) return `${p.path}: a page either is an entity's page or redirects to one`;
      if (paramCount(p.path) !== 1) return `${p.path}: a redirect takes the entity's one parameter`;
    }
    if (p.nav !== undefined) {
      if (!Array.isArray(p.nav)) return `${p.path}: nav must be a list`;
      for (const n of p.nav as unknown[]) {
        const e = (n ?? {}) as Record<string, unknown>;
        if (!MENUS.includes(e.menu as MenuName)) return `${p.path}: unknown menu ${String(e.menu)}`;
        if (typeof e.label !== 'string' || !e.label.trim()) return `${p.path}: a menu entry has no label`;
        if (typeof e.order !== 'number' || !Number.isFinite(e.order))
          return `${p.path}: a menu entry has no order`;
      }
    }
    if (p.sitemap !== undefined) {
      const s = (p.sitemap ?? {}) as Record<string, unknown>;
      if (typeof s.label !== 'string' || typeof s.description !== 'string')
        return `${p.path}: sitemap needs a label and a description`;
      if (typeof s.priority !== 'number' || s.priority < 0 || s.priority > 1)
        return `${p.path}: sitemap priority must be from 0 to 1`;
      if (!CHANGE_FREQUENCIES.includes(s.changefreq as SitemapEntry['changefreq']))
        return `${p.path}: sitemap changefreq must be one of ${CHANGE_FREQUENCIES.join(', ')}`;
    }
    if (
      p.prerender !== undefined &&
      !(
        typeof p.prerender === 'string' &&
        /^(?:[\w-]+\/)*[\w.-]+\.json$/.test(p.prerender) &&
        !p.prerender.includes('..')
      )
    )
      return `${p.path}: prerender names a .json file inside the version`;
    if (p.preload !== undefined) {
      const pre = (p.preload ?? {}) as Record<string, unknown>;
      if (
        pre.chunks !== undefined &&
        !(Array.isArray(pre.chunks) && pre.chunks.every((x) => typeof x === 'string'))
      )
        return `${p.path}: preload.chunks must be a list of chunk names`;
      if (pre.api !== undefined) {
        if (!Array.isArray(pre.api)) return `${p.path}: preload.api must be a list`;
        for (const h of pre.api as unknown[]) {
          const hint = (h ?? {}) as Record<string, unknown>;
          if (typeof hint.route !== 'string' || !hint.route.startsWith('GET /api/'))
            return `${p.path}: a preload hint must name a GET route of the API`;
          const q = hint.query;
          if (
            q !== undefined &&
            !(q && typeof q === 'object' && Object.values(q).every((v) => typeof v === 'string'))
          )
            return `${p.path}: a preload hint's query must map names to strings`;
        }
      }
    }
  }
  return null;
}

/**
 * The URL of an API hint for a page's URL path, with each `:param` of the hint's route taken from
 * the path and encoded as the pages' client encodes it (react-router decodes the segment, the page
 * encodes it again); null when a segment cannot be decoded (no page would make that request).
 */
export function hintUrl(hint: ApiHint, pagePattern: string, pathname: string): string | null {
  const names = pagePattern.split('/');
  const values = pathname.split(/[?#]/)[0].split('/');
  const route = hint.route.replace(/^GET /, '');
  let path: string;
  try {
    path = route.replace(/:(\w+)/g, (whole, name: string) => {
      const at = names.indexOf(`:${name}`);
      return at < 0 ? whole : encodeURIComponent(decodeURIComponent(values[at] ?? ''));
    });
  } catch {
    return null;
  }
  const query = hint.query ? new URLSearchParams(hint.query).toString() : '';
  return query ? `${path}?${query}` : path;
}
