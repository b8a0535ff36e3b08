// An Actions-card button that copies a value: toast 'Copied!' and a check mark on the button for 2 s.
import { useEffect, useRef, useState } from 'react';
import { COPIED_INDICATOR_MS } from 'shared-ui';
import { Button } from './bits';
import { useCopy } from './useCopy';

export function CopyAction({
  label,
  value,
  description,
}: {
  label: string;
  value: () => string;
  description?: string;
}) {
  const copy = useCopy();
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
