/**
 * A long wallet history written the way the indexer writes one: `n` System-program transfers of one
 * address (alternately out to and in from one counterparty), 10 per block, built as node-shaped
 * transactions and written by the real writer (stored bodies, address index, wallet index rows).
 * Used by the wallet streaming test and bench:api's wallet routes.
 */
import bs58 from 'bs58';
import { deriveBlock } from '../../src/decode/block';
import { prepareStoredTransaction } from '../../src/decode/stored';
import { openSqlExec } from '../../src/indexer/sql';
import { writeBatch, type BatchItem } from '../../src/indexer/writer';
import { writtenBlock } from '../../src/indexer/writtenBlock';
import type { RpcBlock, RpcTransactionWithMeta } from '../../src/rpc/types';

export const BULK_PER_SLOT = 10;
export const BULK_FIRST_SLOT = 1_000_000;
export const bulkTime = (slotIndex: number): number => 1_700_000_000 + slotIndex * 10;
export const bulkSignature = (i: number): string => {
  const b = Buffer.alloc(64, 7);
  b.writeUIntBE(i + 1, 0, 6);
  return bs58.encode(b);
};
const COUNTERPARTY = 'Dest111111111111111111111111111111111111111';
const SYSTEM = '11111111111111111111111111111111';

function bulkEntry(address: string, i: number): RpcTransactionWithMeta {
  const out = i % 2 === 0;
  const amount = 1_000_000_007 + i;
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(BigInt(amount), 4);
  const [from, to] = out ? [address, COUNTERPARTY] : [COUNTERPARTY, address];
  const fee = 5000;
  return {
    transaction: {
      signatures: [bulkSignature(i)],
      message: {
        accountKeys: [from, to, SYSTEM],
        header: { numRequiredSignatures: 1, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 1 },
        recentBlockhash: SYSTEM,
        instructions: [{ programIdIndex: 2, accounts: [0, 1], data: bs58.encode(data) }],
      },
    },
    meta: {
      err: null,
      fee,
      preBalances: [1e15, 1e15, 1],
      postBalances: [1e15 - amount - fee, 1e15 + amount, 1],
      innerInstructions: [],
      logMessages: [`Program ${SYSTEM} invoke [1]`, `Program ${SYSTEM} success`],
      preTokenBalances: [],
      postTokenBalances: [],
      computeUnitsConsumed: 150,
    },
    version: 'legacy',
  } as unknown as RpcTransactionWithMeta;
}

export async function writeBulkTransfers(url: string, address: string, n: number): Promise<void> {
  const exec = await openSqlExec(url);
  try {
    const slots = Math.ceil(n / BULK_PER_SLOT);
    for (let first = 0; first < slots; first += 500) {
      const items: BatchItem[] = [];
      for (let s = first; s < Math.min(slots, first + 500); s++) {
        const count = Math.min(BULK_PER_SLOT, n - s * BULK_PER_SLOT);
        const entries = Array.from({ length: count }, (_, k) => bulkEntry(address, s * BULK_PER_SLOT + k));
        const slot = BULK_FIRST_SLOT + s;
        const block: RpcBlock = {
          blockhash: bs58.encode(Buffer.alloc(32, (s % 250) + 1)),
          previousBlockhash: bs58.encode(Buffer.alloc(32, ((s + 249) % 250) + 1)),
          parentSlot: slot - 1,
          blockHeight: slot,
          blockTime: bulkTime(s),
          transactions: entries,
        };
        items.push({
          kind: 'block',
          block: writtenBlock(deriveBlock(slot, block)),
          prepared: entries.map(prepareStoredTransaction),
          epoch: 0,
          leader: null,
        });
      }
      await writeBatch(exec, items, null);
    }
  } finally {
    await exec.close();
  }
}
