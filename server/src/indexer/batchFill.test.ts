// A batch being assembled waits for the next slot far behind the tip and is written at once near it,
// where "near" means both within 64 slots and fewer transactions left than a batch holds.
import { batchIsDue, batchLimit, CATCH_UP_DISTANCE, SlotLoad } from './batchFill';

const FILL = 8_000;

test('a full batch is written whatever the distance', () => {
  expect(batchIsDue(FILL, FILL, 10_000, 600)).toBe(true);
  expect(batchIsDue(FILL + 1, FILL, 1, 600)).toBe(true);
});

test('far behind the tip a batch waits until it is full', () => {
  expect(batchIsDue(600, FILL, CATCH_UP_DISTANCE + 1, 0)).toBe(false);
  expect(batchIsDue(FILL - 1, FILL, 1_000, 5)).toBe(false);
});

test('at the tip a ready batch is written at once', () => {
  expect(batchIsDue(600, FILL, 1, 600)).toBe(true);
  expect(batchIsDue(10, FILL, CATCH_UP_DISTANCE, 10)).toBe(true);
});

test('slots near the tip that hold more than a batch still fill it', () => {
  // 64 slots of 600 transactions are 38,400: the batch waits for its 8,000.
  expect(batchIsDue(600, FILL, CATCH_UP_DISTANCE, 600)).toBe(false);
  // Thirteen slots of 600 (7,800) would not fill one: written as soon as the next slot is late.
  expect(batchIsDue(600, FILL, 14, 600)).toBe(false);
  expect(batchIsDue(600, FILL, 13, 600)).toBe(true);
});

test('the rate follows the slots seen, skipped ones counting none', () => {
  const load = new SlotLoad();
  expect(load.perSlot()).toBe(0);
  load.add(600);
  expect(load.perSlot()).toBe(600);
  for (let i = 0; i < 400; i++) load.add(i % 2 ? 0 : 20);
  expect(load.perSlot()).toBeGreaterThan(8);
  expect(load.perSlot()).toBeLessThan(12);
});

test("a batch's size tapers from the maximum to the catch-up size as the tip nears", () => {
  const MAX = 16_000;
  expect(batchLimit(MAX, FILL, 10_000, 600)).toBe(MAX);
  expect(batchLimit(MAX, FILL, 40, 600)).toBe(12_000);
  expect(batchLimit(MAX, FILL, 20, 600)).toBe(FILL);
  expect(batchLimit(MAX, FILL, 1, 600)).toBe(FILL);
  // No rate yet, or a catch-up size above the maximum: the bounds as given.
  expect(batchLimit(MAX, FILL, 100, 0)).toBe(FILL);
  expect(batchLimit(600, 100_000, 5, 600)).toBe(600);
});
