// Design tokens for both colour schemes. Dark is the default look of the explorer.
export interface Theme {
  mode: 'dark' | 'light';
  colors: {
    bg: string;
    surface: string;
    surfaceAlt: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    success: string;
    danger: string;
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
    text: '#e7efe9',
    textMuted: '#93a499',
    primary: '#3ddc84',
    primaryText: '#06140b',
    success: '#22c55e',
    danger: '#ef4444',
    warning: '#f97316',
    info: '#3b82f6',
    purple: '#a855f7',
    emerald: '#10b981',
    cyan: '#06b6d4',
    indigo: '#6366f1',
    gray: '#8b949e',
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
    text: '#0f1a13',
    textMuted: '#55675b',
    primary: '#138a4a',
    primaryText: '#ffffff',
    success: '#16a34a',
    danger: '#dc2626',
    warning: '#ea580c',
    info: '#2563eb',
    purple: '#9333ea',
    emerald: '#059669',
    cyan: '#0891b2',
    indigo: '#4f46e5',
    gray: '#6b7280',
    yellow: '#ca8a04',
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
