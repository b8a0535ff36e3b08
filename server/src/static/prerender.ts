// A page's first paint inside #root, so it shows before any script runs: the shell's frame and the
// page's part, both rendered by their builds (tools/prerender) and published with their version.
// The part must match the SHA-384 the registry holds, else the plain shell goes out. With it goes the
// script that holds what the visitor does in the paint until the app mounts (inlineScripts.ts).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OwnedPage } from 'shared-api/pages';
import type { Registry } from 'shared-api/registry';
import { sriOf } from '../registry/store';
import { FIRST_PAINT_ACTIONS_SCRIPT } from './inlineScripts';

/** Where the shell's frame leaves room for the page's part (shell/src/prerender.build.tsx). */
const PAGE_SLOT = '<!--prerender-page-->';

interface Paint {
  html: string;
  css: string;
}

export interface Prerender {
  /** Goes before </head>: the critical CSS and the actions script. */
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
 * The first paint of a path, or null (none, or a part missing or unpublished). Remote files are read
 * once (versions never change); the shell's frame again when its mtime changes.
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
      head: `<style id="prerender-css">${shell.css}${part.css}</style><script>${FIRST_PAINT_ACTIONS_SCRIPT}</script>`,
      body: shell.html.replace(PAGE_SLOT, () => main),
    };
  };
}
