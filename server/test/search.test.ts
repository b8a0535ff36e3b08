/**
 * What the search box and the tokens list answer for what visitors type and paste, against a real
 * chain indexed into a fresh database (SQLite, and PostgreSQL when reachable): a block number that
 * exists, one not yet produced and a slot from another explorer's link; a program by its name; a
 * token by its symbol from its metadata or from the token list; the count of tokens the list's
 * filters hide; a supply and authorities never read, which are not known rather than 0.
 */
import { generateKeyPairSigner } from '@solana/kit';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { createMint, mintTo, newFundedWallet, transferGor } from 'localnet/src/testkit';
import type {
  SearchResult,
  TokenDetail,
  TokenListItem,
  TokensCount,
  TransactionDetail,
} from 'shared-api/core';
import { NATIVE_MINT } from 'shared-api/programs';
import { Indexer } from '../src/indexer';
import { amountKey } from '../src/db/schema';
import { startTestApi, type TestApi } from './helpers/api';
import { mintRow } from './helpers/mintRow';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(180_000);

const RAYDIUM_AMM_V4 = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

let net: LocalnetHandle;
let world: { transfer: string; mint: string };

beforeAll(async () => {
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  const url = net.rpcUrl;
  const a = await newFundedWallet(url, 50);
  const transfer = (await transferGor(url, a.signer, (await generateKeyPairSigner()).address, 1)).signature;
  const created = await createMint(url, a.signer, {
    decimals: 6,
    token2022: true,
    metadata: { name: 'Search Test Dollar', symbol: 'SRCHD', uri: '' },
  });
  await mintTo(url, a.signer, created.mint, a.address, 5_000_000n);
  world = { transfer, mint: created.mint };
});

afterAll(async () => {
  await net?.close();
});

const variants = [
  { name: 'SQLite', db: async (): Promise<TestDb | { skip: string }> => tempSqlite() },
  { name: 'PostgreSQL', db: () => tempPostgres() },
];

