export { Indexer, epochOfSlot, type IndexerOptions } from './indexer';
export { createHealthProbe, type IndexerHealth } from './health';
export { writeBatch, loadResumeState, type BatchItem, type Checkpoint } from './writer';
export { rollbackTo } from './rollback';
export { openSqlExec, type SqlExec } from './sql';
