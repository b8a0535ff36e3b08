// Copy-to-clipboard for action buttons, with the toasts of `kind` (see copy.tsx): resolves true
// when the text was copied.
//
//   const copy = useCopy();
//   <Button onClick={() => copy(url, 'Page URL')}>Share</Button>
import { useCallback } from 'react';
import { useToast } from 'shared-ui';
import { copyToasts, type CopyKind } from './copy';

export function useCopy(kind: CopyKind = 'chain') {
  const { toast } = useToast();
  return useCallback(
    async (text: string, description?: string, label = 'Value') => {
      const t = copyToasts(kind, label, text);
      try {
        await navigator.clipboard.writeText(text);
        toast({
          title: t.successTitle ?? 'Copied!',
          description: description ?? t.successDescription,
          variant: 'success',
        });
        return true;
      } catch {
        toast({
          title: t.failureTitle ?? 'Failed to copy',
          description: t.failureDescription,
          variant: 'destructive',
        });
        return false;
      }
    },
    [kind, toast],
  );
}
