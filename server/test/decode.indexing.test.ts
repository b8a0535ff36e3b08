/**
 * Deriving for the index leaves unnamed only what lists and pages alone name (stake, lookup tables,
 * the upgradeable loader, whose Write holds a kilobyte of base58 that would be converted just for its
 * name): on the recorded real blocks, what the writer receives is the same either way.
 */
import { recordedBlocks } from '../../bench/replaySource';
import { deriveBlock } from '../src/decode/block';
import { BPF_UPGRADEABLE_LOADER } from 'shared-api/programs';
import { writtenBlock } from '../src/indexer/writtenBlock';

test('the writer receives the same blocks when they are derived for the index', () => {
  let loaderWrites = 0;
  for (const [i, b] of recordedBlocks().entries()) {
    const full = deriveBlock(i + 1, b);
    const indexed = deriveBlock(i + 1, b, true);
    expect(writtenBlock(indexed)).toEqual(writtenBlock(full));
    for (const [k, t] of full.transactions.entries())
      t.instructions.forEach((ix, j) => {
        const left = indexed.transactions[k].instructions[j];
        if (ix.programId === BPF_UPGRADEABLE_LOADER && ix.type === 'write') {
          loaderWrites++;
          expect(left.type).toBe('unknown');
        } else if (ix.programId !== BPF_UPGRADEABLE_LOADER) expect(left).toEqual(ix);
      });
  }
  expect(loaderWrites).toBeGreaterThan(0);
});
