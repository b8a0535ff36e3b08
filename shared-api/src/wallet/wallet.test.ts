import type { AddressTransaction } from 'shared-api';
import {
  balanceChangeRows,
  balanceChangeTransactions,
  cursorFor,
  filterHoldings,
  firstPage,
  holdingAmount,
  holdingUsd,
  keepForBalanceChanges,
  keepForTransfers,
  nextPage,
  othersLabel,
  pageJump,
  pageOf,
  prevPage,
  refreshPages,
  sortHoldings,
  transferAction,
  transferActionTone,
  transferRow,
  transferRows,
  uniqueBySignature,
  walletTotalPages,
} from './index';

const ME = 'Me1111111111111111111111111111111111111111';
const OTHER = 'Ot2222222222222222222222222222222222222222';
const THIRD = 'Th3333333333333333333333333333333333333333';
const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

function tx(p: Partial<AddressTransaction> = {}): AddressTransaction {
  return {
    signature: 'sig1',
    slot: 10,
    blockHeight: 9,
    timestamp: 1_700_000_000,
    status: 'success',
    fee: '5000',
    feePayer: OTHER,
    instructions: [],
    transfers: [],
    mintedTokens: [],
    burnedTokens: [],
    accounts: [],
    tokenBalanceChanges: [],
    ...p,
  };
}
function ix(programId: string, type: string, info: Record<string, string> = {}) {
  return {
    index: 0,
    programId,
    programName: null,
    type,
    parsed: { type, info },
    data: '',
    accounts: [],
    innerInstructions: [],
  };
}
const transfer = (from: string, to: string, amount = '1000000000', extra = {}) => ({
  kind: 'native' as const,
  type: 'transfer',
  from,
  to,
  fromOwner: null,
  toOwner: null,
  mint: null,
  amount,
  decimals: 9,
  instructionIndex: 0,
  ...extra,
});
const account = (pubkey: string, balanceChange: string) => ({
  pubkey,
  signer: false,
  writable: true,
  feePayer: false,
  preBalance: '0',
  postBalance: balanceChange.replace('-', ''),
  balanceChange,
});
const minted = (account: string | null, owner: string | null) => ({
  type: 'mint' as const,
  mint: 'MintX',
  account,
  owner,
  amount: '5',
  decimals: 0,
});

describe('holdings search and order', () => {
  const list = [
    {
      isNative: true,
      symbol: null,
      mint: 'So11111111111111111111111111111111111111112',
      name: null,
      usdValue: 1,
    },
    { isNative: false, symbol: 'TRASH', mint: 'MintAAA', name: 'Trash Coin', usdValue: 5 },
    { isNative: false, symbol: null, mint: 'MintBBB', name: 'Bag', usdValue: null },
    { isNative: false, symbol: 'RICH', mint: 'MintCCC', name: null, usdValue: 50 },
  ];
  test('empty or blank query keeps all', () => {
    expect(filterHoldings(list, '')).toHaveLength(4);
    expect(filterHoldings(list, '   ')).toHaveLength(4);
  });
  test('case-insensitive substring of symbol, mint or name', () => {
    expect(filterHoldings(list, 'trash').map((h) => h.mint)).toEqual(['MintAAA']);
    expect(filterHoldings(list, 'bbb').map((h) => h.name)).toEqual(['Bag']);
    expect(filterHoldings(list, 'COIN')).toHaveLength(1);
    expect(filterHoldings(list, 'zzz')).toHaveLength(0);
  });
  test("GOR matches 'gor' and 'gorbagana'", () => {
    expect(filterHoldings(list, 'gor').map((h) => h.isNative)).toEqual([true]);
    expect(filterHoldings(list, 'Gorbagana').map((h) => h.isNative)).toEqual([true]);
    expect(filterHoldings(list.slice(1), 'gorbagana')).toHaveLength(0);
  });
  test('GOR first, then dollar value descending, unknown last', () => {
    expect(sortHoldings([list[2], list[1], list[0], list[3]]).map((h) => h.mint)).toEqual([
      list[0].mint,
      'MintCCC',
      'MintAAA',
      'MintBBB',
    ]);
  });
  test('amount abbreviated, dollars with 8 decimals', () => {
    expect(holdingAmount({ amount: '1500000000000', decimals: 9 })).toBe('1.50K');
    expect(holdingUsd({ usdValue: 0.5 })).toBe('$0.50000000');
    expect(holdingUsd({ usdValue: null })).toBeNull();
  });
});

