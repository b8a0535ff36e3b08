import bs58 from 'bs58';
import fc from 'fast-check';
import { entityPath, type EntityResolver } from '../pages';
import { ENTITY_PAGES } from '../testing/entityPages';
import { searchPath, searchTarget } from './classify';
import { linkSuggestions, readPastedLink } from './pasted';

const site: EntityResolver = (entity, value) => entityPath(ENTITY_PAGES, entity, value);
const bytes = (n: number, seed = 7) =>
  bs58.encode(Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256 || 1));
const SIG = bytes(64);
const ADDR = bytes(32);
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const OWN = 'explorer.gorbagana.example';

/** Where the search box goes for a pasted text: the page of its first suggestion. */
const goesTo = (text: string, host?: string) => {
  const s = linkSuggestions(text, host)[0];
  return s ? searchPath(searchTarget(s.type, s.value, text), site) : undefined;
};

describe('readPastedLink: links copied from other explorers', () => {
  test.each([
    [`https://explorer.solana.com/tx/${SIG}`, { type: 'transaction', value: SIG }],
    [`https://explorer.solana.com/tx/${SIG}?cluster=devnet`, { type: 'transaction', value: SIG }],
    [`https://explorer.solana.com/address/${ADDR}`, { type: 'address', value: ADDR }],
    [`https://explorer.solana.com/address/${ADDR}/tokens?cluster=testnet`, { type: 'address', value: ADDR }],
    [`https://explorer.solana.com/block/250000000`, { type: 'block', value: '250000000', slot: true }],
    [`https://solscan.io/tx/${SIG}`, { type: 'transaction', value: SIG }],
    [`https://solscan.io/account/${ADDR}`, { type: 'address', value: ADDR }],
    [`https://solscan.io/account/${ADDR}#portfolio`, { type: 'address', value: ADDR }],
    [`https://solscan.io/token/${MINT}`, { type: 'token', value: MINT }],
    [`https://solscan.io/block/12`, { type: 'block', value: '12', slot: true }],
    [`https://www.solscan.io/account/${ADDR}?cluster=devnet`, { type: 'address', value: ADDR }],
    [`https://orbmarkets.io/tx/${SIG}`, { type: 'transaction', value: SIG }],
    [`https://orbmarkets.io/address/${ADDR}`, { type: 'address', value: ADDR }],
    [`https://orbmarkets.io/token/${MINT}`, { type: 'token', value: MINT }],
    [`https://solana.fm/tx/${SIG}?cluster=mainnet-alpha`, { type: 'transaction', value: SIG }],
    [`https://solana.fm/address/${ADDR}`, { type: 'address', value: ADDR }],
    [`solscan.io/tx/${SIG}`, { type: 'transaction', value: SIG }],
    [`  HTTPS://Explorer.Solana.com/tx/${SIG}  `, { type: 'transaction', value: SIG }],
  ])('%s', (link, entity) => {
    expect(readPastedLink(link)).toEqual(entity);
  });
});

describe("readPastedLink: this explorer's own links and paths", () => {
  test.each([
    [`https://${OWN}/tx/${SIG}`, { type: 'transaction', value: SIG }],
    [`https://${OWN}/tx/${SIG}?cluster=devnet`, { type: 'transaction', value: SIG }],
    [`http://${OWN}/address/${ADDR}/holdings`, { type: 'address', value: ADDR }],
    [`https://${OWN}/account/${ADDR}`, { type: 'address', value: ADDR }],
    [`https://${OWN}/token/${MINT}`, { type: 'token', value: MINT }],
    [`https://${OWN}/block/42`, { type: 'block', value: '42' }],
    [`/block/42`, { type: 'block', value: '42' }],
    [`/account/${ADDR}`, { type: 'address', value: ADDR }],
  ])('%s', (link, entity) => {
    expect(readPastedLink(link, OWN)).toEqual(entity);
  });
  test('a host is only ours when it is the one given', () => {
    expect(readPastedLink(`https://${OWN}/tx/${SIG}`)).toBeNull();
    expect(readPastedLink(`https://${OWN}.evil.example/tx/${SIG}`, OWN)).toBeNull();
    expect(readPastedLink(`https://${OWN}:8443/tx/${SIG}`, OWN)).toBeNull();
  });
});

