import { chainHead } from './head';

const stats = {
  slot: 1000,
  blockHeight: 990,
  epoch: 2,
  epochInfo: { epoch: 2, slotIndex: 100, slotsInEpoch: 432, absoluteSlot: 1000 },
};

test('no stats, no head', () => {
  expect(chainHead(undefined, { slot: 5, height: 5 })).toBeNull();
});

test("the stats' head, with the epoch's real first and last slot and progress", () => {
  expect(chainHead(stats, undefined)).toEqual({
    slot: 1000,
    blockHeight: 990,
    epoch: 2,
    slotIndex: 100,
    slotsInEpoch: 432,
    firstSlot: 900,
    lastSlot: 1331,
    progress: (100 / 432) * 100,
  });
});

test('a newer streamed block moves slot, height and the epoch position', () => {
  const h = chainHead(stats, { slot: 1010, height: 1000 });
  expect(h).toMatchObject({
    slot: 1010,
    blockHeight: 1000,
    epoch: 2,
    slotIndex: 110,
    firstSlot: 900,
    lastSlot: 1331,
  });
});

test('an older block does not move the head back', () => {
  expect(chainHead(stats, { slot: 990, height: 980 })).toMatchObject({ slot: 1000, blockHeight: 990 });
});

test('passing the end of the epoch starts the next one', () => {
  const h = chainHead(stats, { slot: 1000 + 340, height: 1320 });
  expect(h).toMatchObject({ slot: 1340, epoch: 3, slotIndex: 8, firstSlot: 1332, lastSlot: 1763 });
});
