// The signature index key is the signature's first six bytes read big-endian, however it is reached:
// from the text (page reads) or from bytes the decoder already holds (the indexer).
import fc from 'fast-check';
import { encodeBase58 } from '../decode/stored/base58';
import { signatureKey, signatureKeyOfBytes } from './txid';

test('the key is the first six bytes, from the text or from the bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
      const expected = Buffer.from(bytes).readUIntBE(0, 6);
      expect(signatureKeyOfBytes(bytes)).toBe(expected);
      expect(signatureKey(encodeBase58(bytes))).toBe(expected);
    }),
    { numRuns: 300 },
  );
  expect(signatureKeyOfBytes(new Uint8Array(64).fill(255))).toBe(2 ** 48 - 1);
});

test('text that is not a 64-byte signature has no key', () => {
  expect(signatureKey('not-base58!')).toBeNull();
  expect(signatureKey(encodeBase58(new Uint8Array(32).fill(9)))).toBeNull();
});
