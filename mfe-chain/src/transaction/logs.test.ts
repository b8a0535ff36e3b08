import { groupLogs, isFailureLine, unitsByInstruction } from './logs';

// A real transaction's log (a swap on a mainnet chain), cut to its first three instructions.
const SWAP = [
  'Program ComputeBudget111111111111111111111111111111 invoke [1]',
  'Program ComputeBudget111111111111111111111111111111 success',
  'Program ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL invoke [1]',
  'Program log: CreateIdempotent',
  'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb invoke [2]',
  'Program log: Instruction: GetAccountDataSize',
  'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb consumed 2941 of 488247 compute units',
  'Program return: TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb qgAAAAAAAAA=',
  'Program TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb success',
  'Program ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL consumed 26000 of 496558 compute units',
  'Program ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL success',
  'Program whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc invoke [1]',
  'Program log: Instruction: SwapV2',
  'Program log: AnchorError occurred. Error Code: AmountOutBelowMinimum. Error Number: 6036.',
  'Program whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc consumed 71018 of 470558 compute units',
  'Program whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc failed: custom program error: 0x1794',
];

test('one group per top-level instruction, with its program and depth per line', () => {
  const g = groupLogs(SWAP);
  expect(g.map((x) => x.programId)).toEqual([
    'ComputeBudget111111111111111111111111111111',
    'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
    'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc',
  ]);
  expect(g.map((x) => x.index)).toEqual([0, 1, 2]);
  expect(g[1].lines.map((l) => l.depth)).toEqual([1, 1, 2, 2, 2, 2, 2, 1, 1]);
});

test("an instruction's compute units are its own depth-1 'consumed' line, not an inner call's", () => {
  const g = groupLogs(SWAP);
  expect(g[0].computeUnits).toBeNull();
  expect(g[1].computeUnits).toBe(26000);
  expect(g[2].computeUnits).toBe(71018);
  expect([...unitsByInstruction(g)]).toEqual([
    [0, null],
    [1, 26000],
    [2, 71018],
  ]);
});

test('failed lines are marked and their instruction is failed', () => {
  const g = groupLogs(SWAP);
  expect(g.map((x) => x.failed)).toEqual([false, false, true]);
  expect(g[2].lines.filter(isFailureLine).map((l) => l.text)).toEqual([SWAP[13], SWAP[15]]);
  expect(g[1].lines.some(isFailureLine)).toBe(false);
});

test('no logs, stray lines and a truncated log', () => {
  expect(groupLogs([])).toEqual([]);
  const g = groupLogs(['Log truncated']);
  expect(g).toHaveLength(1);
  expect(g[0]).toMatchObject({ programId: null, failed: false });
  const t = groupLogs(['Program X invoke [1]', 'Program log: hi', 'Log truncated']);
  expect(t[0]).toMatchObject({ programId: 'X', failed: false, computeUnits: null });
  const p = groupLogs([
    'Program X invoke [1]',
    'Program failed to complete: exceeded CUs meter at BPF instruction',
  ]);
  expect(p[0].failed).toBe(true);
});
