/**
 * `server decode <file>`: accepts a saved getTransaction or getBlock JSON-RPC response (the whole
 * `{ jsonrpc, result }` object or just its `result`) and returns the derived records.
 */
import type { RpcBlock, RpcConfirmedTransaction } from '../rpc/types';
import { deriveBlock } from './block';
import { deriveTransaction } from './transaction';
import type { DerivedBlock, DerivedTransaction } from './types';

export type DecodedFile = { kind: 'transaction'; transaction: DerivedTransaction } | { kind: 'block'; block: DerivedBlock };

export function decodeRpcFile(json: unknown, slotHint?: number): DecodedFile {
  if (json === null || typeof json !== 'object') throw new Error('Expected a JSON object (an RPC response or its result)');
  let body = json as Record<string, unknown>;
  if ('jsonrpc' in body || ('result' in body && !('transaction' in body) && !('blockhash' in body))) {
    if (body.error) throw new Error(`The saved response is an RPC error: ${JSON.stringify(body.error)}`);
    if (body.result === null || typeof body.result !== 'object') throw new Error('The saved response has no result (null: not found or skipped)');
    body = body.result as Record<string, unknown>;
  }
  if ('blockhash' in body && 'parentSlot' in body) {
    const slot = slotHint ?? Number((body as { parentSlot: number }).parentSlot) + 1;
    return { kind: 'block', block: deriveBlock(slot, body as unknown as RpcBlock) };
  }
  if ('transaction' in body && 'meta' in body) {
    const t = body as unknown as RpcConfirmedTransaction;
    if (!t.transaction?.message?.accountKeys || typeof t.transaction.message.accountKeys[0] !== 'string') {
      throw new Error('Only encoding "json" responses are supported (accountKeys must be base58 strings)');
    }
    return {
      kind: 'transaction',
      transaction: deriveTransaction(t, { slot: t.slot ?? 0, blockTime: t.blockTime ?? null, index: 0 }),
    };
  }
  throw new Error('Not a getTransaction or getBlock result (expected "transaction"+"meta" or "blockhash"+"parentSlot")');
}
