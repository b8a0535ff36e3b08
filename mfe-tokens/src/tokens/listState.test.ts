import { TOKENS_PAGE_SIZE, type TokenListItem } from 'shared-api';
import {
  INITIAL_STATE,
  hiddenByFilters,
  hiddenText,
  paramsForState,
  stateFromParams,
  countQuery,
  effectiveFilters,
  fallbackQuery,
  listReducer,
  localPage,
  nextSort,
  pageCount,
  pagedQuery,
  NO_PRICE_FEED_REASON,
  NO_TOKEN_PRICES_REASON,
  PRICE_FEED_DOWN_REASON,
  unavailableSorts,
  withAvailableSort,
} from './listState';
import { listItem } from '../test/fixtures';

test('default sort is holders descending; same key flips, a new key sorts descending', () => {
  expect(INITIAL_STATE.sort).toEqual({ key: 'holders', dir: 'desc' });
  const flipped = nextSort(INITIAL_STATE.sort, 'holders');
  expect(flipped).toEqual({ key: 'holders', dir: 'asc' });
  expect(nextSort(flipped, 'holders')).toEqual({ key: 'holders', dir: 'desc' });
  expect(nextSort(flipped, 'volume')).toEqual({ key: 'volume', dir: 'desc' });
  expect(nextSort({ key: 'price', dir: 'asc' }, 'marketCap')).toEqual({ key: 'marketCap', dir: 'desc' });
});

test('filters are all on by default and sent to the server', () => {
  expect(pagedQuery(INITIAL_STATE)).toEqual({
    limit: TOKENS_PAGE_SIZE,
    offset: 0,
    sort: 'holders',
    order: 'desc',
    hideNoMetadata: true,
    hideLowSupply: true,
    hideZeroSupply: true,
  });
});

test('typing a search turns the filters off and resets to page 1; clearing it restores them', () => {
  let s = listReducer(INITIAL_STATE, { type: 'page', page: 3 });
  s = listReducer(s, { type: 'search', text: '  trash ' });
  expect(s.page).toBe(1);
  expect(effectiveFilters(s)).toEqual({ hideNoMetadata: false, hideLowSupply: false, hideZeroSupply: false });
  expect(pagedQuery(s)).toEqual({ limit: 50, offset: 0, search: 'trash', sort: 'holders', order: 'desc' });
  expect(countQuery(s)).toEqual({ search: 'trash' });
  // Filters cannot be changed during a search.
  expect(listReducer(s, { type: 'filter', key: 'hideZeroSupply', on: false })).toBe(s);
  s = listReducer(s, { type: 'search', text: '   ' });
  expect(effectiveFilters(s)).toEqual(INITIAL_STATE.filters);
});

test('changing a filter resets to page 1', () => {
  let s = listReducer(INITIAL_STATE, { type: 'page', page: 4 });
  s = listReducer(s, { type: 'filter', key: 'hideNoMetadata', on: false });
  expect(s.page).toBe(1);
  expect(pagedQuery(s)).not.toHaveProperty('hideNoMetadata');
  expect(countQuery(s)).toEqual({ hideLowSupply: true, hideZeroSupply: true });
});

test('pages: offset, count, and the local fallback slice of up to 999', () => {
  const s = listReducer(INITIAL_STATE, { type: 'page', page: 2 });
  expect(pagedQuery(s).offset).toBe(50);
  const f = fallbackQuery(s);
  expect(f.limit).toBe(999);
  expect(f).not.toHaveProperty('offset');
  const all = Array.from({ length: 120 }, (_, i) => ({ mint: `m${i}` }) as TokenListItem);
  expect(localPage(all, 2).map((x) => x.mint)).toEqual(all.slice(50, 100).map((x) => x.mint));
  expect(localPage(all, 3)).toHaveLength(20);
  expect(pageCount(0)).toBe(1);
  expect(pageCount(50)).toBe(1);
  expect(pageCount(51)).toBe(2);
});

