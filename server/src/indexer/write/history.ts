/**
 * A batch's append-only records: blocks, skipped slots, stored transactions, the address index and
 * transfers, inserted in the batch's transaction.
 */
import { Arena } from '../../db/arena';
import { packBlockListIndex } from '../../db/blockListIndex';
import { packPositions } from '../../db/history';
import { addToTotal } from '../../db/totals';
import { historyIndexed } from '../../db/hot';
import { txId } from '../../db/txid';
import { finishStoredTransaction, type PreparedTransaction } from '../../decode/stored';
import type { WrittenBlock, WrittenTransaction } from '../writtenBlock';
import { transferKindCode } from '../../db/codes';
import type { SqlExec } from '../sql';
import { ADDRESS_TAILS, growTails, type GrownRows } from './tails';
import type { AddressBook } from './addresses';
import {
  ADDRESS_HISTORY,
  BLOCKS,
  insertRows,
  SKIPPED_SLOTS,
  TRANSACTIONS,
  TRANSFERS,
  type AddressHistoryRow,
  type BlockRow,
  type SkippedSlotRow,
  type TransactionRow,
  type TransferRow,
} from './tables';

function blockRow({ b, epoch, leader }: AddedBlock, idOf: (address: string) => number): BlockRow {
  return {
    slot: b.slot,
    height: b.blockHeight,
    parent_slot: b.parentSlot,
    blockhash: b.blockhash,
    previous_blockhash: b.previousBlockhash,
    block_time: b.blockTime,
    epoch,
    leader,
    tx_count: b.transactions.length,
    success_count: b.successCount,
    failed_count: b.failedCount,
    total_fees: b.totalFees,
    balance_change_count: b.balanceChangeCount,
    defi_swap_count: b.defiSwapCount,
    non_vote_count: b.transactions.reduce((n, t) => (t.isVote ? n : n + 1), 0),
    list_index: packBlockListIndex(b.listIndex, idOf),
  };
}

/** A block as the batch met it: its list index names programs by address until the batch's ids exist. */
interface AddedBlock {
  b: WrittenBlock;
  epoch: number | null;
  leader: string | null;
}

export class ChainHistory {
  private readonly blocks: AddedBlock[] = [];
  readonly skipped: SkippedSlotRow[] = [];
  private readonly stored: { t: WrittenTransaction; prepared: PreparedTransaction }[] = [];
  /** Every address the stored bodies and the address index refer to (looked up before encoding). */
  readonly candidates: string[] = [];

  addSkipped(slot: number): void {
    this.skipped.push({ slot });
  }

  addBlock(b: WrittenBlock, epoch: number | null, leader: string | null): void {
    this.blocks.push({ b, epoch, leader });
  }

  addTransaction(t: WrittenTransaction, prepared: PreparedTransaction): void {
    this.stored.push({ t, prepared });
    for (const a of prepared.addresses) this.candidates.push(a);
  }

  /** The block rows, the stored bodies and the address index rows, with the ids of `book`. */
  encode(book: AddressBook): {
    blocks: BlockRow[];
    txs: TransactionRow[];
    history: AddressHistoryRow[];
    transfers: TransferRow[];
  } {
    const blocks = this.blocks.map((added) => blockRow(added, book.idOf));
    const txs: TransactionRow[] = [];
    const positions = new Map<number, number[]>();
    const transfers: TransferRow[] = [];
    const bodies = new Arena();
    const take = (n: number) => bodies.take(n);
    for (const { t, prepared } of this.stored) {
      const id = txId(t.slot, t.index);
      txs.push({
        id,
        sig: t.signatureKey,
        is_vote: t.isVote ? 1 : 0,
        body: finishStoredTransaction(prepared, book.idOf, take),
      });
      t.transfers.forEach((r, seq) =>
        transfers.push({
          tx_id: id,
          seq,
          kind: transferKindCode(r.kind),
          mint_id: r.mint === null ? null : book.idOf(r.mint),
          amount: r.amount,
        }),
      );
      if (t.isVote) continue;
      for (const a of t.accountKeys) {
        if (!historyIndexed(a)) continue;
        const aid = book.idOf(a);
        let list = positions.get(aid);
        if (!list) positions.set(aid, (list = []));
        // Transactions come in order: an address named twice in one finds it last in its list.
        else if (list[list.length - 1] === id) continue;
        list.push(id);
      }
    }
    // One posting list per address for the whole batch.
    const history: AddressHistoryRow[] = [];
    for (const [address_id, list] of positions) {
      const p = packPositions(list);
      history.push({ address_id, last_tx: p.last, first_tx: p.first, n: p.n, txs: p.gaps });
    }
    return { blocks, txs, history, transfers };
  }

  /** Returns the grown posting rows (growTails): how many stored rows they took out, and their commit. */
  async insert(
    exec: SqlExec,
    out: ReturnType<ChainHistory['encode']>,
    isNew: (addressId: number) => boolean,
  ): Promise<GrownRows<AddressHistoryRow>> {
    await insertRows(exec, BLOCKS, out.blocks);
    await addToTotal(
      exec,
      'indexed_transactions',
      out.blocks.reduce((n, b) => n + b.tx_count, 0),
    );
    await insertRows(exec, SKIPPED_SLOTS, this.skipped);
    await insertRows(exec, TRANSACTIONS, out.txs);
    const history = await growTails(exec, ADDRESS_TAILS, out.history, isNew);
    await insertRows(exec, ADDRESS_HISTORY, history.rows);
    await insertRows(exec, TRANSFERS, out.transfers);
    return history;
  }
}
