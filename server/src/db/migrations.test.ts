// The terms shipped migrations froze must equal what the live code uses, or the live code would
// miss the partial indexes, sort keys differently or misread posting rows those migrations wrote.
import { packEntries } from '../walletHistory/postings';
import { LISTED_INDEX_WHERE, LISTING_CLASS_SQL } from './listing';
import { SHIPPED } from './migrations';
import { amountKey } from './schema';

test("the tokens list's filter is the text the partial indexes were created with", () => {
  expect(LISTED_INDEX_WHERE).toBe(SHIPPED.listedIndexWhere);
});

test("a mint's listing class is the expression its column was created with", () => {
  expect(LISTING_CLASS_SQL).toBe(SHIPPED.listingClass);
});

test('amount keys are built as the migrations built them', () => {
  for (const amount of [0n, 1n, 42n, 18_446_744_073_709_551_615n, 10n ** 25n])
    expect(SHIPPED.amountKey(amount)).toBe(amountKey(amount));
});

test('wallet posting rows are packed as the migration packed them', () => {
  const entries = [
    { tx: 1_000_000, position: 3, mint: null, action: 2, direction: 1 },
    { tx: 999_000, position: 0, mint: 7, action: 0, direction: 0 },
    { tx: 1_000_000, position: 1, mint: 300, action: 5, direction: 2 },
  ];
  // The rows that migration wrote keep no count of transactions (read as NULL): the bytes agree.
  const { txs, ...bytes } = packEntries(entries);
  expect(SHIPPED.packPostings(entries)).toEqual(bytes);
  expect(txs).toBe(2);
});