describe('Balance Changes inclusion, one rule at a time', () => {
  test('unique by signature', () => {
    expect(uniqueBySignature([tx(), tx(), tx({ signature: 'sig2' })]).map((t) => t.signature)).toEqual([
      'sig1',
      'sig2',
    ]);
  });
  test('transfer destination, owner or source keeps; a stranger transfer drops', () => {
    expect(keepForBalanceChanges(tx({ transfers: [transfer(OTHER, ME)] }), ME)).toBe(true);
    expect(keepForBalanceChanges(tx({ transfers: [transfer(ME, OTHER)] }), ME)).toBe(true);
    expect(keepForBalanceChanges(tx({ transfers: [transfer('A1', 'B1', '1', { toOwner: ME })] }), ME)).toBe(
      true,
    );
    expect(keepForBalanceChanges(tx({ transfers: [transfer(OTHER, THIRD)] }), ME)).toBe(false);
  });
  test('minted token account or owner keeps; another wallet’s mint drops', () => {
    expect(keepForBalanceChanges(tx({ mintedTokens: [minted(ME, null)] }), ME)).toBe(true);
    expect(keepForBalanceChanges(tx({ mintedTokens: [minted('Acc', ME)] }), ME)).toBe(true);
    expect(keepForBalanceChanges(tx({ mintedTokens: [minted('Acc', OTHER)] }), ME)).toBe(false);
  });
  test('system/token balance instruction with matching source, destination or account keeps', () => {
    expect(keepForBalanceChanges(tx({ instructions: [ix(SYSTEM, 'transfer', { source: ME })] }), ME)).toBe(
      true,
    );
    expect(
      keepForBalanceChanges(tx({ instructions: [ix(TOKEN, 'closeAccount', { account: ME })] }), ME),
    ).toBe(true);
    expect(
      keepForBalanceChanges(tx({ instructions: [ix(TOKEN, 'mintToChecked', { destination: ME })] }), ME),
    ).toBe(true);
    // another program, or a non-balance instruction, or another address: dropped
    expect(keepForBalanceChanges(tx({ instructions: [ix(MEMO, 'transfer', { source: ME })] }), ME)).toBe(
      false,
    );
    expect(keepForBalanceChanges(tx({ instructions: [ix(TOKEN, 'approve', { source: ME })] }), ME)).toBe(
      false,
    );
    expect(keepForBalanceChanges(tx({ instructions: [ix(TOKEN, 'burn', { account: OTHER })] }), ME)).toBe(
      false,
    );
  });
  test('a non-zero account change keeps; a zero change drops', () => {
    expect(keepForBalanceChanges(tx({ accounts: [account(ME, '-5000')] }), ME)).toBe(true);
    expect(keepForBalanceChanges(tx({ accounts: [account(ME, '0')] }), ME)).toBe(false);
  });
  test('list: duplicates removed, then filtered', () => {
    const keep = tx({ accounts: [account(ME, '10')] });
    const drop = tx({ signature: 'sig2' });
    expect(balanceChangeTransactions([keep, keep, drop], ME).map((t) => t.signature)).toEqual(['sig1']);
  });
  test('rows: GOR change of the address and its token accounts’ changes', () => {
    const rows = balanceChangeRows(
      tx({
        accounts: [account(ME, '-5000'), account(OTHER, '5000')],
        tokenBalanceChanges: [
          {
            account: 'TokAcc',
            owner: ME,
            mint: 'MintX',
            decimals: 6,
            preAmount: '0',
            postAmount: '7',
            change: '7',
          },
          {
            account: 'TokAcc2',
            owner: OTHER,
            mint: 'MintX',
            decimals: 6,
            preAmount: '0',
            postAmount: '1',
            change: '1',
          },
        ],
      }),
      ME,
    );
    expect(rows).toEqual([
      expect.objectContaining({ account: ME, change: '-5000', mint: null, decimals: 9, blockHeight: 9 }),
      expect.objectContaining({
        account: 'TokAcc',
        change: '7',
        postBalance: '7',
        mint: 'MintX',
        decimals: 6,
      }),
    ]);
  });
});

