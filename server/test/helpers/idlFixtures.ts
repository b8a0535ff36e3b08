/**
 * The public IDLs and the real transactions that call them (server/test/fixtures/idl, sources in its
 * README), read as the decoders take them: IDL JSON by program id, transactions as getTransaction
 * `encoding: "json"` entries (the gRPC captures converted).
 */
import fs from 'node:fs';
import path from 'node:path';
import { encodeBase58 } from '../../src/decode/stored/base58';
import type { RpcTransactionWithMeta } from '../../src/rpc/types';

export const IDL_FIXTURES = path.join(__dirname, '../fixtures/idl');

export const JUPITER = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
export const WHIRLPOOL = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';
export const RAYDIUM_CLMM = 'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK';
export const RAYDIUM_CPMM = 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C';
export const METEORA_DLMM = 'LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo';
export const OPENBOOK_V2 = 'opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb';
export const MARINADE = 'MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD';
export const RAYDIUM_CLMM_DEVNET = 'devi51mZmdwUJGU9hjN27vEz64Gps7uUefqxg27EAtH';

export function readIdlText(file: string): string {
  return fs.readFileSync(path.join(IDL_FIXTURES, 'idls', file), 'utf8');
}

/** One IDL per program, the newest format where there are two (the coverage's IDL set). */
export const IDL_FILE_OF: Record<string, string> = {
  [JUPITER]: 'jupiter-v6.v030.visualsign.json',
  [WHIRLPOOL]: 'orca-whirlpool.v030-0.9.0.visualsign.json',
  [RAYDIUM_CLMM]: 'raydium-clmm.v030.json',
  [RAYDIUM_CPMM]: 'raydium-cp-swap.v030.json',
  [METEORA_DLMM]: 'meteora-dlmm.v030.json',
  [OPENBOOK_V2]: 'openbook-v2.legacy.json',
  [MARINADE]: 'marinade-finance.legacy.json',
  [RAYDIUM_CLMM_DEVNET]: 'raydium-clmm-devnet.legacy.explorer.json',
};

type Bytes = number[] | { type: 'Buffer'; data: number[] } | string;

function bytesOf(v: Bytes | undefined): Uint8Array {
  if (!v) return new Uint8Array();
  if (typeof v === 'string') return Buffer.from(v, 'base64');
  return Uint8Array.from(Array.isArray(v) ? v : v.data);
}

/** Keys and hashes come as byte arrays, or already as base58 text. */
function base58Text(v: Bytes): string {
  return typeof v === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,88}$/.test(v) ? v : encodeBase58(bytesOf(v));
}

interface GrpcInstruction {
  programIdIndex: number;
  accounts: Bytes;
  data: Bytes;
  stackHeight?: number | null;
}

/** A Yellowstone gRPC transaction update as the getTransaction JSON entry it stands for. */
function fromGrpc(body: Record<string, unknown>): RpcTransactionWithMeta {
  // { slot, transaction: { signature, transaction: { signatures, message }, meta } }
  const t = body.transaction as Record<string, unknown>;
  const tx = t.transaction as Record<string, unknown>;
  const meta = t.meta as Record<string, unknown>;
  const message = tx.message as Record<string, unknown>;
  const header = message.header as Record<string, number>;
  const ix = (i: GrpcInstruction) => ({
    programIdIndex: i.programIdIndex,
    accounts: Array.from(bytesOf(i.accounts)),
    data: encodeBase58(bytesOf(i.data)),
    stackHeight: i.stackHeight ?? null,
  });
  const balance = (b: Record<string, unknown>) => ({
    accountIndex: b.accountIndex as number,
    mint: b.mint as string,
    owner: b.owner as string,
    programId: b.programId as string,
    uiTokenAmount: b.uiTokenAmount as { amount: string; decimals: number },
  });
  const keys = (v: unknown) => ((v as Bytes[] | undefined) ?? []).map(base58Text);
  return {
    version: message.versioned ? 0 : 'legacy',
    transaction: {
      signatures: ((tx.signatures as Bytes[]) ?? []).map(base58Text),
      message: {
        accountKeys: keys(message.accountKeys),
        header: {
          numRequiredSignatures: header.numRequiredSignatures,
          numReadonlySignedAccounts: header.numReadonlySignedAccounts,
          numReadonlyUnsignedAccounts: header.numReadonlyUnsignedAccounts,
        },
        recentBlockhash: base58Text(message.recentBlockhash as Bytes),
        instructions: (message.instructions as GrpcInstruction[]).map(ix),
        addressTableLookups: ((message.addressTableLookups as Record<string, unknown>[]) ?? []).map((l) => ({
          accountKey: base58Text(l.accountKey as Bytes),
          writableIndexes: Array.from(bytesOf(l.writableIndexes as Bytes)),
          readonlyIndexes: Array.from(bytesOf(l.readonlyIndexes as Bytes)),
        })),
      },
    },
    meta: {
      err: meta.err ?? null,
      fee: Number(meta.fee),
      preBalances: (meta.preBalances as (string | number)[]).map(Number),
      postBalances: (meta.postBalances as (string | number)[]).map(Number),
      innerInstructions: (
        (meta.innerInstructions as { index: number; instructions: GrpcInstruction[] }[]) ?? []
      ).map((g) => ({ index: g.index, instructions: g.instructions.map(ix) })),
      logMessages: (meta.logMessages as string[]) ?? [],
      preTokenBalances: ((meta.preTokenBalances as Record<string, unknown>[]) ?? []).map(balance),
      postTokenBalances: ((meta.postTokenBalances as Record<string, unknown>[]) ?? []).map(balance),
      loadedAddresses: {
        writable: keys(meta.loadedWritableAddresses),
        readonly: keys(meta.loadedReadonlyAddresses),
      },
      computeUnitsConsumed: meta.computeUnitsConsumed == null ? null : Number(meta.computeUnitsConsumed),
    },
  };
}

/** Every real transaction of the IDL fixtures that is a getTransaction entry or converts to one. */
export function idlTransactions(): { file: string; tx: RpcTransactionWithMeta }[] {
  const out: { file: string; tx: RpcTransactionWithMeta }[] = [];
  const dir = path.join(IDL_FIXTURES, 'transactions');
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.json')) continue;
    const body = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
    if (file.startsWith('getblock-')) {
      // jsonParsed: instructions carry no programIdIndex; left to the tests that read parsed blocks.
      continue;
    }
    const entry = (Array.isArray(body) ? body[0] : body) as RpcTransactionWithMeta & { result?: unknown };
    out.push({ file, tx: (entry.result ?? entry) as RpcTransactionWithMeta });
  }
  const grpc = path.join(dir, 'grpc');
  for (const file of fs.readdirSync(grpc)) {
    const body = JSON.parse(fs.readFileSync(path.join(grpc, file), 'utf8')) as Record<string, unknown>;
    out.push({ file: `grpc/${file}`, tx: fromGrpc(body) });
  }
  return out;
}
