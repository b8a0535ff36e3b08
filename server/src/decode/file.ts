/** `server decode <file>`: the derived records of a saved getTransaction or getBlock answer. */
import type { RpcBlock, RpcConfirmedTransaction, RpcTransactionWithMeta } from '../rpc/types';
import { deriveBlock } from './block';
import { deriveTransaction } from './transaction';
import type { DerivedBlock, DerivedTransaction } from './types';
import { wireToJsonTransaction } from './wire';

/** A transaction entry in "json" or "base64" encoding → the "json" shape. */
function normalise<T extends RpcTransactionWithMeta>(entry: T): T {
  const raw = entry.transaction as unknown;
  if (Array.isArray(raw) && typeof raw[0] === 'string' && raw[1] === 'base64') {
    const w = wireToJsonTransaction(raw[0]);
    return { ...entry, transaction: w.transaction, version: entry.version ?? w.version };
  }
  if (Array.isArray(raw))
    throw new Error(`Unsupported transaction encoding "${String(raw[1])}": use json or base64`);
  return entry;
}

export type DecodedFile =
  { kind: 'transaction'; transaction: DerivedTransaction } | { kind: 'block'; block: DerivedBlock };

export function decodeRpcFile(json: unknown, slotHint?: number): DecodedFile {
  if (json === null || typeof json !== 'object')
    throw new Error('Expected a JSON object (an RPC response or its result)');
  let body = json as Record<string, unknown>;
  if ('jsonrpc' in body || ('result' in body && !('transaction' in body) && !('blockhash' in body))) {
    if (body.error) throw new Error(`The saved response is an RPC error: ${JSON.stringify(body.error)}`);
    if (body.result === null || typeof body.result !== 'object')
      throw new Error('The saved response has no result (null: not found or skipped)');
    body = body.result as Record<string, unknown>;
  }
  if ('blockhash' in body && 'parentSlot' in body) {
    const slot = slotHint ?? Number((body as { parentSlot: number }).parentSlot) + 1;
    const b = body as unknown as RpcBlock;
    return {
      kind: 'block',
      block: deriveBlock(slot, { ...b, transactions: (b.transactions ?? []).map(normalise) }),
    };
  }
  if ('transaction' in body && 'meta' in body) {
    const t = normalise(body as unknown as RpcConfirmedTransaction);
    if (!t.transaction?.message?.accountKeys || typeof t.transaction.message.accountKeys[0] !== 'string') {
      throw new Error('Only encoding "json" or "base64" responses are supported (jsonParsed is not)');
    }
    return {
      kind: 'transaction',
      transaction: deriveTransaction(t, { slot: t.slot ?? 0, blockTime: t.blockTime ?? null, index: 0 }),
    };
  }
  throw new Error(
    'Not a getTransaction or getBlock result (expected "transaction"+"meta" or "blockhash"+"parentSlot")',
  );
}
