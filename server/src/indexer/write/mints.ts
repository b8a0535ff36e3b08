/**
 * What a batch does to each mint (creation, supply, first mint, counts, last slot), merged with the
 * stored row; metadata is metadata.ts's.
 */
import { amountKey } from '../../db/schema';
import { TOKEN_2022_PROGRAM } from '../../decode/programs';
import type { WrittenTransaction } from '../writtenBlock';
import type { SqlExec } from '../sql';
import { insertRows, MINTS, type MintRow } from './tables';
import { selectIn } from './select';

export const programLabel = (programId: string | null | undefined): string | null =>
  programId ? (programId === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token') : null;

interface MintEffect {
  created?: {
    decimals: number;
    program: string;
    mintAuthority: string | null;
    freezeAuthority: string | null;
    creator: string;
    slot: number;
    signature: string;
  };
  seen?: { decimals: number; program: string | null };
  supplyDelta: bigint;
  supplyTouched: boolean;
  firstMint?: { signature: string; slot: number };
  transfers: number;
  holderDelta: number;
  /** Slot of the last transaction touching the mint (deterministic whatever the batch boundaries). */
  lastSlot: number;
}

type StoredMint = Pick<
  MintRow,
  | 'address'
  | 'supply'
  | 'supply_tracked'
  | 'holder_count'
  | 'transfer_count'
  | 'first_mint_signature'
  | 'first_mint_slot'
  | 'needs_refresh'
  | 'decimals'
  | 'program'
  | 'mint_authority'
  | 'freeze_authority'
  | 'creator'
  | 'created_slot'
  | 'created_signature'
  | 'volume_24h'
  | 'updated_slot'
>;

export class MintEffects {
  private readonly effects = new Map<string, MintEffect>();

  /** The effect record of `mint`, noting that it was touched at `slot`. */
  touch(mint: string, slot: number): MintEffect {
    let a = this.effects.get(mint);
    if (!a) {
      a = { supplyDelta: 0n, supplyTouched: false, transfers: 0, holderDelta: 0, lastSlot: slot };
      this.effects.set(mint, a);
    }
    a.lastSlot = Math.max(a.lastSlot, slot);
    return a;
  }

  /** Transfers, creations, mints and burns of one transaction (token accounts: TokenAccountStates). */
  add(t: WrittenTransaction): void {
    for (const r of t.transfers) if (r.mint && r.kind === 'transfer') this.touch(r.mint, t.slot).transfers++;
    for (const m of t.mints) {
      const agg = this.touch(m.mint, t.slot);
      if (m.type === 'create') {
        agg.created = {
          decimals: m.decimals,
          program: m.program ?? 'spl-token',
          mintAuthority: m.mintAuthority ?? null,
          freezeAuthority: m.freezeAuthority ?? null,
          creator: t.feePayer,
          slot: t.slot,
          signature: t.signature,
        };
      } else {
        agg.supplyDelta += BigInt(m.amount);
        agg.supplyTouched = true;
        if (!agg.firstMint) agg.firstMint = { signature: t.signature, slot: t.slot };
      }
    }
    for (const bn of t.burns) {
      const agg = this.touch(bn.mint, t.slot);
      agg.supplyDelta -= BigInt(bn.amount);
      agg.supplyTouched = true;
    }
  }

  /** A token account of `mint` seen after a transaction: decimals/program for a mint never created here. */
  seen(mint: string, slot: number, decimals: number, program: string | null): void {
    const agg = this.touch(mint, slot);
    if (!agg.seen) agg.seen = { decimals, program };
  }

  /** Merges with the stored rows; `flagged`: mints the refresher has a new reason to read. */
  async merge(exec: SqlExec): Promise<{ rows: MintRow[]; flagged: string[] }> {
    const existing = new Map<string, StoredMint>();
    for (const r of await selectIn<StoredMint>(
      exec,
      `SELECT address, supply, supply_tracked, holder_count, transfer_count, first_mint_signature, first_mint_slot,
        needs_refresh, decimals, program, mint_authority, freeze_authority, creator, created_slot, created_signature, volume_24h,
        updated_slot FROM mints WHERE address IN`,
      [...this.effects.keys()],
    )) {
      existing.set(r.address, r);
    }
    const flagged: string[] = [];
    const rows: MintRow[] = [];
    for (const [address, a] of this.effects) {
      const e = existing.get(address);
      const tracked = e ? e.supply_tracked === 1 : !!a.created;
      const supply = tracked ? BigInt(e?.supply ?? '0') + a.supplyDelta : BigInt(e?.supply ?? '0');
      const supplyStr = (supply < 0n ? 0n : supply).toString();
      const newReason = !e || (!tracked && a.supplyTouched);
      if (newReason) flagged.push(address);
      // A new reason flags the mint; otherwise its state stays as it is (read, to read, or not found).
      const needsRefresh = newReason ? 1 : (e?.needs_refresh ?? 0);
      const first = e?.first_mint_signature
        ? { signature: e.first_mint_signature, slot: e.first_mint_slot }
        : (a.firstMint ?? null);
      rows.push({
        address,
        program: e?.program ?? a.created?.program ?? a.seen?.program ?? 'spl-token',
        decimals: e?.decimals ?? a.created?.decimals ?? a.seen?.decimals ?? 0,
        supply: supplyStr,
        supply_key: amountKey(supplyStr),
        supply_tracked: tracked ? 1 : 0,
        mint_authority: e ? e.mint_authority : (a.created?.mintAuthority ?? null),
        freeze_authority: e ? e.freeze_authority : (a.created?.freezeAuthority ?? null),
        first_mint_signature: first?.signature ?? null,
        first_mint_slot: first?.slot ?? null,
        creator: e ? e.creator : (a.created?.creator ?? null),
        created_slot: e ? e.created_slot : (a.created?.slot ?? null),
        created_signature: e ? e.created_signature : (a.created?.signature ?? null),
        holder_count: Math.max(0, Number(e?.holder_count ?? 0) + a.holderDelta),
        transfer_count: Number(e?.transfer_count ?? 0) + a.transfers,
        volume_24h: e ? String(e.volume_24h) : '0',
        volume_24h_key: e ? amountKey(String(e.volume_24h)) : amountKey('0'),
        needs_refresh: needsRefresh,
        updated_slot: Math.max(a.lastSlot, Number(e?.updated_slot ?? 0)),
      });
    }
    return { rows, flagged };
  }

  static async upsert(exec: SqlExec, rows: MintRow[]): Promise<void> {
    await insertRows(exec, MINTS, rows);
  }
}
