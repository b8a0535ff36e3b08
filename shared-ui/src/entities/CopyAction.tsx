// An Actions-card button that copies a value: the toasts of `kind` (default 'Copied!') and a check
// mark on the button for 2 s.
//
//   <CopyAction label="Copy Address" value={() => address} description={shortForm(address)} />
//   <CopyAction label="Share Transaction" value={() => window.location.href} />
import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from 'shared-ui';
import { Button } from './layout';
import { useCopy } from './useCopy';
import type { CopyKind } from './copy';

export function CopyAction({
  label,
  value,
  description,
  kind = 'chain',
}: {
  kind?: CopyKind;
  label: string;
  value: () => string;
  description?: string;
}) {
  const copy = useCopy(kind);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function onClick() {
    if (!(await copy(value(), description))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }
  return (
    <Button type="button" onClick={onClick} aria-label={label} data-copied={copied || undefined}>
      {copied ? `✓ ${label}` : label}
    </Button>
  );
}
