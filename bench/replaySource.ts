/**
 * A file-backed Solana JSON-RPC node for the indexer benchmarks: it serves recorded real blocks
 * (server/test/fixtures/real-blocks: mainnet, devnet and Eclipse, json and base64) from memory,
 * repeated to reach a transaction count, with every getBlock body serialised before the run starts,
 * so the node costs next to nothing on the machine being measured.
 *
 * - source 'real': the recorded blocks as they are, in turn. Each copy gets consecutive slots (the
 *   parent chain and blockhashes are rewritten so the indexer's fork check holds) and its own
 *   signatures (bytes 1–4 of every signature carry the copy number); everything else is real.
 * - source 'heavy': blocks of DeFi swaps only, built from the recorded non-vote transactions as
 *   templates (mixBlocks.ts, `heavyMix`): v0 with lookup tables, 20–40 accounts, long logs, about half of them
 *   failed, token balance changes, a pool of recurring addresses (programs, pools, mints) beside new
 *   wallets. Heavier per transaction than a congested 2024 mainnet block (see `MIX_HEAVY_SHARE`).
 * - source 'mix': blocks shaped like a congested 2024 mainnet block: those swaps blended with the
 *   recorded non-vote transactions as recorded (`blendedMix`), in the share that weighs what such a
 *   block weighed.
 *
 * Methods: getSlot, getBlockHeight, getBlocks, getBlock (encoding json or base64, transactionDetails
 * full or none), getTransaction (json or base64), getSignatureStatuses, getFirstAvailableBlock,
 * getEpochSchedule, getEpochInfo, getSlotLeaders, getVoteAccounts, getSupply,
 * getRecentPerformanceSamples, getLatestBlockhash, getVersion, getGenesisHash, getHealth, and
 * getMultipleAccounts / getAccountInfo / getBalance answering that no account is known (the replay
 * holds blocks, not account state). Anything else is -32601; a body that is not JSON is -32700.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decodeBase58, encodeBase58 } from '../server/src/decode/stored/base58';
import { wireToJsonTransaction } from '../server/src/decode/wire';
import type { RpcBlock, RpcTransaction, RpcTransactionWithMeta } from '../server/src/rpc/types';
import { blendedMix, heavyMix, MIX_HEAVY_SHARE, mixTemplates, renumber } from './mixBlocks';

const FIXTURES = path.join(__dirname, '../server/test/fixtures/real-blocks');
const LEADER = 'Rep1ay1eader11111111111111111111111111111111';

export const REPLAY_KINDS = ['real', 'mix', 'heavy'] as const;
export type ReplayKind = (typeof REPLAY_KINDS)[number];

export function isReplayKind(source: string): source is ReplayKind {
  return (REPLAY_KINDS as readonly string[]).includes(source);
}

/** The recorded blocks, each transaction in the json shape (base64 ones decoded). */
export function recordedBlocks(): RpcBlock[] {
  return fs
    .readdirSync(FIXTURES)
    .filter((f) => f.endsWith('getBlock.json'))
    .sort()
    .map((f) => {
      let b = JSON.parse(fs.readFileSync(path.join(FIXTURES, f), 'utf8')) as Record<string, unknown>;
      if ('result' in b) b = b.result as Record<string, unknown>;
      const block = b as unknown as RpcBlock;
      return { ...block, transactions: (block.transactions ?? []).map(toJsonShape) };
    });
}

function toJsonShape(e: RpcTransactionWithMeta): RpcTransactionWithMeta {
  const raw = e.transaction as unknown;
  if (!Array.isArray(raw)) return e;
  const w = wireToJsonTransaction(raw[0] as string);
  return { meta: e.meta, transaction: w.transaction, version: e.version ?? w.version };
}

function compactU16(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if (n === 0) {
      out.push(b);
      return out;
    }
    out.push(b | 0x80);
  }
}

/** The wire bytes of a json-shaped transaction (legacy or v0), as `encoding: "base64"` carries them. */
export function wireBytes(tx: RpcTransaction, version: RpcTransactionWithMeta['version']): Buffer {
  const m = tx.message;
  const parts: (number[] | Uint8Array)[] = [];
  parts.push(compactU16(tx.signatures.length));
  for (const s of tx.signatures) parts.push(decodeBase58(s));
  if (version === 0) parts.push([0x80]);
  parts.push([
    m.header.numRequiredSignatures,
    m.header.numReadonlySignedAccounts,
    m.header.numReadonlyUnsignedAccounts,
  ]);
  parts.push(compactU16(m.accountKeys.length));
  for (const k of m.accountKeys) parts.push(decodeBase58(k));
  parts.push(decodeBase58(m.recentBlockhash));
  parts.push(compactU16(m.instructions.length));
  for (const ix of m.instructions) {
    const data = decodeBase58(ix.data);
    parts.push(
      [ix.programIdIndex],
      compactU16(ix.accounts.length),
      ix.accounts,
      compactU16(data.length),
      data,
    );
  }
  if (version === 0) {
    const lookups = m.addressTableLookups ?? [];
    parts.push(compactU16(lookups.length));
    for (const l of lookups)
      parts.push(
        decodeBase58(l.accountKey),
        compactU16(l.writableIndexes.length),
        l.writableIndexes,
        compactU16(l.readonlyIndexes.length),
        l.readonlyIndexes,
      );
  }
  return Buffer.concat(parts.map((p) => (p instanceof Uint8Array ? p : Uint8Array.from(p))));
}

