import { NATIVE_MINT } from 'shared-api/programs';
import { mintStateKnown } from './metadata';
import { listedToken, listedTokensMatching, namedMint, TOKEN_LIST, tokenNames } from './names';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

test('every listed mint is a base58 address and every entry is named', () => {
  for (const [mint, t] of Object.entries(TOKEN_LIST)) {
    expect(mint).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(t.name.trim()).not.toBe('');
    expect(t.symbol.trim()).not.toBe('');
  }
  expect(listedToken(NATIVE_MINT)).toEqual({ name: 'Wrapped GOR', symbol: 'wGOR' });
  expect(listedToken('constructor')).toBeNull();
});

test('a search finds listed mints by symbol or name, an exact symbol first', () => {
  expect(listedTokensMatching('usdc', 5)[0]).toEqual({ address: USDC, name: 'USD Coin', symbol: 'USDC' });
  expect(listedTokensMatching('USD', 5).map((t) => t.symbol)).toEqual(
    expect.arrayContaining(['USDC', 'USDT']),
  );
  expect(listedTokensMatching('wrapped gor', 5).map((t) => t.address)).toEqual([NATIVE_MINT]);
  expect(listedTokensMatching('  ', 5)).toEqual([]);
  expect(listedTokensMatching('%', 5)).toEqual([]);
  expect(listedTokensMatching('o', 2)).toHaveLength(2);
});

test("a mint's own metadata names it first, the token list next, else nothing", () => {
  expect(tokenNames({ address: USDC, name: 'Mine', symbol: 'MINE' })).toEqual({
    name: 'Mine',
    symbol: 'MINE',
    nameSource: 'metadata',
  });
  expect(tokenNames({ address: NATIVE_MINT, name: null, symbol: null })).toEqual({
    name: 'Wrapped GOR',
    symbol: 'wGOR',
    nameSource: 'tokenList',
  });
  expect(tokenNames({ address: 'x', name: null, symbol: null })).toEqual({
    name: null,
    symbol: null,
    nameSource: null,
  });
});

test('supply and authorities are known when followed from creation or read from the node', () => {
  expect(mintStateKnown({ supply_tracked: 1, needs_refresh: 1 })).toBe(true);
  expect(mintStateKnown({ supply_tracked: 0, needs_refresh: 0 })).toBe(true);
  expect(mintStateKnown({ supply_tracked: 0, needs_refresh: 1 })).toBe(false);
  // the node held no such mint
  expect(mintStateKnown({ supply_tracked: 0, needs_refresh: 2 })).toBe(false);
  expect(mintStateKnown({ supply_tracked: 1, needs_refresh: 2 })).toBe(true);
});

test('a name or symbol of its own keeps a mint from the list’s', () => {
  expect(namedMint(USDC, null, 'MINE')).toEqual({ name: null, symbol: 'MINE' });
  expect(namedMint(USDC, undefined, undefined)).toEqual({ name: 'USD Coin', symbol: 'USDC' });
  expect(namedMint('x', null, null)).toEqual({ name: null, symbol: null });
});
