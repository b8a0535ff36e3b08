// Accounts as ledger rows over LiteSVM's state. Writes made outside transactions (genesis, the
// leader's fee reward, funded accounts) are marked in the open slot so that they reach the ledger.
import bs58 from 'bs58';
import { Account, type LiteSvm } from 'litesvm/dist/internal';
import type { AccountRow } from '../store';
import type { OpenSlot } from './openSlot';
import { SYSTEM_OWNER } from './params';

/** A system-owned account without data: genesis balances, and the row of an account that does not exist. */
export function systemAccount(pubkey: string, lamports: bigint): AccountRow {
  return { pubkey, lamports, owner: SYSTEM_OWNER, executable: false, rentEpoch: 0n, data: new Uint8Array(0) };
}

/** The ledger row of an account; a missing (closed) account is persisted as an empty one. */
export function accountRow(pubkey: string, a: Account | null): AccountRow {
  if (!a) return systemAccount(pubkey, 0n);
  return {
    pubkey,
    lamports: a.lamports(),
    owner: a.owner(),
    executable: a.executable(),
    rentEpoch: a.rentEpoch(),
    data: a.data(),
  };
}

/** Writes a row into LiteSVM's state (also used while the ledger is read back at start-up). */
export function putAccount(svm: LiteSvm, a: AccountRow): void {
  svm.setAccount(bs58.decode(a.pubkey), new Account(a.lamports, a.data, a.owner, a.executable, a.rentEpoch));
}

export class AccountState {
  constructor(
    private readonly svm: LiteSvm,
    private readonly open: OpenSlot,
    private readonly faucet: string,
  ) {}

  set(a: AccountRow): void {
    putAccount(this.svm, a);
  }

  /** null for an account with no lamports: to clients it does not exist. */
  get(pubkey: string): AccountRow | null {
    const a = this.svm.getAccount(bs58.decode(pubkey));
    if (!a || a.lamports() === 0n) return null;
    return accountRow(pubkey, a);
  }

  programAccounts(program: string): AccountRow[] {
    const out: AccountRow[] = [];
    for (const aa of this.svm.getProgramAccounts(bs58.decode(program))) {
      const a = aa.account();
      if (a.lamports() > 0n) out.push(accountRow(bs58.encode(aa.address), a));
    }
    return out;
  }

  /**
   * Writes an account outside any transaction, as genesis does (the traffic generator's Metaplex
   * metadata accounts: that program is not loaded). Its lamports come out of the faucet so the
   * supply is unchanged; both accounts are persisted with the next slot.
   */
  writeFunded(a: AccountRow): void {
    const faucet = this.get(this.faucet);
    if (!faucet || faucet.lamports < a.lamports) throw new Error('the faucet cannot fund this account');
    const f = { ...faucet, lamports: faucet.lamports - a.lamports };
    for (const row of [f, a]) {
      this.set(row);
      this.open.markWritten(row);
    }
  }

  /** Adds lamports outside any transaction (the leader's fee reward); returns the new row. */
  credit(pubkey: string, lamports: bigint): AccountRow {
    const current = this.get(pubkey) ?? systemAccount(pubkey, 0n);
    const updated = { ...current, lamports: current.lamports + lamports };
    this.set(updated);
    this.open.markWritten(updated);
    return updated;
  }
}
