/**
 * The address page's kind and name on real data: the recorded real blocks are indexed from a node
 * that, like a fork's node or one that pruned them, has no account for any of their addresses.
 * What the index holds must still tell a program from a wallet and name what it knows.
 */
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { startTestApi, type TestApi } from './helpers/api';
import { catchUpTo } from './helpers/catchUp';
import { tempSqlite, type TestDb } from './helpers/databases';
import { recordedTransactionCount } from './helpers/realAnswers';

jest.setTimeout(180_000);

let node: ReplayNode;
let db: TestDb;
let api: TestApi;
beforeAll(async () => {
  node = await startReplayNode('real', recordedTransactionCount());
  db = tempSqlite();
  await catchUpTo(node.url, db.url, node.tip, 120_000);
  // The replay node answers getMultipleAccounts with no account for every address.
  api = await startTestApi(db.url, { rpcUrl: node.url });
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
  await node?.close();
});

/** A trading bot's program on Eclipse: invoked in the recorded block, named by no public source. */
const BOT = 'FUCHhfHbuxXBWiRBfVdhmiog84sUJw11aAq3ibAUGL6e';

async function detail(address: string): Promise<{ type: string; name?: string | null }> {
  const r = await api.request(`/api/address/${address}`);
  expect({ address, status: r.statusCode }).toEqual({ address, status: 200 });
  return r.json() as { type: string; name?: string | null };
}

test('a program no table names is a program: the index saw it invoked (an Eclipse bot in a real block)', async () => {
  expect(await detail(BOT)).toMatchObject({
    type: 'program',
    name: null,
  });
  // The Pyth devnet oracle, invoked 120 times in a recorded devnet block: a program, by its name.
  expect(await detail('gSbePebfvPy7tRqimPoVecS2UsBvYv46ynrzWocc92s')).toMatchObject({
    type: 'program',
    name: 'Pyth Oracle (devnet)',
  });
});

test('the signer of the same transactions stays a wallet', async () => {
  const r = await api.request(`/api/address/${BOT}/transactions/paginated`);
  const page = r.json() as { transactions: { signature: string; feePayer: string }[] };
  expect(page.transactions.length).toBeGreaterThan(0);
  expect(await detail(page.transactions[0]!.feePayer)).toMatchObject({ type: 'wallet', name: null });
});

test('sysvars read as Solana explorers name them', async () => {
  expect(await detail('SysvarC1ock11111111111111111111111111111111')).toEqual(
    expect.objectContaining({ type: 'sysvar', name: 'Sysvar: Clock' }),
  );
  expect(await detail('SysvarRent111111111111111111111111111111111')).toEqual(
    expect.objectContaining({ type: 'sysvar', name: 'Sysvar: Rent' }),
  );
});

test('a known program is named: its page carries the name the pages show', async () => {
  expect(await detail('ComputeBudget111111111111111111111111111111')).toMatchObject({
    type: 'program',
    name: 'Compute Budget Program',
  });
});
