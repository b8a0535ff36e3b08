import fc from 'fast-check';
import { joinEntries, newestFirst, packEntries, unpackEntries, type WalletEntry } from './postings';

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

test('a joined row holds the newer row then the older one, as if packed together', () => {
  const arbEntry = fc.record({
    tx: fc.integer({ min: 0, max: 2 ** 50 }),
    position: fc.integer({ min: 0, max: 500 }),
    mint: fc.option(fc.integer({ min: 0, max: 2 ** 40 }), { nil: null }),
    action: fc.integer({ min: 0, max: 20 }),
    direction: fc.integer({ min: 0, max: 3 }),
  });
  fc.assert(
    fc.property(
      fc.uniqueArray(arbEntry, { minLength: 2, maxLength: 200, selector: (e) => `${e.tx}:${e.position}` }),
      fc.integer({ min: 1, max: 199 }),
      (list, cut) => {
        const sorted = [...list].sort(newestFirst);
        // Rows never share a transaction: the cut falls between two transactions.
        let at = Math.min(cut, sorted.length - 1);
        while (at < sorted.length && sorted[at].tx === sorted[at - 1].tx) at++;
        fc.pre(at < sorted.length);
        const newer = packEntries(sorted.slice(0, at));
        const older = packEntries(sorted.slice(at));
        const joined = joinEntries(
          { first_tx: newer.first, entries: newer.entries },
          { last_tx: older.last, entries: older.entries },
        );
        expect(joined).toEqual(packEntries(list).entries);
        expect(unpackEntries(newer.last, joined)).toEqual(sorted);
      },
    ),
  );
});

test('wallet rows that overlap are not joined', () => {
  const a = packEntries([entry(10, 0, null), entry(20, 0, null)]);
  const b = packEntries([entry(15, 0, null)]);
  expect(() =>
    joinEntries({ first_tx: a.first, entries: a.entries }, { last_tx: b.last, entries: b.entries }),
  ).toThrow(/overlap/);
});

test('entries given oldest first (as the writer gathers them) pack as the same entries in any order', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(
        fc.record({
          tx: fc.integer({ min: 0, max: 2 ** 40 }),
          position: fc.integer({ min: 0, max: 1000 }),
          mint: fc.option(fc.integer({ min: 0, max: 2 ** 32 })),
        }),
        { minLength: 1, maxLength: 100, selector: (e) => `${e.tx}:${e.position}` },
      ),
      (raw) => {
        const list = raw.map((e) => entry(e.tx, e.position, e.mint, 1, 1));
        const oldestFirst = [...list].sort((a, b) => newestFirst(b, a));
        const given = [...oldestFirst];
        expect(packEntries(oldestFirst)).toEqual(packEntries(list));
        expect(oldestFirst).toEqual(given);
      },
    ),
  );
});
