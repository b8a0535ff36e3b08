import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  ASSOCIATED_TOKEN_PROGRAM,
  knownAccountName,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  SYSVAR_OWNER,
  SYSVAR_RENT,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import { decodeBase58, encodeBase58 } from '../decode/stored/base58';
import { decodeRpcFile } from '../decode/file';
import { wireToJsonTransaction } from '../decode/wire';
import { accountKind, invokedAsProgram, isOnCurveAddress, type IndexedKind } from './accountKind';

const FIXTURES = join(__dirname, '../../test/fixtures/real-blocks');

interface RecordedTx {
  transaction: {
    message: { accountKeys: (string | { pubkey: string })[]; header: { numRequiredSignatures: number } };
  };
  meta: {
    postTokenBalances?: { accountIndex: number; mint: string; owner?: string; programId?: string }[];
  } | null;
}

function recordedTransactions(): RecordedTx[] {
  return readdirSync(FIXTURES)
    .filter((f) => f.includes('_json') && f.endsWith('getTransaction.json'))
    .map((f) => {
      const raw = JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as { result?: RecordedTx } & RecordedTx;
      return raw.result ?? raw;
    });
}
const key = (k: string | { pubkey: string }) => (typeof k === 'string' ? k : k.pubkey);

/** The chain's find_program_address: the first bump from 255 down whose hash is off the curve. */
function findProgramAddress(seeds: Uint8Array[], program: string): string {
  for (let bump = 255; bump >= 0; bump--) {
    const h = createHash('sha256');
    for (const s of seeds) h.update(s);
    h.update(Uint8Array.of(bump)).update(decodeBase58(program)).update('ProgramDerivedAddress');
    const out = h.digest();
    if (!isOnCurveAddress(encodeBase58(out))) return encodeBase58(out);
  }
  throw new Error('no bump');
}

test('every signer of the recorded mainnet transactions is on the curve', () => {
  let signers = 0;
  for (const tx of recordedTransactions()) {
    const m = tx.transaction.message;
    for (const k of m.accountKeys.slice(0, m.header.numRequiredSignatures)) {
      expect({ k: key(k), on: isOnCurveAddress(key(k)) }).toEqual({ k: key(k), on: true });
      signers++;
    }
  }
  expect(signers).toBeGreaterThan(5);
});

