// The sort controls of /tokens: the sortable column headers and the sort buttons, and the form both
// take when the data cannot support their sort (disabled, with the reason as a tooltip).
import { useId, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, tooltipBubble } from 'shared-ui/entities';

export const HeaderSort = styled.button`
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  white-space: nowrap;
`;

export const SortButton = styled(Button)<{ $active: boolean }>`
  border-color: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
`;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

// aria-disabled rather than disabled: a disabled button takes no focus, and keyboard users could
// never reach the explanation.
const unusable = css`
  cursor: not-allowed;
  opacity: 0.55;
`;
const DisabledHeader = styled(HeaderSort)`
  ${unusable}
`;
const DisabledButton = styled(Button)`
  ${unusable}
`;

// Always in the document so the button's description is there for screen readers; on screen only
// while hovered, focused or pressed.
const Tip = styled.span<{ $open: boolean }>`
  ${tooltipBubble}
  top: calc(100% + 6px);
  max-width: 240px;
  font-weight: 400;
  white-space: normal;
  text-align: left;
  ${(p) =>
    !p.$open &&
    css`
      width: 1px;
      height: 1px;
      padding: 0;
      border: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      clip-path: inset(50%);
    `}
`;

export interface UnavailableSortProps {
  /** why this sort cannot be used */
  reason: string;
  variant: 'header' | 'button';
  /** accessible name when the visible text is not enough (the headers' 'Sort by …') */
  ariaLabel?: string;
  children: ReactNode;
}

/** A sort control that does nothing but say why: focusable, announced as disabled, reason described. */
export function UnavailableSort({ reason, variant, ariaLabel, children }: UnavailableSortProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const Control = variant === 'header' ? DisabledHeader : DisabledButton;
  const onClick = (e: MouseEvent) => {
    // On narrow screens the headers sit inside clickable cards: pressing here must not open a token.
    e.stopPropagation();
    setOpen(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false);
  };
  return (
    <Wrap onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Control
        type="button"
        aria-disabled="true"
        aria-label={ariaLabel}
        aria-describedby={id}
        data-unavailable=""
        onClick={onClick}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      >
        {children}
      </Control>
      <Tip id={id} role="tooltip" $open={open} data-open={open ? '' : undefined}>
        {reason}
      </Tip>
    </Wrap>
  );
}
