// The home page's first paint, sent in the HTML: the page frame (notice, header
// bar, network strip) and the hero of mfe-chain's Home ('Explore Gorbagana', its subtitle, the search
// field) as plain HTML inside #root, with skeleton blocks where data goes, and a small critical CSS
// that reproduces the React components' sizes in both colour schemes. The heading is therefore really
// painted as soon as the HTML arrives, before ~150 KB of scripts and the remote have run.
// - React's first commit (before the load event) replaces the frame: createRoot clears #root. While
//   the remote's page chunk is still on its way, the shell's loading fallback for this route re-shows
//   the prerendered main content (data-prerender-main; shell/src/remotes/prerender.ts), its heading as
//   plain text, so the heading stays on screen, at the same place and size, until Home renders its
//   own identical hero and h1. No second h1 or landmark is ever in the document.
// - The theme (localStorage 'theme-mode', dark unless 'light', as shared-ui's ThemeModeProvider) and
//   the dismissed notice (localStorage 'dev-banner-dismissed') are read by a tiny inline script before
//   the body is parsed; its hash is admitted by the document's CSP (security.ts), not 'unsafe-inline'.
// - Sizes come from: shared-ui GlobalStyle (body 15px/1.5), Page (max 1280, 24px 16px 48px, gap 16),
//   mfe-chain Home's Hero (gap 14, 16px 0 4px, h1 clamp(28px, 5vw, 44px)/1.1), SearchBox (44px),
//   shell Banner / Header (bar 10px 16px, its tallest control 34.5px) / SecondBar (13px, 6px 16px).
//   The colours are shared-ui's theme tokens, read from shared-ui/theme.
import { createHash } from 'node:crypto';
import { darkTheme, lightTheme, type Theme } from 'shared-ui/theme';

const FRAME_COLORS = [
  'bg',
  'surface',
  'surfaceAlt',
  'border',
  'controlBorder',
  'text',
  'textMuted',
  'primary',
  'primaryText',
] as const;

const pick = (t: Theme) =>
  Object.fromEntries(FRAME_COLORS.map((k) => [k, t.colors[k]])) as Record<
    (typeof FRAME_COLORS)[number],
    string
  >;

/** Theme tokens the frame paints with: shared-ui's own, so the first paint matches the app's. */
const PRERENDER_COLORS = { dark: pick(darkTheme), light: pick(lightTheme) };

type Scheme = Record<keyof (typeof PRERENDER_COLORS)['dark'], string>;

const vars = (c: Scheme) =>
  Object.entries(c)
    .map(([k, v]) => `--pr-${k}:${v}`)
    .join(';');

const BODY_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// The header's tallest item: on phones its buttons (NavButton: 15px × 1.5 line + 2 × 6px), from
// 900 px (Header's MOBILE_MAX_PX + 1) the dApps button with its 'Soon' badge.
const HEADER_ROW_PX = 34.5;
const HEADER_ROW_DESKTOP_PX = 36;

const CSS = [
  `:root{${vars(PRERENDER_COLORS.dark)}}`,
  `html[data-theme=light]{${vars(PRERENDER_COLORS.light)}}`,
  `*,*::before,*::after{box-sizing:border-box}`,
  `html,body{margin:0;padding:0}`,
  `body{background:var(--pr-bg);color:var(--pr-text);font-family:${BODY_FONT};font-size:15px;line-height:1.5;-webkit-font-smoothing:antialiased}`,
  `.pr-in{max-width:1280px;margin:0 auto;display:flex;align-items:center}`,
  `.pr-banner{background:var(--pr-primary);color:var(--pr-primaryText);font-size:14px}`,
  `.pr-banner .pr-in{padding:8px 16px;gap:12px}`,
  `.pr-banner p{margin:0;flex:1}`,
  `.pr-banner .pr-x{padding:1px 6px;font-size:18px;line-height:1}`,
  `html[data-banner=off] .pr-banner{display:none}`,
  `.pr-header{background:var(--pr-surface);border-bottom:1px solid var(--pr-border)}`,
  `.pr-header .pr-in{padding:10px 16px;gap:12px;min-height:${HEADER_ROW_PX + 20}px}`,
  `@media (min-width:900px){.pr-header .pr-in{min-height:${HEADER_ROW_DESKTOP_PX + 20}px}}`,
  `.pr-brand{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:18px}`,
  `.pr-logo{width:30px;height:30px;border-radius:8px;display:inline-flex;align-items:center;justify-content:center;background:var(--pr-primary);color:var(--pr-primaryText);font-weight:900}`,
  `.pr-second{background:var(--pr-surfaceAlt);border-bottom:1px solid var(--pr-border);font-size:13px;color:var(--pr-textMuted)}`,
  `.pr-second .pr-in{padding:6px 16px;gap:18px;flex-wrap:wrap;align-items:normal}`,
  `.pr-second b{color:var(--pr-text);font-weight:600}`,
  `.pr-main{min-height:60vh}`,
  `.pr-page{max-width:1280px;margin:0 auto;padding:24px 16px 48px;display:flex;flex-direction:column;gap:16px}`,
  `.pr-hero{display:flex;flex-direction:column;gap:14px;padding:16px 0 4px}`,
  `.pr-h1{display:block;margin:0;font-size:clamp(28px,5vw,44px);line-height:1.1;font-weight:bold}`,
  `.pr-h1 span{color:var(--pr-primary)}`,
  `.pr-hero p{margin:0;color:var(--pr-textMuted)}`,
  `.pr-search{display:flex;gap:8px}`,
  `.pr-input{flex:1;min-width:0;height:44px;padding:0 14px;border-radius:10px;border:1px solid var(--pr-controlBorder);background:var(--pr-surface);color:var(--pr-textMuted);line-height:42px;white-space:nowrap;overflow:hidden}`,
  `.pr-submit{height:44px;padding:0 18px;border-radius:10px;background:var(--pr-primary);color:var(--pr-primaryText);font-weight:600;line-height:44px}`,
  `.pr-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:16px}`,
  `.pr-two{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:16px;align-items:start}`,
  `@media (max-width:900px){.pr-two{grid-template-columns:minmax(0,1fr)}}`,
  `.pr-card{background:var(--pr-surface);border:1px solid var(--pr-border);border-radius:16px;padding:16px;display:flex;flex-direction:column;gap:10px}`,
  `.pr-sk{height:20px;border-radius:6px;background:var(--pr-surfaceAlt)}`,
].join('');

