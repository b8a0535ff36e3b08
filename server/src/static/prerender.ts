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
// keeps the buttons pressed and the forms submitted in the first paint before any of the shell's
// scripts has run (the paint's own do nothing, and its search form would reload the page): the
// shell takes them over as window.firstPaintPresses (shell/src/remotes/firstPaintCarry.ts).
const SCRIPT =
  "try{var s=localStorage;if(s.getItem('theme-mode')==='light')document.documentElement.dataset.theme='light';" +
  "if(s.getItem('dev-banner-dismissed')==='true')document.documentElement.dataset.banner='off'}catch(e){}" +
  '(function(d){var p=[],c=function(e){var b=e.target.closest&&e.target.closest("#root button");' +
  'if(b&&b.type!=="submit")p.push({el:b,submit:false})},f=function(e){var r=d.getElementById("root");' +
  'if(r&&r.contains(e.target)){e.preventDefault();p.push({el:e.submitter||e.target,submit:true})}};' +
  'd.addEventListener("click",c,true);d.addEventListener("submit",f,true);window.firstPaintPresses={presses:p,' +
  'stop:function(){d.removeEventListener("click",c,true);d.removeEventListener("submit",f,true)}}})(document)';

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
