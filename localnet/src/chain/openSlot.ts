// The slot being filled (the "processed" tip): the transactions executed since the last block, the
// accounts written and the fees paid, all of which the next block takes. A skipped slot leaves them
// here, so they roll into the following block.
import { Clock, type LiteSvm } from 'litesvm/dist/internal';
import type { AccountRow } from '../store';
import type { JsonTxError } from '../txerror';
import { SLOTS_PER_EPOCH } from './params';
import type { PendingTx } from './types';

export class OpenSlot {
  private current: number;
  private pending: PendingTx[] = [];
  private readonly status = new Map<string, JsonTxError | null>();
  private readonly dirty = new Map<string, AccountRow>();
  private feesPaid = 0n;

  constructor(
    private readonly svm: LiteSvm,
    slot: number,
    private readonly now: () => number,
  ) {
    this.current = slot;
    this.setClock();
  }

  get slot(): number {
    return this.current;
  }

  /** Moves on to `slot`; programs read it (and the time) from the Clock sysvar. */
  open(slot: number): void {
    this.current = slot;
    this.setClock();
  }

  private setClock(): void {
    const now = BigInt(Math.floor(this.now() / 1000));
    const epoch = BigInt(Math.floor(this.current / SLOTS_PER_EPOCH));
    this.svm.setClock(new Clock(BigInt(this.current), now, epoch, epoch + 1n, now));
  }

  /** A landed transaction: its written accounts first, so the commit keeps execution order. */
  record(p: PendingTx, fee: bigint, written: readonly AccountRow[]): void {
    for (const row of written) this.dirty.set(row.pubkey, row);
    this.feesPaid += fee;
    this.pending.push(p);
    this.status.set(p.tx.signatures[0], p.meta.err);
  }

  /** An account written outside any transaction; it is persisted with the next block. */
  markWritten(row: AccountRow): void {
    this.dirty.set(row.pubkey, row);
  }

  has(signature: string): boolean {
    return this.status.has(signature);
  }
  errorOf(signature: string): JsonTxError | null {
    return this.status.get(signature) ?? null;
  }
  get transactions(): readonly PendingTx[] {
    return this.pending;
  }
  get written(): AccountRow[] {
    return [...this.dirty.values()];
  }
  get fees(): bigint {
    return this.feesPaid;
  }

  /** Empties the slot once a block has taken its contents. */
  clear(): void {
    this.pending = [];
    this.status.clear();
    this.dirty.clear();
    this.feesPaid = 0n;
  }
}
