import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { answerEncoding, compressAnswer } from './compression';

test('an answer goes in the encoding the request prefers, brotli first when both are as welcome', () => {
  expect(answerEncoding('gzip, deflate, br, zstd')).toBe('br');
  expect(answerEncoding('gzip, deflate')).toBe('gzip');
  expect(answerEncoding('GZIP')).toBe('gzip');
  expect(answerEncoding('x-gzip')).toBe('gzip');
  expect(answerEncoding('*')).toBe('gzip');
  expect(answerEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
  expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
});

test('no encoding when the request asks for none the server offers', () => {
  expect(answerEncoding(undefined)).toBeNull();
  expect(answerEncoding('')).toBeNull();
  expect(answerEncoding('identity')).toBeNull();
  expect(answerEncoding('deflate, zstd')).toBeNull();
  expect(answerEncoding('br;q=0, gzip;q=0')).toBeNull();
});

test('a compressed answer opens to the same text, in both encodings', () => {
  const json = JSON.stringify({ names: Array.from({ length: 300 }, (_, i) => `holder-é-${i}`) });
  expect(brotliDecompressSync(compressAnswer(json, 'br')).toString()).toBe(json);
  expect(gunzipSync(compressAnswer(Buffer.from(json), 'gzip')).toString()).toBe(json);
});
