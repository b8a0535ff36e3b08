// The document's only inline scripts, admitted by the CSP by their hashes (security.ts).
import { createHash } from 'node:crypto';

/**
 * Sent with every page, before the body is parsed: the visitor's stored scheme and banner choice,
 * so no page paints the dark scheme (or the dismissed banner) for a moment before the app mounts.
 */
export const SCHEME_SCRIPT =
  "try{var s=localStorage;if(s.getItem('theme-mode')==='light')document.documentElement.dataset.theme='light';" +
  "if(s.getItem('dev-banner-dismissed')==='true')document.documentElement.dataset.banner='off'}catch(e){}";

/**
 * Sent with a prerendered first paint only (prerender.ts): holds the buttons pressed and the forms
 * submitted in the first paint until the app mounts (the paint's buttons do nothing, and its search
 * form would reload the page), and notes whether text was typed: the shell then stops it and does
 * them again on the app's elements (window.firstPaintActions, shell/src/bootstrap.tsx).
 */
export const FIRST_PAINT_ACTIONS_SCRIPT =
  '(function(d,w){var p=[],o=["click","submit","input"],h=w.firstPaintActions={presses:p,typed:false,stop:' +
  'function(){o.forEach(function(t,i){d.removeEventListener(t,l[i],true)})}},l=[function(e){var b=e.target.closest&&' +
  'e.target.closest("#root button");if(b&&b.type!=="submit")p.push({el:b,submit:false})},function(e){' +
  'var r=d.getElementById("root");if(r&&r.contains(e.target)){e.preventDefault();p.push({el:e.submitter||e.target,' +
  'submit:true})}},function(){h.typed=true}];o.forEach(function(t,i){d.addEventListener(t,l[i],true)})})(document,window)';

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The CSP sources that admit the scripts above, and nothing else. */
export const INLINE_SCRIPT_HASHES = [SCHEME_SCRIPT, FIRST_PAINT_ACTIONS_SCRIPT].map(sha256);
