import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import { decodeBase58, encodeBase58 } from '../decode/base58';
import { accountKind, isOnCurveAddress, type IndexedKind } from './accountKind';

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
