import * as RadixPopover from '@radix-ui/react-popover';
import styled from 'styled-components';
import type { ReactNode } from 'react';

export { RadixPopover };

export const PopoverContent = styled(RadixPopover.Content)`
  z-index: 60;
  min-width: 200px;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 8px;
  &:focus { outline: none; }
`;

export interface PopoverProps {
  /** The element that opens the popover (rendered as the trigger via asChild). */
  trigger: ReactNode;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  label?: string;
}

/** Radix popover with the theme's look: Escape and outside click close it, focus is managed. */
export function Popover({ trigger, children, open, onOpenChange, align = 'start', sideOffset = 6, label }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <PopoverContent align={align} sideOffset={sideOffset} aria-label={label}>
          {children}
        </PopoverContent>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
