// Solana PubSub over WebSocket: slotSubscribe, signatureSubscribe, accountSubscribe and unsubscribes.
import type http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Chain, ChainListener, Commitment } from './chain';
import type { JsonTxError } from './txerror';
import type { AccountRow } from './store';
import { encodeAccount, type AccountEncoding } from './accounts';
import { handleBody, type Handler } from './rpc';
import { RpcError, invalidParams } from './rpcerror';
import bs58 from 'bs58';
import { isMintData } from './token';

const RANK: Record<Commitment, number> = { processed: 0, confirmed: 1, finalized: 2 };

interface SigSub {
  ws: WebSocket;
  id: number;
  commitment: Commitment;
}
interface AccSub {
  ws: WebSocket;
  id: number;
  encoding: AccountEncoding;
}

export class PubSub implements ChainListener {
  readonly wss: WebSocketServer;
  private nextId = 1;
  private readonly slotSubs = new Map<number, WebSocket>();
  private readonly sigSubs = new Map<string, SigSub[]>();
  private readonly accSubs = new Map<string, AccSub[]>();
  private readonly owner = new Map<number, { kind: 'slot' | 'sig' | 'acc'; key: string; ws: WebSocket }>();

  constructor(
    private readonly chain: Chain,
    server: http.Server,
  ) {
    this.wss = new WebSocketServer({ server, maxPayload: 1024 * 1024 });
    this.wss.on('connection', (ws) => {
      ws.on('message', (data) => {
        const methods = this.methodsFor(ws);
        const out = handleBody(methods, String(data));
        ws.send(JSON.stringify(out));
      });
      ws.on('close', () => this.dropSocket(ws));
      ws.on('error', () => this.dropSocket(ws));
    });
    chain.listeners.push(this);
  }

  private send(ws: WebSocket, method: string, subscription: number, result: unknown): void {
    if (ws.readyState === ws.OPEN)
      ws.send(JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription } }));
  }

  private methodsFor(ws: WebSocket): Record<string, Handler> {
    const commitmentOf = (v: unknown): Commitment => {
      const c = (v as { commitment?: unknown } | undefined)?.commitment;
      if (c === undefined || c === null) return 'finalized';
      if (c === 'processed' || c === 'confirmed' || c === 'finalized') return c;
      throw invalidParams(`Invalid params: unknown commitment ${String(c)}`);
    };
    const unsub = (kind: 'slot' | 'sig' | 'acc') => (p: unknown[]) => {
      const id = p[0];
      if (typeof id !== 'number') throw invalidParams('Invalid params: expected a subscription id');
      const o = this.owner.get(id);
      if (!o || o.kind !== kind || o.ws !== ws) throw new RpcError(-32602, 'Invalid subscription id.');
      this.remove(id);
      return true;
    };
    return {
      slotSubscribe: () => {
        const id = this.nextId++;
        this.slotSubs.set(id, ws);
        this.owner.set(id, { kind: 'slot', key: '', ws });
        return id;
      },
      slotUnsubscribe: unsub('slot'),
      signatureSubscribe: (p) => {
        const sig = p[0];
        if (typeof sig !== 'string' || bs58.decode(sig).length !== 64)
          throw invalidParams('Invalid params: expected a signature');
        const commitment = commitmentOf(p[1]);
        const id = this.nextId++;
        const st = this.chain.signatureStatus(sig);
        if (st && RANK[st.commitment] >= RANK[commitment]) {
          // Already there: notify right after the subscription id is returned.
          setImmediate(() =>
            this.send(ws, 'signatureNotification', id, {
              context: { slot: st.slot },
              value: { err: st.err },
            }),
          );
          return id;
        }
        const list = this.sigSubs.get(sig) ?? [];
        list.push({ ws, id, commitment });
        this.sigSubs.set(sig, list);
        this.owner.set(id, { kind: 'sig', key: sig, ws });
        return id;
      },
      signatureUnsubscribe: unsub('sig'),
      accountSubscribe: (p) => {
        const key = p[0];
        if (typeof key !== 'string' || bs58.decode(key).length !== 32)
          throw invalidParams('Invalid params: expected a public key');
        const cfg = (p[1] ?? {}) as { encoding?: unknown };
        commitmentOf(p[1]);
        const encoding = (cfg.encoding ?? 'binary') as AccountEncoding;
        if (!['binary', 'base64', 'base58', 'jsonParsed'].includes(encoding))
          throw invalidParams('Invalid params: unsupported encoding');
        const id = this.nextId++;
        const list = this.accSubs.get(key) ?? [];
        list.push({ ws, id, encoding });
        this.accSubs.set(key, list);
        this.owner.set(id, { kind: 'acc', key, ws });
        return id;
      },
      accountUnsubscribe: unsub('acc'),
    };
  }

  private remove(id: number): void {
    const o = this.owner.get(id);
    if (!o) return;
    this.owner.delete(id);
    if (o.kind === 'slot') this.slotSubs.delete(id);
    const map = o.kind === 'sig' ? this.sigSubs : o.kind === 'acc' ? this.accSubs : null;
    if (map) {
      const list = (map.get(o.key) ?? []) as Array<{ id: number }>;
      const rest = list.filter((s) => s.id !== id);
      if (rest.length) map.set(o.key, rest as never);
      else map.delete(o.key);
    }
  }

  private dropSocket(ws: WebSocket): void {
    for (const [id, o] of [...this.owner]) if (o.ws === ws) this.remove(id);
  }

  onSlot(slot: number, parent: number, root: number): void {
    for (const [id, ws] of this.slotSubs) this.send(ws, 'slotNotification', id, { parent, root, slot });
  }

  onSignature(signature: string, slot: number, err: JsonTxError | null, commitment: Commitment): void {
    const list = this.sigSubs.get(signature);
    if (!list) return;
    for (const s of [...list]) {
      if (RANK[commitment] < RANK[s.commitment]) continue;
      this.send(s.ws, 'signatureNotification', s.id, { context: { slot }, value: { err } });
      this.remove(s.id);
    }
  }

  onAccounts(slot: number, accounts: AccountRow[]): void {
    if (!this.accSubs.size) return;
    const dec = (mint: string) => {
      const m = this.chain.getAccount(mint);
      return m && isMintData(m.data) ? m.data[44] : 0;
    };
    for (const a of accounts) {
      const list = this.accSubs.get(a.pubkey);
      if (!list) continue;
      for (const s of list) {
        let value: unknown;
        try {
          value = encodeAccount(a, s.encoding, undefined, dec);
        } catch {
          // Legacy binary encoding of > 128 bytes: a node sends this placeholder string as data.
          value = {
            ...encodeAccount(a, 'base64', { offset: 0, length: 0 }, dec),
            data: 'error: data too large for bs58 encoding',
          };
        }
        this.send(s.ws, 'accountNotification', s.id, { context: { slot }, value });
      }
    }
  }

  close(): Promise<void> {
    for (const c of this.wss.clients) c.terminate();
    return new Promise((r) => this.wss.close(() => r()));
  }
}
