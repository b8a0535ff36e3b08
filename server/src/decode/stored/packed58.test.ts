import { ByteReader, ByteWriter } from './bytes';
import { encodeBase58 } from './base58';
import { packBase58, packedLength, unpackBase58 } from './packed58';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const pack = (s: string): Buffer | null => {
  const w = new ByteWriter();
  return packBase58(w, s) ? Buffer.from(w.view()) : null;
};

test('every length and every digit at every place reads back exactly, in three bytes per four characters', () => {
  for (let n = 0; n <= 40; n++) {
    for (let k = 0; k < ALPHABET.length; k++) {
      const s = Array.from({ length: n }, (_, i) => ALPHABET[(k + i * 13) % ALPHABET.length]).join('');
      const packed = pack(s) as Buffer;
      expect(packed.length).toBe(packedLength(n));
      expect(packed.length).toBe(Math.floor(n / 4) * 3 + (n % 4));
      expect(unpackBase58(new ByteReader(packed), n)).toBe(s);
    }
  }
  const data = encodeBase58(Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 31) % 256)));
  expect(unpackBase58(new ByteReader(pack(data) as Buffer), data.length)).toBe(data);
});

test('text that is not base58 is not packed and nothing is written', () => {
  // Characters past ASCII whose low seven bits are a digit ('ı' is U+0131, '1' is U+0031) included,
  // in a whole group of four and in the short last group.
  const strays = ['0', 'O', 'I', 'l', '+', 'é', ' ', '\u0131', String.fromCharCode(0x80 + 65)];
  const texts = strays.flatMap((c) => [c, `abc${c}`, `abcd${c}`, `${c}bcdefgh`, `abcdefg${c}`]);
  for (const s of [...texts, '1 2']) {
    const w = new ByteWriter();
    w.byte(7);
    expect(packBase58(w, s)).toBe(false);
    expect(w.pos).toBe(1);
    expect(w.view()).toEqual(Buffer.from([7]));
  }
});

test('bytes no packing makes are refused, and so is a part cut short', () => {
  // 58^4 and above is no group of four digits; 58 and above no single digit.
  expect(() => unpackBase58(new ByteReader(Buffer.from([0xff, 0xff, 0xff])), 4)).toThrow(/corrupt body/);
  expect(() => unpackBase58(new ByteReader(Buffer.from([58])), 1)).toThrow(/corrupt body/);
  expect(() => unpackBase58(new ByteReader(Buffer.from([1, 2])), 4)).toThrow(/corrupt body/);
});
