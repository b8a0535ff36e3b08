/**
 * The node `npm run bench:scale` indexes from: the recorded real blocks and the mix shaped like a
 * congested 2024 mainnet block (bench/replaySource.ts), served round after round for as many
 * transactions as asked, with the addresses of real traffic recurring as they do on a chain. Nothing
 * is held per transaction: each round's blocks are filled in from templates serialised once, so ten
 * million transactions cost the same memory as ten thousand.
 *
 * A round is the eight recorded blocks as recorded (votes, oracles, bridges: the same accounts every
 * round, as a chain's validators and busy programs recur) and four blocks of the mix (2,400
 * transactions). Within the mix:
 * - the busy pools and wallets recur as the mix draws them (5,000 recurring accounts and 2,000
 *   wallets, the popular ones far more often): the same addresses every round;
 * - the addresses the mix draws new (three in ten swappers, one in twenty other accounts, lookup
 *   tables) are new in every round, and so are the new swappers' token accounts (in their own
 *   transaction; the mix lends them recurring accounts), so wallets and token accounts keep
 *   arriving and the popular mints gain holders as the index grows; a token account of a recurring
 *   wallet stays the same in every round (a wallet keeps its account of a mint);
 * - the hundred mints the mix draws most stay the same every round; the others are new every
 *   MINT_EPOCH_ROUNDS rounds, so the token list grows with the chain.
 * Every signature is new (a 64-bit mix of round, transaction and signature number written into its
 * first 8 bytes: unique, and spread over the signature index as real signatures are). A swap event's
 * `Program data:` keeps the addresses it was generated with (its bytes are not rewritten).
 *
 * RPC: what the indexer's catch-up calls (getSlot, getBlockHeight, getBlocks, getBlock json with full
 * or no details, getFirstAvailableBlock, getEpochSchedule, getEpochInfo, getSlotLeaders,
 * getVoteAccounts, getSupply, getRecentPerformanceSamples, getLatestBlockhash, getVersion,
 * getGenesisHash, getHealth, getMultipleAccounts / getAccountInfo / getBalance answering that no
 * account is known, getTransaction / getSignatureStatuses answering null), and `scaleProgress`: the
 * highest slot served with its transactions, the transactions up to it and the seconds since the
 * first block was served (the benchmark's catch-up rate as it goes), and this process's CPU seconds.
 *
 * `tsx bench/scaleSource.ts <transactions>` serves in this process and prints
 * `RPC <url> tip <slot> transactions <count>`.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeBase58, encodeBase58 } from '../server/src/decode/stored/base58';
import type { RpcTransactionWithMeta } from '../server/src/rpc/types';
import { chainAnswer, hashOf, recordedBlocks } from './replaySource';
import { blendedMix, MIX_HEAVY_SHARE, mixTemplates } from './mixBlocks';

const MIX_BLOCKS = 4;
const MIX_BLOCK_TXS = 600;
/** The mints the mix draws most that stay the same in every round. */
const STEADY_MINTS = 100;
/** The other mints are new every this many rounds. */
export const MINT_EPOCH_ROUNDS = 8;
const T0 = 1_700_000_000;

/** A part of a block's body filled in per round. */
type Hole =
  | { kind: 'sig'; tx: number; index: number; bytes: Uint8Array }
  | { kind: 'fresh'; id: number }
  | { kind: 'mint'; id: number };

interface Template {
  /** static text and holes, alternating: text, hole, text, …, text */
  texts: Buffer[];
  holes: Hole[];
  transactions: number;
}

const MASK64 = (1n << 64n) - 1n;

/** A bijection of 64-bit integers (splitmix64's finaliser): distinct inputs give distinct outputs. */
function mix64(v: bigint): bigint {
  let z = v & MASK64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
  return z ^ (z >> 31n);
}

/** An address of 32 bytes derived from a label: the same label, the same address. */
const derived = (label: string) => encodeBase58(createHash('sha256').update(label).digest());

/** Every address string a transaction names (keys, loaded addresses, token balances' mints and owners). */
function namedAddresses(t: RpcTransactionWithMeta): Set<string> {
  const out = new Set<string>(t.transaction.message.accountKeys);
  for (const l of t.transaction.message.addressTableLookups ?? []) out.add(l.accountKey);
  const m = t.meta;
  if (m) {
    for (const k of [...(m.loadedAddresses?.writable ?? []), ...(m.loadedAddresses?.readonly ?? [])])
      out.add(k);
    for (const b of [...(m.preTokenBalances ?? []), ...(m.postTokenBalances ?? [])]) {
      out.add(b.mint);
      if (b.owner) out.add(b.owner);
    }
  }
  return out;
}

/**
 * The round's blocks as templates: the recorded blocks, then the mix's blocks, with every signature,
 * every address the mix drew new and every mint outside the steady hundred left as a hole.
 */
