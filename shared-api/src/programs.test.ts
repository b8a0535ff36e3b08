import bs58 from 'bs58';
import { PROGRAM_NAMES, WELL_KNOWN_PROGRAM_NAMES, findProgramsByName, knownProgramName } from './programs';

describe('known programs', () => {
  it('every id is a 32-byte base58 address and every name is non-empty', () => {
    for (const [id, name] of Object.entries(PROGRAM_NAMES)) {
      expect(bs58.decode(id)).toHaveLength(32);
      expect(name.trim().length).toBeGreaterThan(0);
    }
  });

  it('names the widely used mainnet programs', () => {
    expect(knownProgramName('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBe('Jupiter Aggregator v6');
    expect(knownProgramName('675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8')).toBe('Raydium AMM v4');
    expect(knownProgramName('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc')).toBe('Orca Whirlpools');
    expect(knownProgramName('MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD')).toBe('Marinade Finance');
    expect(Object.keys(WELL_KNOWN_PROGRAM_NAMES).length).toBeGreaterThanOrEqual(40);
  });

  it('an unknown id or an inherited property name is not a program', () => {
    expect(knownProgramName('So11111111111111111111111111111111111111112')).toBeNull();
    expect(knownProgramName('constructor')).toBeNull();
    expect(knownProgramName('toString')).toBeNull();
  });

  it('finds programs by name, names starting with the query first', () => {
    const hits = findProgramsByName('raydium');
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(hits.every((h) => h.name.startsWith('Raydium'))).toBe(true);
    expect(findProgramsByName('pool').map((h) => h.name)).toContain('SPL Stake Pool');
    expect(findProgramsByName('j')).toEqual([]);
  });
});
