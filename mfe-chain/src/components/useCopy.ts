// Copy-to-clipboard for action buttons: toast 'Copied!' on success, the failure toast otherwise.
import { useCallback } from 'react';
import { useToast } from 'shared-ui';

export function useCopy() {
  const { toast } = useToast();
  return useCallback(
    async (text: string, description?: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast({ title: 'Copied!', description, variant: 'success' });
        return true;
      } catch {
        toast({
          title: 'Failed to copy',
          description: 'Unable to copy to clipboard',
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast],
  );
}
