// Programmatic entry point: start a localnet (JSON-RPC on `port`, PubSub on `port + 1`).
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Chain } from './chain';
import { createMethods } from './methods';
import { createRpcServer } from './rpc';
import { PubSub } from './pubsub';
import { TrafficGenerator } from './traffic';

export interface LocalnetOptions {
  /** 0 = pick a free port (with port + 1 free for the websocket) */
  port?: number;
  bind?: string;
  /** ledger directory; undefined = a fresh temporary directory */
  ledger?: string;
  slotMs?: number;
  /** generated transactions per second; 0 = none */
  tps?: number;
  seed?: number;
  /** fraction of slots skipped (no block), 0..1 */
  skipRate?: number;
  quiet?: boolean;
}
export interface Localnet {
  rpcUrl: string;
  wsUrl: string;
  port: number;
  ledger: string;
  close(): Promise<void>;
}
/** Extended handle for in-process users (tests, bench): the chain itself. */
export interface LocalnetHandle extends Localnet {
  chain: Chain;
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onErr = (e: Error) => {
      server.off('listening', onOk);
      reject(e);
    };
    const onOk = () => {
      server.off('error', onErr);
      resolve((server.address() as net.AddressInfo).port);
    };
    server.once('error', onErr);
    server.once('listening', onOk);
    server.listen(port, host);
  });
}
function closeServer(s: http.Server): Promise<void> {
  return new Promise((r) => {
    s.closeAllConnections();
    s.close(() => r());
  });
}

export async function startLocalnet(opts: LocalnetOptions = {}): Promise<LocalnetHandle> {
  const host = opts.bind ?? '127.0.0.1';
  const slotMs = opts.slotMs ?? 400;
  const seed = opts.seed ?? 1;
  const ledger = opts.ledger ?? fs.mkdtempSync(path.join(os.tmpdir(), 'localnet-'));
  const chain = new Chain({ ledger, seed, skipRate: opts.skipRate ?? 0 });
  const urls = { rpc: '', ws: '' };
  const methods = createMethods(chain, { rpcUrl: () => urls.rpc, wsUrl: () => urls.ws });
  const rpcServer = createRpcServer(methods);
  const wsServer = http.createServer((_req, res) => res.writeHead(426).end());
  let port = opts.port ?? 0;
  for (let attempt = 0; ; attempt++) {
    const got = await listen(rpcServer, port, host);
    try {
      await listen(wsServer, got + 1, host);
      port = got;
      break;
    } catch (e) {
      await closeServer(rpcServer);
      if (opts.port || attempt > 20) {
        chain.shutdown();
        throw e;
      }
    }
  }
  const pubsub = new PubSub(chain, wsServer);
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  urls.rpc = `http://${shown}:${port}`;
  urls.ws = `ws://${shown}:${port + 1}`;
  const traffic = opts.tps ? new TrafficGenerator(chain, seed, opts.tps) : null;
  await traffic?.init();
  let closing = false;
  const timer = setInterval(() => {
    if (closing) return;
    // Traffic and block production fail independently: a generator bug must not stop the chain.
    try {
      traffic?.onSlot(slotMs);
    } catch (e) {
      if (!opts.quiet) console.error('localnet: traffic generation failed', e);
    }
    try {
      chain.closeSlot();
    } catch (e) {
      if (!opts.quiet) console.error('localnet: slot production failed', e);
    }
  }, slotMs);
  if (!opts.quiet)
    console.log(`localnet: RPC ${urls.rpc}  WS ${urls.ws}  ledger ${ledger}  slot ${chain.slot}`);
  return {
    rpcUrl: urls.rpc,
    wsUrl: urls.ws,
    port,
    ledger,
    chain,
    async close() {
      if (closing) return;
      closing = true;
      clearInterval(timer);
      await pubsub.close();
      await Promise.all([closeServer(rpcServer), closeServer(wsServer)]);
      chain.shutdown();
    },
  };
}

export { Chain } from './chain';
export { generateBulk } from './traffic';