describe.each(variants)('search and tokens on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let api: TestApi;
  let indexer: Indexer;
  let skip: string | null = null;

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      skip = got.skip;
      console.warn(`SKIPPED search on ${name}: ${skip}`);
      return;
    }
    t = got;
    api = await startTestApi(got.url, { rpcUrl: net.rpcUrl, cacheTtlMs: 20 });
    indexer = new Indexer({
      rpcUrl: net.rpcUrl,
      databaseUrl: got.url,
      startFrom: 'first',
      progress: false,
      log: () => undefined,
    });
    await indexer.start();
    const tip = await rpc<number>(net.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    await indexer.waitForSlot(tip, 90_000);
    const deadline = Date.now() + 30_000;
    while ((await get<TokenDetail>(`/api/token/${world.mint}`)).symbol !== 'SRCHD') {
      if (Date.now() > deadline) throw new Error('the mint refresh did not land');
      await new Promise((r) => setTimeout(r, 200));
    }
    // Two mints the index could not read: wrapped native (no metadata anywhere) and one the node
    // does not hold; both stored as the indexer leaves such mints (supply 0, never read).
    const fake = (await generateKeyPairSigner()).address;
    for (const address of [NATIVE_MINT, fake])
      await api.database.db
        .insertInto('mints')
        .values(mintRow(address, { decimals: 9, needs_refresh: 2 }))
        .onConflict((oc) => oc.column('address').doUpdateSet({ needs_refresh: 2, supply_tracked: 0 }))
        .execute();
    fakeMint = fake;
  }, 150_000);

  let fakeMint = '';

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await t?.drop();
  });

  async function get<T>(url: string): Promise<T> {
    const r = await api.request(url);
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body.slice(0, 200)}`);
    return r.json<T>();
  }
  const search = (q: string, extra = '') =>
    get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  const live = (fn: () => Promise<void>) => async () => {
    if (skip) return;
    await fn();
  };

  test(
    'a block number: the block when it exists, labelled not yet produced above the newest',
    live(async () => {
      const tx = await get<TransactionDetail>(`/api/transaction/${world.transfer}`);
      expect(await search(String(tx.blockHeight))).toEqual({
        type: 'block',
        value: String(tx.blockHeight),
        suggestions: [{ type: 'block', value: String(tx.blockHeight), label: `Block #${tx.blockHeight}` }],
      });
      const future = (tx.blockHeight ?? 0) + 1_000_000;
      expect(await search(String(future))).toEqual({
        type: 'unknown',
        value: null,
        suggestions: [
          {
            type: 'block',
            value: String(future),
            label: `Block #${future} (not yet produced)`,
            notYetProduced: true,
          },
        ],
      });
    }),
  );

  test(
    "another explorer's block link names a slot: the search answers the block produced in it",
    live(async () => {
      const tx = await get<TransactionDetail>(`/api/transaction/${world.transfer}`);
      expect(await search(String(tx.slot), '&slot=true')).toMatchObject({
        type: 'block',
        value: String(tx.blockHeight),
        suggestions: [{ type: 'block', value: String(tx.blockHeight) }],
      });
      expect(await search('999999999', '&slot=true')).toEqual({
        type: 'unknown',
        value: null,
        suggestions: [],
      });
      expect(await search('abc', '&slot=true')).toEqual({ type: 'unknown', value: null, suggestions: [] });
      expect((await api.request('/api/search?q=1&slot=perhaps')).statusCode).toBe(400);
      // The parameter is documented with the route.
      const doc = await get<{ paths: Record<string, { get: { parameters: { name: string }[] } }> }>(
        '/api/docs/json',
      );
      expect(doc.paths['/api/search']?.get.parameters.map((p) => p.name)).toEqual(['q', 'slot']);
    }),
  );

  test(
    'a program by its name: its address page, several when the name is ambiguous',
    live(async () => {
      const r = await search('Raydium');
      expect(r.type).toBe('address');
      const programs = r.suggestions.filter((s) => s.label.startsWith('Program: '));
      expect(programs.length).toBeGreaterThan(1);
      expect(programs).toContainEqual({
        type: 'address',
        value: RAYDIUM_AMM_V4,
        label: 'Program: Raydium AMM v4',
      });
      // A program leads the listed RAY mint the chain does not hold.
      expect(r.suggestions[0]?.label).toMatch(/^Program: Raydium/);
      expect(r.suggestions.length).toBeLessThanOrEqual(12);
      // Its address page exists although the index never saw it.
      expect((await api.request(`/api/address/${RAYDIUM_AMM_V4}`)).statusCode).toBe(200);
    }),
  );

  test(
    'a token by symbol or name: from its metadata, and from the token list',
    live(async () => {
      expect(await search('srchd')).toMatchObject({
        type: 'token',
        value: world.mint,
        suggestions: [{ type: 'token', value: world.mint, label: 'SRCHD — Search Test Dollar' }],
      });
      // A symbol leads to its token, before the programs whose names contain it.
      const usdc = await search('USDC');
      expect(usdc).toMatchObject({ type: 'token', value: USDC });
      expect(usdc.suggestions[0]).toEqual({ type: 'token', value: USDC, label: 'USDC — USD Coin' });
      // Wrapped native has no metadata: the token list names it, in search and in the list.
      expect((await search('wGOR')).suggestions).toContainEqual({
        type: 'token',
        value: NATIVE_MINT,
        label: 'wGOR — Wrapped GOR',
      });
      const listed = await get<TokenListItem[]>('/api/tokens?search=wrapped%20gor');
      expect(listed.map((x) => [x.mint, x.name, x.symbol, x.nameSource])).toEqual([
        [NATIVE_MINT, 'Wrapped GOR', 'wGOR', 'tokenList'],
      ]);
      expect(await get<TokensCount>('/api/tokens/count?search=wgor')).toEqual({ count: 1, unfiltered: 1 });
      // The address page's type lookup names it the same way.
      expect(
        await get<{ token: { name: string | null } | null }>(`/api/address/${NATIVE_MINT}/type`),
      ).toMatchObject({
        type: 'token',
        token: { name: 'Wrapped GOR', symbol: 'wGOR' },
      });
    }),
  );

  test(
    'the count says how many tokens the filters hide',
    live(async () => {
      const all = await get<TokenListItem[]>('/api/tokens?limit=1000');
      const filters = 'hideNoMetadata=true&hideLowSupply=true&hideZeroSupply=true';
      const shown = await get<TokenListItem[]>(`/api/tokens?limit=1000&${filters}`);
      const c = await get<TokensCount>(`/api/tokens/count?${filters}`);
      expect(c).toEqual({ count: shown.length, unfiltered: all.length });
      expect(c.unfiltered - c.count).toBeGreaterThanOrEqual(2);
      expect(shown.map((x) => x.mint)).not.toContain(NATIVE_MINT);
    }),
  );

  test(
    'a supply and authorities never read are not known: null, not 0; the detail asks the node',
    live(async () => {
      const all = await get<TokenListItem[]>('/api/tokens?limit=1000');
      const byMint = new Map(all.map((x) => [x.mint, x]));
      expect(byMint.get(fakeMint)).toMatchObject({ supply: null, name: null, nameSource: null });
      expect(byMint.get(NATIVE_MINT)?.supply).toBeNull();
      expect(byMint.get(world.mint)).toMatchObject({ supply: '5000000', nameSource: 'metadata' });
      // The node holds no such mint: the page has nothing to say of it but that it is not known.
      expect(await get<TokenDetail>(`/api/token/${fakeMint}`)).toMatchObject({
        supply: null,
        authoritiesKnown: false,
        authority: null,
        freezeAuthority: null,
      });
      // A mint the index has not read but the node holds: its state as the node gives it.
      await api.database.db
        .updateTable('mints')
        .set({ needs_refresh: 2, supply_tracked: 0, supply: '0', supply_key: amountKey('0') })
        .where('address', '=', world.mint)
        .execute();
      const d = await get<TokenDetail>(`/api/token/${world.mint}`);
      const node = await rpc<{ value: { amount: string } }>(net.rpcUrl, 'getTokenSupply', [world.mint]);
      expect(d).toMatchObject({ supply: node.value.amount, authoritiesKnown: true });
      expect(d.authority).not.toBeNull();
    }),
  );
});
