import { migrate, openDatabase } from '../../src/db';
import { Indexer, type IndexerOptions } from '../../src/indexer';

/**
 * Migrates the database at `databaseUrl` and runs a real indexer on it (no periodic jobs, silent)
 * until it has indexed slot `tip` of the node at `rpcUrl`, then stops it; `options` override its defaults.
 */
export async function catchUpTo(
  rpcUrl: string,
  databaseUrl: string,
  tip: number,
  timeoutMs = 60_000,
  options: Partial<IndexerOptions> = {},
): Promise<void> {
  const d = await openDatabase(databaseUrl);
  await migrate(d.db);
  await d.close();
  const idx = new Indexer({
    rpcUrl,
    databaseUrl,
    periodic: false,
    progress: false,
    log: () => undefined,
    ...options,
  });
  await idx.start();
  try {
    await idx.waitForSlot(tip, timeoutMs);
  } finally {
    await idx.stop();
  }
}
