/**
 * The compact store answers exactly as the previous layout did: the recorded real blocks (mainnet,
 * devnet, Eclipse; votes, v0 with lookup tables, failed, meta null) are indexed by today's indexer
 * into SQLite and PostgreSQL, and every answer of `realAnswerUrls()` equals the one the previous
 * layout gave (fixtures/api-answers, captured at the commit before the change).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { migrate, openDatabase } from '../src/db';
import { Indexer } from '../src/indexer';
import { startTestApi } from './helpers/api';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { captureRealAnswers, recordedTransactionCount } from './helpers/realAnswers';
import { knownProgramName } from 'shared-api/programs';

jest.setTimeout(180_000);

/**
 * The one intended change since the answers were captured: programs of the well-known list are named
 * where the previous layout said "Unknown Program".
 */
function namedPrograms(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(namedPrograms);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = namedPrograms(v);
  if (out.programName === 'Unknown Program' && typeof out.programId === 'string')
    out.programName = knownProgramName(out.programId) ?? 'Unknown Program';
  return out;
}

const previous = namedPrograms(
  JSON.parse(
    zlib
      .gunzipSync(fs.readFileSync(path.join(__dirname, 'fixtures/api-answers/real-blocks.json.gz')))
      .toString(),
  ),
) as Record<string, { status: number; body: unknown }>;

let node: ReplayNode;
beforeAll(async () => {
  node = await startReplayNode('real', recordedTransactionCount());
});
afterAll(() => node?.close());

async function sameAnswers(db: TestDb): Promise<void> {
  const d = await openDatabase(db.url);
  await migrate(d.db);
  await d.close();
  const idx = new Indexer({
    rpcUrl: node.url,
    databaseUrl: db.url,
    periodic: false,
    progress: false,
    log: () => undefined,
  });
  await idx.start();
  await idx.waitForSlot(node.tip, 120_000);
  await idx.stop();
  const api = await startTestApi(db.url);
  try {
    const now = await captureRealAnswers(api.baseUrl);
    expect(Object.keys(now).sort()).toEqual(Object.keys(previous).sort());
    expect(Object.keys(now).length).toBeGreaterThan(500);
    for (const [url, answer] of Object.entries(previous)) {
      // The one field added since: whether the index keeps the address's history (always, here).
      const paged = url.includes('/transactions/paginated');
      const { historyKept, lookupAccounts, ...body } = (now[url].body ?? {}) as Record<string, unknown>;
      if (paged) expect({ url, historyKept }).toEqual({ url, historyKept: true });
      // And the accounts a transaction loaded from lookup tables (a subset of its accounts).
      const tx = Array.isArray(lookupAccounts);
      if (tx) {
        const keys = ((body.accounts ?? []) as { pubkey: string }[]).map((a) => a.pubkey);
        expect((lookupAccounts as string[]).every((k) => keys.includes(k))).toBe(true);
      }
      expect({ url, ...(paged || tx ? { ...now[url], body } : now[url]) }).toEqual({ url, ...answer });
    }
    // The System program takes part in most transactions: its page says its history is not kept.
    const system = await api.request('/api/address/11111111111111111111111111111111/transactions/paginated');
    expect(system.json()).toMatchObject({ transactions: [], hasMore: false, historyKept: false });
  } finally {
    await api.close();
  }
}

test('SQLite: every answer about the recorded real blocks is what the previous layout gave', async () => {
  const db = tempSqlite();
  try {
    await sameAnswers(db);
  } finally {
    await db.drop();
  }
});

test('PostgreSQL: every answer about the recorded real blocks is what the previous layout gave', async () => {
  const db = await tempPostgres();
  if ('skip' in db) return console.warn(`SKIPPED PostgreSQL variant: ${db.skip}`);
  try {
    await sameAnswers(db);
  } finally {
    await db.drop();
  }
});