test('associated token accounts of the recorded transactions are PDAs the chain derives off the curve', () => {
  let checked = 0;
  for (const tx of recordedTransactions()) {
    const keys = tx.transaction.message.accountKeys.map(key);
    for (const b of tx.meta?.postTokenBalances ?? []) {
      if (!b.owner || !b.programId) continue;
      const ata = findProgramAddress(
        [decodeBase58(b.owner), decodeBase58(b.programId), decodeBase58(b.mint)],
        ASSOCIATED_TOKEN_PROGRAM,
      );
      if (ata !== keys[b.accountIndex]) continue; // a token account at a key of its own
      expect(isOnCurveAddress(ata)).toBe(false);
      expect(
        accountKind(ata, { owner: b.programId, executable: false, data: new Uint8Array(165) }, wallet),
      ).toBe('token_account');
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(2);
});

test('random 32-byte strings: about half decompress to a point', () => {
  let on = 0;
  for (let i = 0; i < 400; i++)
    if (isOnCurveAddress(encodeBase58(createHash('sha256').update(String(i)).digest()))) on++;
  expect(on).toBeGreaterThan(150);
  expect(on).toBeLessThan(250);
  expect(isOnCurveAddress(encodeBase58(new Uint8Array(31)))).toBe(false);
});

const wallet: IndexedKind = { validatorIdentity: false, kind: 'wallet' };
const signer = 'AHE9Hs4nZF9NM1VJZHg61jkFBx5cBVaabAYAJFzPAiCk';
const pda = findProgramAddress([Buffer.from('vault')], STAKE_PROGRAM);

test('kinds from the owner program, executable and data the node reports', () => {
  const acct = (owner: string, data = 0, executable = false) => ({
    owner,
    executable,
    data: new Uint8Array(data),
  });
  expect(
    accountKind(TOKEN_PROGRAM, acct('BPFLoader2111111111111111111111111111111111', 0, true), wallet),
  ).toBe('program');
  expect(accountKind(signer, acct('BPFLoaderUpgradeab1e11111111111111111111111', 36, true), wallet)).toBe(
    'program',
  );
  expect(accountKind(signer, acct(TOKEN_PROGRAM, 82), wallet)).toBe('mint');
  expect(accountKind(signer, acct(TOKEN_PROGRAM, 165), wallet)).toBe('token_account');
  const ext = new Uint8Array(166);
  ext[165] = 1;
  expect(accountKind(signer, { owner: TOKEN_2022_PROGRAM, executable: false, data: ext }, wallet)).toBe(
    'mint',
  );
  ext[165] = 2;
  expect(accountKind(signer, { owner: TOKEN_2022_PROGRAM, executable: false, data: ext }, wallet)).toBe(
    'token_account',
  );
  expect(accountKind(signer, acct(STAKE_PROGRAM, 166), wallet)).toBe('stake');
  expect(accountKind(signer, acct(VOTE_PROGRAM, 166), wallet)).toBe('vote');
  expect(accountKind(signer, acct(SYSTEM_PROGRAM), wallet)).toBe('wallet');
  expect(accountKind(pda, acct(SYSTEM_PROGRAM), wallet)).toBe('pda');
  expect(accountKind(pda, acct('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', 653), wallet)).toBe('pda');
  expect(accountKind(signer, acct('whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', 653), wallet)).toBe(
    'program_owned',
  );
  // a validator identity is a system wallet to the node; the index knows better
  expect(accountKind(signer, acct(SYSTEM_PROGRAM), { validatorIdentity: true, kind: 'validator' })).toBe(
    'validator',
  );
});

test('without the node: the index decides, an off-curve wallet is a PDA, a known program is a program', () => {
  expect(accountKind(signer, null, { validatorIdentity: false, kind: 'mint' })).toBe('mint');
  expect(accountKind(signer, null, wallet)).toBe('wallet');
  expect(accountKind(pda, null, wallet)).toBe('pda');
  expect(accountKind(SYSTEM_PROGRAM, null, wallet)).toBe('program');
});

/** A saved RPC body of the recorded real data (server/test/fixtures). */
const recorded = (file: string): unknown => JSON.parse(readFileSync(join(FIXTURES, '..', file), 'utf8'));
/** Every transaction of the recorded real blocks and transactions, as the decoder derives them. */
function derivedRealTransactions() {
  return readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      const d = decodeRpcFile(recorded(`real-blocks/${f}`));
      return d.kind === 'block' ? d.block.transactions : [d.transaction];
    });
}
const noNode = null;
const ownedBy = (owner: string, size = 0, executable = false) => ({
  owner,
  executable,
  data: new Uint8Array(size),
});

test('every program the recorded real transactions invoke is a program, even with no account from the node', () => {
  const txs = derivedRealTransactions();
  const programs = new Set(txs.flatMap((t) => t.programs));
  expect(programs.size).toBeGreaterThan(40);
  for (const p of programs) {
    const kind = accountKind(p, noNode, { ...wallet, invokedAsProgram: invokedAsProgram(p, txs) });
    expect({ p, kind }).toEqual({ p, kind: 'program' });
  }
  // One no table names (a trading bot on Eclipse): the index's record alone makes it a program.
  const bot = 'FUCHhfHbuxXBWiRBfVdhmiog84sUJw11aAq3ibAUGL6e';
  expect(programs.has(bot)).toBe(true);
  expect(accountKind(bot, noNode, wallet)).toBe('wallet');
  // Its signers, in the same transactions, stay wallets: they were never invoked.
  const signerOfBot = txs.find((t) => t.programs.includes(bot))!.signers[0]!;
  expect(invokedAsProgram(signerOfBot, txs)).toBe(false);
  expect(accountKind(signerOfBot, noNode, { ...wallet, invokedAsProgram: false })).toBe('wallet');
  // The index's other facts outrank a stray record: a mint stays a mint.
  expect(accountKind(bot, noNode, { validatorIdentity: false, kind: 'mint', invokedAsProgram: true })).toBe(
    'mint',
  );
});

