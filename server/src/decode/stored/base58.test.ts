// The base58 codec gives exactly bs58's answers, leading zero bytes and long inputs included, and
// refuses what is not base58.
import bs58 from 'bs58';
import fc from 'fast-check';
import { decodeBase58, encodeBase58 } from './base58';

test('encode and decode agree with bs58 on any bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 600 }), fc.nat({ max: 4 }), (body, zeros) => {
      const bytes = new Uint8Array([...new Array<number>(zeros).fill(0), ...body]);
      const text = bs58.encode(bytes);
      expect(encodeBase58(bytes)).toBe(text);
      expect(Buffer.from(decodeBase58(text)).equals(Buffer.from(bytes))).toBe(true);
    }),
    { numRuns: 500 },
  );
});

test('the edge cases: empty, all zeros, a 64-byte signature', () => {
  expect(encodeBase58(new Uint8Array())).toBe('');
  expect(decodeBase58('')).toEqual(new Uint8Array());
  expect(encodeBase58(new Uint8Array(3))).toBe('111');
  expect(decodeBase58('111')).toEqual(new Uint8Array(3));
  const sig = new Uint8Array(64).fill(255);
  expect(encodeBase58(sig)).toBe(bs58.encode(sig));
});

test('a character outside the alphabet is refused', () => {
  expect(() => decodeBase58('abc0')).toThrow(/base58/);
  expect(() => decodeBase58('IlO')).toThrow(/base58/);
  expect(() => decodeBase58('é')).toThrow(/base58/);
});
