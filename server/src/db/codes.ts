/** Movement kinds as the transfers table stores them (codes never change meaning). */
const TRANSFER_KINDS = ['transfer', 'mint', 'burn'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export function transferKindCode(kind: TransferKind): number {
  return TRANSFER_KINDS.indexOf(kind);
}
