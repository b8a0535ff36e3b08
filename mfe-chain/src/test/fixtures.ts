// Typed sample API answers for the page tests.
import type {
  AddressDetail,
  BlockDetail,
  BlockSummary,
  GorPrice,
  Holdings,
  NetworkOverview,
  NetworkStats,
  PaginatedTransactions,
  Sitemap,
  TopHolders,
  TransactionDetail,
  TransactionSummary,
  Validator,
} from 'shared-api';

export const SIG = '5'.repeat(40) + 'A'.repeat(47); // 87 base58 chars
export const SIG2 = '4'.repeat(40) + 'B'.repeat(47);
export const ADDR = 'Fee1Payer1111111111111111111111111111111111';
export const ADDR2 = 'Dest11111111111111111111111111111111111111';
export const MINT = 'Mint111111111111111111111111111111111111111';
export const SYSTEM = '11111111111111111111111111111111';
export const NOW = Math.floor(Date.now() / 1000);

export const stats: NetworkStats = {
  totalSupply: '1000000000000000000',
  circulatingSupply: '900000000000000000',
  nonCirculatingSupply: '100000000000000000',
  stakedGor: '500000000000000000',
  decimals: 9,
  epoch: 7,
  slot: 123456,
  blockHeight: 120000,
  totalTransactions: 98765,
  tps: 12.34,
  networkTPS: 12.34,
  validators: 3,
  epochInfo: { epoch: 7, slotIndex: 1000, slotsInEpoch: 4000, absoluteSlot: 123456 },
  updatedAt: NOW,
};

export const overview: NetworkOverview = { stats, version: '2.1.0' };

export const price: GorPrice = {
  price: 0.0123,
  change24h: 2.5,
  marketCap: 12_300_000,
  volume24h: 45_600,
  logoUrl: '/gor.png',
  source: 'remote',
  updatedAt: NOW,
};

export function txSummary(over: Partial<TransactionSummary> = {}): TransactionSummary {
  return {
    signature: SIG,
    slot: 5000,
    blockHeight: 4990,
    timestamp: NOW - 30,
    status: 'success',
    fee: '5000',
    feePayer: ADDR,
    instructions: [{ programId: SYSTEM, programName: 'system', type: 'transfer' }],
    ...over,
  };
}

export const blockSummary: BlockSummary = {
  height: 4990,
  slot: 5000,
  blockhash: 'Bhash1111111111111111111111111111111111111',
  timestamp: NOW - 20,
  leader: ADDR2,
  transactionCount: 2,
  successfulTxs: 1,
  failedTxs: 1,
  totalFees: '10000',
};

export function blockDetail(over: Partial<BlockDetail> = {}): BlockDetail {
  return {
    ...blockSummary,
    parentSlot: 4999,
    previousBlockhash: 'Prev1111111111111111111111111111111111111111',
    epoch: 7,
    balanceChanges: 2,
    defiSwaps: 0,
    transactions: [txSummary(), txSummary({ signature: SIG2, status: 'failed' })],
    previousHeight: 4989,
    nextHeight: 4991,
    ...over,
  };
}

export function txDetail(over: Partial<TransactionDetail> = {}): TransactionDetail {
  const accounts = Array.from({ length: 7 }, (_, i) => ({
    pubkey: i === 0 ? ADDR : i === 1 ? ADDR2 : `Acct${i}`.padEnd(43, '1'),
    signer: i === 0,
    writable: i < 2,
    feePayer: i === 0,
    preBalance: i === 0 ? '3000000000' : '0',
    postBalance: i === 0 ? '1999995000' : i === 1 ? '1000000000' : '0',
    balanceChange: i === 0 ? '-1000005000' : i === 1 ? '1000000000' : '0',
  }));
  return {
    signature: SIG,
    slot: 5000,
    blockHeight: 4990,
    timestamp: NOW - 30,
    status: 'success',
    fee: '5000',
    feePayer: ADDR,
    instructions: [
      {
        index: 0,
        programId: SYSTEM,
        programName: 'system',
        type: 'transfer',
        parsed: { type: 'transfer', info: { source: ADDR, destination: ADDR2, lamports: '1000000000' } },
        data: '3Bxs4',
        accounts: [ADDR, ADDR2],
        path: '1',
        name: 'transfer',
        label: 'Transfer',
        decodedBy: 'native',
        accountList: [
          { pubkey: ADDR, name: 'source', writable: true, signer: true },
          { pubkey: ADDR2, name: 'destination', writable: true, signer: false },
        ],
        args: [{ name: 'lamports', value: '1000000000', decimals: 9, mint: null }],
        events: [],
        dataHex: '0200000000ca9a3b00000000',
        dataLength: 12,
        computeUnits: 150,
        failed: false,
        innerInstructions: [],
      },
    ],
    transfers: [
      {
        kind: 'native',
        type: 'transfer',
        from: ADDR,
        to: ADDR2,
        fromOwner: null,
        toOwner: null,
        mint: null,
        amount: '1000000000',
        decimals: 9,
        instructionIndex: 0,
      },
    ],
    mintedTokens: [{ type: 'mint', mint: MINT, account: ADDR2, owner: ADDR, amount: '2500000', decimals: 6 }],
    burnedTokens: [],
    accounts,
    tokenBalanceChanges: [],
    err: null,
    failure: null,
    action: {
      kind: 'send',
      signer: ADDR,
      sent: [{ mint: null, amount: '1000000000', decimals: 9, symbol: null }],
      received: [],
      counterparty: ADDR2,
      reason: null,
    },
    fees: { base: '5000', priority: '0', computeUnitLimit: null, computeUnitPrice: null },
    signers: [ADDR],
    computeUnitsConsumed: 150,
    recentBlockhash: 'Bhash1111111111111111111111111111111111111',
    version: 'legacy',
    programsCount: 1,
    logMessages: [],
    addressTableLookups: [],
    ...over,
  };
}

