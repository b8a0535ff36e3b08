import { Indexer } from '../../src/indexer';

/**
 * Indexes the chain at `rpcUrl` into `databaseUrl` up to `tip`, undisturbed and without the periodic
 * refreshes: the reference database a crash, fork or flaky-node run must come out identical to.
 */
export async function indexReference(
  rpcUrl: string,
  databaseUrl: string,
  tip: number,
  timeoutMs: number,
): Promise<void> {
  const idx = new Indexer({ rpcUrl, databaseUrl, periodic: false, progress: false, log: () => undefined });
  await idx.start();
  await idx.waitForSlot(tip, timeoutMs);
  await idx.stop();
}
