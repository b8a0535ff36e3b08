// Hover/focus tooltip: it opens after 700 ms, at once within 300 ms of another one closing.
//
//   <Tooltip content="About 1 s per slot"><span tabIndex={0}>Epoch 42</span></Tooltip>
import styled, { css } from 'styled-components';
import { useId, useRef, useState, type ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_MS = 300;
let lastClosed = 0;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;
/** The look of every tooltip bubble, centred on its anchor (the caller places it above or below). */
export const tooltipBubble = css`
  position: absolute;
  z-index: 70;
  left: 50%;
  transform: translateX(-50%);
  width: max-content;
  max-width: 260px;
  padding: 6px 10px;
  border-radius: ${(p) => p.theme.radius.sm};
  background: ${(p) => p.theme.colors.surfaceAlt};
  border: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  font-size: 12px;
  box-shadow: ${(p) => p.theme.shadow};
`;
const Tip = styled.span`
  ${tooltipBubble}
  bottom: calc(100% + 6px);
`;

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  function show() {
    clearTimeout(timer.current);
    // Within the skip window after another tooltip closed, open at once.
    const delay = Date.now() - lastClosed < TOOLTIP_SKIP_MS ? 0 : TOOLTIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  }
  function hide() {
    clearTimeout(timer.current);
    if (open) lastClosed = Date.now();
    setOpen(false);
  }
  return (
    <Wrap
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      aria-describedby={open ? id : undefined}
    >
      {children}
      {open && (
        <Tip role="tooltip" id={id}>
          {content}
        </Tip>
      )}
    </Wrap>
  );
}
