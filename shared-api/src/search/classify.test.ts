import bs58 from 'bs58';
import { entityPath, type EntityResolver } from '../pages';
import { ENTITY_PAGES } from '../testing/entityPages';
import {
  classifySearch,
  decodedLength,
  isAddress,
  isBase58,
  searchPath,
  searchTarget,
  wantsNameSearch,
} from './classify';

/** The entity pages as the remotes publish them. */
const site: EntityResolver = (entity, value) => entityPath(ENTITY_PAGES, entity, value);
const goTo = (type: string, value: string, query?: string) =>
  searchPath(searchTarget(type, value, query), site);

/** Base58 of n bytes (a deterministic, non-zero pattern), so its length is what a real key's is. */
const bytes = (n: number, seed = 7) =>
  bs58.encode(Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256 || 1));
const b58 = (n: number) => '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.repeat(3).slice(0, n);
const SIG = bytes(64);
const ADDR = bytes(32);

/** The type of a query's first suggestion ('unknown' without one). */
const classifyType = (q: string) => classifySearch(q)[0]?.type ?? 'unknown';

describe('classifySearch', () => {
  test('base58 that decodes to 64 bytes is a signature', () => {
    expect(decodedLength(SIG)).toBe(64);
    expect(classifyType(SIG)).toBe('transaction');
  });
  test('base58 that decodes to 32 bytes is an address', () => {
    expect(classifyType(ADDR)).toBe('address');
    expect(classifyType('11111111111111111111111111111111')).toBe('address');
    expect(classifyType('So11111111111111111111111111111111111111112')).toBe('address');
  });
  test('all digits is a block', () => {
    expect(classifySearch(' 12345 ')).toEqual([{ type: 'block', value: '12345', label: 'Block #12345' }]);
    expect(classifySearch('007')[0].value).toBe('7');
    expect(classifyType('0')).toBe('block');
  });
  test('strings that cannot be what they would claim are never suggested', () => {
    // base58 of the right length range but the wrong byte count
    expect(classifySearch(bytes(33))).toEqual([]);
    expect(classifySearch(bytes(31))).toEqual([]);
    expect(classifySearch(bytes(63))).toEqual([]);
    expect(classifySearch(bytes(65))).toEqual([]);
    for (const n of [50, 80, 86, 89, 120, 200]) expect(classifySearch(b58(n))).toEqual([]);
    expect(classifySearch('z'.repeat(200))).toEqual([]);
    expect(classifySearch('9'.repeat(200))).toEqual([]);
  });
  test('non-base58 or short text is unknown', () => {
    expect(classifyType('0OIl' + b58(40))).toBe('unknown');
    expect(classifyType(b58(31))).toBe('unknown');
    expect(classifyType('hello world')).toBe('unknown');
    expect(classifySearch('   ')).toEqual([]);
  });
  test('the coin name finds the native coin, in any case', () => {
    for (const q of ['GOR', 'gor', ' Gor ', 'Gorbagana']) {
      expect(classifySearch(q)).toEqual([
        { type: 'coin', value: 'GOR', label: 'GOR — Gorbagana native coin' },
      ]);
    }
    expect(goTo('coin', 'GOR')).toBe('/top-holders');
    expect(classifyType('GORB')).toBe('unknown');
  });
  test('a link is not classified here (its reader is loaded on demand)', () => {
    expect(classifySearch(`https://solscan.io/account/${ADDR}`)).toEqual([]);
    expect(classifySearch(`/tx/${SIG}`)).toEqual([]);
  });
  test('isBase58', () => {
    expect(isBase58('abc')).toBe(true);
    expect(isBase58('0abc')).toBe(false);
    expect(isBase58('')).toBe(false);
  });
});

describe('wantsNameSearch', () => {
  test('names and symbols of 2 to 64 characters go to the token search', () => {
    expect(wantsNameSearch('bonk')).toBe(true);
    expect(wantsNameSearch('GOR')).toBe(true);
    expect(wantsNameSearch('Wrapped Gor')).toBe(true);
    expect(wantsNameSearch(bytes(33))).toBe(true);
  });
  test('addresses, signatures, blocks, one letter and long text do not', () => {
    expect(wantsNameSearch(ADDR)).toBe(false);
    expect(wantsNameSearch(SIG)).toBe(false);
    expect(wantsNameSearch('12345')).toBe(false);
    expect(wantsNameSearch('a')).toBe(false);
    expect(wantsNameSearch('x'.repeat(65))).toBe(false);
  });
  test('links, paths and scripts are no names', () => {
    expect(wantsNameSearch('https://evil.example/x')).toBe(false);
    expect(wantsNameSearch('/account/x')).toBe(false);
    expect(wantsNameSearch('javascript:alert(1)')).toBe(false);
    expect(wantsNameSearch('data:text/html,x')).toBe(false);
  });
});

describe('targets', () => {
  test('targets', () => {
    expect(goTo('transaction', 'sig')).toBe('/tx/sig');
    expect(goTo('block', '5')).toBe('/block/5');
    expect(goTo('address', 'a')).toBe('/address/a');
    expect(goTo('token', 'm')).toBe('/token/m');
    expect(goTo('unknown', 'x', 'hello world')).toBe('/?search=hello%20world');
  });
  test('an entity no page shows is answered like an unknown query', () => {
    expect(searchTarget('token', 'm', 'bonk')).toEqual({ entity: 'token', value: 'm', query: 'bonk' });
    const noTokens: EntityResolver = (entity, value) =>
      entityPath(
        ENTITY_PAGES.filter((p) => p.entity !== 'token'),
        entity,
        value,
      );
    expect(searchPath(searchTarget('token', 'm', 'bonk'), noTokens)).toBe('/?search=bonk');
    expect(searchPath(searchTarget('block', '5'), noTokens)).toBe('/block/5');
  });
  test('with no front page declared either, a query leads nowhere', () => {
    const nothing: EntityResolver = () => undefined;
    expect(searchPath(searchTarget('unknown', 'x', 'hello'), nothing)).toBeUndefined();
    expect(searchPath(searchTarget('token', 'm'), nothing)).toBeUndefined();
  });
});

describe('isAddress', () => {
  it('accepts 32–44 base58 characters and refuses the rest', () => {
    expect(isAddress('So11111111111111111111111111111111111111112')).toBe(true);
    expect(isAddress('1'.repeat(32))).toBe(true);
    expect(isAddress('1'.repeat(31))).toBe(false);
    expect(isAddress('1'.repeat(45))).toBe(false);
    expect(isAddress('O'.repeat(40))).toBe(false);
    expect(isAddress('')).toBe(false);
  });
});

describe('suggestion labels', () => {
  it('use the short display: first 6, ..., last 4', () => {
    const a = 'So11111111111111111111111111111111111111112';
    expect(classifySearch(a)[0].label).toBe('Address So1111...1112');
    const sig = SIG;
    expect(classifySearch(sig)[0].label).toBe(`Transaction ${sig.slice(0, 6)}...${sig.slice(-4)}`);
  });
});
