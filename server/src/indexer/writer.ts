/**
 * Writes a run of consecutive slots (blocks and skipped slots) with every derived row, the current
 * state they imply and the checkpoint, inside ONE database transaction: after a crash the database
 * holds either all of the run or none of it, so restarting from the checkpoint never loses or
 * duplicates anything.
 */
import { amountKey } from '../db/schema';
import { TOKEN_2022_PROGRAM } from '../decode/programs';
import type { DerivedBlock, DerivedTransaction } from '../decode/types';
import type { SqlExec, SqlValue } from './sql';

export type BatchItem =
  | { kind: 'block'; block: DerivedBlock; epoch: number | null; leader: string | null }
  | { kind: 'skipped'; slot: number };

export interface Checkpoint {
  slot: number;
  blockhash: string;
  blockHeight: number | null;
}

const TX_COLS = [
  'signature',
  'slot',
  'tx_index',
  'block_height',
  'block_time',
  'status',
  'err',
  'fee',
  'fee_payer',
  'compute_units',
  'version',
  'instruction_count',
  'account_count',
  'program_count',
  'signer_count',
  'is_vote',
  'programs',
  'instructions',
  'accounts',
  'transfers',
  'minted',
  'burned',
  'token_balance_changes',
  'log_messages',
];
const BLOCK_COLS = [
  'slot',
  'height',
  'parent_slot',
  'blockhash',
  'previous_blockhash',
  'block_time',
  'epoch',
  'leader',
  'tx_count',
  'success_count',
  'failed_count',
  'total_fees',
  'balance_change_count',
  'defi_swap_count',
];
const ADDR_TX_COLS = ['address', 'slot', 'tx_index', 'signature'];
const TRANSFER_COLS = [
  'slot',
  'tx_index',
  'seq',
  'signature',
  'block_time',
  'kind',
  'mint',
  'source',
  'destination',
  'source_owner',
  'destination_owner',
  'amount',
  'decimals',
];
const TBC_COLS = [
  'slot',
  'tx_index',
  'account',
  'signature',
  'block_time',
  'mint',
  'owner',
  'decimals',
  'pre_amount',
  'post_amount',
  'change',
];
const NBC_COLS = [
  'address',
  'slot',
  'tx_index',
  'signature',
  'block_time',
  'pre_balance',
  'post_balance',
  'change',
];
const ACCOUNT_COLS = [
  'address',
  'lamports',
  'lamports_key',
  'owner',
  'first_slot',
  'last_slot',
  'last_block_time',
  'tx_count',
];
const TOKEN_ACCOUNT_COLS = ['address', 'mint', 'owner', 'amount', 'amount_key', 'program', 'updated_slot'];
const MINT_COLS = [
  'address',
  'program',
  'decimals',
  'supply',
  'supply_key',
  'supply_tracked',
  'mint_authority',
  'freeze_authority',
  'first_mint_signature',
  'first_mint_slot',
  'creator',
  'created_slot',
  'created_signature',
  'holder_count',
  'transfer_count',
  'volume_24h',
  'volume_24h_key',
  'needs_refresh',
  'updated_slot',
];

const ACCOUNT_UPSERT = `ON CONFLICT (address) DO UPDATE SET lamports = excluded.lamports, lamports_key = excluded.lamports_key,
  owner = COALESCE(excluded.owner, accounts.owner), last_slot = excluded.last_slot, last_block_time = excluded.last_block_time,
  tx_count = accounts.tx_count + excluded.tx_count`;
const TOKEN_ACCOUNT_UPSERT = `ON CONFLICT (address) DO UPDATE SET mint = excluded.mint, owner = excluded.owner,
  amount = excluded.amount, amount_key = excluded.amount_key, program = COALESCE(excluded.program, token_accounts.program),
  updated_slot = excluded.updated_slot`;
// Only the columns this writer owns: metadata columns belong to the refresher (metadata.ts).
const MINT_UPSERT = `ON CONFLICT (address) DO UPDATE SET supply = excluded.supply, supply_key = excluded.supply_key,
  first_mint_signature = excluded.first_mint_signature, first_mint_slot = excluded.first_mint_slot,
  holder_count = excluded.holder_count, transfer_count = excluded.transfer_count,
  needs_refresh = excluded.needs_refresh, updated_slot = excluded.updated_slot`;

