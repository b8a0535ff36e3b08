/**
 * Current token accounts after a batch, closed ones deleted, and the holder-count change each
 * implies for its mint (read against the stored amounts).
 */
import { amountKey } from '../../db/schema';
import type { WrittenTransaction } from '../writtenBlock';
import {
  resolveHolders,
  storedState,
  writeHolders,
  type AccountChange,
  type AccountState,
  type HolderWrites,
} from '../holders';
import type { SqlExec } from '../sql';
import type { AddressBook } from './addresses';
import { programLabel, type MintEffects } from './mints';
import { deleteKeys, selectIn } from './select';
import { insertRows, TOKEN_ACCOUNTS, type TokenAccountRow } from './tables';

export interface TokenAccountWrites {
  upserts: TokenAccountRow[];
  /** address ids of token accounts closed */
  deletes: number[];
  holders: HolderWrites;
}

interface TokenState {
  mint: string;
  owner: string;
  amount: bigint;
  program: string | null;
  slot: number;
}

export class TokenAccountStates {
  /** null = closed in this batch */
  private readonly states = new Map<string, TokenState | null>();
  private readonly closedAt = new Map<string, number>();

  add(t: WrittenTransaction, mints: MintEffects): void {
    for (const s of t.tokenAccountsAfter) {
      if (!s.owner) continue;
      const program = programLabel(s.programId);
      this.states.set(s.account, {
        mint: s.mint,
        owner: s.owner,
        amount: BigInt(s.amount),
        program,
        slot: t.slot,
      });
      mints.seen(s.mint, t.slot, s.decimals, program);
    }
    for (const c of t.closes) {
      this.states.set(c.address, null);
      this.closedAt.set(c.address, t.slot);
    }
  }

  /** Every address the batch's token accounts name (for the address book's look-up). */
  candidates(out: string[]): void {
    for (const [address, st] of this.states) {
      out.push(address);
      if (st) out.push(st.mint, st.owner);
    }
  }

  /** Records holder-count changes on `mints` and returns what to write; `book` knows every candidate. */
  async resolve(exec: SqlExec, mints: MintEffects, book: AddressBook): Promise<TokenAccountWrites> {
    const ids = new Map([...this.states.keys()].map((a) => [a, book.idOf(a)]));
    // A mint's text from its id: the batch's own mints, and those of stored accounts it closes.
    const mintOf = new Map<number, string>();
    const before = new Map<number, AccountState>();
    for (const r of await selectIn<{
      address_id: number | string;
      mint_id: number | string;
      owner_id: number | string;
      amount: string;
      mint: string;
    }>(
      exec,
      `SELECT t.address_id, t.mint_id, t.owner_id, t.amount, m.address AS mint
        FROM token_accounts t JOIN addresses m ON m.id = t.mint_id WHERE t.address_id IN`,
      [...ids.values()],
    )) {
      before.set(Number(r.address_id), storedState(r));
      mintOf.set(Number(r.mint_id), r.mint);
    }
    const upserts: TokenAccountRow[] = [];
    const deletes: number[] = [];
    const changes: AccountChange[] = [];
    for (const [address, st] of this.states) {
      const id = ids.get(address) as number;
      const prev = before.get(id);
      let after: AccountState | null = null;
      if (st) {
        const mint = book.idOf(st.mint);
        mintOf.set(mint, st.mint);
        after = { mint, owner: book.idOf(st.owner), amount: st.amount.toString() };
      }
      changes.push({
        address: id,
        before: prev ?? null,
        after,
        slot: st?.slot ?? this.closedAt.get(address) ?? 0,
      });
      if (st && after) {
        upserts.push({
          address_id: id,
          mint_id: after.mint,
          owner_id: after.owner,
          amount: after.amount,
          amount_key: amountKey(after.amount),
          program: st.program,
          updated_slot: st.slot,
        });
      } else if (prev) {
        deletes.push(id);
      }
    }
    // Holder counts are per owner wallet (holders.ts): a wallet's accounts of a mint add up.
    const holders = await resolveHolders(exec, changes);
    for (const [mint, d] of holders.deltas)
      mints.touch(mintOf.get(mint) as string, d.slot).holderDelta += d.delta;
    return { upserts, deletes, holders };
  }

  static async write(exec: SqlExec, w: TokenAccountWrites): Promise<void> {
    await insertRows(exec, TOKEN_ACCOUNTS, w.upserts);
    await deleteKeys(
      exec,
      'token_accounts',
      ['address_id'],
      w.deletes.map((id) => [id]),
    );
    await writeHolders(exec, w.holders);
  }
}
