import {
  addressPart,
  cursorCodec,
  digitKey,
  MALFORMED_CURSOR,
  optional,
  POSITION,
  SLOT,
  TX_INDEX,
  uint,
} from './cursor';
import { HttpError } from './errors';
import { emptyPage, finishPage, limitOf } from './page';

const movement = cursorCodec([SLOT, TX_INDEX, optional(POSITION)], {
  read: ([slot, index, seq]) => ({ slot, index, seq: seq ?? 0 }),
  write: (k: { slot: number; index: number; seq: number }) => [k.slot, k.index, k.seq],
});
const tx = cursorCodec([SLOT, TX_INDEX, optional(POSITION)], {
  read: ([slot, index]) => ({ slot, index }),
  write: (k: { slot: number; index: number }) => [k.slot, k.index, undefined],
});
const holder = cursorCodec([uint(9), digitKey(20), addressPart], {
  read: ([rank, key, owner]) => ({ rank, key, owner }),
  write: (k: { rank: number; key: string; owner: string }) => [k.rank, k.key, k.owner],
});
const OWNER = 'So11111111111111111111111111111111111111112';

function refusal(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return null;
}

test('a cursor reads back as the key it was written from, in the dotted form links carry', () => {
  expect(movement.encode({ slot: 121, index: 3, seq: 2 })).toBe('121.3.2');
  expect(movement.decode('121.3.2')).toEqual({ slot: 121, index: 3, seq: 2 });
  expect(tx.encode({ slot: 121, index: 3 })).toBe('121.3');
  const key = { rank: 7, key: '0'.repeat(19) + '5', owner: OWNER };
  expect(holder.decode(holder.encode(key))).toEqual(key);
  expect(movement.decode(undefined)).toBeUndefined();
});

test('the last slot and index a stored position holds are read', () => {
  expect(movement.decode('137438953471.65535.0')).toEqual({ slot: 137438953471, index: 65535, seq: 0 });
});

test('an optional last part may be left out', () => {
  expect(movement.decode('121.3')).toEqual({ slot: 121, index: 3, seq: 0 });
  expect(tx.decode('121.3.9')).toEqual({ slot: 121, index: 3 });
});

test.each([
  '',
  'abc',
  '1',
  '1.2.3.4',
  '1.x',
  '9999999999999999.1',
  '1.1234567',
  // A slot or an index past what a stored position holds (the database would refuse the number).
  '137438953472.0',
  '999999999999999.0.0',
  '1.65536',
  '1.2.',
  `1.${'0'.repeat(20)}.${OWNER.slice(0, -1)}0`,
])('a malformed cursor %p is a 400 saying so', (text) => {
  const codecs = [movement, tx, holder];
  for (const codec of codecs) {
    const e = refusal(() => codec.decode(text));
    expect(e).toBeInstanceOf(HttpError);
    expect([(e as HttpError).statusCode, (e as HttpError).message]).toEqual([400, MALFORMED_CURSOR]);
  }
});

test('a page keeps `limit` rows, tells whether more follow and writes the cursor after the last', () => {
  const cursorOf = (n: number) => `c${n}`;
  expect(finishPage([1, 2, 3], 2, cursorOf)).toEqual({ rows: [1, 2], hasMore: true, nextCursor: 'c2' });
  expect(finishPage([1, 2], 2, cursorOf)).toEqual({ rows: [1, 2], hasMore: false, nextCursor: null });
  expect(finishPage([], 2, cursorOf)).toEqual(emptyPage());
  expect(limitOf(undefined, { size: 25, max: 100 })).toBe(25);
  expect(limitOf(7, { size: 25, max: 100 })).toBe(7);
});