describe('readPastedLink refuses what is no explorer link', () => {
  test.each([
    `javascript:alert(1)//explorer.solana.com/tx/${SIG}`,
    `JaVaScRiPt:location='https://evil.example'`,
    `data:text/html,<script>alert(1)</script>/tx/${SIG}`,
    `data:text/html;base64,PHNjcmlwdD4=`,
    `vbscript:msgbox(1)`,
    `file:///etc/passwd`,
    `ftp://solscan.io/tx/${SIG}`,
    `https://evil.example/tx/${SIG}`,
    `https://solscan.io.evil.example/tx/${SIG}`,
    `https://evilsolscan.io/tx/${SIG}`,
    `https://solscan.io@evil.example/tx/${SIG}`,
    `https://user:pass@solscan.io/tx/${SIG}`,
    `//evil.example/tx/${SIG}`,
    `https://solscan.io/tx/../../evil`,
    `https://solscan.io/tx/%2F%2Fevil.example`,
    `https://solscan.io/tx/<script>`,
    `https://solscan.io/unknown/${ADDR}`,
    `https://solscan.io/__proto__/${ADDR}`,
    `https://solscan.io/constructor/${ADDR}`,
    `https://solscan.io/`,
    `https://solscan.io/tx/${SIG} https://evil.example`,
    `hello world`,
    `https://solscan.io/tx/${'1'.repeat(500)}`,
  ])('%s', (text) => {
    expect(readPastedLink(text, OWN)).toBeNull();
  });
});

describe('the search box reads a pasted link for the page of its entity here', () => {
  test('every explorer link leads to this site’s page of the same thing', () => {
    expect(goesTo(`https://explorer.solana.com/tx/${SIG}?cluster=devnet`)).toBe(`/tx/${SIG}`);
    expect(goesTo(`https://solscan.io/account/${ADDR}`)).toBe(`/address/${ADDR}`);
    expect(goesTo(`https://solscan.io/token/${MINT}`)).toBe(`/token/${MINT}`);
    expect(goesTo(`https://${OWN}/block/42`, OWN)).toBe('/block/42');
  });
  test('a value that is not what its page takes is no suggestion', () => {
    expect(linkSuggestions(`https://solscan.io/tx/${ADDR}`)).toEqual([]);
    expect(linkSuggestions(`https://solscan.io/account/${SIG}`)).toEqual([]);
    expect(linkSuggestions(`https://solscan.io/account/${bytes(33)}`)).toEqual([]);
    expect(linkSuggestions(`https://solscan.io/block/${'9'.repeat(30)}`)).toEqual([]);
  });
  test('another explorer’s block link names a slot: the server finds its block', () => {
    expect(linkSuggestions('https://solscan.io/block/0077')).toEqual([
      { type: 'block', value: '77', label: 'Block at slot 77', slot: true },
    ]);
  });
  test('any pasted text, link or not, only ever leads to a path of this site', () => {
    const hostile = fc.constantFrom(
      'javascript:',
      'data:text/html,',
      'https://evil.example/',
      '//evil.example/',
      'https://solscan.io/',
      'https://explorer.solana.com/',
      `https://${OWN}/`,
      '/',
    );
    const tail = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.constantFrom(`tx/${SIG}`, `account/${ADDR}`, `token/${MINT}`, 'block/5', `address/${ADDR}`),
    );
    fc.assert(
      fc.property(hostile, tail, (head, rest) => {
        const text = head + rest;
        for (const s of linkSuggestions(text, OWN)) {
          const to = searchPath(searchTarget(s.type, s.value, text), site) ?? '';
          expect(to).toMatch(/^\/(tx|address|token|block)\/[0-9A-Za-z]+$/);
        }
        const fallback = searchPath(searchTarget('unknown', text, text), site) ?? '';
        expect(fallback.startsWith('/?search=')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
  test('huge input is refused at once', () => {
    const huge = `https://solscan.io/tx/${SIG}?${'a'.repeat(1_000_000)}`;
    const t = Date.now();
    expect(readPastedLink(huge)).toBeNull();
    expect(linkSuggestions(huge)).toEqual([]);
    expect(Date.now() - t).toBeLessThan(200);
  });
});
