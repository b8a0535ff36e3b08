// Every text/background pair the theme uses meets WCAG AA in both colour schemes, so a colour change
// cannot quietly regress it: 4.5:1 for text, 3:1 for focus rings and control borders.
import { AA_NON_TEXT, AA_TEXT, composite, contrastRatio, parseColor } from './contrast';
import { darkTheme, lightTheme, toneColor, type Theme, type Tone } from './theme';

const TONES: Tone[] = [
  'green',
  'red',
  'orange',
  'blue',
  'purple',
  'emerald',
  'gray',
  'cyan',
  'indigo',
  'yellow',
];

interface Pair {
  what: string;
  fg: string;
  bg: string;
  min: number;
}

function hex({ r, g, b }: { r: number; g: number; b: number }): string {
  return '#' + [r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

/** The pairs the pages paint, by the role each colour plays. */
function pairsOf(t: Theme): Pair[] {
  const c = t.colors;
  // Pages, cards, and the second bar / table hover / phone card rows.
  const grounds = { bg: c.bg, surface: c.surface, surfaceAlt: c.surfaceAlt };
  const out: Pair[] = [];
  for (const [gName, g] of Object.entries(grounds)) {
    const text = (name: string, fg: string) =>
      out.push({ what: `${name} on ${gName}`, fg, bg: g, min: AA_TEXT });
    text('text', c.text);
    text('muted text', c.textMuted);
    text('link / address (primary)', c.primary);
    text('gain amount (success)', c.success);
    text('loss amount / error (danger)', c.danger);
    for (const tone of TONES) {
      const col = toneColor(t, tone);
      text(`${tone} tone as text`, col);
      // Badge: the tone as text on the tone at 0x22 alpha over the ground (Badge.tsx).
      out.push({
        what: `${tone} badge on ${gName}`,
        fg: col,
        bg: hex(composite(col + '22', g)),
        min: AA_TEXT,
      });
    }
    out.push({ what: `focus ring on ${gName}`, fg: c.primary, bg: g, min: AA_NON_TEXT });
    out.push({ what: `control border on ${gName}`, fg: c.controlBorder, bg: g, min: AA_NON_TEXT });
  }
  // Button variants: primary (also the active pager page, the banner, the network toggle), destructive
  // (toast), secondary (text on surfaceAlt, covered above).
  out.push({ what: 'primary button text', fg: c.primaryText, bg: c.primary, min: AA_TEXT });
  out.push({ what: 'destructive button / toast text', fg: c.onDanger, bg: c.danger, min: AA_TEXT });
  // Dialog and tooltip text sits on surface / surfaceAlt over the dimmed page (covered above).
  return out;
}

describe.each([
  ['dark', darkTheme],
  ['light', lightTheme],
])('%s theme meets WCAG AA', (_name, theme) => {
  const pairs = pairsOf(theme);
  test.each(pairs.map((p) => [p.what, p] as const))('%s', (_what, p) => {
    const ratio = contrastRatio(p.fg, p.bg);
    if (ratio < p.min)
      throw new Error(`${p.what}: ${p.fg} on ${p.bg} is ${ratio.toFixed(2)}:1, needs ${p.min}:1`);
  });
});

describe('contrast arithmetic', () => {
  test('matches the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // order does not matter
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  test('composites a translucent tint over its ground', () => {
    expect(composite('#00000080', '#ffffff').r).toBeCloseTo(255 * (1 - 128 / 255), 5);
    expect(parseColor('rgba(0, 0, 0, 0.6)')).toEqual({ r: 0, g: 0, b: 0, a: 0.6 });
    // the light-theme finding: success #16a34a badge on white is its own tint #e0f3e7
    expect(hex(composite('#16a34a22', '#ffffff'))).toBe('#e0f3e7');
    expect(contrastRatio('#16a34a', '#e0f3e7')).toBeLessThan(AA_TEXT);
  });

  test('rejects a colour it cannot read rather than guessing', () => {
    expect(() => parseColor('green')).toThrow(/unsupported/);
  });
});
