/**
 * The mint refresher against a real localnet and SQLite: a flagged mint gets its chain state and
 * metadata; one flagged again by a batch written while its refresh read the chain keeps its flag
 * (what was read may predate that batch) and is read again by the next refresh; its database steps
 * run only where the writer's order puts them.
 */
import { startLocalnet, type LocalnetHandle } from 'localnet';
import { createMint, mintTo, newFundedWallet } from 'localnet/src/testkit';
import { migrate, openDatabase, type OpenedDatabase } from '../src/db';
import { MintRefresher, type AfterWrites } from '../src/indexer/mintRefresher';
import { openSqlExec, type SqlExec } from '../src/indexer/sql';
import { RpcClient } from '../src/rpc';
import { tempSqlite, type TestDb } from './helpers/databases';
import { mintRow } from './helpers/mintRow';

jest.setTimeout(120_000);

let ln: LocalnetHandle;
let db: TestDb;
let h: OpenedDatabase;
let exec: SqlExec;
let mint: string;
const lines: string[] = [];
let refresher: MintRefresher;

beforeAll(async () => {
  ln = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  const payer = await newFundedWallet(ln.rpcUrl, 5);
  const created = await createMint(ln.rpcUrl, payer.signer, {
    decimals: 3,
    token2022: true,
    metadata: { name: 'Refresh Coin', symbol: 'RFR', uri: '' },
  });
  mint = created.mint;
  await mintTo(ln.rpcUrl, payer.signer, mint, payer.address, 7_000n);
  db = tempSqlite();
  h = await openDatabase(db.url);
  await migrate(h.db);
  // Seen first in a transfer, before any of its creation was indexed: supply not tracked, no metadata.
  await h.db
    .insertInto('mints')
    .values(mintRow(mint, { program: 'spl-token-2022', updated_slot: 1 }))
    .execute();
  exec = await openSqlExec(db.url);
  refresher = new MintRefresher(new RpcClient(ln.rpcUrl), (l) => lines.push(l));
});

afterAll(async () => {
  await exec?.close();
  await h?.close();
  await db?.drop();
  await ln?.close();
});

const stored = () =>
  h.db
    .selectFrom('mints')
    .select(['decimals', 'supply', 'name', 'symbol', 'metadata_source', 'needs_refresh'])
    .where('address', '=', mint)
    .executeTakeFirstOrThrow();

/** A writer's queue: each step runs after the ones before it; `before` runs first, at its turn. */
function queue(before?: (step: number) => void): { afterWrites: AfterWrites; steps: () => number } {
  let chain: Promise<unknown> = Promise.resolve();
  let n = 0;
  const afterWrites: AfterWrites = (step) => {
    const done = chain.then(() => {
      n++;
      before?.(n);
      return step();
    });
    chain = done.catch(() => undefined);
    return done;
  };
  return { afterWrites, steps: () => n };
}

test('a flagged mint gets its decimals, supply and metadata from the chain, and its flag is cleared', async () => {
  const q = queue();
  refresher.start(exec, q.afterWrites);
  await refresher.settle();
  expect(await stored()).toEqual({
    decimals: 3,
    supply: '7000',
    name: 'Refresh Coin',
    symbol: 'RFR',
    metadata_source: 'token-2022',
    needs_refresh: 0,
  });
  // One step to read the flagged mints, one to write what was found.
  expect(q.steps()).toBe(2);
  expect(lines).toEqual([]);

  // Nothing flagged since: no refresh starts.
  refresher.start(exec, q.afterWrites);
  await refresher.settle();
  expect(q.steps()).toBe(2);
});

test('a mint flagged again while its refresh read the chain keeps its flag until the next refresh', async () => {
  await h.db
    .updateTable('mints')
    .set({ needs_refresh: 1, supply: '1', name: null })
    .where('address', '=', mint)
    .execute();
  refresher.flagged([mint]);
  // A batch that touches the mint's supply is written between the chain read and the write back.
  const q = queue((step) => {
    if (step === 2) refresher.flagged([mint]);
  });
  refresher.start(exec, q.afterWrites);
  await refresher.settle();
  expect(await stored()).toMatchObject({ supply: '1', name: null, needs_refresh: 1 });

  const again = queue();
  refresher.start(exec, again.afterWrites);
  await refresher.settle();
  expect(await stored()).toMatchObject({ supply: '7000', name: 'Refresh Coin', needs_refresh: 0 });
});

test('a refresh that read the chain before a rollback writes nothing; the next one reads again', async () => {
  await h.db
    .updateTable('mints')
    .set({ needs_refresh: 1, supply: '2', name: null })
    .where('address', '=', mint)
    .execute();
  refresher.flagged([mint]);
  // A fork rollback (which flags the mints it rewinds) runs between the chain read and the write back.
  const q = queue((step) => {
    if (step === 2) refresher.flaggedAll();
  });
  refresher.start(exec, q.afterWrites);
  await refresher.settle();
  expect(await stored()).toMatchObject({ supply: '2', name: null, needs_refresh: 1 });

  await refresher.finish(exec, queue().afterWrites);
  expect(await stored()).toMatchObject({ supply: '7000', name: 'Refresh Coin', needs_refresh: 0 });
});

test('a failed chain read is logged and the mints stay flagged for the next refresh', async () => {
  await h.db.updateTable('mints').set({ needs_refresh: 1 }).where('address', '=', mint).execute();
  refresher.flagged([mint]);
  const dead = new MintRefresher(new RpcClient('http://127.0.0.1:9', { maxAttempts: 1 }), (l) =>
    lines.push(l),
  );
  dead.flagged([mint]);
  dead.start(exec, queue().afterWrites);
  await dead.settle();
  expect(lines.some((l) => l.startsWith('mint refresh failed:'))).toBe(true);
  expect((await stored()).needs_refresh).toBe(1);
});
