// The Radix part of Popover, split into its own chunk (~26 KB gz with floating-ui): it is
// downloaded on the first hover, focus or click of a trigger instead of with every page.
import * as RadixPopover from '@radix-ui/react-popover';
import { useEffect, useRef } from 'react';
import { PopoverContent } from './PopoverStyles';
import type { PopoverProps } from './Popover';

export default function PopoverImpl({
  trigger,
  children,
  open,
  onOpenChange,
  align = 'start',
  sideOffset = 6,
  label,
  defaultOpen,
  focusTrigger,
}: PopoverProps & { defaultOpen?: boolean; focusTrigger?: boolean }) {
  const anchor = useRef<HTMLSpanElement>(null);
  // The plain trigger had focus before this chunk arrived: give it back to the real trigger.
  useEffect(() => {
    if (focusTrigger && !open && !defaultOpen)
      anchor.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
    // only on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <span ref={anchor} style={{ display: 'contents' }}>
        <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      </span>
      <RadixPopover.Portal>
        <PopoverContent align={align} sideOffset={sideOffset} aria-label={label}>
          {children}
        </PopoverContent>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
