// Copy actions with their toasts, by the place they are used:
//   'chain'        success 'Copied!' (+ the short value), failure 'Failed to copy' / 'Unable to copy to clipboard'
//   'token'        success 'Copied to clipboard' / '{label} copied successfully', failure as 'chain'
//   'tokenAccount' success 'Copied!', failure 'Copy failed' / 'Unable to copy to clipboard'
//   'wallet'       success 'Copied!', failure 'Copy failed' / 'Failed to copy to clipboard'
// The check mark on the button stays 2 s (COPIED_INDICATOR_MS).
//
//   <CopyValue value={signature} label="Copy signature" />          full value + copy icon
//   <CopyIcon value={mint} label="Token address" kind="token" />   icon only
//   const copy = useCopy('wallet'); await copy(address, shortForm(address));
import { CopyButton, type CopyButtonProps } from 'shared-ui';
import { shortForm } from 'shared-api';
import { Mono } from './layout';

export type CopyKind = 'chain' | 'token' | 'tokenAccount' | 'wallet';

/** The toast texts of a copy of `value` labelled `label`, for the given place. */
export function copyToasts(
  kind: CopyKind,
  label: string,
  value: string,
): Pick<CopyButtonProps, 'successTitle' | 'successDescription' | 'failureTitle' | 'failureDescription'> {
  switch (kind) {
    case 'token':
      return {
        successTitle: 'Copied to clipboard',
        successDescription: `${label} copied successfully`,
        failureTitle: 'Failed to copy',
        failureDescription: 'Unable to copy to clipboard',
      };
    case 'tokenAccount':
      return {
        successTitle: 'Copied!',
        successDescription: shortForm(value),
        failureTitle: 'Copy failed',
        failureDescription: 'Unable to copy to clipboard',
      };
    case 'wallet':
      return {
        successTitle: 'Copied!',
        successDescription: shortForm(value),
        failureTitle: 'Copy failed',
        failureDescription: 'Failed to copy to clipboard',
      };
    default:
      return {
        successTitle: 'Copied!',
        successDescription: shortForm(value),
        failureTitle: 'Failed to copy',
        failureDescription: 'Unable to copy to clipboard',
      };
  }
}

/** A copy icon button with the toasts of `kind`. */
export function CopyIcon({
  value,
  label,
  kind = 'chain',
}: {
  value: string;
  label: string;
  kind?: CopyKind;
}) {
  return <CopyButton value={value} label={label} {...copyToasts(kind, label, value)} />;
}

/** The full value in monospace with a copy button. */
export function CopyValue({
  value,
  label,
  kind = 'chain',
}: {
  value: string;
  label: string;
  kind?: CopyKind;
}) {
  return (
    <>
      <Mono>{value}</Mono>
      <CopyIcon value={value} label={label} kind={kind} />
    </>
  );
}
