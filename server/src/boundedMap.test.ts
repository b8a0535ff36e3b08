import { BoundedMap } from './boundedMap';

test('once full, a new key takes the place of the oldest, and an update displaces nothing', () => {
  const m = new BoundedMap<string, number>(3);
  for (const [i, k] of ['a', 'b', 'c'].entries()) m.set(k, i);
  m.set('c', 30);
  expect([...m]).toEqual([
    ['a', 0],
    ['b', 1],
    ['c', 30],
  ]);
  for (let i = 0; i < 100; i++) m.set(`key ${i}`, i);
  expect(m.size).toBe(3);
  expect([...m.keys()]).toEqual(['key 97', 'key 98', 'key 99']);
});