export function addressDetail(over: Partial<AddressDetail> = {}): AddressDetail {
  return {
    address: ADDR,
    balance: '2500000000',
    decimals: 9,
    type: 'wallet',
    totalSent: '1500000000',
    totalReceived: null,
    isValidator: false,
    isTokenAccount: false,
    isMint: false,
    isMaster: false,
    owner: SYSTEM,
    lastActivity: NOW - 120,
    firstSeen: NOW - 7200,
    transactionCount: 3,
    tokenAccounts: [],
    voteAccount: null,
    validator: null,
    tokenAccount: null,
    usdValue: 0.03,
    ...over,
  };
}

export const holdings: Holdings = {
  address: ADDR,
  balance: '2500000000',
  decimals: 9,
  gorValue: 0.03,
  totalValue: 0.03,
  isTokenAccount: false,
  tokenHoldings: [
    {
      mint: 'So11111111111111111111111111111111111111112',
      account: null,
      isNative: true,
      amount: '2500000000',
      decimals: 9,
      symbol: 'GOR',
      name: 'Gorbagana',
      logoUri: null,
      price: 0.0123,
      usdValue: 0.03,
    },
    {
      mint: MINT,
      account: ADDR2,
      isNative: false,
      amount: '1500000000',
      decimals: 6,
      symbol: 'TRASH',
      name: 'Trash Coin',
      logoUri: null,
      price: null,
      usdValue: null,
    },
    {
      mint: 'Other11111111111111111111111111111111111111',
      account: 'Acc21111111111111111111111111111111111111111',
      isNative: false,
      amount: '7',
      decimals: 0,
      symbol: 'JUNK',
      name: 'Junk',
      logoUri: null,
      price: null,
      usdValue: null,
    },
  ],
};

export function page(
  n: number,
  opts: { hasMore: boolean; nextCursor: string | null; total: number; start?: number; historyKept?: boolean },
): PaginatedTransactions {
  const start = opts.start ?? 0;
  return {
    transactions: Array.from({ length: n }, (_, i) => ({
      ...txSummary({
        signature: String(start + i + 1)
          .padStart(3, '1')
          .replace(/0/g, 'o')
          .padEnd(87, 'x'),
      }),
      instructions: txDetail().instructions,
      transfers: [],
      mintedTokens: [],
      burnedTokens: [],
      accounts: [],
      tokenBalanceChanges: [],
    })),
    hasMore: opts.hasMore,
    nextCursor: opts.nextCursor,
    totalCount: opts.total,
    historyKept: opts.historyKept ?? true,
  };
}

export function validator(over: Partial<Validator> = {}): Validator {
  return {
    address: ADDR,
    identity: ADDR,
    voteAccount: ADDR2,
    name: 'Gor Node',
    isActive: true,
    status: 'active',
    stake: '785000000000000000',
    commission: 0,
    apy: 0,
    uptime: 0,
    delegators: 0,
    lastVote: 1,
    rootSlot: 1,
    version: '2.1.0',
    ...over,
  };
}

export function topHolders(n: number, total: number, offset = 0): TopHolders {
  return {
    totalWallets: total,
    totalSupply: '1000000000000000000',
    byValue: Array.from({ length: n }, (_, i) => ({
      rank: offset + i + 1,
      fullAddress: `H${offset + i + 1}Z`.padEnd(44, '1'),
      address: `H${offset + i + 1}Z`.padEnd(44, '1'),
      tokenMint: 'So11111111111111111111111111111111111111112',
      tokenSymbol: 'GOR',
      tokenName: 'Gorbagana',
      balance: String((1000 - i) * 1e9),
      decimals: 9,
      percentage: 1.5,
      value: i === 0 ? 12.5 : 0,
      kind: 'wallet' as const,
    })),
    lastUpdated: NOW - 60,
    message: null,
  };
}

export const sitemap: Sitemap = {
  meta: { total_pages: 5, last_updated: new Date().toISOString(), base_url: 'http://localhost' },
  static_pages: [
    {
      title: 'Home',
      description: 'Explorer home',
      priority: 1,
      changefreq: 'always',
      url: 'http://localhost/',
    },
    {
      title: 'Tokens',
      description: 'All tokens',
      priority: 0.5,
      changefreq: 'hourly',
      url: 'http://localhost/tokens',
    },
  ],
  dynamic_pages: {
    recent_blocks: [
      {
        title: 'Block 4990',
        description: 'Block detail',
        priority: 0.6,
        changefreq: 'never',
        url: 'http://localhost/block/4990',
      },
    ],
    tokens: [
      {
        title: 'TRASH',
        description: 'Token',
        priority: 0.7,
        changefreq: 'daily',
        url: `http://localhost/token/${MINT}`,
      },
    ],
    validators: [
      {
        title: 'Gor Node',
        description: 'Validator',
        priority: 0.8,
        changefreq: 'daily',
        url: `http://localhost/address/${ADDR}`,
      },
    ],
  },
};
