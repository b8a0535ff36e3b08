/**
 * Lists derive a transaction only as far as they show it (briefTransaction): on every recorded real
 * transaction and on the mix's swaps, the summary a list sends is the one the whole derivation gives.
 */
import { recordedBlocks } from '../../bench/replaySource';
import { blendedMix, MIX_HEAVY_SHARE, mixTemplates } from '../../bench/mixBlocks';
import { txSummary } from '../src/chain/mappers';
import { briefTransaction, deriveTransaction, type TxContext } from '../src/decode/transaction';
import type { RpcTransactionWithMeta } from '../src/rpc/types';

function summariesAgree(entries: RpcTransactionWithMeta[]): number {
  let n = 0;
  entries.forEach((entry, index) => {
    const ctx: TxContext = { slot: 7, blockTime: 1_700_000_000, index };
    const at = { id: 7 * 65_536 + index, blockHeight: 6 };
    expect(txSummary({ ...briefTransaction(entry, ctx), ...at })).toEqual(
      txSummary({ ...deriveTransaction(entry, ctx), ...at }),
    );
    n++;
  });
  return n;
}

test('on every recorded real transaction, a list shows what the whole derivation gives', () => {
  const entries = recordedBlocks().flatMap((b) => b.transactions ?? []);
  expect(summariesAgree(entries)).toBeGreaterThan(400);
});

test('on the mix (swaps with lookup tables, failed ones, the recorded light traffic), the same', () => {
  const blocks = recordedBlocks();
  const mix = blendedMix(mixTemplates(blocks), 2000, MIX_HEAVY_SHARE);
  expect(mix.some((t) => (t.meta?.loadedAddresses?.writable.length ?? 0) > 0)).toBe(true);
  expect(mix.some((t) => t.meta?.err)).toBe(true);
  expect(summariesAgree(mix)).toBe(2000);
});
