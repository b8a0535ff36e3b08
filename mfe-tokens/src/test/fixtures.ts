// Contract-typed fixtures of the token pages' tests.
import type {
  TokenDetail,
  TokenHolder,
  TokenHolderPage,
  TokenListItem,
  TokenTransactionPage,
  TokenTransfer,
  TokenTransferPage,
} from 'shared-api';

export const MINT = 'TrashPandaMint1111111111111111111111111111';
export const OWNER_A = 'WaLLetA1111111111111111111111111111111111';
export const OWNER_B = 'WaLLetB2222222222222222222222222222222222';
export const SIG = '5'.repeat(87);

export function listItem(i: number, over: Partial<TokenListItem> = {}): TokenListItem {
  const mint = `Mint${String(i).padStart(4, '0')}${'1'.repeat(36)}`;
  return {
    mint,
    address: mint,
    name: `Token ${i}`,
    symbol: `TK${i}`,
    logoUri: null,
    decimals: 6,
    supply: '1000000000',
    nameSource: 'metadata',
    holderCount: 100 - i,
    volume24h: '0',
    price: null,
    change24h: null,
    marketCap: null,
    program: 'spl-token',
    createdAt: 1_700_000_000,
    verified: false,
    ...over,
  };
}

export function detail(over: Partial<TokenDetail> = {}): TokenDetail {
  return {
    address: MINT,
    mint: MINT,
    name: 'Trash Panda',
    symbol: 'TRASH',
    decimals: 9,
    supply: '5000000000000',
    nameSource: 'metadata',
    price: null,
    marketCap: null,
    holders: 2,
    logoUri: null,
    verified: true,
    authoritiesKnown: true,
    authority: OWNER_A,
    freezeAuthority: null,
    updateAuthority: null,
    creator: OWNER_A,
    firstMint: { signature: SIG, timestamp: 1_700_000_000 },
    website: null,
    telegram: null,
    twitter: null,
    description: 'The raccoon coin',
    program: 'spl-token-2022',
    programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
    extensions: ['metadataPointer', 'tokenMetadata'],
    metadataSource: 'token-2022',
    uri: '',
    fullMetadata: { name: 'Trash Panda', symbol: 'TRASH', uri: '' },
    volume24h: '0',
    createdAt: 1_700_000_000,
    ...over,
  };
}

export function holder(rank: number, owner: string, amount: string, percentage: number): TokenHolder {
  return {
    rank,
    owner,
    amount,
    decimals: 9,
    percentage,
    accounts: [{ address: `Acct${rank}${'1'.repeat(38)}`, amount }],
  };
}

export const holderPage = (holders: TokenHolder[], over: Partial<TokenHolderPage> = {}): TokenHolderPage => ({
  holders,
  total: holders.length,
  hasMore: false,
  nextCursor: null,
  ...over,
});

export function transfer(i: number, over: Partial<TokenTransfer> = {}): TokenTransfer {
  return {
    id: `${SIG}:${i}`,
    signature: SIG,
    action: 'TRANSFER',
    from: `From${i}${'1'.repeat(36)}`,
    to: `To${i}${'1'.repeat(38)}`,
    fromOwner: OWNER_A,
    toOwner: OWNER_B,
    amount: '1500000000',
    decimals: 9,
    time: Math.floor(Date.now() / 1000) - 30,
    slot: 100 - i,
    ...over,
  };
}

export const transferPage = (
  transfers: TokenTransfer[],
  over: Partial<TokenTransferPage> = {},
): TokenTransferPage => ({
  transfers,
  hasMore: false,
  nextCursor: null,
  ...over,
});

export const emptyTransactions: TokenTransactionPage = { transactions: [], hasMore: false, nextCursor: null };
