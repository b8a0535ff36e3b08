/**
 * A standalone indexer process that follows RPC_URL into DATABASE_URL until it is killed (chaos and
 * scale tests SIGKILL it). Prints "started" once it holds the database (on PostgreSQL: the advisory
 * lock) and "batch <slot>" after each commit.
 */
import { Indexer } from '../../src/indexer';

async function main(): Promise<void> {
  const idx = new Indexer({
    rpcUrl: process.env.RPC_URL as string,
    databaseUrl: process.env.DATABASE_URL as string,
    periodic: false,
    progress: false,
    maxBatchSlots: Number(process.env.BATCH_SLOTS ?? 400),
    pollMs: 50,
    log: (m) => {
      if (process.env.CHILD_LOG) process.stderr.write(`[follow ${process.pid}] ${m}\n`);
    },
    onBatch: (b) => process.stdout.write(`batch ${b.toSlot}\n`),
  });
  await idx.start();
  process.stdout.write('started\n');
  const stop = () => {
    void idx.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await idx.done();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