// Runs before the body is parsed, so the first paint already has the visitor's scheme.
const SCRIPT =
  "try{var s=localStorage;if(s.getItem('theme-mode')==='light')document.documentElement.dataset.theme='light';" +
  "if(s.getItem('dev-banner-dismissed')==='true')document.documentElement.dataset.banner='off'}catch(e){}";

/** The CSP source that admits the inline script above (and nothing else). */
export const PRERENDER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

const sk = (height: number, width = '100%') =>
  `<div class="pr-sk" style="height:${height}px;width:${width}"></div>`;
const card = (rows: number) => `<div class="pr-card">${sk(22, '40%')}${sk(22).repeat(rows)}</div>`;

// SearchBox's default placeholder, shown in the field's place.
const SEARCH_PLACEHOLDER = 'Search by address, transaction signature, block or token';

// The main content the shell's loading fallback re-shows for '/': Home's hero and its data frame.
const HOME_MAIN =
  `<div class="pr-page"><div class="pr-hero">` +
  `<h1 class="pr-h1">Explore <span>Gorbagana</span></h1>` +
  `<p>Blocks, transactions, addresses and tokens of the Gorbagana testnet, live.</p>` +
  `<div class="pr-search" aria-hidden="true"><div class="pr-input">${SEARCH_PLACEHOLDER}</div>` +
  `<div class="pr-submit">Search</div></div></div>` +
  `<div class="pr-grid" aria-hidden="true">${`<div class="pr-card">${sk(19, '50%')}${sk(28, '70%')}${sk(14, '50%')}</div>`.repeat(4)}</div>` +
  `<div class="pr-two" aria-hidden="true"><div>${card(8)}</div><div style="display:flex;flex-direction:column;gap:16px">${card(4)}${card(2)}${card(4)}</div></div>` +
  `</div>`;

const FRAME =
  `<div class="pr-banner"><div class="pr-in"><p>Heads up: some wallets do not yet show classic token metadata ` +
  `(names and logos) for Gorbagana tokens. The explorer shows it for every token.</p>` +
  `<span class="pr-x" aria-hidden="true">×</span></div></div>` +
  `<div class="pr-header"><div class="pr-in"><span class="pr-brand"><span class="pr-logo" aria-hidden="true">G</span>` +
  `<span>Gorbagana Explorer</span></span></div></div>` +
  `<div class="pr-second"><div class="pr-in"><span>Network: <b>Testnet</b></span><span>Slot: <b>—</b></span>` +
  `<span>Epoch: <b>—</b></span><span>TPS: <b>—</b></span><span>Validators: <b>—</b></span></div></div>`;

export interface Prerender {
  /** Goes before </head>: the critical CSS and the scheme script. */
  head: string;
  /** Goes inside <div id="root">. */
  body: string;
}

/** The prerendered first paint of a URL path, or null when the path has none. */
export function prerenderFor(pathname: string): Prerender | null {
  if (pathname !== '/') return null;
  return {
    head: `<style id="prerender-css">${CSS}</style><script>${SCRIPT}</script>`,
    body: `${FRAME}<main class="pr-main" data-prerender-main="/">${HOME_MAIN}</main>`,
  };
}