/** A slot's blockhash on a replay node: derived from the slot, so parents chain. */
export const hashOf = (slot: number) => {
  const b = Buffer.alloc(32);
  b.writeUInt32BE((slot + 1) >>> 0, 0);
  b.writeUInt32BE((0x9e3779b9 ^ slot) >>> 0, 4);
  return encodeBase58(b);
};

/** What a replay node knows of its chain besides its blocks. */
export interface ReplayChain {
  tip: number;
  transactions: number;
  /** transactions in a slot */
  countAt(slot: number): number;
}

/**
 * The answers of a replay node that do not depend on its blocks' contents: tip, schedule and epoch,
 * leaders, latest blockhash, supply, performance samples, version, health, and account state, which
 * a replay does not hold (every account unknown, as on a node that pruned it, so the indexer's mint
 * refresh gets a valid, empty answer). Undefined for any other method.
 */
export function chainAnswer(
  method: string,
  params: unknown[],
  c: ReplayChain,
): { result: unknown } | undefined {
  const { tip } = c;
  const ctx = (value: unknown) => ({ result: { context: { slot: tip }, value } });
  switch (method) {
    case 'getSlot':
    case 'getBlockHeight':
      return { result: tip };
    case 'getFirstAvailableBlock':
      return { result: 1 };
    case 'getEpochSchedule':
      return {
        result: {
          slotsPerEpoch: 432000,
          leaderScheduleSlotOffset: 432000,
          warmup: false,
          firstNormalEpoch: 0,
          firstNormalSlot: 0,
        },
      };
    case 'getEpochInfo':
      return {
        result: {
          epoch: Math.floor(tip / 432000),
          slotIndex: tip % 432000,
          slotsInEpoch: 432000,
          absoluteSlot: tip,
          blockHeight: tip,
          transactionCount: c.transactions,
        },
      };
    case 'getSlotLeaders': {
      const [, limit = 1] = params as [number, number?];
      return { result: Array<string>(limit).fill(LEADER) };
    }
    case 'getLatestBlockhash':
      return ctx({ blockhash: hashOf(tip), lastValidBlockHeight: tip + 150 });
    case 'getSupply':
      // A fixed supply, all of it circulating (the replay holds no stake accounts).
      return ctx({ total: 1e18, circulating: 1e18, nonCirculating: 0, nonCirculatingAccounts: [] });
    case 'getRecentPerformanceSamples': {
      // Samples of 60 s (150 slots of 400 ms) back from the tip, each with its real transaction count.
      const [limit = 5] = params as [number?];
      const samples = [];
      for (let end = tip, n = 0; end >= 1 && n < limit; end -= 150, n++) {
        let count = 0;
        for (let s = Math.max(1, end - 149); s <= end; s++) count += c.countAt(s);
        samples.push({
          slot: end,
          numTransactions: count,
          numSlots: Math.min(150, end),
          samplePeriodSecs: 60,
        });
      }
      return { result: samples };
    }
    case 'getBalance':
      return ctx(0);
    case 'getVoteAccounts':
      return { result: { current: [], delinquent: [] } };
    case 'getVersion':
      return { result: { 'solana-core': '2.0.0', 'feature-set': 0 } };
    case 'getGenesisHash':
      return { result: hashOf(-1) };
    case 'getHealth':
      return { result: 'ok' };
    case 'getMultipleAccounts': {
      const [keys = []] = params as [string[]?];
      return ctx(keys.map(() => null));
    }
    case 'getAccountInfo':
      return ctx(null);
    default:
      return undefined;
  }
}

interface Served {
  json: Buffer;
  base64: Buffer;
  header: Buffer;
}

export interface ReplayNode {
  url: string;
  tip: number;
  transactions: number;
  close(): Promise<void>;
}

/**
 * Serves `kind` blocks until at least `transactions` transactions, from slot 1 on; `only`, when
 * given, serves these blocks instead (e.g. recorded getTransaction answers gathered into one block).
 */
