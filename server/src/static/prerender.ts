// A page's first paint inside #root, so it shows before any script runs: the shell's frame and the
// page's part, both rendered by their builds (tools/prerender) and published with their version.
// The part must match the SHA-384 the registry holds, else the plain shell goes out. A tiny inline
// script (its hash in the CSP, security.ts) applies the stored theme before the body is parsed.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OwnedPage } from 'shared-api/pages';
import type { Registry } from 'shared-api/registry';
import { sriOf } from '../registry/store';

// Runs before the body is parsed, so the first paint already has the visitor's scheme. It also
// holds the buttons pressed and the forms submitted in the first paint until the app mounts (the
// paint's buttons do nothing, and its search form would reload the page), and notes whether text
// was typed: the shell then stops it and does them again on the app's elements
// (window.firstPaintActions, shell/src/bootstrap.tsx).
const SCRIPT =
  "try{var s=localStorage;if(s.getItem('theme-mode')==='light')document.documentElement.dataset.theme='light';" +
  "if(s.getItem('dev-banner-dismissed')==='true')document.documentElement.dataset.banner='off'}catch(e){}" +
  '(function(d,w){var p=[],o=["click","submit","input"],h=w.firstPaintActions={presses:p,typed:false,stop:' +
  'function(){o.forEach(function(t,i){d.removeEventListener(t,l[i],true)})}},l=[function(e){var b=e.target.closest&&' +
  'e.target.closest("#root button");if(b&&b.type!=="submit")p.push({el:b,submit:false})},function(e){' +
  'var r=d.getElementById("root");if(r&&r.contains(e.target)){e.preventDefault();p.push({el:e.submitter||e.target,' +
  'submit:true})}},function(){h.typed=true}];o.forEach(function(t,i){d.addEventListener(t,l[i],true)})})(document,window)';

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
      head: `<style id="prerender-css">${shell.css}${part.css}</style><script>${SCRIPT}</script>`,
      body: shell.html.replace(PAGE_SLOT, () => main),
    };
  };
}
