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
import { packSlot } from './slotTransfer';

const port = parentPort;
if (!port) throw new Error('indexer/decodeWorker.ts runs as a worker thread (DecodePool)');

port.on('message', (m: DecodeRequest) => {
  let reply: DecodeReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const result = decodeBlockBody(m.slot, Buffer.from(m.body, 0, m.length));
    // The stored payloads' one buffer is moved, not copied.
    transfer = transferablesOf(result);
    reply = { id: m.id, ok: true, result: result && packSlot(result) };
  } catch (e) {
    reply = failureReply(m.id, e);
  }
  // The answer's memory goes back to carry another answer (nothing decoded refers to it).
  reply.body = m.body;
  transfer.push(m.body);
  port.postMessage(reply, transfer);
});
// Loaded: the pool starts handing this worker blocks.
port.postMessage({ ready: true } satisfies WorkerReady);
