import { blockListIndexOf, packBlockListIndex, unpackBlockListIndex } from './blockListIndex';

const A = 'A'.repeat(32);
const B = 'B'.repeat(32);

test("a block's failed and per-program positions, each transaction once per program", () => {
  const index = blockListIndexOf([
    { index: 0, failed: false, programs: [A, A] },
    { index: 1, failed: true, programs: [B, A] },
    { index: 2, failed: true, programs: [] },
    { index: 300, failed: false, programs: [B] },
  ]);
  expect(index).toEqual({
    failed: [1, 2],
    programs: [
      { program: A, positions: [0, 1] },
      { program: B, positions: [1, 300] },
    ],
  });
});

test('stored and read back with the address ids', () => {
  const ids = new Map([
    [A, 7],
    [B, 1_000_000],
  ]);
  const index = {
    failed: [0, 5, 65_535],
    programs: [
      { program: A, positions: [1, 2, 3] },
      { program: B, positions: [] },
    ],
  };
  const bytes = packBlockListIndex(index, (a) => ids.get(a) ?? -1);
  expect(unpackBlockListIndex(bytes)).toEqual({
    failed: [0, 5, 65_535],
    programs: [
      { programId: 7, positions: [1, 2, 3] },
      { programId: 1_000_000, positions: [] },
    ],
  });
  expect(unpackBlockListIndex(packBlockListIndex({ failed: [], programs: [] }, () => 0))).toEqual({
    failed: [],
    programs: [],
  });
  expect(() => unpackBlockListIndex(bytes.subarray(0, bytes.length - 1))).toThrow('cut short');
});