export async function startReplayNode(
  kind: ReplayKind,
  transactions: number,
  only?: RpcBlock[],
): Promise<ReplayNode> {
  const recorded = recordedBlocks();
  let blocks: RpcBlock[];
  if (only) blocks = only.map((b) => ({ ...b, transactions: (b.transactions ?? []).map(toJsonShape) }));
  else if (kind === 'real') blocks = recorded;
  else {
    const templates = mixTemplates(recorded);
    const txs =
      kind === 'heavy' ? heavyMix(templates, 600 * 4) : blendedMix(templates, 600 * 4, MIX_HEAVY_SHARE);
    blocks = Array.from({ length: 4 }, (_, i) => ({
      ...recorded[0],
      transactions: txs.slice(i * 600, (i + 1) * 600),
    }));
  }
  const served = new Map<number, Served>();
  // First signature → slot, for getTransaction and getSignatureStatuses (answered from the block's body).
  const slotOf = new Map<string, number>();
  const counts = new Map<number, number>();
  let slot = 1;
  let total = 0;
  let copy = 0;
  const t0 = 1_700_000_000;
  while (total < transactions) {
    for (const b of blocks) {
      const txs = (b.transactions ?? []).map((t) => ({
        ...t,
        transaction: { ...t.transaction, signatures: t.transaction.signatures.map((s) => renumber(s, copy)) },
      }));
      for (const t of txs) slotOf.set(t.transaction.signatures[0], slot);
      counts.set(slot, txs.length);
      const base = {
        blockhash: hashOf(slot),
        previousBlockhash: hashOf(slot - 1),
        parentSlot: slot - 1,
        blockHeight: slot,
        blockTime: t0 + Math.floor(slot * 0.4),
      };
      const body = (result: unknown) =>
        Buffer.from(`{"jsonrpc":"2.0","result":${JSON.stringify(result)},"id":`);
      served.set(slot, {
        json: body({ ...base, transactions: txs }),
        base64: body({
          ...base,
          transactions: txs.map((t) => ({
            transaction: [wireBytes(t.transaction, t.version).toString('base64'), 'base64'],
            meta: t.meta,
            ...(t.version !== undefined ? { version: t.version } : {}),
          })),
        }),
        header: body(base),
      });
      total += txs.length;
      slot++;
      if (total >= transactions) break;
    }
    copy++;
  }
  const tip = slot - 1;
  const slots = [...served.keys()];
  const blockAt = (s: number): RpcBlock & { transactions: RpcTransactionWithMeta[] } =>
    (
      JSON.parse(`${served.get(s)!.json.toString()}null}`) as {
        result: RpcBlock & { transactions: RpcTransactionWithMeta[] };
      }
    ).result;
  const findTransaction = (signature: string) => {
    const s = slotOf.get(signature);
    if (s === undefined) return null;
    const block = blockAt(s);
    const t = block.transactions.find((x) => x.transaction.signatures[0] === signature);
    return t ? { slot: s, blockTime: block.blockTime, ...t } : null;
  };
  // Every answer with its length, as an Agave node sends a whole answer (not chunked).
  const send = (res: http.ServerResponse, head: Buffer | string, tail = '') => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(head) + Buffer.byteLength(tail),
    });
    res.write(head);
    res.end(tail);
  };
  const answer = (res: http.ServerResponse, id: unknown, result: unknown) =>
    send(res, JSON.stringify({ jsonrpc: '2.0', result, id }));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let request: { id?: unknown; method?: string; params?: unknown[] };
      try {
        request = JSON.parse(Buffer.concat(chunks).toString()) as typeof request;
      } catch {
        return send(
          res,
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }),
        );
      }
      const { id = null, method, params = [] } = request ?? {};
      const common = chainAnswer(method ?? '', params, {
        tip,
        transactions: total,
        countAt: (s) => counts.get(s) ?? 0,
      });
      if (common) return answer(res, id, common.result);
      switch (method) {
        case 'getBlocks': {
          const [start, end = tip] = params as [number, number?];
          return answer(
            res,
            id,
            slots.filter((s) => s >= start && s <= Math.min(end, tip)),
          );
        }
        case 'getBlock': {
          const [s, cfg = {}] = params as [number, { encoding?: string; transactionDetails?: string }];
          const b = served.get(s);
          if (!b) return answer(res, id, null);
          const pre =
            cfg.transactionDetails === 'none' ? b.header : cfg.encoding === 'base64' ? b.base64 : b.json;
          return send(res, pre, `${JSON.stringify(id)}}`);
        }
        case 'getTransaction': {
          const [signature, cfg = {}] = params as [string, { encoding?: string }];
          const t = findTransaction(signature);
          if (!t || cfg.encoding !== 'base64') return answer(res, id, t);
          const wire = wireBytes(t.transaction, t.version).toString('base64');
          return answer(res, id, { ...t, transaction: [wire, 'base64'] });
        }
        case 'getSignatureStatuses': {
          const [signatures = []] = params as [string[]?];
          const value = signatures.map((sig) => {
            const t = findTransaction(sig);
            return t
              ? {
                  slot: t.slot,
                  confirmations: null,
                  err: t.meta?.err ?? null,
                  confirmationStatus: 'finalized',
                }
              : null;
          });
          return answer(res, id, { context: { slot: tip }, value });
        }
        default:
          return send(
            res,
            JSON.stringify({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id }),
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tip,
    transactions: total,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `tsx bench/replaySource.ts <real|mix> <transactions>`: serves in this process and prints its URL
// (the benchmarks run the node beside the indexer, not inside it).
if (require.main === module) {
  const [kind, count] = process.argv.slice(2);
  if (!isReplayKind(kind)) {
    console.error(`usage: replaySource.ts <${REPLAY_KINDS.join('|')}> <transactions>`);
    process.exit(2);
  }
  void startReplayNode(kind, Number(count ?? 100_000)).then((n) => {
    console.log(`RPC ${n.url} tip ${n.tip} transactions ${n.transactions}`);
  });
}
