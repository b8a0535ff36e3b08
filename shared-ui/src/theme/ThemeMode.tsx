import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider, createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme } from './theme';

/** Where the chosen colour scheme is remembered between visits. */
export const THEME_STORAGE_KEY = 'theme-mode';

export type ThemeMode = 'dark' | 'light';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  toggle(): void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function readStoredMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark'; // storage can be blocked (privacy mode); dark is the default look
  }
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  /* On the root as well as the body: the static page paints the root dark before any script runs,
     and the root shows past the body (overscroll, below a short page). */
  html, body {
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
  }
  body {
    font-family: ${(p) => p.theme.font.body};
    font-size: 15px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${(p) => p.theme.colors.primary}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  /* In running text a link needs more than its colour (the dark theme's green is close to its text). */
  p a { text-decoration: underline; }
  button { font: inherit; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
  /* Where focus is put for a screen reader (the page's heading or main after a route change or the
     skip link): not a control, so no ring. */
  main:focus, h1[tabindex='-1']:focus { outline: none; }
  code, .mono { font-family: ${(p) => p.theme.font.mono}; }
  /* Visitors who ask for less motion: shimmer, pulses and transitions stop (end state at once). */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 1ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 1ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Styled-components theme plus a remembered dark/light switch. */
export function ThemeModeProvider({
  children,
  initialMode,
}: {
  children: ReactNode;
  initialMode?: ThemeMode;
}) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredMode());
  const setMode = useCallback((m: ThemeMode) => setModeState(m), []);
  const toggle = useCallback(() => setModeState((m) => (m === 'dark' ? 'light' : 'dark')), []);
  useEffect(() => {
    try {
      globalThis.localStorage?.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      /* not remembered when storage is blocked */
    }
    if (typeof document !== 'undefined') document.documentElement.dataset.theme = mode;
  }, [mode]);
  const value = useMemo(() => ({ mode, setMode, toggle }), [mode, setMode, toggle]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={mode === 'light' ? lightTheme : darkTheme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const v = useContext(ThemeModeContext);
  if (!v) throw new Error('useThemeMode must be used within a ThemeModeProvider');
  return v;
}
