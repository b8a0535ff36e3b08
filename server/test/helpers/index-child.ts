/**
 * A standalone indexer process for the crash-safety test: indexes RPC_URL into DATABASE_URL with
 * small batches (many commits), prints "started" once running and exits 0 when TARGET_SLOT is indexed.
 */
import { Indexer } from '../../src/indexer';

async function main(): Promise<void> {
  const target = Number(process.env.TARGET_SLOT);
  const idx = new Indexer({
    rpcUrl: process.env.RPC_URL as string,
    databaseUrl: process.env.DATABASE_URL as string,
    periodic: false,
    progress: false,
    maxBatchSlots: Number(process.env.BATCH_SLOTS ?? 3),
    concurrency: 4,
    log: () => undefined,
  });
  await idx.start();
  process.stdout.write('started\n');
  await idx.waitForSlot(target, 120_000);
  await idx.stop();
  process.exit(0);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
