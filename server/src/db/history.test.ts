// Posting lists keep every position exactly, in any order given, across gaps of any size.
import fc from 'fast-check';
import { joinPositions, packPositions, unpackPositions } from './history';

test('positions come back newest first, exactly', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 52 }), { minLength: 1, maxLength: 300 }),
      (list) => {
        const p = packPositions(list);
        const back = unpackPositions(p.last, p.gaps);
        expect(back).toEqual([...list].sort((a, b) => b - a));
        expect([p.first, p.n]).toEqual([Math.min(...list), list.length]);
      },
    ),
  );
});

test('a cut gap list is refused', () => {
  const p = packPositions([1, 2 ** 40]);
  expect(() => unpackPositions(p.last, p.gaps.subarray(0, p.gaps.length - 1))).toThrow(/cut short/);
});

test('a joined row holds the newer row then the older one, as if packed together', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 52 }), { minLength: 2, maxLength: 300 }),
      fc.integer({ min: 1, max: 299 }),
      (list, cut) => {
        const desc = [...list].sort((a, b) => b - a);
        const at = Math.min(cut, desc.length - 1);
        const newer = packPositions(desc.slice(0, at));
        const older = packPositions(desc.slice(at));
        const joined = joinPositions(
          { first_tx: newer.first, txs: newer.gaps },
          { last_tx: older.last, txs: older.gaps },
        );
        expect(joined).toEqual(packPositions(list).gaps);
        expect(unpackPositions(newer.last, joined)).toEqual(desc);
      },
    ),
  );
});

test('rows that overlap are not joined', () => {
  const a = packPositions([10, 20]);
  const b = packPositions([15, 30]);
  expect(() => joinPositions({ first_tx: a.first, txs: a.gaps }, { last_tx: b.last, txs: b.gaps })).toThrow(
    /overlap/,
  );
});

test('a list given oldest first (as the writer gathers it) packs as the same list in any order', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 52 }), { minLength: 1, maxLength: 200 }),
      (list) => {
        const oldestFirst = [...list].sort((a, b) => a - b);
        const given = [...oldestFirst];
        expect(packPositions(oldestFirst)).toEqual(packPositions(list));
        expect(oldestFirst).toEqual(given);
      },
    ),
  );
});
