// Entry of a block decoding worker (decodePool.ts): fetches and decodes the slots it is asked for.
import { parentPort, workerData } from 'node:worker_threads';
import { RpcClient } from '../rpc';
import { decodeSlot, transferablesOf, type DecodeReply, type DecodeRequest } from './decodePool';

const port = parentPort;
if (!port) throw new Error('indexer/decodeWorker.ts runs as a worker thread (DecodePool)');
const rpc = new RpcClient((workerData as { rpcUrl: string }).rpcUrl);

port.on('message', (m: DecodeRequest) => {
  decodeSlot(rpc, m.slot).then(
    (result) =>
      port.postMessage({ id: m.id, ok: true, result } satisfies DecodeReply, transferablesOf(result)),
    (e: unknown) =>
      port.postMessage({
        id: m.id,
        ok: false,
        message: e instanceof Error ? e.message : String(e),
      } satisfies DecodeReply),
  );
});
