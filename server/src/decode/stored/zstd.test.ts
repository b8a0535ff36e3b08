import crypto from 'node:crypto';
import { DICTIONARY_V3, DICTIONARY_V4 } from './dictionary';
import { zstdEngine } from './zstd';

const zstd = zstdEngine();

describe('zstd with a preset dictionary', () => {
  test('gives back every input, small, repetitive, random and larger than its scratch room', () => {
    const inputs = [
      Buffer.alloc(0),
      Buffer.from('Program log: Instruction: Transfer'),
      Buffer.from('Program log: Instruction: TransferChecked '.repeat(50_000)),
      crypto.randomBytes(300_000),
      Buffer.alloc(5_000_000, 7),
    ];
    for (const input of inputs)
      expect(zstd.decompress(zstd.compress(input, DICTIONARY_V4, -1), DICTIONARY_V4).equals(input)).toBe(
        true,
      );
  });

  test('the dictionary makes small entries smaller', () => {
    const entry = Buffer.from('Instruction: InitializeImmutableOwner Instruction: SyncNative');
    expect(zstd.compress(entry, DICTIONARY_V4, -1).length).toBeLessThan(
      zstd.compress(entry, Buffer.from('unrelated bytes that help nothing at all'), -1).length,
    );
  });

  test('a cut, damaged or foreign frame is a clear error, never a crash or a wrong entry', () => {
    const input = Buffer.from('Program log: Instruction: Swap '.repeat(100));
    const frame = zstd.compress(input, DICTIONARY_V4, -1);
    expect(() => zstd.decompress(frame.subarray(0, frame.length - 2), DICTIONARY_V4)).toThrow(/corrupt body/);
    expect(() => zstd.decompress(Buffer.from('not a frame at all'), DICTIONARY_V4)).toThrow(/corrupt body/);
    expect(() => zstd.decompress(frame, DICTIONARY_V3)).toThrow(/corrupt body/);
  });
});
