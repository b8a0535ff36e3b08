import { newestFirst, packEntries, unpackEntries, type WalletEntry } from './postings';

const entry = (
  tx: number,
  position: number,
  mint: number | null,
  action = 0,
  direction = 0,
): WalletEntry => ({
  tx,
  position,
  mint,
  action,
  direction,
});

test('entries come back newest first with every field, whatever order they were given in', () => {
  const entries = [
    entry(5 * 2 ** 16 + 3, 0, null, 0, 1),
    entry(5 * 2 ** 16 + 3, 2, 7, 4, 2),
    entry(900_000_000 * 2 ** 16 + 65_535, 1, 2 ** 40, 6, 0),
    entry(1, 300, 0, 1, 1),
  ];
  const p = packEntries(entries);
  expect(p).toMatchObject({ last: 900_000_000 * 2 ** 16 + 65_535, first: 1, n: 4 });
  expect(unpackEntries(p.last, p.entries)).toEqual([...entries].sort(newestFirst));
});

test('a movement of one transaction costs a few bytes', () => {
  const entries = Array.from({ length: 100 }, (_, i) =>
    entry(300_000_000 * 2 ** 16 + i * 40, i % 3, 12_345, 0, 1),
  );
  expect(packEntries(entries).entries.length).toBeLessThanOrEqual(100 * 5);
});

test('values the format cannot hold and damaged rows are refused', () => {
  expect(() => packEntries([])).toThrow(/at least one/);
  expect(() => packEntries([entry(1, 0, null, 0, 4)])).toThrow(/cannot be stored/);
  const p = packEntries([entry(10, 0, null), entry(5, 0, null)]);
  expect(() => unpackEntries(p.last, p.entries.subarray(0, p.entries.length - 1))).toThrow(/cut short/);
});
