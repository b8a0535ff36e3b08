/**
 * An IDL published on the chain explains the program's transactions, end to end: a program is
 * deployed on a localnet (the Memo program's code under a new id, so any UTF-8 data succeeds) with an
 * Anchor IDL account at the address Anchor derives for it, a transaction calls it, and the real
 * indexer, on seeing the program, reads the IDL from the node and stores it; the transaction page
 * then names the instruction, its accounts and arguments from it. On SQLite, and on PostgreSQL when
 * it answers.
 */
import { AccountRole, address, generateKeyPairSigner, type AccountSignerMeta } from '@solana/kit';
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { newFundedWallet, sendInstructions, type FundedWallet } from 'localnet/src/testkit';
import type { TransactionDetail } from 'shared-api/core';
import { MEMO_PROGRAM } from 'shared-api/programs';
import { Indexer } from '../src/indexer';
import { decodeBase58 } from '../src/decode/stored/base58';
import { anchorIdlAddress } from '../src/idl/onchain';
import { anchorIdlAccount } from './helpers/idlAccounts';
import { startTestApi, type TestApi } from './helpers/api';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(180_000);

let net: LocalnetHandle;
let program: string;
let author: FundedWallet;
let signature: string;

/** 'gorbnote' + borsh string 'hello GOR' + u8 7: every byte ASCII, so the Memo code accepts it. */
const NOTE = Buffer.concat([
  Buffer.from('gorbnote'),
  Buffer.from([9, 0, 0, 0]),
  Buffer.from('hello GOR'),
  Buffer.from([7]),
]);

function idlFor(programId: string): string {
  return JSON.stringify({
    address: programId,
    metadata: { name: 'gorb_notes', version: '0.1.0', spec: '0.1.0' },
    instructions: [
      {
        name: 'post_note',
        discriminator: [...Buffer.from('gorbnote')],
        accounts: [{ name: 'author', signer: true }],
        args: [
          { name: 'text', type: 'string' },
          { name: 'mood', type: 'u8' },
        ],
      },
    ],
    errors: [{ code: 6000, name: 'NoteTooLong', msg: 'Note too long' }],
  });
}

beforeAll(async () => {
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  program = (await generateKeyPairSigner()).address;
  const svm = net.chain.svm;
  const memo = svm.getAccount(decodeBase58(MEMO_PROGRAM));
  if (!memo) throw new Error('the localnet has no Memo program');
  svm.addProgram(decodeBase58(program), memo.data());
  net.chain.setAccount({
    pubkey: await anchorIdlAddress(program),
    lamports: 10_000_000n,
    owner: decodeBase58(program),
    executable: false,
    rentEpoch: 0n,
    data: anchorIdlAccount(idlFor(program)),
  });
  author = await newFundedWallet(net.rpcUrl, 5);
  const signerMeta: AccountSignerMeta = {
    address: author.signer.address,
    role: AccountRole.READONLY_SIGNER,
    signer: author.signer,
  };
  signature = await sendInstructions(net.rpcUrl, author.signer, [
    { programAddress: address(program), accounts: [signerMeta], data: NOTE },
  ]);
});

afterAll(async () => {
  await net?.close();
});

describe.each([
  { name: 'SQLite', db: async (): Promise<TestDb | { skip: string }> => tempSqlite() },
  { name: 'PostgreSQL', db: () => tempPostgres() },
])('an on-chain IDL on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let api: TestApi;
  let indexer: Indexer;

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      console.warn(`SKIPPED on-chain IDL on ${name}: ${got.skip}`);
      return;
    }
    t = got;
    api = await startTestApi(got.url, { rpcUrl: net.rpcUrl, cacheTtlMs: 50 });
    indexer = new Indexer({
      rpcUrl: net.rpcUrl,
      databaseUrl: got.url,
      startFrom: 'first',
      progress: false,
      periodic: false,
      log: () => undefined,
    });
    await indexer.start();
    const tip = await rpc<number>(net.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    await indexer.waitForSlot(tip, 90_000);
  });

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await t?.drop();
  });

  it('reads the IDL from the node, stores it, and the transaction page decodes with it', async () => {
    if (!t) return;
    const deadline = Date.now() + 30_000;
    let stored: { source: string; slot: number | null; hash: string | null } | undefined;
    while (!stored && Date.now() < deadline) {
      stored = await api.database.db
        .selectFrom('program_idls')
        .select(['source', 'slot', 'hash'])
        .where('program', '=', program)
        .executeTakeFirst();
      if (!stored) await new Promise((r) => setTimeout(r, 100));
    }
    expect(stored).toMatchObject({ source: 'anchor', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(Number(stored?.slot)).toBeGreaterThan(0);

    const res = await api.request(`/api/transaction/${signature}`);
    expect(res.statusCode).toBe(200);
    const tx = res.json<TransactionDetail>();
    const ix = tx.instructions.find((i) => i.programId === program);
    expect(ix).toMatchObject({
      path: '1',
      name: 'postNote',
      label: 'Post Note',
      decodedBy: 'idl',
      type: 'postNote',
      // The author pays the fee too: writable, as the message header says.
      accountList: [{ pubkey: author.signer.address, name: 'author', signer: true, writable: true }],
      args: [
        { name: 'text', value: 'hello GOR' },
        { name: 'mood', value: 7 },
      ],
      dataHex: NOTE.toString('hex'),
      dataLength: NOTE.length,
      failed: false,
    });
    expect(ix?.computeUnits).toBeGreaterThan(0);
    expect(tx.signers).toEqual([author.signer.address]);
    expect(tx.recentBlockhash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(tx.fees).toMatchObject({ base: '5000', priority: '0', computeUnitPrice: null });
    expect(tx.failure).toBeNull();
    expect(tx.action).toMatchObject({ kind: 'other', signer: author.signer.address });
  });
});
