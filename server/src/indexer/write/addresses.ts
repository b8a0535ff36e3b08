/**
 * Address ids for the writer: known ones from memory or one query, new ones numbered on from the
 * highest (one writer runs) and inserted with the batch; a failed batch forgets them.
 */
import type { SqlExec } from '../sql';
import { selectIn } from './select';
import { compareValues } from './tables';

const storedIds = (exec: SqlExec, addresses: string[]) =>
  selectIn<{ id: number | string; address: string }>(
    exec,
    'SELECT id, address FROM addresses WHERE address IN',
    addresses,
  );

/**
 * Addresses remembered at most (then forgotten all at once): the recurring ones are looked up again
 * once. On a 10 M index 250,000 caught up as fast as 2,000,000 and held half a gigabyte less.
 */
const MAX_REMEMBERED = 250_000;

export class AddressBook {
  private readonly ids = new Map<string, number>();
  private next = -1;
  /** The first id numbered in the running batch: no stored row can refer to it or any id after it. */
  private batchFirst = -1;
  private pending: [number, string][] = [];
  /** Addresses numbered by `idOf` without having been looked up first (checked before insert). */
  private unchecked = new Set<string>();

  /** Looks up the ids of `addresses` not in memory yet. */
  async prefetch(exec: SqlExec, addresses: Iterable<string>): Promise<void> {
    if (this.next < 0) {
      const r = await exec.all<{ m: number | null }>('SELECT MAX(id) AS m FROM addresses');
      this.next = r[0]?.m == null ? 1 : Number(r[0].m) + 1;
    }
    this.batchFirst = this.next;
    if (this.ids.size > MAX_REMEMBERED) this.ids.clear();
    // Nearly every address of a batch is known already: only the unknown ones are gathered.
    const unknown = new Set<string>();
    for (const a of addresses) if (!this.ids.has(a)) unknown.add(a);
    for (const r of await storedIds(exec, [...unknown])) this.ids.set(r.address, Number(r.id));
    for (const a of unknown) if (!this.ids.has(a)) this.assign(a);
  }

  private assign(address: string): number {
    const id = this.next++;
    this.ids.set(address, id);
    this.pending.push([id, address]);
    return id;
  }

  /** The id of `address`; one the prefetch did not cover is numbered now and checked in `flush`. */
  readonly idOf = (address: string): number => {
    const id = this.ids.get(address);
    if (id !== undefined) return id;
    this.unchecked.add(address);
    return this.assign(address);
  };

  /**
   * Whether an address numbered without a lookup is stored under another id (normally never: bodies
   * name only prefetched candidates); the caller then re-encodes with the stored ids.
   */
  async conflicts(exec: SqlExec): Promise<boolean> {
    if (this.unchecked.size === 0) return false;
    const list = [...this.unchecked];
    this.unchecked.clear();
    const rows = await storedIds(exec, list);
    for (const r of rows) {
      this.pending = this.pending.filter(([, a]) => a !== r.address);
      this.ids.set(r.address, Number(r.id));
    }
    return rows.length > 0;
  }

  /** How many ids the running (or last) batch numbered. */
  get numbered(): number {
    return this.batchFirst < 0 ? 0 : this.next - this.batchFirst;
  }

  /** Whether `id` was numbered in the running batch: nothing stored refers to it yet. */
  readonly isNew = (id: number): boolean => this.batchFirst >= 0 && id >= this.batchFirst;

  /** Inserts the ids numbered since the last flush (inside the batch's transaction). */
  async flush(exec: SqlExec): Promise<void> {
    if (this.pending.length === 0) return;
    const rows = this.pending;
    this.pending = [];
    // In the order of the address index, where each new address lands at a random place.
    rows.sort((a, b) => compareValues(a[1], b[1]));
    await exec.insert('addresses', ['id', 'address'], rows);
  }

  /** After a failed batch: nothing numbered in it exists. */
  reset(): void {
    this.ids.clear();
    this.pending = [];
    this.unchecked.clear();
    this.next = -1;
    this.batchFirst = -1;
  }
}
