/**
 * The recorded real blocks indexed by the real indexer into a fresh database, with an API on it: the
 * setup of the suites that read real answers on both databases.
 *
 *   const blocks = replayRecordedBlocks();                   // at the top of the file
 *   describe.each(DATABASE_KINDS)('%s', (kind) => {
 *     const index = indexRecordedBlocks(kind, blocks);        // index.db is null where a database is missing
 *     test('…', async () => { if (!index.db) return; await index.api.request('/api/…'); });
 *   });
 */
import { startReplayNode, type ReplayNode } from '../../../bench/replaySource';
import { startTestApi, type TestApi } from './api';
import { catchUpTo } from './catchUp';
import { tempDatabase, type DatabaseKind, type TestDb } from './databases';
import { recordedTransactionCount } from './realAnswers';

/** A node replaying the recorded blocks, started before the file's tests and stopped after. */
export function replayRecordedBlocks(): { node: ReplayNode } {
  const blocks = {} as { node: ReplayNode };
  beforeAll(async () => {
    blocks.node = await startReplayNode('real', recordedTransactionCount());
  });
  afterAll(async () => {
    await blocks.node?.close();
  });
  return blocks;
}

export interface RecordedIndex {
  db: TestDb | null;
  api: TestApi;
}

/** The blocks indexed into a fresh `kind` database before the suite's tests, and an API on it. */
export function indexRecordedBlocks(kind: DatabaseKind, blocks: { node: ReplayNode }): RecordedIndex {
  const index = { db: null } as RecordedIndex;
  beforeAll(async () => {
    index.db = await tempDatabase(kind);
    if (!index.db) return;
    index.api = await startTestApi(index.db.url);
    await catchUpTo(blocks.node.url, index.db.url, blocks.node.tip, 120_000);
  });
  afterAll(async () => {
    await index.api?.close();
    await index.db?.drop();
  });
  return index;
}
