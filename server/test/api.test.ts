/**
 * The API against a real chain: one localnet (no generated traffic) on which known actions are
 * performed, then, per database (SQLite, and PostgreSQL when reachable), the real indexer fills a fresh
 * database and every route is checked against what the chain did and what the node reports.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import {
  burn,
  createMint,
  LAMPORTS_PER_GOR,
  mintTo,
  newFundedWallet,
  sendFailing,
  transferChecked,
  transferGor,
  type FundedWallet,
} from 'localnet/src/testkit';
import type {
  AddressDetail,
  AddressTypeResult,
  BlockDetail,
  BlockSummary,
  GorPrice,
  Holdings,
  NetworkStats,
  PaginatedTransactions,
  SearchResult,
  Sitemap,
  TokenDetail,
  TokenHolderPage,
  TokenListItem,
  TokenTransactionPage,
  TokenTransferPage,
  TopHolders,
  TransactionDetail,
  TransactionSummary,
  Validator,
} from 'shared-api/core';
import type { Registry } from 'shared-api/registry';
import { Indexer } from '../src/indexer';
import { SitePages } from '../src/registry/pages';
import { createHealthProbe } from '../src/indexer/health';
import { startTestApi, type TestApi } from './helpers/api';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(180_000);

/** What the chain did, recorded while doing it. */
interface World {
  a: FundedWallet;
  b: FundedWallet;
  /** receives PAGED_TXS transfers: pages through > 30 transactions */
  c: string;
  gorTransfer: string;
  failed: string;
  mint: string;
  mintTx: string;
  mintToTx: string;
  transferTx: string;
  burnTx: string;
  paged: string[];
}

const PAGED_TXS = 33;
const MINT_DECIMALS = 6;
const MINTED = 1_000_000_000n;
const SENT = 250_000_000n;
const BURNT = 50_000_000n;

let net: LocalnetHandle;
let world: World;

beforeAll(async () => {
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  const url = net.rpcUrl;
  const [a, b] = await Promise.all([newFundedWallet(url, 100), newFundedWallet(url, 5)]);
  const c = (await generateKeyPairSigner()).address;
  const gorTransfer = (await transferGor(url, a.signer, b.address, 2.5)).signature;
  const created = await createMint(url, a.signer, {
    decimals: MINT_DECIMALS,
    token2022: true,
    metadata: { name: 'Api Test Token', symbol: 'APIT', uri: '' },
  });
  const minted = await mintTo(url, a.signer, created.mint, a.address, MINTED);
  const sent = await transferChecked(url, a.signer, created.mint, b.address, SENT);
  const burnt = await burn(url, a.signer, created.mint, BURNT);
  const failed = (await sendFailing(url, b.signer)).signature;
  // Distinct amounts so the parallel transfers are distinct transactions.
  const paged = await Promise.all(
    Array.from({ length: PAGED_TXS }, (_, i) =>
      transferGor(url, a.signer, c, 0.001 + i / 1e6).then((r) => r.signature),
    ),
  );
  world = {
    a,
    b,
    c,
    gorTransfer,
    failed,
    mint: created.mint,
    mintTx: created.signature,
    mintToTx: minted.signature,
    transferTx: sent.signature,
    burnTx: burnt.signature,
    paged,
  };
});

afterAll(async () => {
  await net?.close();
});

interface Variant {
  name: string;
  db: () => Promise<TestDb | { skip: string }>;
}

const variants: Variant[] = [
  { name: 'SQLite', db: async () => tempSqlite() },
  { name: 'PostgreSQL', db: () => tempPostgres() },
];

