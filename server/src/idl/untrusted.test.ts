import { deflateSync } from 'node:zlib';
import { IDL_LIMITS, IdlRefused, inflateIdl, parseIdl } from './untrusted';

describe('untrusted IDLs', () => {
  it('refuses an inflate bomb instead of expanding it', () => {
    const bomb = deflateSync(Buffer.alloc(IDL_LIMITS.maxBytes + 1, 0x20));
    expect(bomb.length).toBeLessThan(10_000);
    expect(() => inflateIdl(bomb)).toThrow(IdlRefused);
    expect(() => inflateIdl(Buffer.from('not zlib'))).toThrow(IdlRefused);
  });

  it('inflates a real-sized IDL', () => {
    const text = JSON.stringify({ name: 'x', instructions: [] });
    expect(inflateIdl(deflateSync(text)).toString()).toBe(text);
  });

  it('refuses deep nesting, too many items and non-objects', () => {
    expect(() => parseIdl('['.repeat(100) + ']'.repeat(100))).toThrow(/nested/);
    expect(() =>
      parseIdl(JSON.stringify({ instructions: Array.from({ length: 1025 }, () => ({})) })),
    ).toThrow(/instructions/);
    expect(() =>
      parseIdl(JSON.stringify({ instructions: [{ accounts: Array.from({ length: 300 }, () => ({})) }] })),
    ).toThrow(/accounts/);
    expect(() => parseIdl('[1,2]')).toThrow(/object/);
    expect(() => parseIdl('{')).toThrow(/JSON/);
    expect(() => parseIdl(Buffer.alloc(IDL_LIMITS.maxBytes + 1, 0x20))).toThrow(/bytes/);
  });

  it('counts brackets inside strings as text', () => {
    expect(parseIdl(JSON.stringify({ docs: '['.repeat(500) }))).toEqual({ docs: '['.repeat(500) });
  });
});
