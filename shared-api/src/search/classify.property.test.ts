// Property tests of the search classifier: any string (binary, unicode, huge, base58-shaped) is
// classified without throwing, every suggestion routes to one of the app's paths, and the
// value a route carries is always URL-encoded.
import bs58 from 'bs58';
import fc from 'fast-check';
import { entityPath, type EntityResolver } from '../pages';
import { ADDRESS_PATTERN, SIGNATURE_PATTERN } from '../contract/common';
import { ENTITY_PAGES } from '../testing/entityPages';
import { classifySearch, isBase58, searchPath, searchTarget } from './index';

/** The entity pages as the remotes publish them. */
const site: EntityResolver = (entity, value) => entityPath(ENTITY_PAGES, entity, value);

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const base58ish = fc
  .array(fc.constantFrom(...B58.split('')), { minLength: 0, maxLength: 100 })
  .map((a) => a.join(''));
const anyQuery = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  base58ish,
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('', ' ', '0', '-1', '1e9', '9'.repeat(300), `${'A'.repeat(44)}\u0000`, '\ud800'),
);

/** The type of a query's first suggestion ('unknown' without one). */
const classifyType = (q: string) => classifySearch(q)[0]?.type ?? 'unknown';

test('classifySearch/classifyType/isBase58 accept any string', () => {
  fc.assert(
    fc.property(anyQuery, (q) => {
      const suggestions = classifySearch(q);
      expect(Array.isArray(suggestions)).toBe(true);
      const type = classifyType(q);
      expect(['transaction', 'block', 'address', 'token', 'coin', 'unknown']).toContain(type);
      expect(typeof isBase58(q)).toBe('boolean');
      for (const s of suggestions) {
        const target = searchPath(searchTarget(s.type, s.value, q), site) ?? '';
        expect(target.startsWith('/')).toBe(true);
        expect(target).not.toMatch(/[\s#]/);
      }
    }),
    { numRuns: 1500 },
  );
});

test('10 KB queries of digits, base58 and unicode are never suggested as anything', () => {
  for (const q of ['9'.repeat(10_000), 'z'.repeat(10_000), '\u{1F600}'.repeat(2_500)]) {
    expect(classifyType(q)).toBe('unknown');
  }
});

test('a suggested address decodes to 32 bytes and a suggested transaction to 64', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        base58ish,
        fc.uint8Array({ minLength: 0, maxLength: 70 }).map((b) => bs58.encode(b)),
      ),
      (q) => {
        for (const s of classifySearch(q)) {
          if (s.type === 'address') expect(bs58.decode(s.value)).toHaveLength(32);
          if (s.type === 'transaction') expect(bs58.decode(s.value)).toHaveLength(64);
        }
      },
    ),
    { numRuns: 1500 },
  );
});

test('every transaction and address the search suggests is one the API accepts', () => {
  // Any 64 or 32 bytes: leading zero bytes and small values encode shorter than the typical 87–88 / 43–44.
  const bytes = (length: number) =>
    fc
      .tuple(
        fc.uint8Array({ minLength: length, maxLength: length }),
        fc.nat({ max: length }),
        fc.nat({ max: 255 }),
      )
      .map(([b, zeros, top]) => {
        b.fill(0, 0, zeros);
        if (zeros < length) b[zeros] = Math.min(b[zeros], top);
        return b;
      });
  const signature = new RegExp(SIGNATURE_PATTERN);
  const address = new RegExp(ADDRESS_PATTERN);
  fc.assert(
    fc.property(fc.oneof(bytes(64), bytes(32)), (b) => {
      const q = bs58.encode(b);
      const type = classifyType(q);
      expect(type).toBe(b.length === 64 ? 'transaction' : 'address');
      expect(q).toMatch(b.length === 64 ? signature : address);
    }),
    { numRuns: 3000 },
  );
});

test('a search target encodes any value into one path segment', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('transaction', 'block', 'address', 'token', 'other'),
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      (type, value) => {
        const t = searchPath(searchTarget(type, value), site) ?? '';
        // An empty value names no page: it is answered as a query (no suggestion ever has one).
        if (type === 'other' || value === '') expect(t.startsWith('/?search=')).toBe(true);
        else expect(t.split('/')).toHaveLength(3);
      },
    ),
    { numRuns: 2000 },
  );
});
