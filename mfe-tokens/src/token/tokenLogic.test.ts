import {
  TOKEN_TABS,
  tabFromParams,
  barWidth,
  hasPrice,
  hasTokenExtensions,
  holdersCount,
  selectTab,
  socialLinks,
  ANALYTICS_TOOLS,
  supplyText,
} from './tokenLogic';

test('four enabled tabs, four disabled ones that cannot be selected', () => {
  expect(TOKEN_TABS.filter((t) => !t.disabled).map((t) => t.label)).toEqual([
    'Transfers',
    'Transactions',
    'Holders',
    'Metadata',
  ]);
  expect(TOKEN_TABS.filter((t) => t.disabled).map((t) => t.label)).toEqual([
    'DeFi Activities',
    'Analytics',
    'Markets',
    'Extensions',
  ]);
  expect(selectTab('transfers', 'holders')).toBe('holders');
  expect(selectTab('holders', 'markets')).toBe('holders');
});

// The percentage text itself is shared-api's formatHolderPercent (tested there at its boundaries).
test('holder bar capped at 100', () => {
  expect(barWidth(100.5)).toBe(100);
  expect(barWidth(42)).toBe(42);
  expect(barWidth(-1)).toBe(0);
});

test('holders count: the loaded list total, else the token field', () => {
  expect(holdersCount({ holders: 7 }, undefined)).toBe(7);
  expect(holdersCount({ holders: 7 }, { holders: [], total: 9, hasMore: false, nextCursor: null })).toBe(9);
});

test('social links: http(s) or handles only', () => {
  expect(
    socialLinks({ website: 'javascript:alert(1)', telegram: '@gorbagana', twitter: 'https://x.com/gor' }),
  ).toEqual([
    { kind: 'telegram', label: 'Telegram', href: 'https://t.me/gorbagana' },
    { kind: 'twitter', label: 'Twitter', href: 'https://x.com/gor' },
  ]);
  expect(socialLinks({ website: null, telegram: null, twitter: null })).toEqual([]);
});

test('nine analytics tools; extensions badge only for Token-2022 with extensions; USD only with price > 0', () => {
  expect(ANALYTICS_TOOLS).toHaveLength(9);
  expect(hasTokenExtensions({ program: 'spl-token-2022', extensions: ['tokenMetadata'] })).toBe(true);
  expect(hasTokenExtensions({ program: 'spl-token-2022', extensions: [] })).toBe(false);
  expect(hasTokenExtensions({ program: 'spl-token', extensions: [] })).toBe(false);
  expect(hasPrice(null)).toBe(false);
  expect(hasPrice(0)).toBe(false);
  expect(hasPrice(0.5)).toBe(true);
});

test('the tab a URL names: an enabled one, else the default', () => {
  const p = (s: string) => new URLSearchParams(s);
  expect(tabFromParams(p('tab=holders'))).toBe('holders');
  expect(tabFromParams(p(''))).toBe('transfers');
  expect(tabFromParams(p('tab=markets'))).toBe('transfers');
  expect(tabFromParams(p('tab=<script>'))).toBe('transfers');
});

describe('a supply not known', () => {
  test('reads Unknown, never 0', () => {
    expect(supplyText({ supply: null, decimals: 6 }, 'USDC')).toBe('Unknown');
    expect(supplyText({ supply: '0', decimals: 6 }, 'USDC')).toBe('0 USDC');
    expect(supplyText({ supply: '1500000', decimals: 6 })).toBe('1.5');
  });
});
