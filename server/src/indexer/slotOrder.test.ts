import { insertBySlot } from './slotOrder';

test('blocks are kept lowest slot first, whatever order they arrive in', () => {
  const list: { slot: number; id: number }[] = [];
  [7, 3, 9, 3, 1, 8].forEach((slot, id) => insertBySlot(list, { slot, id }));
  expect(list.map((x) => x.slot)).toEqual([1, 3, 3, 7, 8, 9]);
  // The same slot twice (a retried fetch) keeps arrival order.
  expect(list.filter((x) => x.slot === 3).map((x) => x.id)).toEqual([1, 3]);
});
