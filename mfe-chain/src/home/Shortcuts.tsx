// The three shortcut cards at the bottom of home.
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Grid } from 'shared-ui/entities';

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px;
  border-radius: ${(p) => p.theme.radius.lg};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  strong {
    font-size: 16px;
  }
  span {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 14px;
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    text-decoration: none;
  }
`;

const SHORTCUTS = [
  {
    to: '/validators',
    title: 'Validators',
    text: 'Stake, commission and uptime of the nodes securing the network',
  },
  { to: '/top-holders', title: 'Analytics', text: 'Largest GOR holders and their share of supply' },
  {
    to: '/developer-tools',
    title: 'Developer Tools',
    text: 'RPC endpoints, quick start commands and architecture',
  },
];

export function Shortcuts() {
  return (
    <nav aria-label="Shortcuts">
      <Grid $min="220px">
        {SHORTCUTS.map((s) => (
          <Tile key={s.title} to={s.to}>
            <strong>{s.title} →</strong>
            <span>{s.text}</span>
          </Tile>
        ))}
      </Grid>
    </nav>
  );
}
