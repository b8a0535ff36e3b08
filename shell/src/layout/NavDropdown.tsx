import { Suspense, lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Popover } from 'shared-ui';

// The list of links is only needed once a dropdown opens: fetched on the first hover or focus of a
// trigger, as the popover itself is (the page load stays smaller).
const loadMenu = () => import(/* webpackChunkName: "nav-menu" */ './NavMenu');
const NavMenu = lazy(loadMenu);
const prefetchMenu = () => void loadMenu().catch(() => undefined);

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

export interface DropdownItem {
  label: string;
  to: string;
  soon?: boolean;
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
        <NavButton type="button" aria-haspopup="menu" onPointerEnter={prefetchMenu} onFocus={prefetchMenu}>
          {label}
          {tag}
          <span aria-hidden>▾</span>
        </NavButton>
      }
    >
      <Suspense fallback={null}>
        <NavMenu label={label} items={items} onFollow={() => setOpen(false)} />
      </Suspense>
    </Popover>
  );
}
