/**
 * The Transfers tab shows one row per transaction, summing up the movements that concern the viewed
 * address. The row is led by the GOR the wallet paid or received through a wrapped account, else by
 * the first movement with a counterparty (else the first); its amount adds up the movements like the
 * lead (same action, token and direction), and `others` counts the other counterparties.
 *   groupTransfers(rowsOfAPage)   // newest transaction first, one group per transaction
 */
import type { WalletTransferRow } from '../walletHistory/extract';

/** The movement's two sides as the page names them: the owner wallet, else the account itself. */
export const fromOf = (r: Pick<WalletTransferRow, 'source_owner' | 'source'>): string | null =>
  r.source_owner ?? r.source;
export const toOf = (r: Pick<WalletTransferRow, 'destination_owner' | 'destination'>): string | null =>
  r.destination_owner ?? r.destination;

/**
 * Who the viewed address dealt with in a movement: the recipient of what it sent, the sender of what
 * it received. A movement between its own accounts, the source of a mint (no wallet paid it) and the
 * destination of a burn have none.
 */
export function counterpartyOf(r: WalletTransferRow): string | null {
  if (r.direction === 'out') {
    const to = toOf(r);
    return to === r.address ? null : to;
  }
  if (r.direction === 'in' && r.action !== 'mint') {
    const from = fromOf(r);
    return from === r.address ? null : from;
  }
  return null;
}

/** One transaction's row of the Transfers tab. */
export interface TransferGroup {
  /** the movement whose action, token, sides and position the row shows */
  lead: WalletTransferRow;
  /** unsigned base units: the sum of the movements like the lead */
  amount: string;
  /** distinct counterparties besides the one shown */
  others: number;
  /** movements of the address the row stands for (the CSV export has a line for each) */
  movements: number;
}

/** The row of one transaction's movements (at least one, all of one transaction and address). */
export function summarise(moves: readonly WalletTransferRow[]): TransferGroup {
  if (moves.length === 0) throw new Error('a transfer row needs at least one movement');
  const sorted = [...moves].sort((a, b) => a.position - b.position);
  const lead = sorted.find((r) => r.wrapped) ?? sorted.find((r) => counterpartyOf(r) !== null) ?? sorted[0];
  const like = sorted.filter(
    (r) => r.action === lead.action && r.mint === lead.mint && r.direction === lead.direction,
  );
  const amount = like.reduce((sum, r) => sum + BigInt(r.amount), 0n);
  const shown = counterpartyOf(lead);
  const others = new Set(sorted.map(counterpartyOf).filter((c): c is string => c !== null && c !== shown));
  return { lead, amount: amount.toString(), others: others.size, movements: sorted.length };
}

/** Movements (newest transaction first) → one group per transaction, in the order first seen. */
export function groupTransfers(rows: readonly WalletTransferRow[]): TransferGroup[] {
  const byTx = new Map<string, WalletTransferRow[]>();
  for (const r of rows) {
    const key = `${r.slot}.${r.tx_index}`;
    const list = byTx.get(key);
    if (list) list.push(r);
    else byTx.set(key, [r]);
  }
  return [...byTx.values()].map(summarise);
}
