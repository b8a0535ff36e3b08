// The page for every route: the shell's index.html with, before </head>, the registry inlined (no
// fetch of /remotes.json), the visitor's stored scheme applied before the body is parsed, preload
// hints for the route's remote files and first API GETs (so they load beside the shell's scripts,
// not after), and a declared first paint (./prerender.ts).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { hintUrl, pageFor, type OwnedPage } from 'shared-api/pages';
import { INLINE_REGISTRY_ID, type Registry } from 'shared-api/registry';
import type { SitePages } from '../registry/pages';
import { SCHEME_SCRIPT } from './inlineScripts';
import { createPrerenderer, type Prerender } from './prerender';

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/** `<` and the line separators escaped: the JSON can never close its script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The hints for one URL path of a stable page (none for a shell page or a 404), given a manifest reader. */
export async function hintsFor(
  pathname: string,
  page: OwnedPage | undefined,
  registry: Registry,
  readManifest: (remote: string, version: string) => Promise<Manifest | null>,
): Promise<string[]> {
  if (!page?.remote) return [];
  const remote = page.remote;
  const links: string[] = [];
  const entry = registry[remote];
  // Only while no canary runs (a canary visitor must not load the stable version, nor skew the
  // rollback's load counts), and only with hashes, which each hint carries so the shell reuses it.
  const pinned = entry?.integrity?.[entry.stable];
  if (entry && !entry.canary && pinned) {
    const base = `/remotes/${remote}/${entry.stable}/`;
    const manifest = await readManifest(remote, entry.stable);
    const script = (f: string) =>
      pinned[f]
        ? links.push(
            `<link rel="preload" as="script" href="${attr(base + f)}" integrity="${attr(pinned[f])}">`,
          )
        : 0;
    if (manifest && pinned['mf-manifest.json']) {
      links.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(base)}mf-manifest.json" integrity="${attr(pinned['mf-manifest.json'])}">`,
      );
      script(manifest.metaData?.remoteEntry?.name || 'remoteEntry.js');
      const routes = manifest.exposes?.find((e) => e.path === './routes');
      for (const f of routes?.assets?.js?.sync ?? []) script(f);
      const chunks = page.preload?.chunks ?? [];
      for (const f of routes?.assets?.js?.async ?? [])
        if (chunks.some((c) => f.startsWith(`${c}.`))) script(f);
    }
  }
  // The pages' client sends cookies (credentials: 'include'), so the preload must too to be reused.
  // Low priority: over HTTP/1.1's six connections they must not hold up the scripts above (the
  // browser sends them once those are on their way), yet they leave before the shell has run.
  for (const hint of page.preload?.api ?? []) {
    const api = hintUrl(hint, page.path, pathname);
    if (api !== null)
      links.push(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${attr(api)}">`,
      );
  }
  return links;
}

// The built page is minified: the attribute may have lost its quotes.
const ROOT_ELEMENT = /<div id=(["']?)root\1><\/div>/;

/**
 * Inserts the registry, the scheme script, the hints and a prerender's head before </head>, its body
 * into #root.
 */
export function renderPage(
  indexHtml: string,
  registry: Registry,
  hints: string[],
  prerender: Prerender | null = null,
): string {
  let html = indexHtml;
  const root = ROOT_ELEMENT.exec(html);
  // Without an empty #root to fill, the page stays as the shell built it (no frame, no critical CSS).
  const filled = prerender !== null && root !== null;
  if (filled) {
    const at = root.index + root[0].length - '</div>'.length;
    html = html.slice(0, at) + prerender.body + html.slice(at);
  }
  const inject =
    `<script id="${INLINE_REGISTRY_ID}" type="application/json">${jsonForScript(registry)}</script>` +
    `<script>${SCHEME_SCRIPT}</script>` +
    hints.join('') +
    (filled ? prerender.head : '');
  const at = html.indexOf('</head>');
  return at < 0 ? inject + html : html.slice(0, at) + inject + html.slice(at);
}

/** Reads index.html (kept while its mtime is unchanged) and manifests (immutable once published). */
export function createPageBuilder(root: string, sitePages: SitePages) {
  let index: { mtimeMs: number; html: string } | null = null;
  const manifests = new Map<string, Manifest | null>();
  const prerenderFor = createPrerenderer(root);

  async function readIndex(): Promise<string | null> {
    try {
      const s = await stat(join(root, 'index.html'));
      if (!index || index.mtimeMs !== s.mtimeMs)
        index = { mtimeMs: s.mtimeMs, html: await readFile(join(root, 'index.html'), 'utf8') };
      return index.html;
    } catch {
      return null;
    }
  }

  async function readManifest(remote: string, version: string): Promise<Manifest | null> {
    const key = `${remote}@${version}`;
    if (manifests.has(key)) return manifests.get(key) ?? null;
    try {
      const m = JSON.parse(
        await readFile(join(root, 'remotes', remote, version, 'mf-manifest.json'), 'utf8'),
      ) as Manifest;
      manifests.set(key, m);
      return m;
    } catch {
      return null; // not published (yet): no hints, never cached
    }
  }

  /** The page for a path and whether a published version declares it; null when the shell is not built. */
  return async function page(pathname: string): Promise<{ html: string; declared: boolean } | null> {
    const index = await readIndex();
    if (index === null) return null;
    const { registry, stable, served } = await sitePages.read();
    const stablePage = pageFor(stable, pathname);
    const html = renderPage(
      index,
      registry,
      await hintsFor(pathname, stablePage, registry, readManifest),
      await prerenderFor(stablePage, registry),
    );
    return { html, declared: pageFor(served, pathname) !== undefined };
  };
}
