// WCAG 2.x contrast arithmetic for the theme's colour tokens (used by the contrast unit test, so a
// colour change cannot quietly fall below AA). Not exported from the package: no page needs it.

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Parses `#rgb`, `#rrggbb`, `#rrggbbaa` (how Badge writes its tints: tone + `22`) and `rgb()/rgba()`. */
export function parseColor(css: string): Rgba {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    let h = hex[1];
    if (h.length === 3) h = [...h].map((c) => c + c).join('');
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(s);
  if (fn) return { r: +fn[1], g: +fn[2], b: +fn[3], a: fn[4] === undefined ? 1 : +fn[4] };
  throw new Error(`unsupported colour: ${css}`);
}

/** `top` painted over an opaque `bottom` (source-over), as the browser shows a translucent tint. */
export function composite(top: string | Rgba, bottom: string | Rgba): Rgba {
  const t = typeof top === 'string' ? parseColor(top) : top;
  const b = typeof bottom === 'string' ? parseColor(bottom) : bottom;
  const mix = (x: number, y: number) => x * t.a + y * (1 - t.a);
  return { r: mix(t.r, b.r), g: mix(t.g, b.g), b: mix(t.b, b.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function luminance(c: string | Rgba): number {
  const { r, g, b } = typeof c === 'string' ? parseColor(c) : c;
  const lin = (v: number) => {
    const x = v / 255;
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1..21) of a foreground over a background; a translucent foreground or
 *  background is first composited over `base` (the page or card it sits on). */
export function contrastRatio(fg: string, bg: string, base = '#ffffff'): number {
  const back = composite(bg, base);
  const front = composite(fg, back);
  const [l1, l2] = [luminance(front), luminance(back)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}

/** AA thresholds: body text, and large text / icons / focus rings / control borders (1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;
