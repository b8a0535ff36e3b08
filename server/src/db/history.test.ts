// Posting lists keep every position exactly, in any order given, across gaps of any size.
import fc from 'fast-check';
import { packPositions, unpackPositions } from './history';

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
