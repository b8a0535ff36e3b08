// Row → contract mappers. JSON columns are parsed here, at the edge, so the API sends arrays (never
// JSON text). A malformed column degrades to an empty list instead of failing the whole answer.
import type {
  AccountEntry,
  BlockSummary,
  BurnedToken,
  Instruction,
  InstructionBase,
  MintedToken,
  ParsedInfo,
  TokenBalanceChange,
  TransactionSummary,
  Transfer,
} from 'shared-api';
import type { BlockRow, TransactionRow } from '../db/schema';
import type {
  AccountEntry as DbAccountEntry,
  BurnRecord,
  DecodedInstruction,
  MintRecord,
  TokenBalanceChange as DbTokenBalanceChange,
  TransferRecord,
} from '../decode/types';

export function parseJsonList<T>(text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

export function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Amounts may be stored as numbers by older rows or as decimals by PostgreSQL NUMERIC ('5.000'). */
export function amount(v: unknown): string {
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isFinite(v) ? BigInt(Math.trunc(v)).toString() : '0';
  if (typeof v === 'string' && v !== '') {
    const dot = v.indexOf('.');
    return dot === -1 ? v : v.slice(0, dot) || '0';
  }
  return '0';
}

function ixBase(ix: DecodedInstruction, index: number): InstructionBase {
  return {
    index,
    programId: ix.programId,
    programName: ix.programName ?? null,
    type: ix.type || ix.parsed?.type || 'unknown',
    parsed: ix.parsed ? { type: ix.parsed.type, info: ix.parsed.info as ParsedInfo } : null,
    data: ix.data ?? '',
    accounts: Array.isArray(ix.accounts) ? ix.accounts : [],
  };
}

export function instructions(text: string): Instruction[] {
  return parseJsonList<DecodedInstruction>(text).map((ix, i) => ({
    ...ixBase(ix, i),
    innerInstructions: (ix.inner ?? []).map((inner, j) => ixBase(inner, j)),
  }));
}

/** Top-level instruction briefs for list rows (no data, no inner). */
export function instructionBriefs(text: string): TransactionSummary['instructions'] {
  return parseJsonList<DecodedInstruction>(text).map((ix) => ({
    programId: ix.programId,
    programName: ix.programName ?? null,
    type: ix.type || ix.parsed?.type || 'unknown',
  }));
}

export function accounts(text: string): AccountEntry[] {
  return parseJsonList<DbAccountEntry>(text).map((a) => ({
    pubkey: a.pubkey,
    signer: Boolean(a.signer),
    writable: Boolean(a.writable),
    feePayer: Boolean(a.feePayer),
    preBalance: amount(a.preBalance),
    postBalance: amount(a.postBalance),
    balanceChange: amount(a.change),
  }));
}

export function transfers(text: string, ixs: Instruction[]): Transfer[] {
  const out: Transfer[] = [];
  for (const t of parseJsonList<TransferRecord>(text)) {
    if (t.kind !== 'transfer' || !t.source || !t.destination) continue;
    const outer = ixs[t.instruction];
    const inner = outer && t.innerInstruction >= 0 ? outer.innerInstructions[t.innerInstruction] : undefined;
    out.push({
      kind: t.mint ? 'token' : 'native',
      type: (inner ?? outer)?.type ?? 'transfer',
      from: t.source,
      to: t.destination,
      fromOwner: t.sourceOwner ?? null,
      toOwner: t.destinationOwner ?? null,
      mint: t.mint ?? null,
      amount: amount(t.amount),
      decimals: t.decimals ?? (t.mint ? 0 : 9),
      instructionIndex: Math.max(0, t.instruction ?? 0),
    });
  }
  return out;
}

export function minted(text: string): MintedToken[] {
  return parseJsonList<MintRecord>(text).map((m) => ({
    type: m.type === 'create' ? 'create' : 'mint',
    mint: m.mint,
    account: m.account ?? null,
    owner: m.owner ?? null,
    amount: amount(m.amount),
    decimals: m.decimals ?? 0,
  }));
}

export function burned(text: string): BurnedToken[] {
  return parseJsonList<BurnRecord>(text).map((b) => ({
    mint: b.mint,
    account: b.account ?? null,
    owner: b.owner ?? null,
    amount: amount(b.amount),
    decimals: b.decimals ?? 0,
  }));
}

export function tokenBalanceChanges(text: string): TokenBalanceChange[] {
  return parseJsonList<DbTokenBalanceChange>(text).map((c) => ({
    account: c.account,
    owner: c.owner ?? null,
    mint: c.mint,
    decimals: c.decimals ?? 0,
    preAmount: amount(c.preAmount),
    postAmount: amount(c.postAmount),
    change: amount(c.change),
  }));
}

export type SummaryRow = Pick<
  TransactionRow,
  'signature' | 'slot' | 'block_height' | 'block_time' | 'status' | 'fee' | 'fee_payer' | 'instructions'
>;
export const SUMMARY_COLUMNS = [
  'signature',
  'slot',
  'block_height',
  'block_time',
  'status',
  'fee',
  'fee_payer',
  'instructions',
] as const;

export function txSummary(r: SummaryRow): TransactionSummary {
  return {
    signature: r.signature,
    slot: Number(r.slot),
    blockHeight: r.block_height === null ? null : Number(r.block_height),
    timestamp: r.block_time === null ? null : Number(r.block_time),
    status: r.status === 'failed' ? 'failed' : 'success',
    fee: amount(r.fee),
    feePayer: r.fee_payer,
    instructions: instructionBriefs(r.instructions),
  };
}

export type FullRow = SummaryRow &
  Pick<TransactionRow, 'accounts' | 'transfers' | 'minted' | 'burned' | 'token_balance_changes'>;
export const FULL_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'accounts',
  'transfers',
  'minted',
  'burned',
  'token_balance_changes',
] as const;

export function txRecord(r: FullRow) {
  const ixs = instructions(r.instructions);
  const { instructions: _brief, ...summary } = txSummary(r);
  return {
    ...summary,
    instructions: ixs,
    transfers: transfers(r.transfers, ixs),
    mintedTokens: minted(r.minted),
    burnedTokens: burned(r.burned),
    accounts: accounts(r.accounts),
    tokenBalanceChanges: tokenBalanceChanges(r.token_balance_changes),
  };
}

export function blockSummary(b: BlockRow): BlockSummary {
  return {
    height: Number(b.height ?? 0),
    slot: Number(b.slot),
    blockhash: b.blockhash,
    timestamp: b.block_time === null ? null : Number(b.block_time),
    leader: b.leader,
    transactionCount: Number(b.tx_count),
    successfulTxs: Number(b.success_count),
    failedTxs: Number(b.failed_count),
    totalFees: amount(b.total_fees),
  };
}

/** Err JSON → readable text ("InstructionError: [0, {Custom: 1}]"). */
export function errText(err: string | null): string | null {
  if (err === null || err === 'null') return null;
  try {
    const v: unknown = JSON.parse(err);
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object') {
      const [k, val] = Object.entries(v as Record<string, unknown>)[0] ?? [];
      if (k) return `${k}: ${JSON.stringify(val)}`;
    }
    return JSON.stringify(v);
  } catch {
    return err;
  }
}
