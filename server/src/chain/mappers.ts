// Stored transactions and blocks → contract objects, shared by the chain routes and the live stream.
import type {
  AccountEntry,
  ActionAmount,
  BlockSummary,
  DetailedInstruction,
  InstructionDecoding,
  TransactionAction,
  BurnedToken,
  Instruction,
  InstructionBase,
  MintedToken,
  ParsedInfo,
  TokenBalanceChange,
  TransactionSummary,
  Transfer,
} from 'shared-api/core';
import type { BlockRow } from '../db/schema';
import type { StoredBrief, StoredTransaction } from '../db/txstore';
import type {
  AccountEntry as DbAccountEntry,
  BurnRecord,
  DecodedInstruction,
  MintRecord,
  TokenBalanceChange as DbTokenBalanceChange,
  TransferRecord,
} from '../decode/types';
import { amount } from '../http/values';
import type { ExplainedTransaction } from '../explain/explain';

/** The instruction's program and type: all a list row shows of it. */
const ixBrief = (ix: DecodedInstruction): TransactionSummary['instructions'][number] => ({
  programId: ix.programId,
  programName: ix.programName ?? null,
  type: ix.type || ix.parsed?.type || 'unknown',
});

function ixBase(ix: DecodedInstruction, index: number): InstructionBase {
  return {
    index,
    ...ixBrief(ix),
    parsed: ix.parsed ? { type: ix.parsed.type, info: ix.parsed.info as ParsedInfo } : null,
    data: ix.data ?? '',
    accounts: Array.isArray(ix.accounts) ? ix.accounts : [],
  };
}

export function instructions(list: DecodedInstruction[]): Instruction[] {
  return list.map((ix, i) => ({
    ...ixBase(ix, i),
    innerInstructions: (ix.inner ?? []).map((inner, j) => ixBase(inner, j)),
  }));
}

export function accounts(list: DbAccountEntry[]): AccountEntry[] {
  return list.map((a) => ({
    pubkey: a.pubkey,
    signer: Boolean(a.signer),
    writable: Boolean(a.writable),
    feePayer: Boolean(a.feePayer),
    preBalance: amount(a.preBalance),
    postBalance: amount(a.postBalance),
    balanceChange: amount(a.change),
  }));
}

export function transfers(list: TransferRecord[], ixs: Instruction[]): Transfer[] {
  const out: Transfer[] = [];
  for (const t of list) {
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

const tokenAmount = (r: MintRecord | BurnRecord): BurnedToken => ({
  mint: r.mint,
  account: r.account ?? null,
  owner: r.owner ?? null,
  amount: amount(r.amount),
  decimals: r.decimals ?? 0,
});

export function minted(list: MintRecord[]): MintedToken[] {
  return list.map((m) => ({ type: m.type === 'create' ? 'create' : 'mint', ...tokenAmount(m) }));
}

export const burned = (list: BurnRecord[]): BurnedToken[] => list.map(tokenAmount);

export function tokenBalanceChanges(list: DbTokenBalanceChange[]): TokenBalanceChange[] {
  return list.map((c) => ({
    account: c.account,
    owner: c.owner ?? null,
    mint: c.mint,
    decimals: c.decimals ?? 0,
    preAmount: amount(c.preAmount),
    postAmount: amount(c.postAmount),
    change: amount(c.change),
  }));
}

export function txSummary(t: StoredBrief): TransactionSummary {
  return {
    signature: t.signature,
    slot: t.slot,
    blockHeight: t.blockHeight,
    timestamp: t.blockTime,
    status: t.status,
    fee: amount(t.fee),
    feePayer: t.feePayer,
    instructions: t.instructions.map(ixBrief),
  };
}

export function txRecord(t: StoredTransaction) {
  const ixs = instructions(t.instructions);
  const { instructions: _brief, ...summary } = txSummary(t);
  return {
    ...summary,
    instructions: ixs,
    transfers: transfers(t.transfers, ixs),
    mintedTokens: minted(t.mints),
    burnedTokens: burned(t.burns),
    accounts: accounts(t.accounts),
    tokenBalanceChanges: tokenBalanceChanges(t.tokenBalanceChanges),
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

/** The RPC `err` value → readable text ("InstructionError: [0, {Custom: 1}]"). */
export function errText(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'object') {
    const [k, val] = Object.entries(v as Record<string, unknown>)[0] ?? [];
    if (k) return `${k}: ${JSON.stringify(val)}`;
  }
  return JSON.stringify(v);
}

/** The top-level instructions with what the transaction page adds to each (and to each inner one). */
export function detailedInstructions(
  list: DecodedInstruction[],
  explained: ExplainedTransaction['instructions'],
): DetailedInstruction[] {
  return list.map((ix, i) => {
    const e = explained[i];
    const base = ixBase(ix, i);
    const top = e ? { ...base, ...e.decoding, type: typeOf(base.type, e.decoding.name) } : undefined;
    return {
      ...(top ?? { ...base, ...rawDecoding(String(i + 1)) }),
      innerInstructions: (ix.inner ?? []).map((inner, j) => {
        const b = ixBase(inner, j);
        const d = e?.inner[j];
        return d
          ? { ...b, ...d, type: typeOf(b.type, d.name) }
          : { ...b, ...rawDecoding(`${i + 1}.${j + 1}`) };
      }),
    };
  });
}

/** The list's type where it has one, else the decoder's name (an IDL instruction), else 'unknown'. */
function typeOf(type: string, name: string | null): string {
  return type !== 'unknown' ? type : (name ?? 'unknown');
}

function rawDecoding(path: string): InstructionDecoding {
  return {
    path,
    name: null,
    label: 'Unknown',
    decodedBy: 'none',
    accountList: [],
    args: [],
    events: [],
    dataHex: '',
    dataLength: 0,
    computeUnits: null,
    failed: false,
  };
}

/** The derived action with each token's symbol where the index knows it. */
export function transactionAction(
  a: ExplainedTransaction['action'],
  reason: string | null,
  symbols: ReadonlyMap<string, string>,
): TransactionAction {
  const amountOf = (x: ExplainedTransaction['action']['sent'][number]): ActionAmount => ({
    mint: x.mint,
    amount: x.amount,
    decimals: x.decimals,
    symbol: x.mint ? (symbols.get(x.mint) ?? null) : null,
  });
  return {
    kind: a.kind,
    signer: a.signer,
    sent: a.sent.map(amountOf),
    received: a.received.map(amountOf),
    counterparty: a.counterparty,
    reason,
  };
}
