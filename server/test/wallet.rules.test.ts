/**
 * The inclusion rules of the wallet tabs, rule by rule: for each, a transaction the rule keeps
 * and one it drops (the other rules failing in both), then the rows extracted from kept ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodeRpcFile } from '../src/decode/file';
import type { DecodedInstruction, DerivedTransaction, TransferRecord } from '../src/decode/types';
import { walletPostings } from '../src/indexer/writtenBlock';
import { movementsOf, walletBalanceRows, walletTransferRows } from '../src/walletHistory/extract';
import {
  balanceChangeAddresses,
  firstInstructionKind,
  hasAccountChange,
  inBalanceInstruction,
  inMintedTokens,
  inTransfers,
  keepForBalanceChanges,
  keepForTransfers,
  walletCandidates,
} from '../src/walletHistory/rules';

const W = 'WaLLet1111111111111111111111111111111111111';
const X = 'Other11111111111111111111111111111111111111';
const Y = 'Third11111111111111111111111111111111111111';
const MINT = 'Mint111111111111111111111111111111111111111';
const ATA = 'Ata11111111111111111111111111111111111111111';
const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const MEMO = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';

function ix(programId: string, type: string, info: Record<string, string> = {}): DecodedInstruction {
  return {
    programId,
    programName: '',
    type,
    parsed: { type, info },
    data: '',
    accounts: [],
    stackHeight: 1,
    inner: [],
  };
}

function transfer(p: Partial<TransferRecord>): TransferRecord {
  return {
    kind: 'transfer',
    mint: null,
    source: null,
    destination: null,
    sourceOwner: null,
    destinationOwner: null,
    amount: '10',
    decimals: 9,
    instruction: 0,
    innerInstruction: -1,
    ...p,
  };
}

function account(pubkey: string, pre: string, post: string) {
  return {
    pubkey,
    signer: false,
    writable: true,
    feePayer: false,
    source: 'static' as const,
    preBalance: pre,
    postBalance: post,
    change: (BigInt(post) - BigInt(pre)).toString(),
  };
}

function tx(p: Partial<DerivedTransaction> = {}): DerivedTransaction {
  return {
    signature: 'sig',
    signatures: ['sig'],
    slot: 7,
    blockTime: 1_700_000_000,
    index: 2,
    version: 'legacy',
    status: 'success',
    err: null,
    fee: 5000,
    feePayer: X,
    computeUnits: null,
    recentBlockhash: '',
    signers: [],
    writables: [],
    accountKeys: [],
    accounts: [],
    programs: [],
    isVote: false,
    instructions: [ix(MEMO, 'memo')],
    instructionCount: 1,
    nativeBalanceChanges: [],
    tokenBalanceChanges: [],
    tokenAccountsAfter: [],
    transfers: [],
    mints: [],
    burns: [],
    creations: [],
    closes: [],
    logMessages: [],
    ...p,
  };
}

describe('Balance Changes rules', () => {
  test('appears in a transfer: as destination, owner or source keeps; absent drops', () => {
    for (const t of [
      transfer({ destination: W }),
      transfer({ destinationOwner: W }),
      transfer({ sourceOwner: W }),
      transfer({ source: W }),
    ]) {
      expect(inTransfers(tx({ transfers: [t] }), W)).toBe(true);
      expect(keepForBalanceChanges(tx({ transfers: [t] }), W)).toBe(true);
    }
    const other = tx({ transfers: [transfer({ source: X, destination: Y })] });
    expect(inTransfers(other, W)).toBe(false);
    expect(keepForBalanceChanges(other, W)).toBe(false);
  });

  test('a minted token with the address as account or owner keeps; another account drops', () => {
    const mint = (account: string, owner: string) =>
      tx({ mints: [{ type: 'mint', mint: MINT, amount: '5', decimals: 0, account, owner }] });
    expect(keepForBalanceChanges(mint(W, X), W)).toBe(true);
    expect(keepForBalanceChanges(mint(ATA, W), W)).toBe(true);
    expect(inMintedTokens(mint(ATA, X), W)).toBe(false);
    expect(keepForBalanceChanges(mint(ATA, X), W)).toBe(false);
  });

  test('a system/token balance instruction with matching source, destination or account keeps', () => {
    const keeps = [
      ix(SYSTEM, 'transfer', { source: W, destination: X }),
      ix(TOKEN, 'transferChecked', { source: X, destination: W }),
      ix(TOKEN, 'mintTo', { account: W }),
      ix(TOKEN, 'mintToChecked', { account: W }),
      ix(TOKEN, 'burn', { account: W }),
      ix(TOKEN, 'closeAccount', { account: W }),
    ];
    for (const i of keeps) expect(inBalanceInstruction(tx({ instructions: [i] }), W)).toBe(true);
    // Inner instructions count.
    const outer = ix('Prog111111111111111111111111111111111111111', 'unknown');
    outer.inner = [ix(SYSTEM, 'transfer', { source: W, destination: X })];
    expect(keepForBalanceChanges(tx({ instructions: [outer] }), W)).toBe(true);
  });

  test('a balance instruction of another program, another type or other accounts drops', () => {
    const drops = [
      ix(MEMO, 'transfer', { source: W }),
      ix(TOKEN, 'approve', { source: W }),
      ix(SYSTEM, 'transfer', { source: X, destination: Y }),
    ];
    for (const i of drops) expect(keepForBalanceChanges(tx({ instructions: [i] }), W)).toBe(false);
  });

  test('an account entry with a non-zero change keeps; a zero change drops', () => {
    expect(hasAccountChange(tx({ accounts: [account(W, '100', '90')] }), W)).toBe(true);
    expect(keepForBalanceChanges(tx({ accounts: [account(W, '100', '90')] }), W)).toBe(true);
    expect(keepForBalanceChanges(tx({ accounts: [account(W, '100', '100')] }), W)).toBe(false);
  });
});

test('on every recorded real transaction, the addresses read in one pass are exactly those one of the four Balance Changes rules keeps', () => {
  const dir = path.join(__dirname, 'fixtures', 'real-blocks');
  let asked = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const out = decodeRpcFile(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    const txs = out.kind === 'block' ? out.block.transactions : [out.transaction];
    for (const tx of txs) {
      const kept = balanceChangeAddresses(tx);
      for (const address of [...walletCandidates(tx), ...tx.accountKeys, X]) {
        const byRules =
          inTransfers(tx, address) ||
          inMintedTokens(tx, address) ||
          inBalanceInstruction(tx, address) ||
          hasAccountChange(tx, address);
        expect(kept.has(address)).toBe(byRules);
        asked++;
      }
    }
  }
  expect(asked).toBeGreaterThan(1000);
});

describe('Transfers rules', () => {
  test.each([
    ['transfer', 'transfer'],
    ['transferChecked', 'transfer'],
    ['mintTo', 'mint'],
    ['mintToChecked', 'mint'],
    ['burn', 'burn'],
    ['createIdempotent', 'createidempotent'],
    ['closeAccount', 'closeaccount'],
    ['initializeAccount3', 'initializeaccount'],
  ])('first instruction %s (read as %s) keeps', (type, kind) => {
    const t = tx({ instructions: [ix(TOKEN, type)] });
    expect(firstInstructionKind(t)).toBe(kind);
    expect(keepForTransfers(t, W)).toBe(true);
  });

  test('another first instruction drops (a transfer kind later does not count)', () => {
    const t = tx({ instructions: [ix(MEMO, 'memo'), ix(SYSTEM, 'transfer')] });
    expect(keepForTransfers(t, W)).toBe(false);
  });

  test('a non-zero account change keeps; zero drops', () => {
    expect(keepForTransfers(tx({ accounts: [account(W, '1', '2')] }), W)).toBe(true);
    expect(keepForTransfers(tx({ accounts: [account(W, '2', '2')] }), W)).toBe(false);
  });

  test('appearing in transfers keeps; transfers between others drop', () => {
    expect(keepForTransfers(tx({ transfers: [transfer({ destinationOwner: W })] }), W)).toBe(true);
    expect(keepForTransfers(tx({ transfers: [transfer({ source: X, destination: Y })] }), W)).toBe(false);
  });

  test('appearing in minted tokens keeps; a mint to someone else drops', () => {
    const m = (owner: string) =>
      tx({ mints: [{ type: 'mint', mint: MINT, amount: '1', decimals: 0, account: ATA, owner }] });
    expect(keepForTransfers(m(W), W)).toBe(true);
    expect(keepForTransfers(m(X), W)).toBe(false);
  });

  test('no extractable info: a kept transaction without any movement of the address has no row', () => {
    const t = tx({
      instructions: [ix(SYSTEM, 'transfer')],
      transfers: [transfer({ source: X, destination: Y })],
    });
    expect(keepForTransfers(t, W)).toBe(true);
    expect(walletTransferRows(t).filter((r) => r.address === W)).toEqual([]);
  });
});

describe('extracted rows', () => {
  test('a GOR transfer gives one out row for the sender and one in row for the recipient', () => {
    const t = tx({
      accounts: [account(X, '1000', '890'), account(W, '0', '100')],
      transfers: [
        transfer({ source: X, destination: W, sourceOwner: X, destinationOwner: W, amount: '100' }),
      ],
    });
    const rows = walletTransferRows(t);
    expect(rows.map((r) => [r.address, r.direction, r.action, r.amount, r.mint])).toEqual([
      [X, 'out', 'transfer', '100', null],
      [W, 'in', 'transfer', '100', null],
    ]);
    const bal = walletBalanceRows(t);
    expect(bal.map((r) => [r.address, r.change, r.pre_amount, r.post_amount, r.direction])).toEqual([
      [X, '-110', '1000', '890', 'out'],
      [W, '100', '0', '100', 'in'],
    ]);
  });

  test('several recipients: each row counts the others paid by the same source', () => {
    const t = tx({
      transfers: [
        transfer({ source: X, sourceOwner: X, destination: W, destinationOwner: W }),
        transfer({ source: X, sourceOwner: X, destination: Y, destinationOwner: Y }),
      ],
    });
    const xRows = walletTransferRows(t).filter((r) => r.address === X);
    expect(xRows.map((r) => [r.destination, r.others, r.position])).toEqual([
      [W, 1, 0],
      [Y, 1, 1],
    ]);
  });

  test('ATA created in the transaction is CREATE ACCOUNT once; an idempotent no-op is nothing', () => {
    const created = tx({
      feePayer: X,
      accounts: [account(X, '5', '5'), account(W, '7', '7')],
      creations: [
        { kind: 'associatedTokenAccount', address: ATA, owner: W, mint: MINT },
        { kind: 'tokenAccount', address: ATA, owner: W, mint: MINT },
      ],
    });
    const rows = walletTransferRows(created).filter((r) => r.address === W);
    // W is not a key here and has no change: kept only through the first-instruction rule.
    expect(rows).toEqual([]);
    const createdFirst = {
      ...created,
      instructions: [ix('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL', 'createIdempotent')],
    };
    expect(walletTransferRows(createdFirst).map((r) => [r.address, r.action, r.direction])).toEqual([
      [X, 'create', 'out'],
      [W, 'create', 'in'],
    ]);
    const noop = tx({
      instructions: createdFirst.instructions,
      creations: [{ kind: 'associatedTokenAccount', address: ATA, owner: W, mint: MINT }],
    });
    expect(walletTransferRows(noop)).toEqual([]);
  });

  test('a closed token account is CLOSE ACCOUNT for its owner; its token row shows the disappearance', () => {
    const t = tx({
      feePayer: W,
      accounts: [account(W, '100', '2039380'), account(ATA, '2039280', '0')],
      tokenBalanceChanges: [
        {
          account: ATA,
          mint: MINT,
          owner: W,
          programId: TOKEN,
          decimals: 6,
          preAmount: '0',
          postAmount: '0',
          change: '0',
        },
      ],
      closes: [{ address: ATA, destination: W, owner: W }],
    });
    const rows = walletTransferRows(t).filter((r) => r.address === W);
    expect(rows.map((r) => [r.action, r.mint, r.direction])).toEqual([['close', MINT, 'self']]);
    const bal = walletBalanceRows(t).filter((r) => r.address === W);
    expect(bal.map((r) => [r.account, r.mint, r.action, r.position])).toEqual([
      [W, null, 'close', 0],
      [ATA, MINT, 'close', 1],
    ]);
  });

  test('candidates include owners of token balances and transfers that are not account keys', () => {
    const t = tx({
      accounts: [account(X, '1', '1')],
      tokenBalanceChanges: [
        {
          account: ATA,
          mint: MINT,
          owner: W,
          programId: TOKEN,
          decimals: 0,
          preAmount: '1',
          postAmount: '2',
          change: '1',
        },
      ],
      transfers: [transfer({ destinationOwner: Y })],
    });
    expect([...walletCandidates(t)].sort()).toEqual([W, X, Y].sort());
  });
});

test('on every recorded real transaction, the indexer’s postings are the rows the rules give every candidate', () => {
  const dir = path.join(__dirname, 'fixtures', 'real-blocks');
  let rows = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const out = decodeRpcFile(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    const txs = out.kind === 'block' ? out.block.transactions : [out.transaction];
    for (const t of txs) {
      // The rules as they read: every candidate the Transfers rule keeps, with every movement naming
      // it (a wallet's wrapped leg is its own row alone, and stands for its wrapped account's exchanges).
      const moves = movementsOf(t);
      const transfers: [string, number][] = [];
      for (const address of walletCandidates(t)) {
        if (!keepForTransfers(t, address)) continue;
        for (const m of moves)
          if (
            [m.source, m.sourceOwner, m.destination, m.destinationOwner].includes(address) &&
            (m.onlyFor ?? address) === address &&
            !m.notFor?.includes(address)
          )
            transfers.push([address, m.position]);
      }
      expect(walletTransferRows(t).map((r) => [r.address, r.position])).toEqual(transfers);
      const balances = walletBalanceRows(t).map((r) => [r.address, r.position]);
      expect(balances.every(([a]) => keepForBalanceChanges(t, a as string))).toBe(true);
      // The indexer's postings: the same rows, both tabs, in the same order.
      const postings = walletPostings(t).map((p) => [p.address, p.position]);
      expect(postings).toEqual([...transfers, ...balances]);
      rows += postings.length;
    }
  }
  expect(rows).toBeGreaterThan(500);
});
