/**
 * A batch's wallet history as posting rows, one per address and kind, joined to the newest stored
 * row while it has room (tails.ts) and inserted with the batch. The movements come with each
 * transaction (writtenBlock.ts).
 */
import { txId } from '../../db/txid';
import { packEntries, type WalletEntry } from '../../walletHistory/postings';
import type { SqlExec } from '../sql';
import { growTails, WALLET_TAILS, type GrownRows } from './tails';
import type { WalletPosting, WrittenTransaction } from '../writtenBlock';
import type { AddressBook } from './addresses';
import { insertRows, WALLET_HISTORY, type WalletHistoryRow } from './tables';

export class WalletHistory {
  private readonly postings: { tx: number; p: WalletPosting }[] = [];

  add(t: WrittenTransaction): void {
    const tx = txId(t.slot, t.index);
    for (const p of t.wallet) this.postings.push({ tx, p });
  }

  /** The addresses and tokens the rows will refer to by id. */
  candidates(out: string[]): void {
    for (const { p } of this.postings) {
      out.push(p.address);
      if (p.mint !== null) out.push(p.mint);
    }
  }

  encode(book: AddressBook): WalletHistoryRow[] {
    // Keyed by kind and address id; insertion order keeps each list in transaction order.
    const lists = new Map<string, { kind: number; address_id: number; entries: WalletEntry[] }>();
    for (const { tx, p } of this.postings) {
      const address_id = book.idOf(p.address);
      const key = `${p.kind}:${address_id}`;
      let list = lists.get(key);
      if (!list) lists.set(key, (list = { kind: p.kind, address_id, entries: [] }));
      list.entries.push({
        tx,
        position: p.position,
        mint: p.mint === null ? null : book.idOf(p.mint),
        action: p.action,
        direction: p.direction,
      });
    }
    const rows: WalletHistoryRow[] = [];
    for (const { kind, address_id, entries } of lists.values()) {
      const packed = packEntries(entries);
      rows.push({
        address_id,
        kind,
        last_tx: packed.last,
        first_tx: packed.first,
        n: packed.n,
        txs: packed.txs,
        entries: packed.entries,
      });
    }
    return rows;
  }

  /** Returns the grown posting rows (growTails): how many stored rows they took out, and their commit. */
  static async insert(
    exec: SqlExec,
    rows: WalletHistoryRow[],
    isNew: (addressId: number) => boolean,
  ): Promise<GrownRows<WalletHistoryRow>> {
    const grown = await growTails(exec, WALLET_TAILS, rows, isNew);
    await insertRows(exec, WALLET_HISTORY, grown.rows);
    return grown;
  }
}
