// A page's first paint, sent in the HTML inside #root (today the home page's), so the heading shows
// before the scripts and the remote have run. Nothing here is hand-made: the shell's build renders its
// frame into prerender/frame.json, and a remote's build renders a page's part into the file its page
// declaration names (`prerender`), published, hashed and rolled back with that version
// (tools/prerender). Both are { html, css }, coloured by CSS variables defined for both schemes.
// - The page's part is the stable version's, checked against the SHA-384 the registry holds for it:
//   bytes that differ, or a missing file, and the page goes out as the plain shell.
// - React's first commit replaces it all; while the page chunk loads, the shell's fallback re-shows
//   the page's part (shell/src/remotes/prerender.ts), so the heading stays in place.
// - The theme and the dismissed notice are read from localStorage by a tiny inline script before the
//   body is parsed; its hash is admitted by the document's CSP (security.ts), not 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OwnedPage } from 'shared-api/pages';
import type { Registry } from 'shared-api/registry';
import { sriOf } from '../registry/store';

// Runs before the body is parsed, so the first paint already has the visitor's scheme.
const SCRIPT =
  "try{var s=localStorage;if(s.getItem('theme-mode')==='light')document.documentElement.dataset.theme='light';" +
  "if(s.getItem('dev-banner-dismissed')==='true')document.documentElement.dataset.banner='off'}catch(e){}";

/** The CSP source that admits the inline script above (and nothing else). */
export const PRERENDER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/** Where the shell's frame leaves room for the page's part (shell/src/prerender.build.tsx). */
const PAGE_SLOT = '<!--prerender-page-->';

interface Paint {
  html: string;
  css: string;
}

export interface Prerender {
  /** Goes before </head>: the critical CSS and the scheme script. */
  head: string;
  /** Goes inside <div id="root">. */
  body: string;
}

/** A { html, css } file's content, or null when it is not one (or its CSS could end its element). */
function paintOf(bytes: Buffer): Paint | null {
  try {
    const v = JSON.parse(bytes.toString('utf8')) as Partial<Paint> | null;
    if (typeof v?.html !== 'string' || typeof v.css !== 'string' || /<\/style/i.test(v.css)) return null;
    return { html: v.html, css: v.css };
  } catch {
    return null;
  }
}

/**
 * The prerendered first paint of a URL path, read from the deploy directory: null when the path
 * has none or a part is missing or not the published one. A remote version's file is read once
 * (published versions never change); the shell's frame again when its mtime changes (republished).
 */
export function createPrerenderer(deployDir: string) {
  let frame: { mtimeMs: number; paint: Paint | null } | null = null;
  const pages = new Map<string, Paint>();

  async function readFrame(): Promise<Paint | null> {
    const file = join(deployDir, 'prerender', 'frame.json');
    try {
      const { mtimeMs } = await stat(file);
      if (frame?.mtimeMs !== mtimeMs) frame = { mtimeMs, paint: paintOf(await readFile(file)) };
      return frame.paint;
    } catch {
      return null;
    }
  }

  async function readPage(remote: string, version: string, file: string, sri: string): Promise<Paint | null> {
    const key = `${remote}@${version}/${file} ${sri}`;
    const known = pages.get(key);
    if (known) return known;
    try {
      const bytes = await readFile(join(deployDir, 'remotes', remote, version, file));
      const paint = sriOf(bytes) === sri ? paintOf(bytes) : null;
      if (paint) pages.set(key, paint);
      return paint;
    } catch {
      return null;
    }
  }

  /** The first paint of a stable page (as its version declares it), or null. */
  return async function prerenderFor(
    page: OwnedPage | undefined,
    registry: Registry,
  ): Promise<Prerender | null> {
    const file = page?.prerender;
    const entry = page?.remote ? registry[page.remote] : undefined;
    if (!page?.remote || !file || !entry) return null;
    // A version published without the file has no hash for it: nothing to read.
    const sri = entry.integrity?.[entry.stable]?.[file];
    if (!sri) return null;
    const [shell, part] = await Promise.all([readFrame(), readPage(page.remote, entry.stable, file, sri)]);
    if (!shell || !part || !shell.html.includes(PAGE_SLOT)) return null;
    // Keyed by the route, which is what the shell's loading fallback for it looks up.
    const main = `<div data-prerender-main="${page.path}">${part.html}</div>`;
    return {
      head: `<style id="prerender-css">${shell.css}${part.css}</style><script>${SCRIPT}</script>`,
      body: shell.html.replace(PAGE_SLOT, () => main),
    };
  };
}