describe('the list view in the URL', () => {
  const p = (s: string) => new URLSearchParams(s);
  test('defaults leave the URL empty; each part round-trips', () => {
    expect(paramsForState(p(''), INITIAL_STATE).toString()).toBe('');
    expect(stateFromParams(p(''))).toEqual(INITIAL_STATE);
    const views = [
      { ...INITIAL_STATE, page: 3 },
      { ...INITIAL_STATE, search: 'trash' },
      { ...INITIAL_STATE, sort: { key: 'volume' as const, dir: 'asc' as const } },
      { ...INITIAL_STATE, filters: { hideNoMetadata: false, hideLowSupply: true, hideZeroSupply: false } },
      { ...INITIAL_STATE, filters: { hideNoMetadata: false, hideLowSupply: false, hideZeroSupply: false } },
    ];
    for (const v of views) expect(stateFromParams(paramsForState(p('x=1'), v))).toEqual(v);
    expect(paramsForState(p('x=1'), views[3]).toString()).toBe('x=1&filters=lowSupply');
    expect(paramsForState(p(''), views[4]).toString()).toBe('filters=');
  });
  test('malformed parts fall back to their defaults', () => {
    expect(stateFromParams(p('page=-2&sort=evil&order=up&q=' + 'x'.repeat(300)))).toEqual({
      ...INITIAL_STATE,
      search: 'x'.repeat(100),
    });
    expect(stateFromParams(p('filters=bogus,zeroSupply')).filters).toEqual({
      hideNoMetadata: false,
      hideLowSupply: false,
      hideZeroSupply: true,
    });
  });
});

describe('sorts the data cannot support', () => {
  test('the three price sorts, with the reason the price endpoint gives', () => {
    const none = unavailableSorts('none', [listItem(1)]);
    expect([...none.keys()].sort()).toEqual(['change24h', 'marketCap', 'price']);
    expect(new Set(none.values())).toEqual(new Set([NO_PRICE_FEED_REASON]));
    expect(NO_PRICE_FEED_REASON).toBe('No price feed configured');
    expect(unavailableSorts('unavailable', undefined).get('price')).toBe(PRICE_FEED_DOWN_REASON);
    expect(unavailableSorts('remote', [listItem(1)]).get('marketCap')).toBe(NO_TOKEN_PRICES_REASON);
    // Still loading the price: which sorts are unavailable is already known.
    expect([...unavailableSorts(undefined, undefined).keys()].sort()).toEqual([
      'change24h',
      'marketCap',
      'price',
    ]);
    for (const k of ['holders', 'volume'] as const) expect(unavailableSorts('none', []).has(k)).toBe(false);
  });

  test('tokens that carry prices keep the sort disabled: the list cannot order by it', () => {
    const u = unavailableSorts('remote', [listItem(1), listItem(2, { price: 0.5 })]);
    expect(u.get('price')).toBe('The token list cannot be sorted by Price yet');
    expect(u.get('change24h')).toBe(NO_TOKEN_PRICES_REASON);
  });

  test('a state asking for one falls back to the default sort; others are kept as they are', () => {
    const u = unavailableSorts('none', []);
    const asked = stateFromParams(new URLSearchParams('sort=marketCap&order=asc&page=2'));
    expect(withAvailableSort(asked, u)).toEqual({ ...asked, sort: INITIAL_STATE.sort });
    expect(pagedQuery(withAvailableSort(asked, u))).toMatchObject({
      sort: 'holders',
      order: 'desc',
      offset: 50,
    });
    const volume = stateFromParams(new URLSearchParams('sort=volume&order=asc'));
    expect(withAvailableSort(volume, u)).toBe(volume);
  });
});

describe('tokens the filters hide', () => {
  const s = stateFromParams(new URLSearchParams());
  test('is what the search alone finds minus what is shown, while a filter is on', () => {
    expect(hiddenByFilters(s, 0, 161)).toBe(161);
    expect(hiddenByFilters(s, 40, 161)).toBe(121);
    expect(hiddenByFilters(s, 2, 2)).toBe(0);
    expect(hiddenByFilters(s, undefined, 161)).toBe(0);
    expect(hiddenByFilters(s, 0, undefined)).toBe(0);
    const off = listReducer(s, { type: 'showAll' });
    expect(off.filters).toEqual({ hideNoMetadata: false, hideLowSupply: false, hideZeroSupply: false });
    expect(hiddenByFilters(off, 0, 161)).toBe(0);
    // A search switches the filters off: nothing is hidden by them then.
    expect(hiddenByFilters(listReducer(s, { type: 'search', text: 'usdc' }), 0, 3)).toBe(0);
  });
  test('show all turns every filter off and goes back to page 1', () => {
    const on2 = listReducer(s, { type: 'page', page: 2 });
    expect(listReducer(on2, { type: 'showAll' }).page).toBe(1);
  });
  test('says all, or how many of how many', () => {
    expect(hiddenText(161, 161)).toEqual({
      note: 'The filters hide all 161 tokens.',
      action: 'Show all 161 tokens',
    });
    expect(hiddenText(1, 1200)).toEqual({
      note: 'The filters hide 1 token of 1,200.',
      action: 'Show all 1,200 tokens',
    });
  });
});
