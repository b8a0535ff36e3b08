import { classifySearch, classifyType, isAddress, isBase58, promoteToToken, searchTarget } from './classify';

const b58 = (n: number) => '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.repeat(3).slice(0, n);

describe('classifySearch', () => {
  test('87 and 88 base58 characters are a signature', () => {
    expect(classifyType(b58(87))).toBe('transaction');
    expect(classifyType(b58(88))).toBe('transaction');
  });
  test('32 to 44 base58 characters are an address', () => {
    expect(classifyType(b58(32))).toBe('address');
    expect(classifyType(b58(44))).toBe('address');
    expect(classifyType('11111111111111111111111111111111')).toBe('address');
  });
  test('all digits is a block', () => {
    expect(classifySearch(' 12345 ')).toEqual([{ type: 'block', value: '12345', label: 'Block #12345' }]);
    expect(classifySearch('007')[0].value).toBe('7');
    expect(classifyType('0')).toBe('block');
  });
  test('fallbacks: ≥32 address, ≥80 also transaction', () => {
    expect(classifySearch(b58(50)).map((s) => s.type)).toEqual(['address']);
    expect(classifySearch(b58(80)).map((s) => s.type)).toEqual(['address', 'transaction']);
    expect(classifySearch(b58(86)).map((s) => s.type)).toEqual(['address', 'transaction']);
    expect(classifySearch(b58(89)).map((s) => s.type)).toEqual(['address', 'transaction']);
  });
  test('non-base58 or short text is unknown', () => {
    expect(classifyType('0OIl' + b58(40))).toBe('unknown');
    expect(classifyType(b58(31))).toBe('unknown');
    expect(classifyType('GOR')).toBe('unknown');
    expect(classifyType('hello world')).toBe('unknown');
    expect(classifySearch('   ')).toEqual([]);
  });
  test('isBase58', () => {
    expect(isBase58('abc')).toBe(true);
    expect(isBase58('0abc')).toBe(false);
    expect(isBase58('')).toBe(false);
  });
});

describe('token promotion and targets', () => {
  const addr = classifySearch(b58(44))[0];
  test('only an existing token promotes', () => {
    expect(promoteToToken(addr, { type: 'token', exists: true }).type).toBe('token');
    expect(promoteToToken(addr, { type: 'token', exists: false }).type).toBe('address');
    expect(promoteToToken(addr, { type: 'wallet', exists: true }).type).toBe('address');
    expect(promoteToToken(addr, null).type).toBe('address');
  });
  test('targets', () => {
    expect(searchTarget('transaction', 'sig')).toBe('/tx/sig');
    expect(searchTarget('block', '5')).toBe('/block/5');
    expect(searchTarget('address', 'a')).toBe('/address/a');
    expect(searchTarget('token', 'm')).toBe('/token/m');
    expect(searchTarget('unknown', 'x', 'hello world')).toBe('/?search=hello%20world');
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
  it('use the part 1 short display: first 6, ..., last 4', () => {
    const a = 'So11111111111111111111111111111111111111112';
    expect(classifySearch(a)[0].label).toBe('Address So1111...1112');
    const sig = b58(88);
    expect(classifySearch(sig)[0].label).toBe(`Transaction ${sig.slice(0, 6)}...${sig.slice(-4)}`);
  });
});
