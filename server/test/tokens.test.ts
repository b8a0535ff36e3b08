/**
 * Token data users can trust, on the traffic generator's tokens: a localnet whose generator runs a
 * fixed number of steps (then the chain is quiet), indexed into a fresh database (SQLite, and
 * PostgreSQL when reachable), and every token answer compared with what the chain's RPC reports:
 * names/symbols/decimals from the Token-2022 metadata extension and from a Metaplex metadata account,
 * holders per owner wallet (the generator's split wallet holds one mint in several token accounts),
 * supplies (getTokenSupply), largest accounts (getTokenLargestAccounts), every owner's accounts
 * (getTokenAccountsByOwner), and every token account's balance as the net of all its transfers.
 * The list's server-side filters, sorts, search and paging are checked on the same data.
 */
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { deriveKeypair } from 'localnet/src/keys';
import { MINT_SPECS, SPLIT_HOLDER_WALLET, SPLIT_MINT, TrafficGenerator } from 'localnet/src/traffic';
import type {
  TokenDetail,
  TokenHolder,
  TokenHolderPage,
  TokenListItem,
  TokenTransfer,
  TokenTransferPage,
} from 'shared-api/core';
import { Indexer } from '../src/indexer';
import { startTestApi, type TestApi } from './helpers/api';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(240_000);

const SEED = 11;
const STEPS = 700;
const WALLETS = 40;

const mintOf = (label: string) => deriveKeypair(SEED, `mint-${label}`).address;
const wallets = Array.from({ length: WALLETS }, (_, i) => deriveKeypair(SEED, `wallet-${i}`).address);

interface ParsedTokenAccount {
  pubkey: string;
  account: { data: { parsed: { info: { mint: string; owner: string; tokenAmount: { amount: string } } } } };
}

/** The chain's view: per mint, owner → { account → amount } of every token account. */
type ChainHoldings = Map<string, Map<string, Map<string, bigint>>>;

let net: LocalnetHandle;
let chainView: ChainHoldings;
let tip = 0;

beforeAll(async () => {
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100, seed: SEED });
  const gen = new TrafficGenerator(net.chain, SEED, 0);
  await gen.init();
  // A fixed number of generator steps, a few per slot, then a quiet chain to compare against.
  for (let i = 0; i < STEPS; i += 20) {
    for (let j = 0; j < 20; j++) gen.step();
    await new Promise((r) => setTimeout(r, 110));
  }
  await new Promise((r) => setTimeout(r, 400));
  tip = await rpc<number>(net.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
  chainView = new Map();
  for (const owner of wallets) {
    for (const spec of MINT_SPECS) {
      const mint = mintOf(spec.label);
      const r = await rpc<{ value: ParsedTokenAccount[] }>(net.rpcUrl, 'getTokenAccountsByOwner', [
        owner,
        { mint },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      ]);
      for (const a of r.value) {
        const byOwner = chainView.get(mint) ?? new Map<string, Map<string, bigint>>();
        const accts = byOwner.get(owner) ?? new Map<string, bigint>();
        accts.set(a.pubkey, BigInt(a.account.data.parsed.info.tokenAmount.amount));
        byOwner.set(owner, accts);
        chainView.set(mint, byOwner);
      }
    }
  }
});

afterAll(async () => {
  await net?.close();
});

const variants = [
  { name: 'SQLite', db: async (): Promise<TestDb | { skip: string }> => tempSqlite() },
  { name: 'PostgreSQL', db: () => tempPostgres() },
];