describe('Transfers inclusion and rows', () => {
  test('first instruction type alone keeps (transfer, mint, burn, createidempotent, closeaccount, initializeaccount)', () => {
    for (const t of ['transfer', 'mintTo', 'burn', 'createIdempotent', 'closeAccount', 'initializeAccount'])
      expect(keepForTransfers(tx({ instructions: [ix(MEMO, t)] }), ME)).toBe(true);
    expect(keepForTransfers(tx({ instructions: [ix(MEMO, 'memo')] }), ME)).toBe(false);
  });
  test('a non-zero account change, or the address in transfers or minted tokens keeps', () => {
    expect(keepForTransfers(tx({ accounts: [account(ME, '1')] }), ME)).toBe(true);
    expect(keepForTransfers(tx({ transfers: [transfer(OTHER, ME)] }), ME)).toBe(true);
    expect(keepForTransfers(tx({ mintedTokens: [minted(null, ME)] }), ME)).toBe(true);
    expect(
      keepForTransfers(tx({ accounts: [account(ME, '0')], transfers: [transfer(OTHER, THIRD)] }), ME),
    ).toBe(false);
  });
  test('amount signed relative to the viewed address; first recipient plus others', () => {
    const out = transferRow(
      tx({
        instructions: [ix(SYSTEM, 'transfer')],
        transfers: [transfer(ME, OTHER, '100'), transfer(ME, THIRD, '200'), transfer(ME, OTHER, '1')],
      }),
      ME,
    );
    expect(out).toMatchObject({
      action: 'TRANSFER',
      from: ME,
      to: OTHER,
      others: 1,
      amount: '-100',
      mint: null,
    });
    const incoming = transferRow(tx({ transfers: [transfer(OTHER, ME, '100')] }), ME);
    expect(incoming?.amount).toBe('100');
  });
  test('a mint to the address reads from MINT (null source); nothing extractable is skipped', () => {
    const out = transferRow(
      tx({ instructions: [ix(TOKEN, 'mintTo')], mintedTokens: [minted('Acc', ME)] }),
      ME,
    );
    expect(out).toMatchObject({ action: 'MINT', from: null, to: 'Acc', amount: '5' });
    expect(transferRow(tx({ instructions: [ix(MEMO, 'closeAccount')] }), ME)).toBeNull();
    expect(transferRows([tx({ instructions: [ix(MEMO, 'memo')] })], ME)).toEqual([]);
  });
  test('action names and badge colours', () => {
    expect(transferAction('transferChecked')).toBe('TRANSFER');
    expect(transferAction('mintTo')).toBe('MINT');
    expect(transferAction('burn')).toBe('BURN');
    expect(transferAction('createIdempotent')).toBe('CREATE ACCOUNT');
    expect(transferAction('closeAccount')).toBe('CLOSE ACCOUNT');
    expect(transferAction('initializeAccount3')).toBe('INITIALIZE ACCOUNT');
    expect(transferAction('setAuthority')).toBe('SETAUTHORITY');
    expect(transferActionTone('TRANSFER')).toBe('green');
    expect(transferActionTone('MINT')).toBe('green');
    expect(transferActionTone('BURN')).toBe('red');
    expect(transferActionTone('CREATE ACCOUNT')).toBe('emerald');
    expect(transferActionTone('CLOSE ACCOUNT')).toBe('orange');
    expect(transferActionTone('INITIALIZE ACCOUNT')).toBe('purple');
    expect(transferActionTone('SETAUTHORITY')).toBe('gray');
  });
  test("'+n others'", () => {
    expect(othersLabel(0)).toBe('');
    expect(othersLabel(3)).toBe('+3 others');
  });
});

describe('paging', () => {
  test('total pages: ceil(total/10), else current + 1 when more exist, else current', () => {
    expect(walletTotalPages(1, 25, true)).toBe(3);
    expect(walletTotalPages(2, 0, true)).toBe(3);
    expect(walletTotalPages(2, null, false)).toBe(2);
    expect(pageOf(2, 3)).toBe('Page 2 of 3');
  });
  test('a jump outside 1..last is ignored', () => {
    expect(pageJump(0, 5)).toBeNull();
    expect(pageJump(6, 5)).toBeNull();
    expect(pageJump(5, 5)).toBe(5);
  });
  test('each page keeps its cursor; Refresh clears them', () => {
    let s = nextPage(nextPage(firstPage, 'c2'), 'c3');
    expect(cursorFor(s)).toBe('c3');
    s = prevPage(s);
    expect(cursorFor(s)).toBe('c2');
    expect(nextPage(s, null)).toBe(s);
    expect(refreshPages()).toEqual({ page: 1, cursors: [null] });
  });
});
