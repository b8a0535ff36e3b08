// A small modal dialog: focus moves in and Tab stays inside (WAI-ARIA APG dialog), Escape and the
// backdrop close it, focus returns on close.
//
//   {open && (
//     <Dialog title="Transaction" onClose={() => setOpen(false)}>
//       <Fields rows={[['Status', <StatusBadge status={tx.status} />]]} />
//     </Dialog>
//   )}
import styled from 'styled-components';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab } from '../a11y/focusTrap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: ${(p) => p.theme.colors.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;
const Box = styled.div`
  width: min(560px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow};
  padding: 18px;
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;
const Close = styled.button`
  float: right;
  background: none;
  border: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 20px;
  cursor: pointer;
`;

export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') onClose();
      else if (ref.current) trapTab(e, ref.current);
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Box ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Box>
    </Backdrop>,
    document.body,
  );
}