export const programLabel = (programId: string | null | undefined): string | null =>
  programId ? (programId === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token') : null;

function txRow(t: DerivedTransaction, height: number | null): SqlValue[] {
  return [
    t.signature,
    t.slot,
    t.index,
    height,
    t.blockTime,
    t.status,
    t.err === null || t.err === undefined ? null : JSON.stringify(t.err),
    t.fee,
    t.feePayer,
    t.computeUnits,
    t.version,
    t.instructionCount,
    t.accountKeys.length,
    t.programs.length,
    t.signers.length,
    t.isVote ? 1 : 0,
    JSON.stringify(t.programs),
    JSON.stringify(t.instructions),
    JSON.stringify(t.accounts),
    JSON.stringify(t.transfers),
    JSON.stringify(t.mints),
    JSON.stringify(t.burns),
    JSON.stringify(t.tokenBalanceChanges),
    JSON.stringify(t.logMessages),
  ];
}

async function selectIn<T>(exec: SqlExec, sqlHead: string, keys: string[]): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    out.push(...(await exec.all<T>(`${sqlHead} (${chunk.map(() => '?').join(',')})`, chunk)));
  }
  return out;
}

interface TokenState {
  mint: string;
  owner: string;
  amount: bigint;
  program: string | null;
  slot: number;
}

