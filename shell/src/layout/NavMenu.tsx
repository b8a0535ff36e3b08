// The open state of a header dropdown (NavDropdown): its list of links, in its own chunk.
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Badge } from 'shared-ui';
import { NavTo } from './NavTo';
import type { DropdownItem } from './NavDropdown';

const Menu = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 8px 10px;
    border-radius: ${(p) => p.theme.radius.sm};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

/** Moves focus between the menu's links with the arrow keys (Escape/Tab handled by Radix). */
function arrowKeys(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp' && e.key !== 'Home' && e.key !== 'End') return;
  const links = [...e.currentTarget.querySelectorAll('a')];
  const i = links.indexOf(document.activeElement as HTMLAnchorElement);
  let next = 0;
  if (e.key === 'ArrowDown') next = (i + 1) % links.length;
  else if (e.key === 'ArrowUp') next = (i - 1 + links.length) % links.length;
  else if (e.key === 'End') next = links.length - 1;
  e.preventDefault();
  links[next]?.focus();
}

/** The links of a dropdown; `onFollow` closes it. */
export default function NavMenu({
  label,
  items,
  onFollow,
}: {
  label: string;
  items: readonly DropdownItem[];
  onFollow(): void;
}) {
  return (
    <Menu onKeyDown={arrowKeys} aria-label={label}>
      {items.map((it) => (
        <li key={it.to}>
          <NavTo to={it.to} onClick={onFollow}>
            <span>{it.label}</span>
            {it.soon && <Badge $tone="purple">Soon</Badge>}
          </NavTo>
        </li>
      ))}
    </Menu>
  );
}
