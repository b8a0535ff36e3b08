/**
 * How a decoded slot crosses to the writer: records that come many to a transaction cross as flat
 * value lists and balances as one typed array, as the structured clone repeats every property name
 * (docs/scaling-log.md).
 *   worker: port.postMessage(packSlot(decoded), transferablesOf(decoded));
 *   writer: const decoded = unpackSlot(message);
 */
import type { TokenAccountState, TransferRecord } from '../decode/types';
import type { PreparedTransaction } from '../decode/stored';
import type { DecodedSlot } from './decodedSlot';
import type { WalletPosting, WrittenBlock, WrittenTransaction } from './writtenBlock';

/** One record kind's values, record after record, in the order its fields are listed below. */
type Flat = (string | number | null)[];

type PackedTransaction = Omit<
  WrittenTransaction,
  'wallet' | 'tokenAccountsAfter' | 'transfers' | 'postBalances'
> & {
  wallet: Flat;
  tokenAccountsAfter: Flat;
  transfers: Flat;
  /** in the slot's `balances` */
  postBalances: null;
};

export interface PackedSlot {
  block: Omit<WrittenBlock, 'transactions'> & { transactions: PackedTransaction[] };
  /** Every transaction's balances after it, one after another, and where each one's end. */
  balances: Float64Array;
  balanceEnds: number[];
  /**
   * The stored bodies: per transaction its address list and format, the payloads one buffer. An
   * address that is the transaction's account key crosses as the key's index (see keysAsIndexes).
   */
  addresses: (string | number)[][];
  formats: number[];
  /** End of each transaction's payload in `payloads`. */
  ends: number[];
  payloads: Uint8Array;
}

const WALLET_FIELDS = 6;
const TOKEN_ACCOUNT_FIELDS = 6;
const TRANSFER_FIELDS = 10;

function flatWallet(list: WalletPosting[]): Flat {
  const out: Flat = [];
  for (const p of list) out.push(p.kind, p.address, p.position, p.mint, p.action, p.direction);
  return out;
}

function walletOf(v: Flat): WalletPosting[] {
  const out: WalletPosting[] = [];
  for (let i = 0; i < v.length; i += WALLET_FIELDS)
    out.push({
      kind: v[i] as number,
      address: v[i + 1] as string,
      position: v[i + 2] as number,
      mint: v[i + 3] as string | null,
      action: v[i + 4] as number,
      direction: v[i + 5] as number,
    });
  return out;
}

function flatTokenAccounts(list: TokenAccountState[]): Flat {
  const out: Flat = [];
  for (const a of list) out.push(a.account, a.mint, a.owner, a.programId, a.decimals, a.amount);
  return out;
}

function tokenAccountsOf(v: Flat): TokenAccountState[] {
  const out: TokenAccountState[] = [];
  for (let i = 0; i < v.length; i += TOKEN_ACCOUNT_FIELDS)
    out.push({
      account: v[i] as string,
      mint: v[i + 1] as string,
      owner: v[i + 2] as string | null,
      programId: v[i + 3] as string | null,
      decimals: v[i + 4] as number,
      amount: v[i + 5] as string,
    });
  return out;
}

function flatTransfers(list: TransferRecord[]): Flat {
  const out: Flat = [];
  for (const t of list)
    out.push(
      t.kind,
      t.mint,
      t.source,
      t.destination,
      t.sourceOwner,
      t.destinationOwner,
      t.amount,
      t.decimals,
      t.instruction,
      t.innerInstruction,
    );
  return out;
}

function transfersOf(v: Flat): TransferRecord[] {
  const out: TransferRecord[] = [];
  for (let i = 0; i < v.length; i += TRANSFER_FIELDS)
    out.push({
      kind: v[i] as TransferRecord['kind'],
      mint: v[i + 1] as string | null,
      source: v[i + 2] as string | null,
      destination: v[i + 3] as string | null,
      sourceOwner: v[i + 4] as string | null,
      destinationOwner: v[i + 5] as string | null,
      amount: v[i + 6] as string,
      decimals: v[i + 7] as number,
      instruction: v[i + 8] as number,
      innerInstruction: v[i + 9] as number,
    });
  return out;
}