function buildTemplates(): { templates: Template[]; tailMints: number } {
  const recorded = recordedBlocks();
  const mix = blendedMix(mixTemplates(recorded), MIX_BLOCKS * MIX_BLOCK_TXS, MIX_HEAVY_SHARE);
  // How many of the mix's transactions name each address, and how often each mint is drawn.
  const seen = new Map<string, number>();
  const mintUses = new Map<string, number>();
  for (const t of mix) {
    for (const a of namedAddresses(t)) seen.set(a, (seen.get(a) ?? 0) + 1);
    for (const b of t.meta?.postTokenBalances ?? []) mintUses.set(b.mint, (mintUses.get(b.mint) ?? 0) + 1);
  }
  const mintsByUse = [...mintUses].sort((a, b) => b[1] - a[1]).map(([m]) => m);
  const tail = new Map(mintsByUse.slice(STEADY_MINTS).map((m, i) => [m, i]));
  // Programs and sysvars never count as new, even when only one transaction names them.
  const programs = new Set<string>();
  for (const t of mix) {
    const keys = t.transaction.message.accountKeys;
    for (const ix of t.transaction.message.instructions) programs.add(keys[ix.programIdIndex]);
    for (const g of t.meta?.innerInstructions ?? [])
      for (const ix of g.instructions) programs.add(keys[ix.programIdIndex] ?? '');
  }
  const once = (a: string) =>
    seen.get(a) === 1 && !tail.has(a) && !mintUses.has(a) && !programs.has(a) && !a.startsWith('Sysvar');
  // A token account of a recurring owner stays the same every round: a wallet keeps its token
  // account of a mint rather than opening one more each round.
  const kept = new Set<string>();
  for (const t of mix) {
    const keys = [
      ...t.transaction.message.accountKeys,
      ...(t.meta?.loadedAddresses?.writable ?? []),
      ...(t.meta?.loadedAddresses?.readonly ?? []),
    ];
    for (const tb of [...(t.meta?.preTokenBalances ?? []), ...(t.meta?.postTokenBalances ?? [])])
      if (!tb.owner || !once(tb.owner)) kept.add(keys[tb.accountIndex]);
  }
  const fresh = new Map<string, number>();
  for (const a of seen.keys()) if (once(a) && !kept.has(a)) fresh.set(a, fresh.size);

  const blocks: RpcTransactionWithMeta[][] = [
    ...recorded.map((b) => b.transactions ?? []),
    ...Array.from({ length: MIX_BLOCKS }, (_, i) => mix.slice(i * MIX_BLOCK_TXS, (i + 1) * MIX_BLOCK_TXS)),
  ];
  let txNumber = 0;
  let freshIds = fresh.size;
  const templates = blocks.map((txs, b): Template => {
    const isMix = b >= recorded.length;
    const texts: Buffer[] = [];
    const holes: Hole[] = [];
    let pending = '[';
    txs.forEach((t, i) => {
      const sigs = new Map(t.transaction.signatures.map((s, index) => [s, { tx: txNumber + i, index }]));
      // A new wallet's token accounts are new with it: in this transaction only (the mix drew them
      // from the recurring accounts, which other transactions name in other roles).
      const own = new Map<string, number>();
      if (isMix && t.meta) {
        const keys = [
          ...t.transaction.message.accountKeys,
          ...(t.meta.loadedAddresses?.writable ?? []),
          ...(t.meta.loadedAddresses?.readonly ?? []),
        ];
        for (const tb of [...(t.meta.preTokenBalances ?? []), ...(t.meta.postTokenBalances ?? [])]) {
          const k = keys[tb.accountIndex];
          if (tb.owner && fresh.has(tb.owner) && k && !own.has(k) && !fresh.has(k)) own.set(k, freshIds++);
        }
      }
      const text = `${i > 0 ? ',' : ''}${JSON.stringify(t)}`;
      let last = 0;
      for (const m of text.matchAll(/"([1-9A-HJ-NP-Za-km-z]{32,88})"/g)) {
        const value = m[1];
        const sig = sigs.get(value);
        let hole: Hole | null = null;
        if (sig) hole = { kind: 'sig', ...sig, bytes: decodeBase58(value) };
        else if (isMix && fresh.has(value)) hole = { kind: 'fresh', id: fresh.get(value) as number };
        else if (own.has(value)) hole = { kind: 'fresh', id: own.get(value) as number };
        else if (isMix && tail.has(value)) hole = { kind: 'mint', id: tail.get(value) as number };
        if (!hole || (hole.kind === 'sig' && hole.bytes.length !== 64)) continue;
        const at = (m.index as number) + 1;
        texts.push(Buffer.from(pending + text.slice(last, at)));
        pending = '';
        holes.push(hole);
        last = at + value.length;
      }
      pending += text.slice(last);
    });
    txNumber += txs.length;
    texts.push(Buffer.from(`${pending}]`));
    return { texts, holes, transactions: txs.length };
  });
  return { templates, tailMints: tail.size };
}

export interface ScaleNode {
  url: string;
  tip: number;
  transactions: number;
  close(): Promise<void>;
}

