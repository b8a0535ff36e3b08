// Canonical base64 is exactly the text that Buffer's decoder and encoder give back unchanged: the
// stored body keeps an event's bytes only when they come back as the node wrote them.
import fc from 'fast-check';
import { decodeCanonicalBase64, decodedRoom } from './base64';

/** What the codec had judged by: decode with Buffer, encode again, compare. */
function byRoundTrip(s: string): Buffer | null {
  const b = Buffer.from(s, 'base64');
  return b.toString('base64') === s ? b : null;
}

function decoded(s: string, from = 0, to = s.length): Buffer | null {
  const out = Buffer.alloc(decodedRoom(to - from) + 3);
  const n = decodeCanonicalBase64(s, from, to, out, 3);
  return n < 0 ? null : out.subarray(3, 3 + n);
}

test('the bytes of any encoded data come back, from any offset in the text and the output', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 5 }), (bytes, before) => {
      const text = Buffer.from(bytes).toString('base64');
      expect(decoded(text)).toEqual(Buffer.from(bytes));
      const line = `${before}${text} tail`;
      expect(decoded(line, before.length, before.length + text.length)).toEqual(Buffer.from(bytes));
    }),
    { numRuns: 500 },
  );
});

test('text that does not come back as written is refused, as by decoding and encoding again', () => {
  // Near-base64 text: the alphabet, padding, url-safe and stray characters, in any order and length.
  const near = fc
    .array(fc.constantFrom(...'AQgw+/=-_ .\u00e9\u0131\u0141'.split(''), 'A', 'B', 'z', '9'), {
      maxLength: 16,
    })
    .map((chars) => chars.join(''));
  fc.assert(
    fc.property(near, (s) => {
      expect(decoded(s)).toEqual(byRoundTrip(s));
    }),
    { numRuns: 3000 },
  );
});

test('the cases the node never writes', () => {
  for (const s of [
    'QQ',
    'QQ=',
    'QR==',
    'QUI',
    'QUJ=',
    'QUI=\u0000',
    'Q===',
    '====',
    'QU=I',
    '-_-_',
    'QUI= ',
    ' QUI=',
  ]) {
    expect(decoded(s)).toBeNull();
    expect(byRoundTrip(s)).toBeNull();
  }
  // Characters past ASCII whose low seven bits name a base64 digit ('ı' is U+0131, '1' is U+0031).
  expect(decoded('QUJ\u0131')).toBeNull();
  expect(decoded('QU\u0131=')).toBeNull();
  expect(decoded('')).toEqual(Buffer.alloc(0));
  expect(decoded('QQ==')).toEqual(Buffer.from('A'));
  expect(decoded('QUI=')).toEqual(Buffer.from('AB'));
});
