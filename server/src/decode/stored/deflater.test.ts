import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Deflater } from './deflater';
import { DICTIONARY_V4 } from './dictionary';

const fixture = fs.readFileSync(path.join(__dirname, '../../../test/fixtures/mint-to.mainnet.json'));
const inflate = (b: Buffer) => inflateRawSync(b, { dictionary: DICTIONARY_V4 });
const oneShot = (b: Buffer) => deflateRawSync(b, { level: 1, dictionary: DICTIONARY_V4 });

describe('Deflater', () => {
  const deflater = new Deflater(1, DICTIONARY_V4);

  it('compresses entries of every length in any order, each inflating to itself', () => {
    // Long entries before short ones leave their bytes in the engine's window past the short ones' ends.
    let at = 0;
    let ours = 0;
    let theirs = 0;
    for (let i = 0; i < 2000; i++) {
      const length = (i * 7919) % 3000;
      at = (at + 7907) % (fixture.length - length);
      const input = fixture.subarray(at, at + length);
      const out = deflater.run(input);
      expect(inflate(out).equals(input)).toBe(true);
      ours += out.length;
      theirs += oneShot(input).length;
    }
    // As small as a fresh engine's output, to within a byte in a thousand.
    expect(Math.abs(ours - theirs)).toBeLessThan(theirs / 1000);
  });

  it('gives what deflateRawSync gives on a fresh engine', () => {
    const input = fixture.subarray(0, 1500);
    expect(new Deflater(1, DICTIONARY_V4).run(input).equals(oneShot(input))).toBe(true);
    expect(deflater.run(Buffer.alloc(0)).equals(oneShot(Buffer.alloc(0)))).toBe(true);
  });

  it('compresses an entry whose output outgrows its buffer, and the next one after it', () => {
    const huge = crypto.randomBytes(100_000);
    expect(inflate(deflater.run(huge)).equals(huge)).toBe(true);
    const small = fixture.subarray(0, 800);
    expect(inflate(deflater.run(small)).equals(small)).toBe(true);
  });

  it('hands back a buffer of its own, not a view the next call overwrites', () => {
    const first = deflater.run(fixture.subarray(0, 700));
    const copy = Buffer.from(first);
    deflater.run(crypto.randomBytes(2000));
    expect(first.equals(copy)).toBe(true);
  });
});
