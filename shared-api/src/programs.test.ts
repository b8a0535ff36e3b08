import bs58 from 'bs58';
import {
  NATIVE_PROGRAMS,
  PROGRAM_NAMES,
  SPECIAL_ACCOUNT_NAMES,
  SYSVAR_NAMES,
  SYSVARS,
  WELL_KNOWN_PROGRAM_NAMES,
  WELL_KNOWN_PROGRAMS,
  findProgramsByName,
  isSysvar,
  knownAccountName,
  knownProgramName,
  nativeProgramName,
  programCategory,
} from './programs';

const TABLES = {
  native: NATIVE_PROGRAMS,
  wellKnown: WELL_KNOWN_PROGRAMS,
  sysvars: SYSVAR_NAMES,
  special: SPECIAL_ACCOUNT_NAMES,
};

describe('known programs', () => {
  it('every id of every table is a 32-byte base58 address', () => {
    for (const table of Object.values(TABLES))
      for (const id of Object.keys(table))
        expect({ id, bytes: bs58.decode(id).length }).toEqual({ id, bytes: 32 });
  });

  it('no id is in two tables, so an address has one name', () => {
    const seen = new Map<string, string>();
    for (const [tableName, table] of Object.entries(TABLES))
      for (const id of Object.keys(table)) {
        expect({ id, also: seen.get(id) }).toEqual({ id, also: undefined });
        seen.set(id, tableName);
      }
  });

  it('no two addresses share a name: a name found by search leads to one page', () => {
    const byName = new Map<string, string>();
    const names = [
      ...Object.entries(PROGRAM_NAMES),
      ...Object.entries(SYSVAR_NAMES),
      ...Object.entries(SPECIAL_ACCOUNT_NAMES),
    ];
    for (const [id, name] of names) {
      const key = name.trim().toLowerCase();
      expect({ name, other: byName.get(key) }).toEqual({ name, other: undefined });
      byName.set(key, id);
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(0);
    }
  });

  it('the names table is the native and the well-known programs together', () => {
    expect(Object.keys(PROGRAM_NAMES).length).toBe(
      Object.keys(NATIVE_PROGRAMS).length + Object.keys(WELL_KNOWN_PROGRAMS).length,
    );
    for (const [id, [name]] of Object.entries(WELL_KNOWN_PROGRAMS))
      expect(WELL_KNOWN_PROGRAM_NAMES[id]).toBe(name);
  });

  it('names the widely used mainnet programs, and more than a leading explorer does', () => {
    expect(knownProgramName('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBe('Jupiter Aggregator v6');
    expect(knownProgramName('675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8')).toBe('Raydium AMM v4');
    expect(knownProgramName('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc')).toBe('Orca Whirlpools');
    expect(knownProgramName('MarBmsSgKXdrN1egZf5sqe1TMai9K1rChYNDJgjq7aD')).toBe('Marinade Finance');
    expect(knownProgramName('MFv2hWf31Z9kbCa1snEPYctwafyhdvnV7FZnsebVacA')).toBe('marginfi v2');
    expect(knownProgramName('ZETAxsqBRek56DhiGXrn75yj2NHU3aYUnxvHXpkf3aD')).toBe('Zeta Markets');
    expect(knownProgramName('E588QtVUvresuXq2KoNEwAmoifCzYGpRBdHByN9KQMbi')).toBe('Hyperlane Mailbox');
    expect(knownProgramName('gSbePebfvPy7tRqimPoVecS2UsBvYv46ynrzWocc92s')).toBe('Pyth Oracle (devnet)');
    // Solana Explorer names 63 programs; every one of them is here.
    expect(Object.keys(PROGRAM_NAMES).length).toBeGreaterThanOrEqual(150);
  });

  it('every program has a category', () => {
    expect(programCategory('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBe('aggregator');
    expect(programCategory('11111111111111111111111111111111')).toBe('native');
    expect(programCategory('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe('token');
    expect(programCategory('FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH')).toBe('oracle');
    expect(programCategory('So11111111111111111111111111111111111111112')).toBeNull();
    for (const id of Object.keys(PROGRAM_NAMES)) expect(programCategory(id)).not.toBeNull();
  });

  it("names the chain's own programs alone for pages that show only those", () => {
    expect(nativeProgramName('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')).toBe('Token-2022 Program');
    expect(nativeProgramName('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe('Token Program');
    expect(nativeProgramName('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBeNull();
    expect(nativeProgramName('valueOf')).toBeNull();
  });

  it('an unknown id or an inherited property name is not a program', () => {
    expect(knownProgramName('So11111111111111111111111111111111111111112')).toBeNull();
    expect(knownProgramName('constructor')).toBeNull();
    expect(knownProgramName('toString')).toBeNull();
    expect(programCategory('toString')).toBeNull();
    expect(knownAccountName('hasOwnProperty')).toBeNull();
  });

  it('sysvars and special accounts are named as Solana explorers name them', () => {
    expect(knownAccountName('SysvarRent111111111111111111111111111111111')).toBe('Sysvar: Rent');
    expect(knownAccountName('SysvarC1ock11111111111111111111111111111111')).toBe('Sysvar: Clock');
    expect(knownAccountName('1nc1nerator11111111111111111111111111111111')).toBe('Incinerator');
    expect(knownAccountName('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')).toBe('Jupiter Aggregator v6');
    expect(knownAccountName('So11111111111111111111111111111111111111112')).toBeNull();
    expect(new Set(Object.keys(SYSVAR_NAMES))).toEqual(new Set(SYSVARS));
    expect(SYSVARS.every(isSysvar)).toBe(true);
    expect(isSysvar('11111111111111111111111111111111')).toBe(false);
  });

  it('finds programs by name, names starting with the query first', () => {
    const hits = findProgramsByName('raydium');
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(hits.every((h) => h.name.startsWith('Raydium'))).toBe(true);
    expect(findProgramsByName('stake pool').map((h) => h.name)).toContain('SPL Stake Pool');
    expect(findProgramsByName('j')).toEqual([]);
  });
});
