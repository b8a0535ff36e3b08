// Entry of the indexer's worker thread (see thread.ts): runs one Indexer and reports to the parent
// thread what the API there needs: log lines and each committed slot (for the live stream).
import { parentPort, workerData } from 'node:worker_threads';
import { indexedEvents } from '../bus';
import { Indexer } from './indexer';
import { forwardProgress } from './progress';
import type { FromWorker, ToWorker, WorkerIndexerOptions } from './thread';

const port = parentPort;
if (!port) throw new Error('indexer/worker.ts runs as a worker thread (IndexerThread)');
const send = (m: FromWorker) => port.postMessage(m);

const indexer = new Indexer({
  ...(workerData as WorkerIndexerOptions),
  log: (line) => send({ kind: 'log', line }),
  // The terminal belongs to the parent thread: it draws the bar from these reports.
  progressSink: forwardProgress((event) => send({ kind: 'progress', event })),
});
indexedEvents.on('indexed', (slot: number) => send({ kind: 'indexed', slot }));

port.on('message', (m: ToWorker) => {
  if (m.kind === 'stop')
    // Closing the port lets the thread end by itself (thread.ts waits for its exit).
    void indexer.stop().finally(() => port.close());
});

// A run loop that dies before start() resolved has no handler yet: report it, then end the thread.
process.on('unhandledRejection', (e: unknown) => {
  send({ kind: 'fatal', message: e instanceof Error ? e.message : String(e) });
  setTimeout(() => process.exit(1), 100);
});

indexer.start().then(
  () => {
    send({ kind: 'started' });
    indexer.done().catch((e: unknown) => send({ kind: 'fatal', message: (e as Error).message }));
  },
  (e: unknown) => send({ kind: 'fatal', message: (e as Error).message }),
);
