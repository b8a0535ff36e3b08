import { useEffect } from 'react';
import styled from 'styled-components';
import { Badge } from 'shared-ui';
import { NavTo } from './NavTo';
import { NetworkToggle } from './NetworkToggle';
import { StatusBadge } from './StatusBadge';
import { useMenu } from '../routes/routeTable';

const Panel = styled.div`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding: 12px 16px 20px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-height: calc(100vh - 60px);
  overflow-y: auto;
  h3 {
    margin: 0 0 8px;
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .explore a {
    display: block;
    padding: 8px 0;
    color: ${(p) => p.theme.colors.text};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  a {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 10px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.colors.text};
    font-size: 14px;
  }
  a > span {
    align-self: flex-start;
  }
`;

/** The narrow-screen menu: network status, explore links and the dApp grid. */
export function MobileMenu({ onClose }: { onClose(): void }) {
  const explore = useMenu('explore');
  const dapps = useMenu('dapps');
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <Panel id="mobile-menu" aria-label="Mobile menu" role="navigation">
      <section>
        <h3>Network Status</h3>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusBadge />
          <NetworkToggle />
        </div>
      </section>
      <section className="explore">
        <h3>Explore</h3>
        <ul>
          {explore.map((l) => (
            <li key={l.to}>
              <NavTo to={l.to} onClick={onClose}>
                {l.label}
              </NavTo>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>Coming Soon</h3>
        <Grid>
          {dapps.map((d) => (
            <li key={d.to}>
              <NavTo to={d.to} onClick={onClose}>
                <span>{d.label}</span>
                {d.soon ? <Badge $tone="purple">Soon</Badge> : <Badge $tone="green">Live</Badge>}
              </NavTo>
            </li>
          ))}
        </Grid>
      </section>
    </Panel>
  );
}