describe.each(variants)('token data on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let api: TestApi;
  let indexer: Indexer;
  let skip: string | null = null;
  const verifiedMint = mintOf('trash');

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      skip = got.skip;
      console.warn(`SKIPPED token data on ${name}: ${skip}`);
      return;
    }
    t = got;
    api = await startTestApi(got.url, {
      rpcUrl: net.rpcUrl,
      cacheTtlMs: 20,
      verifiedTokens: new Set([verifiedMint]),
    });
    indexer = new Indexer({
      rpcUrl: net.rpcUrl,
      databaseUrl: got.url,
      startFrom: 'first',
      progress: false,
      log: () => undefined,
    });
    await indexer.start();
    await indexer.waitForSlot(tip, 120_000);
    // Metadata lands with the mint refresh after the batch that created each mint.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await api.request(`/api/token/${mintOf('classic-meta')}`);
      if (r.statusCode === 200 && r.json<TokenDetail>().symbol === 'DIVE') break;
      if (Date.now() > deadline) throw new Error(`metadata refresh did not land: ${r.body.slice(0, 200)}`);
      await new Promise((res) => setTimeout(res, 200));
    }
  });

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await t?.drop();
  });

  const live = (fn: () => Promise<void>) => async () => {
    if (skip) return;
    await fn();
  };
  const get = async <T>(url: string): Promise<T> => {
    const res = await api.request(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json<T>();
  };

  async function allHolders(mint: string): Promise<TokenHolder[]> {
    const out: TokenHolder[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: TokenHolderPage = await get<TokenHolderPage>(
        `/api/token/${mint}/holders?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      out.push(...page.holders);
      if (!page.hasMore) return out;
      expect(page.nextCursor).toBeTruthy();
      cursor = page.nextCursor;
    }
  }

  async function allTransfers(mint: string): Promise<TokenTransfer[]> {
    const out: TokenTransfer[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: TokenTransferPage = await get<TokenTransferPage>(
        `/api/token/${mint}/transfers?limit=40${cursor ? `&cursor=${cursor}` : ''}`,
      );
      out.push(...page.transfers);
      if (!page.hasMore) return out;
      cursor = page.nextCursor;
    }
  }

  test(
    'names, symbols and decimals: Token-2022 metadata extension, Metaplex account, none',
    live(async () => {
      const trash = await get<TokenDetail>(`/api/token/${mintOf('trash')}`);
      expect(trash).toMatchObject({
        name: 'Trash Panda',
        symbol: 'TRASH',
        decimals: 9,
        metadataSource: 'token-2022',
        program: 'spl-token-2022',
        verified: true,
      });
      expect(trash.extensions).toContain('tokenMetadata');
      const dive = await get<TokenDetail>(`/api/token/${mintOf('classic-meta')}`);
      expect(dive).toMatchObject({
        name: 'Dumpster Diver',
        symbol: 'DIVE',
        decimals: 8,
        metadataSource: 'metaplex',
        program: 'spl-token',
        extensions: [],
        verified: false,
      });
      expect(dive.fullMetadata).toMatchObject({ name: 'Dumpster Diver', symbol: 'DIVE' });
      const plain = await get<TokenDetail>(`/api/token/${mintOf('classic-0')}`);
      expect(plain).toMatchObject({ name: null, symbol: null, decimals: 0, metadataSource: null });
      // Decimals always equal the mint account's.
      for (const spec of MINT_SPECS) {
        const d = await get<TokenDetail>(`/api/token/${mintOf(spec.label)}`);
        expect([spec.label, d.decimals]).toEqual([spec.label, spec.decimals]);
      }
    }),
  );

  test(
    'holders per owner wallet equal getTokenAccountsByOwner; supply equals getTokenSupply',
    live(async () => {
      for (const spec of MINT_SPECS) {
        const mint = mintOf(spec.label);
        const supply = await rpc<{ value: { amount: string } }>(net.rpcUrl, 'getTokenSupply', [
          mint,
          { commitment: 'confirmed' },
        ]);
        const detail = await get<TokenDetail>(`/api/token/${mint}`);
        expect([spec.label, detail.supply]).toEqual([spec.label, supply.value.amount]);

        const expected = [...(chainView.get(mint) ?? new Map<string, Map<string, bigint>>())]
          .map(([owner, accts]) => ({
            owner,
            amount: [...accts.values()].reduce((a, b) => a + b, 0n),
            accounts: [...accts].filter(([, v]) => v > 0n).map(([a]) => a),
          }))
          .filter((h) => h.amount > 0n);
        const holders = await allHolders(mint);
        expect([spec.label, detail.holders]).toEqual([spec.label, expected.length]);
        expect(holders.map((h) => h.rank)).toEqual(holders.map((_, i) => i + 1));
        const got = new Map(holders.map((h) => [h.owner, h]));
        expect(got.size).toBe(holders.length);
        for (const e of expected) {
          const h = got.get(e.owner);
          expect([spec.label, e.owner, h?.amount]).toEqual([spec.label, e.owner, e.amount.toString()]);
          expect(h?.accounts.map((a) => a.address).sort()).toEqual([...e.accounts].sort());
        }
        // Largest first; percentages of supply.
        for (let i = 1; i < holders.length; i++)
          expect(BigInt(holders[i - 1].amount) >= BigInt(holders[i].amount)).toBe(true);
        const pct = holders.reduce((a, h) => a + h.percentage, 0);
        if (holders.length) expect(pct).toBeCloseTo(100, 3);
      }
    }),
  );

  test(
    'a wallet holding one mint in several token accounts is one holder with their sum',
    live(async () => {
      const mint = mintOf(MINT_SPECS[SPLIT_MINT].label);
      const owner = wallets[SPLIT_HOLDER_WALLET];
      const accts = chainView.get(mint)?.get(owner) ?? new Map<string, bigint>();
      const positive = [...accts].filter(([, v]) => v > 0n);
      expect(positive.length).toBeGreaterThanOrEqual(2);
      const row = (await allHolders(mint)).filter((h) => h.owner === owner);
      expect(row).toHaveLength(1);
      expect(row[0].amount).toBe(positive.reduce((a, [, v]) => a + v, 0n).toString());
      expect(row[0].accounts).toHaveLength(positive.length);
    }),
  );

  test(
    'getTokenLargestAccounts matches the largest accounts behind the holder rows',
    live(async () => {
      for (const spec of MINT_SPECS) {
        const mint = mintOf(spec.label);
        const largest = await rpc<{ value: { address: string; amount: string }[] }>(
          net.rpcUrl,
          'getTokenLargestAccounts',
          [mint, { commitment: 'confirmed' }],
        );
        const ours = new Map<string, string>();
        for (const h of await allHolders(mint)) for (const a of h.accounts) ours.set(a.address, a.amount);
        for (const l of largest.value.filter((x) => BigInt(x.amount) > 0n))
          expect([spec.label, l.address, ours.get(l.address)]).toEqual([spec.label, l.address, l.amount]);
        const ourTop = [...ours.values()].map(BigInt).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
        const chainTop = largest.value.map((x) => BigInt(x.amount)).filter((x) => x > 0n);
        expect(ourTop.slice(0, chainTop.length)).toEqual(chainTop);
      }
    }),
  );

  test(
    'every token account balance is the net of its transfers (all pages, via cursor)',
    live(async () => {
      for (const spec of MINT_SPECS) {
        const mint = mintOf(spec.label);
        const transfers = await allTransfers(mint);
        expect(new Set(transfers.map((x) => x.id)).size).toBe(transfers.length);
        const net_ = new Map<string, bigint>();
        const add = (a: string | null, v: bigint) => a && net_.set(a, (net_.get(a) ?? 0n) + v);
        let supply = 0n;
        for (const x of transfers) {
          const v = BigInt(x.amount);
          add(x.to, v);
          add(x.from, -v);
          if (x.action === 'MINT') supply += v;
          if (x.action === 'BURN') supply -= v;
        }
        const detail = await get<TokenDetail>(`/api/token/${mint}`);
        expect([spec.label, supply.toString()]).toEqual([spec.label, detail.supply]);
        for (const accts of (chainView.get(mint) ?? new Map<string, Map<string, bigint>>()).values())
          for (const [account, amount] of accts)
            expect([spec.label, account, net_.get(account) ?? 0n]).toEqual([spec.label, account, amount]);
        // Newest first, no gaps between pages.
        for (let i = 1; i < transfers.length; i++)
          expect(transfers[i - 1].slot >= transfers[i].slot).toBe(true);
      }
    }),
  );

  test(
    'tokens list: filters, sorts, search and paging run on the server',
    live(async () => {
      const all = await get<TokenListItem[]>('/api/tokens?limit=1000');
      expect(all.length).toBeGreaterThanOrEqual(MINT_SPECS.length);
      const noMeta = (x: TokenListItem) => !x.name || x.name.includes('...') || !x.symbol;
      const filtered = all.filter((x) => !noMeta(x) && BigInt(x.supply ?? 0) > 1n);
      const q = 'hideNoMetadata=true&hideLowSupply=true&hideZeroSupply=true';
      const got = await get<TokenListItem[]>(`/api/tokens?limit=1000&${q}`);
      expect(got.map((x) => x.mint).sort()).toEqual(filtered.map((x) => x.mint).sort());
      expect(await get(`/api/tokens/count?${q}`)).toEqual({ count: filtered.length, unfiltered: all.length });
      expect(await get('/api/tokens/count')).toEqual({ count: all.length, unfiltered: all.length });
      // Only the metadata filter: the classic mints without metadata are gone, DIVE stays.
      const meta = await get<TokenListItem[]>('/api/tokens?limit=1000&hideNoMetadata=true');
      expect(meta.map((x) => x.symbol)).toContain('DIVE');
      expect(meta.some(noMeta)).toBe(false);

      for (const order of ['desc', 'asc'] as const) {
        const byHolders = await get<TokenListItem[]>(`/api/tokens?limit=1000&sort=holders&order=${order}`);
        for (let i = 1; i < byHolders.length; i++) {
          const [a, b] = [byHolders[i - 1].holderCount, byHolders[i].holderCount];
          expect(order === 'desc' ? a >= b : a <= b).toBe(true);
        }
      }
      // Paging with limit/offset covers the default order exactly once.
      const pages: TokenListItem[] = [];
      for (let off = 0; off < all.length; off += 3)
        pages.push(...(await get<TokenListItem[]>(`/api/tokens?limit=3&offset=${off}`)));
      expect(pages.map((x) => x.mint)).toEqual(all.map((x) => x.mint));

      const search = await get<TokenListItem[]>('/api/tokens?search=%20dumpster%20');
      expect(search.map((x) => x.symbol)).toEqual(['DIVE']);
      expect(await get('/api/tokens/count?search=dive')).toEqual({ count: 1, unfiltered: 1 });
      expect(all.find((x) => x.mint === verifiedMint)?.verified).toBe(true);
      expect(all.filter((x) => x.verified)).toHaveLength(1);
    }),
  );

  test(
    'bad input is a 4xx JSON error',
    live(async () => {
      const mint = mintOf('trash');
      for (const url of [
        `/api/token/${mint}/holders?cursor=nope`,
        `/api/token/${mint}/transfers?cursor=1.2.3.4`,
        `/api/token/${mint}/holders?limit=0`,
        '/api/tokens?hideNoMetadata=maybe',
        '/api/tokens?sort=rank',
        '/api/tokens?sort=price',
        '/api/tokens?sort=marketCap&order=asc',
      ]) {
        const r = await api.request(url);
        expect([url, r.statusCode]).toEqual([url, 400]);
        expect(r.json<{ message: string }>().message).toBeTruthy();
      }
    }),
  );
});