describe.each(variants)('API on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let api: TestApi;
  let indexer: Indexer;
  let skip: string | null = null;
  // Published pages of the token and block entities, none of the address one: the sitemap lists
  // tokens and blocks at their declared paths and leaves the validators (address pages) out.
  const deployDir = mkdtempSync(join(tmpdir(), 'api-deploy-'));
  const registry: Registry = {
    mfe_pages: {
      stable: '1.0.0',
      canary: null,
      versions: ['1.0.0'],
      pages: {
        '1.0.0': [
          { path: '/token/:address', title: 'Token', entity: 'token' },
          { path: '/block/:height', title: 'Block', entity: 'block' },
        ],
      },
    },
  };
  writeFileSync(join(deployDir, 'remotes.json'), JSON.stringify(registry));

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      skip = got.skip;
      console.warn(`SKIPPED API on ${name}: ${skip}`);
      return;
    }
    t = got;
    // The API migrates the database; the indexer then fills it from the localnet's first block.
    let probe: ReturnType<typeof createHealthProbe> | null = null;
    api = await startTestApi(got.url, {
      rpcUrl: net.rpcUrl,
      wsUrl: net.wsUrl,
      health: () => (probe as ReturnType<typeof createHealthProbe>)(),
      masterAddress: world.a.address,
      cacheTtlMs: 50,
      sitePages: new SitePages(deployDir),
    });
    probe = createHealthProbe(api.database.db, net.rpcUrl);
    indexer = new Indexer({
      rpcUrl: net.rpcUrl,
      databaseUrl: got.url,
      startFrom: 'first',
      progress: false,
      validatorsEveryMs: 500,
      snapshotsEveryMs: 300,
      log: () => undefined,
    });
    await indexer.start();
    const tip = await rpc<number>(net.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    await indexer.waitForSlot(tip, 90_000);
    // Mint metadata, validators and a network snapshot come from the periodic refreshes.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [tok, stats, vals] = await Promise.all([
        api.request(`/api/token/${world.mint}`),
        api.request('/api/network/stats'),
        api.request('/api/validators'),
      ]);
      const ready =
        tok.statusCode === 200 &&
        tok.json<TokenDetail>().symbol === 'APIT' &&
        stats.json<NetworkStats>().totalSupply !== '0' &&
        // the staked total lands with a snapshot taken after the validators refresh
        stats.json<NetworkStats>().stakedGor !== '0' &&
        vals.json<Validator[]>().length > 0;
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`indexer refreshes did not land: ${tok.body.slice(0, 200)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  });

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await t?.drop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  const get = async <T>(url: string, status = 200): Promise<T> => {
    const res = await api.request(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status });
    return res.json<T>();
  };
  const live = (fn: () => Promise<void>) => async () => {
    if (skip) return;
    await fn();
  };

  test(
    'a GOR transfer: detail with accounts, transfer, block, fee',
    live(async () => {
      const tx = await get<TransactionDetail>(`/api/transaction/${world.gorTransfer}`);
      const chain = await rpc<{
        slot: number;
        meta: { fee: number; preBalances: number[]; postBalances: number[] };
      }>(net.rpcUrl, 'getTransaction', [
        world.gorTransfer,
        { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]);
      expect(tx.status).toBe('success');
      expect(tx.err).toBeNull();
      expect(tx.slot).toBe(chain.slot);
      expect(tx.fee).toBe(String(chain.meta.fee));
      expect(tx.feePayer).toBe(world.a.address);
      expect(tx.transfers).toEqual([
        expect.objectContaining({
          kind: 'native',
          from: world.a.address,
          to: world.b.address,
          amount: String(2.5 * LAMPORTS_PER_GOR),
          decimals: 9,
          mint: null,
        }),
      ]);
      const payer = tx.accounts.find((x) => x.pubkey === world.a.address);
      expect(payer).toMatchObject({ signer: true, writable: true, feePayer: true });
      expect(BigInt(payer?.balanceChange ?? '0')).toBe(
        -(BigInt(2.5 * LAMPORTS_PER_GOR) + BigInt(chain.meta.fee)),
      );
      expect(tx.accounts.find((x) => x.pubkey === world.b.address)?.balanceChange).toBe(
        String(2.5 * LAMPORTS_PER_GOR),
      );
      expect(tx.instructions[0]).toMatchObject({ programName: expect.any(String), type: 'transfer' });
      expect(tx.blockHeight).not.toBeNull();

      const block = await get<BlockDetail>(`/api/block/${tx.blockHeight}`);
      const rpcBlock = await rpc<{
        transactions: { meta: { err: unknown; fee: number } }[];
        parentSlot: number;
        blockhash: string;
      }>(net.rpcUrl, 'getBlock', [
        tx.slot,
        {
          encoding: 'json',
          maxSupportedTransactionVersion: 0,
          transactionDetails: 'full',
          rewards: false,
          commitment: 'confirmed',
        },
      ]);
      expect(block.slot).toBe(tx.slot);
      expect(block.blockhash).toBe(rpcBlock.blockhash);
      expect(block.parentSlot).toBe(rpcBlock.parentSlot);
      expect(block.transactionCount).toBe(rpcBlock.transactions.length);
      expect(block.failedTxs).toBe(rpcBlock.transactions.filter((x) => x.meta.err !== null).length);
      expect(block.successfulTxs + block.failedTxs).toBe(block.transactionCount);
      expect(block.totalFees).toBe(String(rpcBlock.transactions.reduce((s, x) => s + x.meta.fee, 0)));
      expect(block.transactions.map((x) => x.signature)).toContain(world.gorTransfer);
      const ofBlock = await get<TransactionSummary[]>(`/api/transactions?block=${tx.blockHeight}`);
      expect(ofBlock.map((x) => x.signature)).toContain(world.gorTransfer);
    }),
  );

  test(
    'a failed transaction: status failed, error text, fee charged',
    live(async () => {
      const tx = await get<TransactionDetail>(`/api/transaction/${world.failed}`);
      expect(tx.status).toBe('failed');
      expect(tx.err).toBeTruthy();
      expect(tx.transfers).toEqual([]);
      const payer = tx.accounts.find((x) => x.feePayer);
      expect(payer?.pubkey).toBe(world.b.address);
      expect(payer?.balanceChange).toBe(`-${tx.fee}`);
      const block = await get<BlockDetail>(`/api/block/${tx.blockHeight}`);
      expect(block.failedTxs).toBeGreaterThanOrEqual(1);
    }),
  );

  test(
    'latest lists: transactions and blocks, newest first',
    live(async () => {
      const txs = await get<TransactionSummary[]>('/api/transactions?limit=50');
      expect(txs.length).toBeGreaterThan(PAGED_TXS);
      for (let i = 1; i < txs.length; i++) expect(txs[i - 1].slot).toBeGreaterThanOrEqual(txs[i].slot);
      expect(txs.map((x) => x.signature)).toEqual(expect.arrayContaining(world.paged.slice(-5)));
      const blocks = await get<BlockSummary[]>('/api/blocks?limit=5');
      expect(blocks).toHaveLength(5);
      for (let i = 1; i < blocks.length; i++) expect(blocks[i - 1].height).toBeGreaterThan(blocks[i].height);
      // Both lists are served from short caches while the chain keeps producing blocks: close, not equal.
      const stats = await get<NetworkStats>('/api/network/stats');
      expect(Math.abs(stats.blockHeight - blocks[0].height)).toBeLessThanOrEqual(50);
    }),
  );

  test(
    'token: detail, supply, holders, transfers, transactions, list, count',
    live(async () => {
      const supply = await rpc<{ value: { amount: string } }>(net.rpcUrl, 'getTokenSupply', [world.mint]);
      expect(supply.value.amount).toBe(String(MINTED - BURNT));
      const tok = await get<TokenDetail>(`/api/token/${world.mint}`);
      expect(tok).toMatchObject({
        address: world.mint,
        symbol: 'APIT',
        name: 'Api Test Token',
        decimals: MINT_DECIMALS,
        supply: supply.value.amount,
        holders: 2,
        price: null,
        marketCap: null,
        program: 'spl-token-2022',
        authority: world.a.address,
      });

      const holderPage = await get<TokenHolderPage>(`/api/token/${world.mint}/holders`);
      expect(holderPage).toMatchObject({ total: 2, hasMore: false, nextCursor: null });
      const holders = holderPage.holders;
      expect(holders.map((h) => [h.owner, h.amount])).toEqual([
        [world.a.address, String(MINTED - SENT - BURNT)],
        [world.b.address, String(SENT)],
      ]);
      expect(holders[0].percentage + holders[1].percentage).toBeCloseTo(100, 4);
      expect(holders[1].percentage).toBeCloseTo((Number(SENT) / Number(MINTED - BURNT)) * 100, 4);

      const { transfers } = await get<TokenTransferPage>(`/api/token/${world.mint}/transfers`);
      const byAction = (a: string) => transfers.filter((x) => x.action === a);
      expect(byAction('MINT')).toEqual([
        expect.objectContaining({
          signature: world.mintToTx,
          amount: String(MINTED),
          from: null,
          toOwner: world.a.address,
        }),
      ]);
      expect(byAction('TRANSFER')).toEqual([
        expect.objectContaining({
          signature: world.transferTx,
          amount: String(SENT),
          fromOwner: world.a.address,
          toOwner: world.b.address,
        }),
      ]);
      expect(byAction('BURN')).toEqual([
        expect.objectContaining({ signature: world.burnTx, amount: String(BURNT) }),
      ]);
      expect(transfers[0].signature).toBe(world.burnTx);

      const txs = (await get<TokenTransactionPage>(`/api/token/${world.mint}/transactions`)).transactions;
      expect(txs.map((x) => x.signature)).toEqual([world.burnTx, world.transferTx, world.mintToTx]);
      const page1 = await get<TokenTransactionPage>(`/api/token/${world.mint}/transactions?limit=1`);
      expect(page1.hasMore).toBe(true);
      const page2 = await get<TokenTransactionPage>(
        `/api/token/${world.mint}/transactions?limit=1&cursor=${page1.nextCursor}`,
      );
      expect(page2.transactions.map((x) => x.signature)).toEqual([world.transferTx]);

      const list = await get<TokenListItem[]>('/api/tokens?search=apit');
      expect(list.map((x) => x.mint)).toEqual([world.mint]);
      expect(list[0]).toMatchObject({
        holderCount: 2,
        supply: String(MINTED - BURNT),
        price: null,
        verified: false,
      });
      expect(list[0].createdAt).toBeGreaterThan(0);
      expect(tok.volume24h).toBe(String(SENT));
      // sort=volume orders by the 24 h volume column (refreshed by the indexer every minute).
      const byVolume = await get<TokenListItem[]>('/api/tokens?sort=volume&order=desc&limit=1000');
      for (let i = 1; i < byVolume.length; i++)
        expect(BigInt(byVolume[i - 1].volume24h) >= BigInt(byVolume[i].volume24h)).toBe(true);
      expect(await get('/api/tokens/count?search=Api%20Test')).toEqual({ count: 1, unfiltered: 1 });
      expect(await get('/api/tokens/count?search=no-such-token-zz')).toEqual({ count: 0, unfiltered: 0 });
      // A NUL in the text is the request's fault on both databases (PostgreSQL cannot hold it).
      for (const url of ['/api/tokens/count?search=%00', '/api/tokens?search=a%00', '/api/search?q=%00'])
        expect([200, 400]).toContain((await api.request(url)).statusCode);
      const sorted = await get<TokenListItem[]>('/api/tokens?sort=holders&order=desc&limit=1000');
      for (let i = 1; i < sorted.length; i++)
        expect(sorted[i - 1].holderCount).toBeGreaterThanOrEqual(sorted[i].holderCount);
    }),
  );

  test(
    'address: detail, holdings (GOR first), type',
    live(async () => {
      const bal = await rpc<{ value: number }>(net.rpcUrl, 'getBalance', [
        world.b.address,
        { commitment: 'confirmed' },
      ]);
      const b = await get<AddressDetail>(`/api/address/${world.b.address}`);
      expect(b).toMatchObject({
        address: world.b.address,
        balance: String(bal.value),
        type: 'wallet',
        isValidator: false,
        isTokenAccount: false,
        isMaster: false,
      });
      expect(b.tokenAccounts).toEqual([
        expect.objectContaining({
          mint: world.mint,
          amount: String(SENT),
          decimals: MINT_DECIMALS,
          symbol: 'APIT',
        }),
      ]);
      expect(b.lastActivity).not.toBeNull();
      expect((await get<AddressDetail>(`/api/address/${world.a.address}`)).isMaster).toBe(true);

      const h = await get<Holdings>(`/api/address/${world.b.address}/holdings`);
      expect(h.tokenHoldings[0]).toMatchObject({
        isNative: true,
        symbol: 'GOR',
        amount: String(bal.value),
        decimals: 9,
      });
      expect(h.tokenHoldings.slice(1)).toEqual([
        expect.objectContaining({ mint: world.mint, amount: String(SENT), symbol: 'APIT', usdValue: null }),
      ]);
      // No price feed is configured: no USD figure.
      expect(h.gorValue).toBeNull();

      expect(await get<AddressTypeResult>(`/api/address/${world.mint}/type`)).toMatchObject({
        type: 'token',
        exists: true,
        token: { symbol: 'APIT', decimals: MINT_DECIMALS },
      });
      expect(await get<AddressTypeResult>(`/api/address/${world.b.address}/type`)).toMatchObject({
        type: 'account',
        exists: true,
        token: null,
      });
      expect(
        await get<AddressTypeResult>('/api/address/TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb/type'),
      ).toMatchObject({ type: 'program', exists: true });
      const ata = b.tokenAccounts[0].account;
      expect(await get<AddressTypeResult>(`/api/address/${ata}/type`)).toMatchObject({
        type: 'token_account',
        exists: true,
      });
      const ataDetail = await get<AddressDetail>(`/api/address/${ata}`);
      // Totals from the index: c received the paged transfers (0.001 GOR + i µGOR each) and sent none.
      const c = await get<AddressDetail>(`/api/address/${world.c}`);
      const paid = Array.from({ length: PAGED_TXS }, (_, i) => BigInt(Math.round((0.001 + i / 1e6) * 1e9)));
      expect([c.totalReceived, c.totalSent]).toEqual([String(paid.reduce((x, y) => x + y, 0n)), '0']);
      expect(BigInt(b.totalReceived ?? '0')).toBeGreaterThanOrEqual(BigInt(2.5 * LAMPORTS_PER_GOR));
      // Accounts named for what the node says they are, not "Standard Wallet" for all.
      expect(b.type).toBe('wallet');
      expect(ataDetail.type).toBe('token_account');
      expect((await get<AddressDetail>(`/api/address/${world.mint}`)).type).toBe('mint');
      expect(
        (await get<AddressDetail>('/api/address/TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).type,
      ).toBe('program');
      expect(ataDetail.tokenAccount).toEqual({
        mint: world.mint,
        owner: world.b.address,
        amount: String(SENT),
        decimals: MINT_DECIMALS,
      });
    }),
  );

  test(
    `paging an address with ${PAGED_TXS} transactions: no gap, no duplicate`,
    live(async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      let total = -1;
      do {
        const page: PaginatedTransactions = await get<PaginatedTransactions>(
          `/api/address/${world.c}/transactions/paginated${cursor ? `?cursor=${cursor}` : ''}`,
        );
        expect(page.transactions.length).toBeLessThanOrEqual(10);
        total = page.totalCount;
        seen.push(...page.transactions.map((x) => x.signature));
        for (const x of page.transactions)
          expect(x.accounts.some((acc) => acc.pubkey === world.c)).toBe(true);
        cursor = page.hasMore ? page.nextCursor : null;
        if (page.hasMore) expect(page.transactions).toHaveLength(10);
        pages++;
      } while (cursor && pages < 20);
      expect(pages).toBe(Math.ceil(PAGED_TXS / 10));
      expect(total).toBe(PAGED_TXS);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...world.paged].sort());
    }),
  );

  test(
    'search classifies and checks existence',
    live(async () => {
      const tx = await get<TransactionDetail>(`/api/transaction/${world.gorTransfer}`);
      const q = async (text: string) => get<SearchResult>(`/api/search?q=${encodeURIComponent(text)}`);
      expect(await q(world.gorTransfer)).toMatchObject({ type: 'transaction', value: world.gorTransfer });
      expect(await q(` ${tx.blockHeight} `)).toMatchObject({ type: 'block', value: String(tx.blockHeight) });
      expect(await q(world.mint)).toMatchObject({ type: 'token', value: world.mint });
      expect(await q(world.b.address)).toMatchObject({ type: 'address', value: world.b.address });
      expect(await q('APIT')).toMatchObject({
        type: 'token',
        value: world.mint,
        suggestions: [{ type: 'token', value: world.mint, label: expect.stringContaining('APIT') }],
      });
      // A block not produced yet is no match; its suggestion says so.
      expect(await q('99999999')).toEqual({
        type: 'unknown',
        value: null,
        suggestions: [
          {
            type: 'block',
            value: '99999999',
            label: 'Block #99999999 (not yet produced)',
            notYetProduced: true,
          },
        ],
      });
      expect(await q('5'.repeat(88))).toEqual({ type: 'unknown', value: null, suggestions: [] });
    }),
  );

  test(
    'validators, top holders, price, overview',
    live(async () => {
      const va = await rpc<{
        current: { votePubkey: string; nodePubkey: string; activatedStake: number; commission: number }[];
      }>(net.rpcUrl, 'getVoteAccounts', [{ commitment: 'confirmed' }]);
      const vals = await get<Validator[]>('/api/validators');
      expect(vals.map((v) => v.voteAccount).sort()).toEqual(va.current.map((v) => v.votePubkey).sort());
      const v0 = vals[0];
      const r0 = va.current.find((v) => v.votePubkey === v0.voteAccount);
      expect(v0).toMatchObject({
        identity: r0?.nodePubkey,
        stake: String(r0?.activatedStake),
        commission: r0?.commission,
        isActive: true,
        status: 'active',
      });
      expect(v0.uptime).toBeGreaterThanOrEqual(0);
      expect(v0.uptime).toBeLessThanOrEqual(100);
      // The localnet pays no inflation (rate 0, no rewards): no APY, so the pages hide it.
      expect(await rpc<{ validator: number }>(net.rpcUrl, 'getInflationRate')).toMatchObject({
        validator: 0,
      });
      expect(vals.every((v) => v.apy === 0)).toBe(true);
      expect(v0.apy).toBe(0);
      // localnet delegates its validator's stake from one stake account
      const stakeAccounts = await rpc<unknown[]>(net.rpcUrl, 'getProgramAccounts', [
        'Stake11111111111111111111111111111111111111',
        { encoding: 'base64' },
      ]);
      expect(v0.delegators).toBe(stakeAccounts.length);
      expect(v0.delegators).toBeGreaterThan(0);
      const vAddr = await get<AddressDetail>(`/api/address/${v0.identity}`);
      expect(vAddr).toMatchObject({ type: 'validator', isValidator: true, voteAccount: v0.voteAccount });
      expect(vAddr.validator?.apy).toBe(0);

      const top = await get<TopHolders>('/api/top-holders?limit=20');
      expect(top.totalWallets).toBeGreaterThan(3);
      for (let i = 1; i < top.byValue.length; i++)
        expect(BigInt(top.byValue[i - 1].balance) >= BigInt(top.byValue[i].balance)).toBe(true);
      expect(top.byValue[0]).toMatchObject({ rank: 1, tokenSymbol: 'GOR', decimals: 9 });
      const aRow = (await get<TopHolders>('/api/top-holders?limit=1000')).byValue.find(
        (x) => x.address === world.a.address,
      );
      const aBal = await rpc<{ value: number }>(net.rpcUrl, 'getBalance', [
        world.a.address,
        { commitment: 'confirmed' },
      ]);
      expect(aRow?.balance).toBe(String(aBal.value));

      const price = await get<GorPrice>('/api/gor/price');
      expect(price).toMatchObject({ price: null, source: 'none' });
      const ov = await get<{ stats: NetworkStats; version: string | null }>('/api/network/overview');
      expect(ov.version).toBe(
        (await rpc<{ 'solana-core': string }>(net.rpcUrl, 'getVersion'))['solana-core'],
      );
      expect(ov.stats.validators).toBe(vals.length);
      expect(BigInt(ov.stats.stakedGor)).toBe(va.current.reduce((s, v) => s + BigInt(v.activatedStake), 0n));
      expect(await get('/api/break/stats')).toMatchObject({ networkTPS: expect.any(Number) });
    }),
  );

  test(
    'sitemap, sitemap.xml, robots, health, metrics, config, ETag',
    live(async () => {
      const s = await get<Sitemap>('/api/sitemap');
      expect(s.dynamic_pages.tokens.map((p) => p.url)).toContain(`${api.baseUrl}/token/${world.mint}`);
      expect(s.dynamic_pages.recent_blocks[0]?.url).toMatch(new RegExp(`^${api.baseUrl}/block/\\d+$`));
      expect(s.dynamic_pages.validators).toEqual([]);
      expect(s.meta.total_pages).toBe(
        s.static_pages.length +
          s.dynamic_pages.recent_blocks.length +
          s.dynamic_pages.tokens.length +
          s.dynamic_pages.validators.length,
      );
      const xml = await api.request('/sitemap.xml');
      expect(xml.headers['content-type']).toContain('application/xml');
      expect(xml.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(xml.body).toContain(`<loc>${api.baseUrl}/token/${world.mint}</loc>`);
      expect((xml.body.match(/<url>/g) ?? []).length).toBe(s.meta.total_pages);
      const robots = await api.request('/robots.txt');
      expect(robots.body).toContain(`Sitemap: ${api.baseUrl}/sitemap.xml`);

      const health = await get<{ status: string; indexedSlot: number; chainSlot: number; db: string }>(
        '/api/health',
      );
      expect(health.db).toBe('ok');
      expect(health.indexedSlot).toBeGreaterThan(0);
      expect(health.chainSlot).toBeGreaterThanOrEqual(health.indexedSlot - 1);
      const metrics = await api.request('/metrics');
      expect(metrics.body).toMatch(/explorer_indexer_indexed_slot \d+/);
      expect(metrics.body).toMatch(
        /explorer_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
      );
      expect(await get('/api/config')).toMatchObject({
        rpcUrl: net.rpcUrl,
        wsUrl: net.wsUrl,
        masterAddress: world.a.address,
      });

      const first = await api.request(`/api/transaction/${world.gorTransfer}`);
      expect(first.headers.etag).toBeTruthy();
      const again = await api.request({
        url: `/api/transaction/${world.gorTransfer}`,
        headers: { 'if-none-match': first.headers.etag },
      });
      expect(again.statusCode).toBe(304);
    }),
  );
});
