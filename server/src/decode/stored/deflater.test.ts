import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { Deflater } from './deflater';
import { DICTIONARY_V4 } from './dictionary';

const fixture = fs.readFileSync(path.join(__dirname, '../../../test/fixtures/mint-to.mainnet.json'));

describe('Deflater', () => {
  const deflater = new Deflater(1, DICTIONARY_V4);

  it('gives what deflateRawSync gives, call after call, so bodies read the same either way', () => {
    const inputs = [
      Buffer.alloc(0),
      fixture.subarray(0, 600),
      fixture.subarray(7, 3000),
      crypto.randomBytes(1500),
      fixture.subarray(0, 600),
    ];
    for (const input of inputs) {
      const ours = deflater.run(input);
      expect(ours.equals(deflateRawSync(input, { level: 1, dictionary: DICTIONARY_V4 }))).toBe(true);
      expect(inflateRawSync(ours, { dictionary: DICTIONARY_V4 }).equals(input)).toBe(true);
    }
  });

  it('compresses an entry whose output outgrows its buffer, and the next one after it', () => {
    const huge = crypto.randomBytes(100_000);
    const out = deflater.run(huge);
    expect(inflateRawSync(out, { dictionary: DICTIONARY_V4 }).equals(huge)).toBe(true);
    const small = fixture.subarray(0, 800);
    expect(deflater.run(small).equals(deflateRawSync(small, { level: 1, dictionary: DICTIONARY_V4 }))).toBe(
      true,
    );
  });

  it('hands back a buffer of its own, not a view the next call overwrites', () => {
    const first = deflater.run(fixture.subarray(0, 700));
    const copy = Buffer.from(first);
    deflater.run(crypto.randomBytes(2000));
    expect(first.equals(copy)).toBe(true);
  });
});