interface MintAgg {
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

interface ExistingMint {
  address: string;
  supply: string;
  supply_tracked: number;
  holder_count: number;
  transfer_count: number;
  first_mint_signature: string | null;
  first_mint_slot: number | null;
  needs_refresh: number;
  decimals: number;
  program: string;
  mint_authority: string | null;
  freeze_authority: string | null;
  creator: string | null;
  created_slot: number | null;
  created_signature: string | null;
  volume_24h: string;
  updated_slot: number;
}

/** Writes `items` (consecutive, in slot order) and the checkpoint in one transaction. */
export async function writeBatch(
  exec: SqlExec,
  items: BatchItem[],
  checkpoint: Checkpoint | null,
): Promise<{ txCount: number; mintsToRefresh: boolean }> {
  const blocks: SqlValue[][] = [];
  const skipped: SqlValue[][] = [];
  const txs: SqlValue[][] = [];
  const addrTx: SqlValue[][] = [];
  const transfers: SqlValue[][] = [];
  const tbc: SqlValue[][] = [];
  const nbc: SqlValue[][] = [];
  const accounts = new Map<
    string,
    {
      lamports: string;
      owner: string | null;
      first: number;
      last: number;
      time: number | null;
      count: number;
    }
  >();
  const tokens = new Map<string, TokenState | null>(); // null = closed
  const closedAt = new Map<string, number>();
  const mints = new Map<string, MintAgg>();
  let curSlot = 0;
  const mintAgg = (m: string): MintAgg => {
    let a = mints.get(m);
    if (!a) {
      a = { supplyDelta: 0n, supplyTouched: false, transfers: 0, holderDelta: 0, lastSlot: curSlot };
      mints.set(m, a);
    }
    a.lastSlot = Math.max(a.lastSlot, curSlot);
    return a;
  };
  let txCount = 0;
  let mintsToRefresh = false;

  for (const item of items) {
    if (item.kind === 'skipped') {
      skipped.push([item.slot]);
      continue;
    }
    const b = item.block;
    blocks.push([
      b.slot,
      b.blockHeight,
      b.parentSlot,
      b.blockhash,
      b.previousBlockhash,
      b.blockTime,
      item.epoch,
      item.leader,
      b.transactions.length,
      b.successCount,
      b.failedCount,
      b.totalFees,
      b.balanceChangeCount,
      0,
    ]);
    curSlot = b.slot;
    for (const t of b.transactions) {
      txCount++;
      txs.push(txRow(t, b.blockHeight));
      const seenKeys = new Set<string>();
      for (const a of t.accounts) {
        if (seenKeys.has(a.pubkey)) continue;
        seenKeys.add(a.pubkey);
        addrTx.push([a.pubkey, t.slot, t.index, t.signature]);
        const cur = accounts.get(a.pubkey);
        if (cur) {
          cur.lamports = a.postBalance;
          cur.last = t.slot;
          cur.time = t.blockTime;
          cur.count++;
        } else {
          accounts.set(a.pubkey, {
            lamports: a.postBalance,
            owner: null,
            first: t.slot,
            last: t.slot,
            time: t.blockTime,
            count: 1,
          });
        }
      }
      for (const c of t.creations) {
        const acc = accounts.get(c.address);
        if (acc && c.kind === 'account' && c.owner) acc.owner = c.owner;
      }
      for (const n of t.nativeBalanceChanges) {
        nbc.push([
          n.address,
          t.slot,
          t.index,
          t.signature,
          t.blockTime,
          n.preBalance,
          n.postBalance,
          n.change,
        ]);
      }
      for (const c of t.tokenBalanceChanges) {
        tbc.push([
          t.slot,
          t.index,
          c.account,
          t.signature,
          t.blockTime,
          c.mint,
          c.owner,
          c.decimals,
          c.preAmount,
          c.postAmount,
          c.change,
        ]);
      }
      t.transfers.forEach((r, seq) => {
        transfers.push([
          t.slot,
          t.index,
          seq,
          t.signature,
          t.blockTime,
          r.kind,
          r.mint,
          r.source,
          r.destination,
          r.sourceOwner,
          r.destinationOwner,
          r.amount,
          r.decimals,
        ]);
        if (r.mint && r.kind === 'transfer') mintAgg(r.mint).transfers++;
      });
      for (const m of t.mints) {
        const agg = mintAgg(m.mint);
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
        const agg = mintAgg(bn.mint);
        agg.supplyDelta -= BigInt(bn.amount);
        agg.supplyTouched = true;
      }
      for (const s of t.tokenAccountsAfter) {
        if (!s.owner) continue;
        tokens.set(s.account, {
          mint: s.mint,
          owner: s.owner,
          amount: BigInt(s.amount),
          program: programLabel(s.programId),
          slot: t.slot,
        });
        const agg = mintAgg(s.mint);
        if (!agg.seen) agg.seen = { decimals: s.decimals, program: programLabel(s.programId) };
      }
      for (const c of t.closes) {
        tokens.set(c.address, null);
        closedAt.set(c.address, t.slot);
      }
    }
  }

  await exec.transaction(async () => {
    // Token account transitions (needs the previous amounts for holder counts).
    const tokenKeys = [...tokens.keys()];
    const before = new Map<string, { mint: string; amount: string }>();
    for (const r of await selectIn<{ address: string; mint: string; amount: string }>(
      exec,
      'SELECT address, mint, amount FROM token_accounts WHERE address IN',
      tokenKeys,
    )) {
      before.set(r.address, { mint: r.mint, amount: String(r.amount) });
    }
    const tokenUpserts: SqlValue[][] = [];
    const tokenDeletes: string[] = [];
    for (const [addr, st] of tokens) {
      const prev = before.get(addr);
      const wasHolder = prev ? BigInt(prev.amount) > 0n : false;
      const isHolder = st ? st.amount > 0n : false;
      if (wasHolder !== isHolder) {
        const mint = st?.mint ?? prev?.mint;
        curSlot = st?.slot ?? closedAt.get(addr) ?? curSlot;
        if (mint) mintAgg(mint).holderDelta += isHolder ? 1 : -1;
      }
      if (st) {
        const amt = st.amount.toString();
        tokenUpserts.push([addr, st.mint, st.owner, amt, amountKey(amt), st.program, st.slot]);
      } else if (prev) {
        tokenDeletes.push(addr);
      }
    }

    // Mints: merge this batch's effects into the stored rows.
    const existing = new Map<string, ExistingMint>();
    for (const r of await selectIn<ExistingMint>(
      exec,
      `SELECT address, supply, supply_tracked, holder_count, transfer_count, first_mint_signature, first_mint_slot,
        needs_refresh, decimals, program, mint_authority, freeze_authority, creator, created_slot, created_signature, volume_24h,
        updated_slot FROM mints WHERE address IN`,
      [...mints.keys()],
    )) {
      existing.set(r.address, r);
    }
    const mintRows: SqlValue[][] = [];
    for (const [addr, a] of mints) {
      const e = existing.get(addr);
      const tracked = e ? e.supply_tracked === 1 : !!a.created;
      const supply = tracked ? BigInt(e?.supply ?? '0') + a.supplyDelta : BigInt(e?.supply ?? '0');
      const supplyStr = (supply < 0n ? 0n : supply).toString();
      const needsRefresh = (e?.needs_refresh ?? 0) === 1 || !e || (!tracked && a.supplyTouched) ? 1 : 0;
      if (needsRefresh) mintsToRefresh = true;
      const first = e?.first_mint_signature
        ? { signature: e.first_mint_signature, slot: e.first_mint_slot }
        : (a.firstMint ?? null);
      mintRows.push([
        addr,
        e?.program ?? a.created?.program ?? a.seen?.program ?? 'spl-token',
        e?.decimals ?? a.created?.decimals ?? a.seen?.decimals ?? 0,
        supplyStr,
        amountKey(supplyStr),
        tracked ? 1 : 0,
        e ? e.mint_authority : (a.created?.mintAuthority ?? null),
        e ? e.freeze_authority : (a.created?.freezeAuthority ?? null),
        first?.signature ?? null,
        first?.slot ?? null,
        e ? e.creator : (a.created?.creator ?? null),
        e ? e.created_slot : (a.created?.slot ?? null),
        e ? e.created_signature : (a.created?.signature ?? null),
        Math.max(0, Number(e?.holder_count ?? 0) + a.holderDelta),
        Number(e?.transfer_count ?? 0) + a.transfers,
        e ? String(e.volume_24h) : '0',
        e ? amountKey(String(e.volume_24h)) : amountKey('0'),
        needsRefresh,
        Math.max(a.lastSlot, Number(e?.updated_slot ?? 0)),
      ]);
    }

    await exec.insert('blocks', BLOCK_COLS, blocks);
    await exec.insert('skipped_slots', ['slot'], skipped, 'ON CONFLICT (slot) DO NOTHING');
    await exec.insert('transactions', TX_COLS, txs);
    await exec.insert('address_transactions', ADDR_TX_COLS, addrTx);
    await exec.insert('transfers', TRANSFER_COLS, transfers);
    await exec.insert('token_balance_changes', TBC_COLS, tbc);
    await exec.insert('native_balance_changes', NBC_COLS, nbc);
    await exec.insert(
      'accounts',
      ACCOUNT_COLS,
      [...accounts].map(([addr, a]) => [
        addr,
        a.lamports,
        amountKey(a.lamports),
        a.owner,
        a.first,
        a.last,
        a.time,
        a.count,
      ]),
      ACCOUNT_UPSERT,
    );
    await exec.insert('token_accounts', TOKEN_ACCOUNT_COLS, tokenUpserts, TOKEN_ACCOUNT_UPSERT);
    for (const addr of tokenDeletes) await exec.run('DELETE FROM token_accounts WHERE address = ?', [addr]);
    await exec.insert('mints', MINT_COLS, mintRows, MINT_UPSERT);
    if (checkpoint) await saveCheckpoint(exec, checkpoint);
  });
  return { txCount, mintsToRefresh };
}

export async function saveCheckpoint(exec: SqlExec, c: Checkpoint): Promise<void> {
  await exec.insert(
    'checkpoint',
    ['id', 'slot', 'blockhash', 'block_height', 'updated_at'],
    [[1, c.slot, c.blockhash, c.blockHeight, Math.floor(Date.now() / 1000)]],
    `ON CONFLICT (id) DO UPDATE SET slot = excluded.slot, blockhash = excluded.blockhash,
      block_height = excluded.block_height, updated_at = excluded.updated_at`,
  );
}

export interface ResumeState {
  /** Last indexed block (continuity reference), null before the first block. */
  last: Checkpoint | null;
  /** First slot not yet indexed (blocks or skipped), null on an empty database. */
  resumeSlot: number | null;
}

export async function loadResumeState(exec: SqlExec): Promise<ResumeState> {
  const rows = await exec.all<{ slot: number; blockhash: string; block_height: number | null }>(
    'SELECT slot, blockhash, block_height FROM checkpoint WHERE id = 1',
  );
  const sk = await exec.all<{ m: number | null }>('SELECT MAX(slot) AS m FROM skipped_slots');
  const maxSkipped = sk[0]?.m === null || sk[0]?.m === undefined ? null : Number(sk[0].m);
  const c = rows[0];
  const last = c
    ? {
        slot: Number(c.slot),
        blockhash: c.blockhash,
        blockHeight: c.block_height === null ? null : Number(c.block_height),
      }
    : null;
  const top = Math.max(last?.slot ?? -1, maxSkipped ?? -1);
  return { last, resumeSlot: top < 0 ? null : top + 1 };
}
