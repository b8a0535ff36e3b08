// The transaction quick-view dialog of the latest-transactions list.
import {
  formatDateTime,
  formatFee,
  instructionSummary,
  lamportsToGor,
  relativeTime,
  type TransactionSummary,
} from 'shared-api';
import {
  ActionBadge,
  AddressLink,
  BlockLink,
  CopyValue,
  EntityButtonLink,
  Fields,
  StatusBadge,
  Dialog,
} from 'shared-ui/entities';

export default function QuickView({ tx, onClose }: { tx: TransactionSummary; onClose(): void }) {
  return (
    <Dialog title="Transaction Summary" onClose={onClose}>
      <Fields
        rows={[
          ['Signature', <CopyValue key="s" value={tx.signature} label="Copy signature" />],
          ['Status', <StatusBadge key="st" status={tx.status} />],
          ['Type', <ActionBadge key="t" type={instructionSummary(tx.instructions)} />],
          ['Block', <BlockLink key="b" height={tx.blockHeight} />],
          ['Slot', String(tx.slot)],
          [
            'Time',
            tx.timestamp ? `${formatDateTime(tx.timestamp)} (${relativeTime(tx.timestamp)})` : 'Unknown',
          ],
          ['Fee', `${formatFee(lamportsToGor(tx.fee))} GOR`],
          ['Fee Payer', <AddressLink key="f" address={tx.feePayer} />],
          ['Instructions', String(tx.instructions.length)],
        ]}
      />
      <div style={{ marginTop: 14 }}>
        <EntityButtonLink entity="transaction" value={tx.signature} onClick={onClose}>
          View full details →
        </EntityButtonLink>
      </div>
    </Dialog>
  );
}
