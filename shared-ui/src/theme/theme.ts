// Design tokens for both colour schemes. Dark is the default look of the explorer.
// Every text colour meets WCAG AA (4.5:1) on the backgrounds it is used on, badge tints included,
// and control borders and the focus ring meet 3:1: contrast.test.ts checks each pair, so change a
// colour there first. Light-theme tones are the darker shades of the same hues (dark text on a pale
// tint), dark-theme tones the lighter ones.
export interface Theme {
  mode: 'dark' | 'light';
  colors: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    /** Card and divider lines: decorative, so no contrast requirement. */
    border: string;
    /** Outline of an input or a control whose edge is its only visible boundary (3:1). */
    controlBorder: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    success: string;
    danger: string;
    /** Text on a `danger` fill (a destructive toast or button). */
    onDanger: string;
    warning: string;
    info: string;
    purple: string;
    emerald: string;
    cyan: string;
    indigo: string;
    gray: string;
    yellow: string;
    overlay: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  font: { body: string; mono: string };
  shadow: string;
  /** Breakpoints in px; tables turn into cards below `md`. */
  bp: { sm: number; md: number; lg: number };
}

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  bp: { sm: 480, md: 768, lg: 1024 },
};

export const darkTheme: Theme = {
  mode: 'dark',
  colors: {
    bg: '#0b0f0c',
    surface: '#131a15',
    surfaceAlt: '#1a231d',
    border: '#26322a',
    controlBorder: '#587361',
    text: '#e7efe9',
    textMuted: '#93a499',
    primary: '#3ddc84',
    primaryText: '#06140b',
    success: '#22c55e',
    danger: '#f36e6e',
    onDanger: '#1b0606',
    warning: '#f97316',
    info: '#6099f8',
    purple: '#bc7cf9',
    emerald: '#10b981',
    cyan: '#06b6d4',
    indigo: '#8d8ff5',
    gray: '#939ca5',
    yellow: '#eab308',
    overlay: 'rgba(0,0,0,0.6)',
  },
  shadow: '0 8px 24px rgba(0,0,0,0.45)',
  ...shared,
};

export const lightTheme: Theme = {
  mode: 'light',
  colors: {
    bg: '#f6f8f6',
    surface: '#ffffff',
    surfaceAlt: '#eef2ef',
    border: '#d7dfd9',
    controlBorder: '#728f79',
    text: '#0f1a13',
    textMuted: '#55675b',
    primary: '#117d43',
    primaryText: '#ffffff',
    success: '#0f6f33',
    danger: '#b71d1d',
    onDanger: '#ffffff',
    warning: '#a43e08',
    info: '#1453dd',
    purple: '#8318e4',
    emerald: '#046c4c',
    cyan: '#066981',
    indigo: '#4f46e5',
    gray: '#5b616d',
    yellow: '#815803',
    overlay: 'rgba(0,0,0,0.35)',
  },
  shadow: '0 8px 24px rgba(15,26,19,0.12)',
  ...shared,
};

/** Colour names a Badge (and other tinted things) accept. */
export type Tone =
  'green' | 'red' | 'orange' | 'blue' | 'purple' | 'emerald' | 'gray' | 'cyan' | 'indigo' | 'yellow';

export function toneColor(theme: Theme, tone: Tone): string {
  const c = theme.colors;
  switch (tone) {
    case 'green':
      return c.success;
    case 'red':
      return c.danger;
    case 'orange':
      return c.warning;
    case 'blue':
      return c.info;
    case 'purple':
      return c.purple;
    case 'emerald':
      return c.emerald;
    case 'cyan':
      return c.cyan;
    case 'indigo':
      return c.indigo;
    case 'yellow':
      return c.yellow;
    default:
      return c.gray;
  }
}
