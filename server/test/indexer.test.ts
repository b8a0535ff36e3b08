/**
 * The indexer against a real localnet: the known actions of the testkit come out exactly (amounts,
 * balances, holders, supplies, mints, burns, a failed transaction with its fee), on SQLite and on
 * PostgreSQL (each its own fresh database).
 */
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { historyPage } from '../src/db/history';
import { firstTxOf } from '../src/db/txid';
import { TransactionReader } from '../src/db/txstore';
import {
  burn,
  closeAccount,
  createMint,
  mintTo,
  newFundedWallet,
  sendFailing,
  transferChecked,
  transferGor,
  type FundedWallet,
} from 'localnet/src/testkit';
import { migrate, openDatabase } from '../src/db';
import { Indexer } from '../src/indexer';
import { openSqlExec } from '../src/indexer/sql';
import { refreshValidators, refreshVolumes, takeSnapshot } from '../src/indexer/periodic';
import { RpcClient } from '../src/rpc';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';

jest.setTimeout(180_000);

interface Known {
  a: FundedWallet;
  b: FundedWallet;
  c: FundedWallet;
  m1: string;
  m2: string;
  m1Create: string;
  firstMint: string;
  gorTransfer: string;
  burnSig: string;
  failed: string;
  tipSlot: number;
}

let ln: LocalnetHandle;
let known: Known;

beforeAll(async () => {
  ln = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  const url = ln.rpcUrl;
  const a = await newFundedWallet(url, 10);
  const b = await newFundedWallet(url, 1);
  const c = await newFundedWallet(url, 1);
  const gorTransfer = (await transferGor(url, a.signer, b.address, 1.5)).signature;
  const m1c = await createMint(url, a.signer, { decimals: 6 });
  const m2c = await createMint(url, a.signer, {
    decimals: 2,
    token2022: true,
    metadata: { name: 'Garbage Coin', symbol: 'TRASH', uri: '' },
  });
  const firstMint = (await mintTo(url, a.signer, m1c.mint, a.address, 1_000_000_000n)).signature;
  await mintTo(url, a.signer, m1c.mint, b.address, 500n);
  await transferChecked(url, a.signer, m1c.mint, b.address, 250_000n);
  const burnSig = (await burn(url, a.signer, m1c.mint, 100_000n)).signature;
  await mintTo(url, a.signer, m2c.mint, b.address, 1000n);
  await transferChecked(url, b.signer, m1c.mint, c.address, 500n);
  await burn(url, c.signer, m1c.mint, 500n);
  await closeAccount(url, c.signer, m1c.mint);
  const failed = (await sendFailing(url, a.signer)).signature;
  const tipSlot = await new RpcClient(url).getSlot();
  known = {
    a,
    b,
    c,
    m1: m1c.mint,
    m2: m2c.mint,
    m1Create: m1c.signature,
    firstMint,
    gorTransfer,
    burnSig,
    failed,
    tipSlot,
  };
});

afterAll(async () => {
  await ln?.close();
});