/** The slot as it crosses; its objects are reused, so the decoded slot is not to be read after this. */
export function packSlot(slot: DecodedSlot): PackedSlot {
  const { balances, balanceEnds } = joinBalances(slot.block.transactions);
  const transactions = slot.block.transactions.map((t) => {
    const wallet = flatWallet(t.wallet);
    const tokenAccountsAfter = flatTokenAccounts(t.tokenAccountsAfter);
    const transfers = flatTransfers(t.transfers);
    const packed = t as unknown as PackedTransaction;
    packed.wallet = wallet;
    packed.tokenAccountsAfter = tokenAccountsAfter;
    packed.transfers = transfers;
    packed.postBalances = null;
    return packed;
  });
  const { prepared } = slot;
  const ends: number[] = [];
  let end = 0;
  for (const p of prepared) ends.push((end += p.payload.length));
  return {
    block: { ...slot.block, transactions },
    balances,
    balanceEnds,
    addresses: prepared.map((p, i) => keysAsIndexes(p.addresses, transactions[i]?.accountKeys ?? [])),
    formats: prepared.map((p) => p.format),
    ends,
    payloads: wholePayloads(prepared, end),
  };
}

/**
 * A body's address list with each entry that is the next account key as its index: the list names
 * the keys in order, so one comparison finds most, which then cross as integers, not strings.
 */
function keysAsIndexes(list: string[], keys: string[]): (string | number)[] {
  const out = new Array<string | number>(list.length);
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    out[i] = k < keys.length && a === keys[k] ? k++ : a;
  }
  return out;
}

function indexesAsKeys(list: (string | number)[], keys: string[]): string[] {
  const out = new Array<string>(list.length);
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    out[i] = typeof a === 'number' ? keys[a] : a;
  }
  return out;
}

function joinBalances(transactions: WrittenTransaction[]): { balances: Float64Array; balanceEnds: number[] } {
  const balanceEnds: number[] = [];
  let end = 0;
  for (const t of transactions) balanceEnds.push((end += t.postBalances.length));
  const balances = new Float64Array(end);
  transactions.forEach((t, i) => balances.set(t.postBalances, i === 0 ? 0 : balanceEnds[i - 1]));
  return { balances, balanceEnds };
}

/** The payloads as one buffer: the block's own when consecutive views of it (packPayloads), else a copy. */
function wholePayloads(prepared: PreparedTransaction[], length: number): Uint8Array {
  const first = prepared[0]?.payload;
  if (!first) return new Uint8Array(0);
  let at = first.byteOffset;
  const consecutive = prepared.every((p) => {
    const ok = p.payload.buffer === first.buffer && p.payload.byteOffset === at;
    at += p.payload.length;
    return ok;
  });
  if (consecutive) return new Uint8Array(first.buffer, first.byteOffset, length);
  const out = new Uint8Array(length);
  at = 0;
  for (const p of prepared) {
    out.set(p.payload, at);
    at += p.payload.length;
  }
  return out;
}

/** The decoded slot a packed one stands for. Its transaction objects are reused. */
export function unpackSlot(packed: PackedSlot): DecodedSlot {
  const { balances, balanceEnds } = packed;
  const transactions = packed.block.transactions.map((p, i) => {
    const wallet = walletOf(p.wallet);
    const tokenAccountsAfter = tokenAccountsOf(p.tokenAccountsAfter);
    const transfers = transfersOf(p.transfers);
    const t = p as unknown as WrittenTransaction;
    t.wallet = wallet;
    t.tokenAccountsAfter = tokenAccountsAfter;
    t.transfers = transfers;
    t.postBalances = balances.subarray(i === 0 ? 0 : balanceEnds[i - 1], balanceEnds[i]);
    return t;
  });
  const { payloads, ends, formats, addresses } = packed;
  const prepared: PreparedTransaction[] = [];
  let start = 0;
  for (let i = 0; i < ends.length; i++) {
    prepared.push({
      addresses: indexesAsKeys(addresses[i], transactions[i]?.accountKeys ?? []),
      format: formats[i],
      payload: payloads.subarray(start, ends[i]),
    });
    start = ends[i];
  }
  return { block: { ...packed.block, transactions }, prepared };
}
