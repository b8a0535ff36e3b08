// Accessibility checks for the browser tests: axe-core (WCAG 2.0/2.1 A and AA rules) run in the page
// through @axe-core/playwright, plus the two things every page is checked under: the colour scheme
// and the viewport width. Any page test can call `expectAccessible(page, 'what this is')`.
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { darkTheme, lightTheme } from '../shared-ui/src/theme/theme';

/** The rule sets the explorer promises to meet: WCAG 2.1 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Where shared-ui's ThemeModeProvider remembers the scheme (THEME_STORAGE_KEY in
 *  shared-ui/src/theme/ThemeMode.tsx). Copied rather than imported so the node-side tests do not load
 *  React; `setTheme` checks the page really switched, so a renamed key fails loudly. */
export const THEME_STORAGE_KEY = 'theme-mode';

export type ThemeMode = 'dark' | 'light';

/** The two widths every page is checked at: a laptop and a small phone. */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } };

const BLOCKING = new Set(['serious', 'critical']);

/** One line per violation and element: rule, impact, selector and axe's summary of what is wrong. */
export function describeViolations(violations: Result[]): string {
  const lines: string[] = [];
  for (const v of violations) {
    lines.push(`[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} element(s))`);
    for (const n of v.nodes.slice(0, 8)) {
      const why = (n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
      lines.push(`    ${JSON.stringify(n.target)}${why ? ` -- ${why}` : ''}`);
    }
    if (v.nodes.length > 8) lines.push(`    ... and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Serious or critical violations of the WCAG 2.x A/AA rules on the page as it is now. */
export async function seriousViolations(page: Page, opts: { exclude?: string[] } = {}): Promise<Result[]> {
  // Legacy mode runs axe in the page itself: the default mode opens a scratch page in the page's
  // context, which pages made by browser.newPage() (as most browser tests here do) cannot do. The
  // site has no cross-origin frames, the one thing legacy mode does not cover.
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  for (const sel of opts.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  return results.violations.filter((v) => v.impact != null && BLOCKING.has(v.impact));
}

/** Throws, listing rule id, impact and element targets, when the page has any serious or critical
 *  WCAG 2.1 A/AA violation. `label` names the page and state in the message (e.g. "tx 1280 dark"). */
export async function expectAccessible(
  page: Page,
  label: string,
  opts: { exclude?: string[] } = {},
): Promise<void> {
  const found = await seriousViolations(page, opts);
  if (found.length) {
    throw new Error(
      `${label} (${page.url()}): ${found.length} serious/critical axe violation(s)\n${describeViolations(found)}`,
    );
  }
}

/** Stores the colour scheme the way the site does and reloads so it applies; the page must be on the
 *  site's origin. Checks `<html data-theme>` (set by ThemeModeProvider) afterwards. */
export async function setTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.evaluate(([k, m]) => localStorage.setItem(k, m), [THEME_STORAGE_KEY, mode] as const);
  await page.reload();
  await expectTheme(page, mode);
}

/** Waits until the page shows `mode` (ThemeModeProvider writes it to <html data-theme>). */
export async function expectTheme(page: Page, mode: ThemeMode): Promise<void> {
  await page.waitForFunction((m) => document.documentElement.dataset.theme === m, mode, { timeout: 10_000 });
  // The scheme's colours on the root as well as the body, once the app's styles apply (a moment
  // after the scheme is known): the canvas past the body and whatever inherits from the root showed
  // the static page's dark colours on light pages before.
  const { colors } = mode === 'light' ? lightTheme : darkTheme;
  const want = `${rgb(colors.text)} on ${rgb(colors.bg)}`;
  const expected = [`HTML ${want}`, `BODY ${want}`];
  const painted = () =>
    [document.documentElement, document.body].map((el) => {
      const s = getComputedStyle(el);
      return `${el.tagName} ${s.color} on ${s.backgroundColor}`;
    });
  let got = await page.evaluate(painted);
  for (const end = Date.now() + 5_000; got.join() !== expected.join() && Date.now() < end;) {
    await page.waitForTimeout(50);
    got = await page.evaluate(painted);
  }
  expect(got).toEqual(expected);
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

export async function setViewport(
  page: Page,
  width: number,
  height = width < 600 ? 812 : 900,
): Promise<void> {
  await page.setViewportSize({ width, height });
}

/** A fresh browser context showing the site in `theme` at `width` px: the scheme is written to local
 *  storage before any page script runs, so the first paint is already in that scheme. */
export async function themedContext(
  browser: Browser,
  opts: { theme: ThemeMode; width: number; reducedMotion?: 'reduce' | 'no-preference' },
): Promise<BrowserContext> {
  const height = opts.width < 600 ? VIEWPORTS.phone.height : VIEWPORTS.desktop.height;
  const context = await browser.newContext({
    viewport: { width: opts.width, height },
    reducedMotion: opts.reducedMotion ?? 'no-preference',
  });
  await context.addInitScript(
    ([k, m]) => {
      try {
        localStorage.setItem(k, m);
      } catch {
        /* about:blank has no storage */
      }
    },
    [THEME_STORAGE_KEY, opts.theme] as const,
  );
  return context;
}
