/**
 * Every history that has a count lists it, on both databases: a localnet whose validator votes on
 * every block is indexed, and the vote account's and the validator identity's count is the number of
 * rows their pages list (the index leaves votes out of every address's history, so the count does
 * too; the address detail's transaction count still counts the votes). An address whose history is
 * not kept (the Vote program) answers no count and no rows.
 */
import { startLocalnet, type LocalnetHandle } from 'localnet';
import type { AddressDetail, AddressTransaction, PaginatedTransactions } from 'shared-api/core';
import { startTestApi, type TestApi } from './helpers/api';
import { catchUpTo } from './helpers/catchUp';
import { DATABASE_KINDS, tempDatabase, type TestDb } from './helpers/databases';
import { rpc } from './helpers/rpc';

jest.setTimeout(240_000);

const VOTE = 'Vote111111111111111111111111111111111111111';
/** Slots the validator has voted on before the index is read: more votes than a page of rows. */
const VOTED_SLOTS = 40;

let net: LocalnetHandle;
let vote: string;
let identity: string;

beforeAll(async () => {
  net = await startLocalnet({ port: 0, tps: 0, quiet: true, slotMs: 100 });
  for (;;) {
    const slot = await rpc<number>(net.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    if (slot >= VOTED_SLOTS) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const va = await rpc<{ current: { votePubkey: string; nodePubkey: string }[] }>(
    net.rpcUrl,
    'getVoteAccounts',
    [{ commitment: 'confirmed' }],
  );
  vote = va.current[0].votePubkey;
  identity = va.current[0].nodePubkey;
});
afterAll(() => net?.close());

describe.each(DATABASE_KINDS)('address histories on %s', (kind) => {
  let db: TestDb | null = null;
  let api: TestApi;

  beforeAll(async () => {
    db = await tempDatabase(kind);
    if (!db) return;
    const tip = await rpc<number>(net.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }]);
    await catchUpTo(net.rpcUrl, db.url, tip, 120_000);
    api = await startTestApi(db.url);
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });

  /** Every row of an address's list, following nextCursor, and the count each page answered. */
  async function wholeHistory(address: string): Promise<{ rows: AddressTransaction[]; counts: number[] }> {
    const rows: AddressTransaction[] = [];
    const counts: number[] = [];
    let cursor: string | null = null;
    do {
      const c: string = cursor === null ? '' : `&cursor=${cursor}`;
      const res = await api.request(`/api/address/${address}/transactions/paginated?limit=5${c}`);
      expect(res.statusCode).toBe(200);
      const page = res.json<PaginatedTransactions>();
      expect(page.historyKept).toBe(true);
      rows.push(...page.transactions);
      counts.push(page.totalCount);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return { rows, counts };
  }

  it.each([
    ['vote account', () => vote],
    ['validator identity', () => identity],
  ])("a %s's count is the rows its pages list, votes in neither", async (_, address) => {
    if (!db) return;
    const { rows, counts } = await wholeHistory(address());
    expect(new Set(counts)).toEqual(new Set([rows.length]));
    expect(new Set(rows.map((t) => t.signature)).size).toBe(rows.length);
    expect(rows.every((t) => t.instructions.some((ix) => ix.programId !== VOTE))).toBe(true);
    // The cause: the account's own counter counts its votes too, which no address list holds.
    const detail = (await api.request(`/api/address/${address()}`)).json<AddressDetail>();
    expect(detail.transactionCount).toBeGreaterThan(rows.length);
  });

  it('an address whose history is not kept answers no count and no rows', async () => {
    if (!db) return;
    const page = (
      await api.request(`/api/address/${VOTE}/transactions/paginated`)
    ).json<PaginatedTransactions>();
    expect(page).toMatchObject({ historyKept: false, totalCount: 0, transactions: [], hasMore: false });
  });
});
