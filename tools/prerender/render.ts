// Build-time rendering of a first paint: the shell's frame (shell/src/prerender.build.tsx) and a
// remote's page (e.g. mfe-chain/src/prerender.build.tsx) render their real components here with
// React's server renderer, and styled-components' ServerStyleSheet collects the CSS they use. The
// server puts the two together inside #root of the page (server/src/static/prerender.ts).
//
// Colours: one HTML must paint in either scheme, and the scheme is only known in the browser (an
// inline script sets html[data-theme] from local storage before the body is parsed). So every colour
// of shared-ui's themes is rendered as a CSS variable, and the CSS defines the variables it uses for
// dark (:root) and light (html[data-theme=light]) from the themes' real values.
// Runs in Node only, never in a browser bundle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { darkTheme, lightTheme, type Theme } from 'shared-ui/theme';

export interface FirstPaint {
  html: string;
  css: string;
}

type ColorName = keyof Theme['colors'];

const variable = (name: string) => `var(--pr-${name})`;

// The real values, taken before the themes are pointed at the variables.
const REAL = {
  dark: { ...darkTheme.colors, shadow: darkTheme.shadow },
  light: { ...lightTheme.colors, shadow: lightTheme.shadow },
};
type Token = keyof (typeof REAL)['dark'];

/**
 * Points every colour (and the shadow) of both of shared-ui's themes at its CSS variable, for the
 * rest of this build process. In place rather than a theme of our own: the providers the app renders
 * with (ThemeModeProvider and its global style) pick darkTheme or lightTheme themselves.
 */
function paintWithVariables(): void {
  for (const theme of [darkTheme, lightTheme]) {
    for (const name of Object.keys(theme.colors) as ColorName[]) theme.colors[name] = variable(name);
    theme.shadow = variable('shadow');
  }
}

// Badge tints append a hex alpha to a colour (`${color}22`), which on a variable would be invalid
// CSS: such a use becomes a variable of its own, defined as the colour with that alpha.
const TINTED = /var\(--pr-(\w+)\)([0-9a-fA-F]{2})\b/g;
const USED = /var\(--pr-(\w+?)(?:-([0-9a-fA-F]{2}))?\)/g;

function definitions(css: string, scheme: Record<Token, string>): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [, name, alpha] of css.matchAll(USED)) {
    const key = alpha ? `${name}-${alpha}` : name;
    if (seen.has(key)) continue;
    seen.add(key);
    const value = scheme[name as Token];
    if (value === undefined) throw new Error(`prerender: no theme colour '${name}'`);
    if (alpha && !/^#[0-9a-fA-F]{6}$/.test(value))
      throw new Error(`prerender: '${name}' (${value}) cannot take a hex alpha`);
    out.push(`--pr-${key}:${value}${alpha ?? ''}`);
  }
  return out.join(';');
}

/** The rules of a server style sheet, without styled-components' rehydration markers. */
function rulesOf(sheet: ServerStyleSheet): string {
  return sheet.instance
    .toString()
    .split('/*!sc*/\n')
    .filter((rule) => rule !== '' && !rule.startsWith('data-styled.'))
    .join('');
}

// styled-components' static class of a component (sc-…) only matters to a rule that selects the
// component itself; without one it is dropped. It is a counter of this build process: the same
// name in another build (the shell's frame, the app at run time) can be another component.
const STATIC_CLASS = / class="sc-[\w-]+(?: ([^"]*))?"/g;

/** Bytes the minifier of a browser build would also drop. */
const compact = (css: string) => css.replace(/;\}/g, '}').replace(/\(([\w-]+): /g, '($1:');

/** The static HTML of `element` and the CSS it needs, with the variables of both schemes. */
export function renderFirstPaint(element: ReactElement): FirstPaint {
  paintWithVariables();
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(sheet.collectStyles(element));
    const rules = compact(rulesOf(sheet)).replace(TINTED, (_, name: string, alpha: string) =>
      variable(`${name}-${alpha}`),
    );
    if (rules.includes('.sc-')) throw new Error('prerender: a rule selects a component by its static class');
    const html = markup.replace(STATIC_CLASS, (_, rest?: string) => (rest ? ` class="${rest}"` : ''));
    const stray = /var\(--pr-[\w-]+\)[\w#]/.exec(rules);
    if (stray) throw new Error(`prerender: a colour is derived from a variable: ${stray[0]}`);
    const css =
      `:root{${definitions(rules, REAL.dark)}}` +
      `html[data-theme=light]{${definitions(rules, REAL.light)}}` +
      rules;
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** Renders `element` and writes it as `{ html, css }` JSON to `file`. */
export function writeFirstPaint(file: string, element: ReactElement): FirstPaint {
  const paint = renderFirstPaint(element);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(paint));
  return paint;
}
