// Entry of a block decoding worker (decodePool.ts): decodes the getBlock answers it is handed.
import { parentPort } from 'node:worker_threads';
import {
  decodeBlockBody,
  failureReply,
  transferablesOf,
  type DecodeReply,
  type DecodeRequest,
  type WorkerReady,
} from './decodePool';

const port = parentPort;
if (!port) throw new Error('indexer/decodeWorker.ts runs as a worker thread (DecodePool)');

port.on('message', (m: DecodeRequest) => {
  let reply: DecodeReply;
  try {
    const result = decodeBlockBody(m.slot, Buffer.from(m.body));
    reply = { id: m.id, ok: true, result };
  } catch (e) {
    reply = failureReply(m.id, e);
  }
  port.postMessage(reply, reply.ok ? transferablesOf(reply.result) : []);
});
// Loaded: the pool starts handing this worker blocks.
port.postMessage({ ready: true } satisfies WorkerReady);
