import styled from 'styled-components';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/Toast';

/** How long the copied check mark stays (2 s). */
export const COPIED_INDICATOR_MS = 2000;

export interface CopyButtonProps {
  value: string;
  /** Accessible label, e.g. 'Copy address'. */
  label?: string;
  successTitle?: string;
  successDescription?: string;
  failureTitle?: string;
  failureDescription?: string;
  className?: string;
}

const Btn = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  padding: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.colors.border};
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
`;

/** Copies `value` to the clipboard, toasts, and shows a check mark for 2 s. */
export function CopyButton({
  value,
  label = 'Copy',
  successTitle = 'Copied!',
  successDescription,
  failureTitle = 'Failed to copy',
  failureDescription = 'Unable to copy to clipboard',
  className,
}: CopyButtonProps) {
  const { toast } = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast({ title: successTitle, description: successDescription, variant: 'success' });
    } catch {
      toast({ title: failureTitle, description: failureDescription, variant: 'destructive' });
    }
  }
  return (
    <Btn
      type="button"
      aria-label={label}
      title={label}
      onClick={copy}
      className={className}
      data-copied={copied || undefined}
    >
      {/* an inline icon: the '⧉' glyph is missing from common system fonts */}
      {copied ? (
        '✓'
      ) : (
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
        </svg>
      )}
    </Btn>
  );
}