/** Serves rounds of blocks from slot 1 until at least `transactions` transactions. */
export async function startScaleNode(transactions: number): Promise<ScaleNode> {
  const { templates } = buildTemplates();
  const perRound = templates.reduce((s, t) => s + t.transactions, 0);
  const blocksPerRound = templates.length;
  // Transactions before each block of a round.
  const before: number[] = [];
  templates.reduce((s, t, i) => ((before[i] = s), s + t.transactions), 0);
  // The tip: the first slot at which the count reaches `transactions`.
  const rounds = Math.floor(transactions / perRound);
  let tip = rounds * blocksPerRound;
  let total = rounds * perRound;
  while (total < transactions) total += templates[tip++ % blocksPerRound].transactions;
  const countAt = (slot: number) => templates[(slot - 1) % blocksPerRound].transactions;
  /** Transactions in slots 1..slot. */
  const upTo = (slot: number) => Math.floor(slot / blocksPerRound) * perRound + before[slot % blocksPerRound];

  const header = (slot: number) =>
    `"blockhash":"${hashOf(slot)}","previousBlockhash":"${hashOf(slot - 1)}","parentSlot":${slot - 1},"blockHeight":${slot},"blockTime":${T0 + Math.floor(slot * 0.4)}`;
  const fill = (slot: number): Buffer[] => {
    const round = Math.floor((slot - 1) / blocksPerRound);
    const epoch = Math.floor(round / MINT_EPOCH_ROUNDS);
    const t = templates[(slot - 1) % blocksPerRound];
    const out: Buffer[] = [];
    for (let i = 0; i < t.holes.length; i++) {
      out.push(t.texts[i]);
      const h = t.holes[i];
      let value: string;
      if (h.kind === 'sig') {
        const b = Buffer.from(h.bytes);
        b.writeBigUInt64BE(mix64((BigInt(round) << 24n) | (BigInt(h.tx) << 4n) | BigInt(h.index)), 0);
        value = encodeBase58(b);
      } else if (h.kind === 'fresh') value = derived(`fresh:${round}:${h.id}`);
      else value = derived(`mint:${epoch}:${h.id}`);
      out.push(Buffer.from(value));
    }
    out.push(t.texts[t.texts.length - 1]);
    return out;
  };

  let servedSlot = 0;
  let firstServedAt = 0;
  const send = (res: http.ServerResponse, parts: (Buffer | string)[]) => {
    const bufs = parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p));
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': bufs.reduce((s, b) => s + b.length, 0),
    });
    for (const b of bufs.slice(0, -1)) res.write(b);
    res.end(bufs[bufs.length - 1]);
  };
  const answer = (res: http.ServerResponse, id: unknown, result: unknown) =>
    send(res, [JSON.stringify({ jsonrpc: '2.0', result, id })]);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let request: { id?: unknown; method?: string; params?: unknown[] };
      try {
        request = JSON.parse(Buffer.concat(chunks).toString()) as typeof request;
      } catch {
        return send(res, [
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' }, id: null }),
        ]);
      }
      const { id = null, method, params = [] } = request ?? {};
      const common = chainAnswer(method ?? '', params, { tip, transactions: total, countAt });
      if (common) return answer(res, id, common.result);
      switch (method) {
        case 'getBlocks': {
          const [start, end = tip] = params as [number, number?];
          const from = Math.max(1, start);
          const to = Math.min(end, tip);
          return answer(
            res,
            id,
            Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i),
          );
        }
        case 'getBlock': {
          const [slot, cfg = {}] = params as [number, { transactionDetails?: string }];
          if (!Number.isInteger(slot) || slot < 1 || slot > tip) return answer(res, id, null);
          const head = `{"jsonrpc":"2.0","result":{${header(slot)}`;
          const tail = `},"id":${JSON.stringify(id)}}`;
          if (cfg.transactionDetails === 'none') return send(res, [head, tail]);
          if (firstServedAt === 0) firstServedAt = performance.now();
          if (slot > servedSlot) servedSlot = slot;
          return send(res, [`${head},"transactions":`, ...fill(slot), tail]);
        }
        case 'scaleProgress':
          return answer(res, id, {
            slot: servedSlot,
            tip,
            transactions: servedSlot === 0 ? 0 : upTo(servedSlot),
            seconds: firstServedAt === 0 ? 0 : (performance.now() - firstServedAt) / 1000,
            cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
          });
        case 'getTransaction':
          return answer(res, id, null);
        case 'getSignatureStatuses': {
          const [signatures = []] = params as [string[]?];
          return answer(res, id, { context: { slot: tip }, value: signatures.map(() => null) });
        }
        default:
          return send(res, [
            JSON.stringify({ jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id }),
          ]);
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

if (require.main === module) {
  const count = Number(process.argv[2] ?? 100_000);
  void startScaleNode(count).then((n) => {
    console.log(`RPC ${n.url} tip ${n.tip} transactions ${n.transactions}`);
  });
}
