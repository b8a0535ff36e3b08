import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, useEntityPath, useThemeMode } from 'shared-ui';
import { NavTo } from './NavTo';
import { NavButton, NavDropdown } from './NavDropdown';
import { NetworkToggle } from './NetworkToggle';
import { StatusBadge } from './StatusBadge';
// Only narrow screens open it, so it is fetched when opened.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));
import { useMenu } from '../routes/routeTable';

/** Below this width the header collapses into the mobile menu. */
export const MOBILE_MAX_PX = 899;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Inner = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 10px 16px;
  display: flex;
  align-items: center;
  gap: 12px;
`;

const brandStyle = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 18px;
  color: ${(p) => p.theme.colors.text};
  &:hover {
    text-decoration: none;
  }
`;
const Brand = styled(NavTo)`
  ${brandStyle}
`;
const BrandText = styled.span`
  ${brandStyle}
`;

/** The brand, linking to the front page wherever a remote declares it (plain text while none does). */
function BrandLink({ children }: { children: ReactNode }) {
  const home = useEntityPath('home');
  return home ? <Brand to={home}>{children}</Brand> : <BrandText>{children}</BrandText>;
}

const Logo = styled.span`
  width: 30px;
  height: 30px;
  border-radius: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-weight: 900;
`;

const Desktop = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  flex: 1;
  nav {
    display: flex;
    gap: 2px;
    margin-left: 8px;
  }
  nav a {
    color: ${(p) => p.theme.colors.text};
    padding: 6px 10px;
    border-radius: 6px;
  }
  nav a:hover {
    background: ${(p) => p.theme.colors.surfaceAlt};
    text-decoration: none;
  }
  .spacer {
    flex: 1;
  }
  @media (max-width: ${MOBILE_MAX_PX}px) {
    display: none;
  }
`;

const MobileOnly = styled.div`
  display: none;
  margin-left: auto;
  align-items: center;
  gap: 8px;
  @media (max-width: ${MOBILE_MAX_PX}px) {
    display: flex;
  }
`;

function ThemeSwitch() {
  const { mode, toggle } = useThemeMode();
  return (
    <NavButton
      type="button"
      onClick={toggle}
      aria-label={mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
    >
      {mode === 'dark' ? '☀' : '☾'}
    </NavButton>
  );
}

export function Header() {
  const main = useMenu('main');
  const tokens = useMenu('tokens');
  const dapps = useMenu('dapps');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape (or following a link) closes the menu; focus goes back to the button that opened it
  // rather than being lost with the unmounted panel.
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);
  return (
    <Bar>
      <Inner>
        {/* Named by its visible text, so speech-input users can say what they see. */}
        <BrandLink>
          <Logo aria-hidden>G</Logo>
          <span>Gorbagana Explorer</span>
        </BrandLink>
        <Desktop>
          <StatusBadge />
          <nav aria-label="Main">
            {main.map((l) => (
              <NavTo key={l.to} to={l.to}>
                {l.label}
              </NavTo>
            ))}
          </nav>
          <NavDropdown label="Tokens" items={tokens} />
          <NavDropdown label="dApps" tag={<Badge $tone="purple">Soon</Badge>} items={dapps} />
          <span className="spacer" />
          <NetworkToggle />
          <ThemeSwitch />
        </Desktop>
        <MobileOnly>
          <ThemeSwitch />
          <NavButton
            ref={menuButton}
            type="button"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? '✕' : '☰'}
          </NavButton>
        </MobileOnly>
      </Inner>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      )}
    </Bar>
  );
}