test('sysvars the recorded vote transaction reads are sysvars, with or without the node', () => {
  const vote = recorded('vote.mainnet.json') as { result?: RecordedTx } & RecordedTx;
  const keys = (vote.result ?? vote).transaction.message.accountKeys.map(key);
  const sysvars = keys.filter((k) => k.startsWith('Sysvar'));
  expect(sysvars).toEqual([
    'SysvarS1otHashes111111111111111111111111111',
    'SysvarC1ock11111111111111111111111111111111',
  ]);
  for (const s of sysvars) {
    expect(accountKind(s, noNode, wallet)).toBe('sysvar');
    expect(accountKind(s, ownedBy(SYSVAR_OWNER, 40), wallet)).toBe('sysvar');
  }
  expect(knownAccountName('SysvarS1otHashes111111111111111111111111111')).toBe('Sysvar: Slot Hashes');
  expect(knownAccountName('SysvarC1ock11111111111111111111111111111111')).toBe('Sysvar: Clock');
  expect(knownAccountName(SYSVAR_RENT)).toBe('Sysvar: Rent');
  // A sysvar no table lists yet is still one by its owner.
  expect(accountKind(signer, ownedBy(SYSVAR_OWNER, 16), wallet)).toBe('sysvar');
});

test('the vote account of the recorded vote transaction is a vote account by its owner', () => {
  const vote = recorded('vote.mainnet.json') as { result?: RecordedTx } & RecordedTx;
  const keys = (vote.result ?? vote).transaction.message.accountKeys.map(key);
  const voteAccount = keys[1]!;
  expect(voteAccount).toBe('53R9tmVrTQwJAgaUCWEA7SiVf7eWAbaQarZ159ixt2D9');
  expect(accountKind(voteAccount, ownedBy(VOTE_PROGRAM, 3762), wallet)).toBe('vote');
  // Without the node, the index's validators table says vote.
  expect(accountKind(voteAccount, noNode, { validatorIdentity: false, kind: 'vote' })).toBe('vote');
});

/** The lookup tables a recorded getTransaction body loaded (its transaction in json or base64). */
function lookupTablesOf(file: string): string[] {
  const body = recorded(file) as { result?: { transaction: unknown } } & { transaction: unknown };
  const raw = (body.result ?? body).transaction;
  const tx = Array.isArray(raw)
    ? wireToJsonTransaction(String(raw[0])).transaction
    : (raw as { message: { addressTableLookups?: { accountKey: string }[] } });
  return (tx.message.addressTableLookups ?? []).map((l) => l.accountKey);
}

test('the lookup tables recorded v0 transactions loaded are address lookup tables', () => {
  const tables = [
    'v0-lookup-table.devnet.json',
    'real-blocks/eclipse-mainnet_35792433_json_v0_alt_getTransaction.json',
  ].flatMap(lookupTablesOf);
  expect(tables).toContain('F4omQWQnyM6Fny5CA9KY4xyyNemDrp87ZHXZDwME5M8q');
  expect(tables.length).toBeGreaterThanOrEqual(3);
  // A table's header is 56 bytes, then 32 per address.
  for (const t of tables)
    expect(accountKind(t, ownedBy(ADDRESS_LOOKUP_TABLE_PROGRAM, 56 + 32 * 20), wallet)).toBe('lookup_table');
  // The Address Lookup Table program itself is a program.
  expect(accountKind(ADDRESS_LOOKUP_TABLE_PROGRAM, noNode, wallet)).toBe('program');
});

test('a known program is a program and goes by its name, with or without the node', () => {
  const jupiter = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
  expect(accountKind(jupiter, noNode, wallet)).toBe('program');
  expect(accountKind(jupiter, ownedBy('BPFLoaderUpgradeab1e11111111111111111111111', 36, true), wallet)).toBe(
    'program',
  );
  expect(knownAccountName(jupiter)).toBe('Jupiter Aggregator v6');
  expect(knownAccountName(signer)).toBeNull();
});
