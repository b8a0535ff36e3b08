// Every list that shows a transaction's instruction summary labels a transaction the same, whatever
// shape its answer comes in: a block's list (top-level instructions, light), an address's history
// (whole instructions, parsed and inner) and the transaction's own detail. Checked on the answers the
// explorer gave for recorded real blocks, and on the lists' sources, so that no list computes a
// label of its own.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { firstOwnInstructionType, instructionSummary, type InstructionLike } from 'shared-api';

interface RealLists {
  blocks: Array<{
    height: number;
    transactions: Array<{ signature: string; instructions: InstructionLike[] }>;
  }>;
  /** signature → the detail's top-level instructions */
  details: Record<string, InstructionLike[]>;
  /** signature → an address history item's instructions */
  history: Record<string, InstructionLike[]>;
}

const real = JSON.parse(
  gunzipSync(readFileSync(join(__dirname, '../test/realBlockLists.json.gz'))).toString('utf8'),
) as RealLists;
const transactions = real.blocks.flatMap((b) => b.transactions.map((t) => ({ ...t, block: b.height })));

test('the recorded blocks are real traffic: votes, compute budget, token transfers, unknown programs, 5+ instructions', () => {
  expect(transactions.length).toBeGreaterThan(150);
  const labels = new Set(transactions.map((t) => instructionSummary(t.instructions)));
  expect([...labels].some((l) => /compactUpdateVoteState|towerSync|vote/.test(l))).toBe(true);
  expect([...labels].some((l) => l.includes('computeBudget'))).toBe(true);
  expect([...labels].some((l) => l.includes('unknown'))).toBe(true);
  expect([...labels].some((l) => /\d+\+$/.test(l))).toBe(true);
});

test.each(real.blocks.map((b) => [b.height, b.transactions.length]))(
  'block %i: each of its %i transactions has one label in the block list, the address history and the detail',
  (height) => {
    const block = real.blocks.find((b) => b.height === height)!;
    for (const t of block.transactions) {
      const label = instructionSummary(t.instructions);
      expect({ signature: t.signature, label: instructionSummary(real.details[t.signature]) }).toEqual({
        signature: t.signature,
        label,
      });
      const history = real.history[t.signature];
      if (history)
        expect({ signature: t.signature, label: instructionSummary(history) }).toEqual({
          signature: t.signature,
          label,
        });
      // /transactions' Type column (the first instruction's own type) reads the same instructions
      expect(firstOwnInstructionType(real.details[t.signature])).toBe(
        firstOwnInstructionType(t.instructions),
      );
    }
  },
);

// The lists and the one label function each calls for its type.
const LISTS: Array<[string, string]> = [
  ['block/BlockPage.tsx', 'instructionSummary'],
  ['address/AddressTransactions.tsx', 'instructionSummary'],
  ['home/LatestTransactions.tsx', 'instructionSummary'],
  ['home/QuickView.tsx', 'instructionSummary'],
  // its Type column is defined by the product spec as the first instruction's own type
  ['transactions/TransactionsPage.tsx', 'firstOwnInstructionType'],
];
const LABEL_FUNCTIONS = [
  'instructionSummary',
  'transactionType',
  'firstOwnInstructionType',
  'instructionType',
];

test.each(LISTS)('%s labels with %s and nothing else', (file, fn) => {
  const source = readFileSync(join(__dirname, '..', file), 'utf8');
  expect(source).toMatch(new RegExp(`<ActionBadge (key="\\w+" )?type=\\{${fn}\\(`));
  for (const other of LABEL_FUNCTIONS.filter((f) => f !== fn))
    expect(source).not.toMatch(new RegExp(`\\b${other}\\(`));
  // no label spelled out of the instructions by hand
  expect(source).not.toMatch(/instructions\.(map|find|filter|reduce)\(/);
});
