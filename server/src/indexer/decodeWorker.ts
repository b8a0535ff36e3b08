// Entry of a block decoding worker (decodePool.ts): decodes the getBlock answers it is handed.
import { parentPort, type MessagePort } from 'node:worker_threads';
import {
  decodeBlockBody,
  failureReply,
  transferablesOf,
  type DecodeReply,
  type DecodeRequest,
  type WorkerReady,
} from './decodePool';
import { insertBySlot } from './slotOrder';
import { packSlot } from './slotTransfer';

if (!parentPort) throw new Error('indexer/decodeWorker.ts runs as a worker thread (DecodePool)');
const port: MessagePort = parentPort;

/**
 * The blocks handed over and not decoded yet, lowest slot first: the writer takes them in slot order,
 * so decoding them as they came would keep it waiting behind later ones.
 */
const pending: DecodeRequest[] = [];
let scheduled = false;

function decodeNext(): void {
  scheduled = false;
  const m = pending.shift();
  if (!m) return;
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
  schedule();
}

/** One block per turn of the event loop, so blocks that arrived meanwhile are sorted in first. */
function schedule(): void {
  if (scheduled || pending.length === 0) return;
  scheduled = true;
  setImmediate(decodeNext);
}

port.on('message', (m: DecodeRequest) => {
  insertBySlot(pending, m);
  schedule();
});
// Loaded: the pool starts handing this worker blocks.
port.postMessage({ ready: true } satisfies WorkerReady);
