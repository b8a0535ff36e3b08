/**
 * Current token accounts after a batch (mint, owner, amount, program), closed ones deleted, and the
 * holder-count change each transition implies for its mint (an account starts or stops holding a
 * non-zero amount), which needs the stored amounts read inside the batch's transaction.
 */
import { amountKey } from '../../db/schema';
import type { WrittenTransaction } from '../writtenBlock';
import { resolveHolders, writeHolders, type AccountChange, type HolderWrites } from '../holders';
import type { SqlExec } from '../sql';
import { programLabel, type MintEffects } from './mints';
import { selectIn } from './select';
import { insertRows, TOKEN_ACCOUNTS, type TokenAccountRow } from './tables';

export interface TokenAccountWrites {
  upserts: TokenAccountRow[];
  deletes: string[];
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

  /** Reads the stored amounts, records holder-count changes on `mints`, returns what to write. */
  async resolve(exec: SqlExec, mints: MintEffects): Promise<TokenAccountWrites> {
    const before = new Map<string, { mint: string; owner: string; amount: string }>();
    for (const r of await selectIn<{ address: string; mint: string; owner: string; amount: string }>(
      exec,
      'SELECT address, mint, owner, amount FROM token_accounts WHERE address IN',
      [...this.states.keys()],
    )) {
      before.set(r.address, { mint: r.mint, owner: r.owner, amount: String(r.amount) });
    }
    const upserts: TokenAccountRow[] = [];
    const deletes: string[] = [];
    const changes: AccountChange[] = [];
    for (const [address, st] of this.states) {
      const prev = before.get(address);
      changes.push({
        address,
        before: prev ?? null,
        after: st ? { mint: st.mint, owner: st.owner, amount: st.amount.toString() } : null,
        slot: st?.slot ?? this.closedAt.get(address) ?? 0,
      });
      if (st) {
        const amount = st.amount.toString();
        upserts.push({
          address,
          mint: st.mint,
          owner: st.owner,
          amount,
          amount_key: amountKey(amount),
          program: st.program,
          updated_slot: st.slot,
        });
      } else if (prev) {
        deletes.push(address);
      }
    }
    // Holder counts are per owner wallet (holders.ts): a wallet's accounts of a mint add up.
    const holders = await resolveHolders(exec, changes);
    for (const [mint, d] of holders.deltas) mints.touch(mint, d.slot).holderDelta += d.delta;
    return { upserts, deletes, holders };
  }

  static async write(exec: SqlExec, w: TokenAccountWrites): Promise<void> {
    await insertRows(exec, TOKEN_ACCOUNTS, w.upserts);
    for (const address of w.deletes)
      await exec.run('DELETE FROM token_accounts WHERE address = ?', [address]);
    await writeHolders(exec, w.holders);
  }
}