async function indexAndCheck(db: TestDb): Promise<void> {
  const h = await openDatabase(db.url);
  await migrate(h.db);
  const idx = new Indexer({
    rpcUrl: ln.rpcUrl,
    databaseUrl: db.url,
    progress: false,
    periodic: false,
    log: () => undefined,
  });
  await idx.start();
  try {
    await idx.waitForSlot(known.tipSlot, 90_000);
    // The mint refresh (metadata, authorities) runs between batches, right after the mints appear.
    for (let i = 0; i < 200; i++) {
      const pending = await h.db
        .selectFrom('mints')
        .select('address')
        .where('needs_refresh', '=', 1)
        .execute();
      if (pending.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const rpc = new RpcClient(ln.rpcUrl);
    const q = h.db;

    // Supplies, decimals, creator, first mint, holders.
    const m1 = await q
      .selectFrom('mints')
      .selectAll()
      .where('address', '=', known.m1)
      .executeTakeFirstOrThrow();
    expect(m1).toMatchObject({
      decimals: 6,
      supply: String(1_000_000_000 + 500 - 100_000 - 500),
      supply_tracked: 1,
      holder_count: 2,
      creator: known.a.address,
      created_signature: known.m1Create,
      first_mint_signature: known.firstMint,
      mint_authority: known.a.address,
      program: 'spl-token',
    });
    const m2 = await q
      .selectFrom('mints')
      .selectAll()
      .where('address', '=', known.m2)
      .executeTakeFirstOrThrow();
    expect(m2).toMatchObject({
      decimals: 2,
      supply: '1000',
      holder_count: 1,
      program: 'spl-token-2022',
      name: 'Garbage Coin',
      symbol: 'TRASH',
      metadata_source: 'token-2022',
    });

    // Token accounts: exact balances; the closed one is gone.
    const holders = await q
      .selectFrom('token_accounts as t')
      .innerJoin('addresses as o', 'o.id', 't.owner_id')
      .innerJoin('addresses as m', 'm.id', 't.mint_id')
      .select(['o.address as owner', 't.amount as amount'])
      .where('m.address', '=', known.m1)
      .orderBy('t.amount_key', 'desc')
      .execute();
    expect(holders.map((r) => [r.owner, String(r.amount)])).toEqual([
      [known.a.address, String(1_000_000_000 - 250_000 - 100_000)],
      [known.b.address, String(500 + 250_000 - 500)],
    ]);
    expect(
      await q
        .selectFrom('token_accounts')
        .innerJoin('addresses', 'addresses.id', 'token_accounts.owner_id')
        .select('token_accounts.address_id')
        .where('addresses.address', '=', known.c.address)
        .execute(),
    ).toEqual([]);

    // Native balances equal the chain's.
    for (const w of [known.a, known.b, known.c]) {
      const acc = await q
        .selectFrom('accounts')
        .innerJoin('addresses', 'addresses.id', 'accounts.address_id')
        .select(['accounts.lamports as lamports', 'accounts.tx_count as tx_count'])
        .where('addresses.address', '=', w.address)
        .executeTakeFirstOrThrow();
      const bal = await rpc.call<{ value: number }>('getBalance', [w.address, { commitment: 'confirmed' }]);
      expect(String(acc.lamports)).toBe(String(bal.value));
      const n = await q
        .selectFrom('address_history')
        .innerJoin('addresses', 'addresses.id', 'address_history.address_id')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .where('addresses.address', '=', w.address)
        .executeTakeFirstOrThrow();
      expect(Number(acc.tx_count)).toBe(Number(n.n));
    }

    // GOR transfer recorded with amount and owners.
    const reader = new TransactionReader(q);
    const gorTx = await reader.bySignature(known.gorTransfer);
    if (!gorTx) throw new Error('GOR transfer not stored');
    expect(gorTx.transfers.map((r) => [r.kind, r.mint, r.source, r.destination, String(r.amount)])).toEqual([
      ['transfer', null, known.a.address, known.b.address, '1500000000'],
    ]);
    const gorRows = await q.selectFrom('transfers').selectAll().where('tx_id', '=', gorTx.id).execute();
    expect(gorRows.map((r) => [r.kind, r.mint_id, String(r.amount)])).toEqual([[0, null, '1500000000']]);

    // Burn recorded as a burn transfer and in the transaction's burned list.
    const burnTx = await reader.bySignature(known.burnSig);
    if (!burnTx) throw new Error('burn transaction not stored');
    expect(burnTx.burns).toEqual([
      expect.objectContaining({ mint: known.m1, amount: '100000', decimals: 6 }),
    ]);
    expect(burnTx.instructions[0]).toMatchObject({
      type: 'burnChecked',
      programName: 'Token Program',
    });

    // Failed transaction: status, fee charged to the payer.
    const failed = await reader.bySignature(known.failed);
    if (!failed) throw new Error('failed transaction not stored');
    expect(failed.status).toBe('failed');
    expect(Number(failed.fee)).toBeGreaterThan(0);
    const feeChange = failed.nativeBalanceChanges.find((c) => c.address === known.a.address);
    expect(feeChange?.change).toBe(String(-Number(failed.fee)));
    expect(failed.transfers).toEqual([]);

    // Block counters agree with the transactions table; the address index is newest first. The
    // indexer keeps committing the node's vote transactions meanwhile, so both sides are counted up
    // to the same slot.
    const blocks = await q
      .selectFrom('blocks')
      .select(['slot', 'tx_count', 'success_count', 'failed_count'])
      .where('tx_count', '>', 0)
      .where('slot', '<=', known.tipSlot)
      .execute();
    let txTotal = 0;
    for (const b of blocks) {
      expect(b.success_count + b.failed_count).toBe(b.tx_count);
      txTotal += b.tx_count;
    }
    const nTx = await q
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '<', firstTxOf(known.tipSlot + 1))
      .executeTakeFirstOrThrow();
    expect(Number(nTx.n)).toBe(txTotal);
    const bId = await q
      .selectFrom('addresses')
      .select('id')
      .where('address', '=', known.b.address)
      .executeTakeFirstOrThrow();
    const bTxs = await reader.byIds(await historyPage(q, Number(bId.id), { limit: 1000 }));
    expect(bTxs.map((r) => r.signature)).toContain(known.gorTransfer);
    expect(bTxs.map((r) => r.slot)).toEqual([...bTxs.map((r) => r.slot)].sort((x, y) => y - x));

    // Timed tasks: validators, a network snapshot, 24 h volumes (token transfers only).
    const exec = await openSqlExec(db.url);
    try {
      const va = await refreshValidators(exec, rpc);
      await takeSnapshot(exec, rpc, 0n);
      await refreshVolumes(exec);
      const vals = await q.selectFrom('validators').selectAll().execute();
      expect(vals.map((v) => v.vote_pubkey).sort()).toEqual(
        [...va.current, ...va.delinquent].map((v) => v.votePubkey).sort(),
      );
      const snap = await q
        .selectFrom('network_snapshots')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(Number(snap.slot)).toBeGreaterThanOrEqual(known.tipSlot);
      expect(BigInt(String(snap.total_supply))).toBeGreaterThan(0n);
      const vol = await q
        .selectFrom('mints')
        .select(['volume_24h', 'volume_24h_key'])
        .where('address', '=', known.m1)
        .executeTakeFirstOrThrow();
      expect(String(vol.volume_24h)).toBe(String(250_000 + 500));
    } finally {
      await exec.close();
    }
  } finally {
    await idx.stop();
    await h.close();
  }
}

test('SQLite: the known actions come out exactly', async () => {
  const db = tempSqlite();
  try {
    await indexAndCheck(db);
  } finally {
    await db.drop();
  }
});

test('PostgreSQL: the known actions come out exactly', async () => {
  const db = await tempPostgres();
  if ('skip' in db) {
    console.warn(`SKIPPED PostgreSQL variant: ${db.skip}`);
    return;
  }
  try {
    await indexAndCheck(db);
  } finally {
    await db.drop();
  }
});

test('PostgreSQL: a second indexer waits for the advisory lock and says so, then takes over', async () => {
  const db = await tempPostgres();
  if ('skip' in db) {
    console.warn(`SKIPPED PostgreSQL lock test: ${db.skip}`);
    return;
  }
  const h = await openDatabase(db.url);
  await migrate(h.db);
  await h.close();
  const logs: string[] = [];
  const first = new Indexer({
    rpcUrl: ln.rpcUrl,
    databaseUrl: db.url,
    progress: false,
    periodic: false,
    log: () => undefined,
  });
  const second = new Indexer({
    rpcUrl: ln.rpcUrl,
    databaseUrl: db.url,
    progress: false,
    periodic: false,
    log: (m) => logs.push(m),
  });
  try {
    await first.start();
    await first.waitForSlot(known.tipSlot, 60_000);
    let secondStarted = false;
    const starting = second.start().then(() => (secondStarted = true));
    await new Promise((r) => setTimeout(r, 1500));
    expect(secondStarted).toBe(false);
    expect(logs.join('\n')).toMatch(/another indexer holds the PostgreSQL advisory lock/);
    await first.stop();
    await starting;
    expect(logs.join('\n')).toMatch(/lock acquired/);
    const tip = await new RpcClient(ln.rpcUrl).getSlot();
    await second.waitForSlot(tip, 30_000);
  } finally {
    await first.stop();
    await second.stop();
    await db.drop();
  }
});
