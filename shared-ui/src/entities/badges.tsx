// Status and action badges with their colours.
//
//   <StatusBadge status={tx.status} />              → '✓ Success' green / '✕ Failed' red
//   <ActionBadge type="mintTo" />                   → action colour by substring of the type
//   <TransferActionBadge action="CLOSE ACCOUNT" />  → wallet Transfers-tab colours
//   <StatusDot status="failed" />                   → the wallet's coloured status dot with its word
import styled from 'styled-components';
import { Badge, type Tone } from 'shared-ui';
import { actionBadgeColor } from 'shared-api';
import { transferActionTone } from 'shared-api/wallet';

/** Success green with a check mark, failure red with a cross. */
export function StatusBadge({ status }: { status: string }) {
  const ok = status === 'success';
  return <Badge $tone={ok ? 'green' : 'red'}>{ok ? '✓ Success' : '✕ Failed'}</Badge>;
}

const ClippedBadge = styled(Badge)`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  display: inline-block;
  vertical-align: middle;
`;

/** An instruction/action type with its badge colour (long summaries clipped, full text in the title). */
export function ActionBadge({ type }: { type: string }) {
  return (
    <ClippedBadge $tone={actionBadgeColor(type) as Tone} title={type}>
      {type}
    </ClippedBadge>
  );
}

/** A wallet Transfers-tab action (TRANSFER, MINT, BURN, CREATE ACCOUNT …) in its badge colour. */
export function TransferActionBadge({ action }: { action: string }) {
  return <Badge $tone={transferActionTone(action)}>{action}</Badge>;
}

const Dot = styled.span<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.danger)};
  }
`;

/** A status word after a coloured dot (wallet Transactions tab). */
export function StatusDot({ status }: { status: string }) {
  const ok = status === 'success';
  return <Dot $ok={ok}>{ok ? 'Success' : 'Failed'}</Dot>;
}
