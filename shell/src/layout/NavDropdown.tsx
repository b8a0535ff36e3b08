import { useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Popover } from 'shared-ui';
import { NavTo } from './NavTo';

export const NavButton = styled.button`
  background: none;
  border: 0;
  color: ${(p) => p.theme.colors.text};
  padding: 6px 10px;
  border-radius: ${(p) => p.theme.radius.sm};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &:hover,
  &[data-state='open'] {
    background: ${(p) => p.theme.colors.surfaceAlt};
  }
`;

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

export interface DropdownItem {
  label: string;
  to: string;
  soon?: boolean;
}

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

/** A header dropdown (Tokens, dApps) built on the Radix popover: keyboard and screen-reader friendly. */
export function NavDropdown({
  label,
  tag,
  items,
}: {
  label: string;
  tag?: ReactNode;
  items: readonly DropdownItem[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={label}
      trigger={
        <NavButton type="button" aria-haspopup="menu">
          {label}
          {tag}
          <span aria-hidden>▾</span>
        </NavButton>
      }
    >
      <Menu onKeyDown={arrowKeys} aria-label={label}>
        {items.map((it) => (
          <li key={it.to}>
            <NavTo to={it.to} onClick={() => setOpen(false)}>
              <span>{it.label}</span>
              {it.soon && <Badge $tone="purple">Soon</Badge>}
            </NavTo>
          </li>
        ))}
      </Menu>
    </Popover>
  );
}
