/**
 * The transaction page explains recorded real traffic through the whole stack, and survives hostile
 * IDL accounts. A replay node serves the recorded real blocks and the IDL fixtures' transactions
 * (bench/replaySource.ts) and, in front of it, answers getMultipleAccounts / getAccountInfo with
 * Anchor IDL accounts at the addresses Anchor derives (8-byte discriminator, 32-byte authority, u32
 * length, zlib-deflated JSON). The real indexer indexes everything, its IDL watcher reads the IDLs
 * from the node into program_idls, and the API's transaction pages are read over HTTP.
 *  1. With the fixtures' IDLs on the node: the coverage bench/decode.ts measures on the explainer
 *     alone (helpers/decodeCoverage.ts, same counting) holds on the API's answers.
 *  2. Fuzzed: fresh program ids (each a real transaction of an IDL program re-addressed, its
 *     instruction data mutated) whose Anchor IDL and Program Metadata accounts are mutated (truncated,
 *     flipped bytes, wrong length, zlib of garbage or of mutated IDL JSON, deep nesting, huge counts,
 *     an inflate bomb): the indexer reaches the tip, the watcher records every program, every
 *     transaction page answers 200, and the heap stays bounded.
 * On SQLite, and on PostgreSQL when it answers. EXPLAIN_FUZZ_PROGRAMS sets the fuzzed programs per
 * database (default 800, each with two mutated accounts).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import type { TransactionDetail } from 'shared-api/core';
import { recordedBlocks, startReplayNode, type ReplayNode } from '../../bench/replaySource';
import { prng } from '../../bench/seeded';
import { Indexer } from '../src/indexer';
import { decodeBase58, encodeBase58 } from '../src/decode/stored/base58';
import { anchorIdlAddress, metadataIdlAddress, ANCHOR_IDL_DISCRIMINATOR } from '../src/idl/onchain';
import { IDL_LIMITS } from '../src/idl/untrusted';
import type { RpcBlock, RpcTransactionWithMeta } from '../src/rpc/types';
import { startTestApi, type TestApi } from './helpers/api';
import { idlRowsFor, listRows, untilListsUseIdls } from './helpers/idlLists';
import { tempPostgres, tempSqlite, type TestDb } from './helpers/databases';
import { countDecodings, percent, type DecodedRow } from './helpers/decodeCoverage';
import { realTransactions } from './helpers/explainFixtures';
import { IDL_FILE_OF, readIdlText } from './helpers/idlFixtures';
import { anchorIdlAccount } from './helpers/idlAccounts';

const FUZZ_PROGRAMS = Number(process.env.EXPLAIN_FUZZ_PROGRAMS ?? 800);
const IDL_PROGRAMS = Object.keys(IDL_FILE_OF);
const idlTexts = new Map(IDL_PROGRAMS.map((p) => [p, readIdlText(IDL_FILE_OF[p])]));

// ---------------------------------------------------------------------------------------------
// The node: the replay node's blocks, and accounts answered from a map.

interface AccountNode {
  url: string;
  tip: number;
  close(): Promise<void>;
}

type RpcRequest = { id?: unknown; method?: string; params?: unknown[] };

async function startAccountNode(blocks: RpcBlock[], accounts: Map<string, Uint8Array>): Promise<AccountNode> {
  const count = blocks.reduce((n, b) => n + (b.transactions?.length ?? 0), 0);
  const replay: ReplayNode = await startReplayNode('real', count, blocks);
  const info = (key: string) => {
    const data = accounts.get(key);
    if (!data) return null;
    return {
      data: [Buffer.from(data).toString('base64'), 'base64'],
      executable: false,
      lamports: 10_000_000,
      owner: '11111111111111111111111111111111',
      rentEpoch: 0,
      space: data.length,
    };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let request: RpcRequest | null = null;
      try {
        request = JSON.parse(body.toString()) as RpcRequest | null;
      } catch {
        request = null;
      }
      const reply = (result: unknown) => {
        const text = JSON.stringify({ jsonrpc: '2.0', result, id: request?.id ?? null });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      };
      if (request?.method === 'getMultipleAccounts') {
        const keys = (request.params?.[0] as string[] | undefined) ?? [];
        return reply({ context: { slot: replay.tip }, value: keys.map(info) });
      }
      if (request?.method === 'getAccountInfo')
        return reply({ context: { slot: replay.tip }, value: info(request.params?.[0] as string) });
      fetch(replay.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } })
        .then(async (r) => {
          const out = Buffer.from(await r.arrayBuffer());
          res.writeHead(r.status, { 'content-type': 'application/json', 'content-length': out.length });
          res.end(out);
        })
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tip: replay.tip,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await replay.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The transactions.

const signatureOf = (t: RpcTransactionWithMeta) => t.transaction.signatures[0];

/** The recorded real blocks, then one block of the IDL fixtures' transactions not already in them. */
function realReplayBlocks(): RpcBlock[] {
  const blocks = recordedBlocks();
  const seen = new Set(blocks.flatMap((b) => (b.transactions ?? []).map(signatureOf)));
  const extra = realTransactions()
    .map((r) => r.tx)
    .filter((t) => {
      const s = signatureOf(t);
      if (seen.has(s)) return false;
      seen.add(s);
      return true;
    });
  return [...blocks, { ...blocks[0], transactions: extra }];
}

/** The IDL programs the blocks' transactions call, top level or inner: those the watcher looks up. */
function idlProgramsCalled(blocks: RpcBlock[]): string[] {
  const called = new Set<string>();
  for (const t of blocks.flatMap((b) => b.transactions ?? [])) {
    const loaded = t.meta?.loadedAddresses;
    const keys = [
      ...t.transaction.message.accountKeys,
      ...(loaded?.writable ?? []),
      ...(loaded?.readonly ?? []),
    ];
    const ixs = [
      ...t.transaction.message.instructions,
      ...(t.meta?.innerInstructions ?? []).flatMap((g) => g.instructions),
    ];
    for (const ix of ixs) called.add(keys[ix.programIdIndex]);
  }
  return IDL_PROGRAMS.filter((p) => called.has(p));
}

async function realIdlAccounts(): Promise<Map<string, Uint8Array>> {
  const accounts = new Map<string, Uint8Array>();
  for (const [program, text] of idlTexts)
    accounts.set(await anchorIdlAddress(program), anchorIdlAccount(text));
  return accounts;
}

/** Every instruction of the API's pages, top level and inner, as the coverage counts them. */
function rowsOf(details: TransactionDetail[]): DecodedRow[] {
  return details.flatMap((d) =>
    d.instructions.flatMap((top) =>
      [top, ...top.innerInstructions].map((ix) => ({
        signature: d.signature,
        programId: ix.programId,
        decoding: ix,
      })),
    ),
  );
}

/** Reads `paths` over HTTP, `width` at a time; the status codes and the bodies of the 200s. */
async function readAll(api: TestApi, paths: string[], width = 4) {
  const statuses = new Map<number, number>();
  const bodies: TransactionDetail[] = [];
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < paths.length) {
        const p = paths[next++];
        const res = await api.request(p);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) bodies.push(res.json<TransactionDetail>());
        else if (failures.length < 10) failures.push(`${p} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }),
  );
  return { statuses: Object.fromEntries(statuses), bodies, failures };
}

// ---------------------------------------------------------------------------------------------
// The fuzz.

type Rand = () => number;
const int = (r: Rand, n: number) => Math.floor(r() * n);
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[int(r, xs.length)];

function flip(r: Rand, b: Uint8Array, times: number): Uint8Array {
  const out = Uint8Array.from(b);
  for (let i = 0; i < times && out.length > 0; i++) out[int(r, out.length)] ^= 1 + int(r, 255);
  return out;
}

/** An Anchor IDL account around `payload` (already compressed or not), its length field as told. */
function anchorAround(payload: Uint8Array, length = payload.length): Uint8Array {
  const out = new Uint8Array(44 + payload.length);
  out.set(ANCHOR_IDL_DISCRIMINATOR, 0);
  out.fill(7, 8, 40);
  Buffer.from(out.buffer).writeUInt32LE(length >>> 0, 40);
  out.set(payload, 44);
  return out;
}

/** A Program Metadata account holding `payload` directly (zlib, utf8, JSON). */
function metadataAround(r: Rand, payload: Uint8Array): Uint8Array {
  const out = new Uint8Array(96 + payload.length);
  out[0] = 2;
  out[83] = int(r, 5); // encoding: none, utf8, base58, base64, out of range
  out[84] = int(r, 4); // compression: none, gzip, zlib, out of range
  out[85] = r() < 0.9 ? 1 : int(r, 4);
  out[86] = r() < 0.9 ? 0 : int(r, 3);
  Buffer.from(out.buffer).writeUInt32LE(r() < 0.8 ? payload.length : int(r, 2 ** 32), 87);
  out.set(payload, 96);
  return out;
}

let bombCache: Uint8Array | null = null;
/** A few KB of zlib that inflate far past the cap. */
function bomb(): Uint8Array {
  bombCache ??= deflateSync(Buffer.alloc(IDL_LIMITS.maxBytes * 8, 0x20), { level: 9 });
  return bombCache;
}

function randomJson(r: Rand, depth: number): unknown {
  const k = depth > 4 ? int(r, 4) : int(r, 7);
  switch (k) {
    case 0:
      return pick(r, [0, -1, 2 ** 53, 1e308, 4294967295, 0.5]);
    case 1:
      return pick(r, ['', 'u8', 'u64', 'string', 'publicKey', 'pubkey', 'bytes', 'x'.repeat(int(r, 300))]);
    case 2:
      return pick(r, [null, true, false]);
    case 3:
      return {};
    case 4:
      return Array.from({ length: int(r, 4) }, () => randomJson(r, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: 1 + int(r, 4) }, () => [
          pick(r, [
            'name',
            'type',
            'args',
            'accounts',
            'fields',
            'kind',
            'defined',
            'vec',
            'array',
            'option',
          ]),
          randomJson(r, depth + 1),
        ]),
      );
  }
}

/** A structural mutation of a parsed IDL: one node replaced, a key dropped, or a count inflated. */
function mutateIdl(r: Rand, idl: unknown): unknown {
  const copy = structuredClone(idl) as Record<string, unknown>;
  for (let n = 1 + int(r, 3); n > 0; n--) {
    // Walk to a random container.
    let node: unknown = copy;
    for (let d = 0; d < 1 + int(r, 6); d++) {
      const keys = node && typeof node === 'object' ? Object.keys(node) : [];
      if (keys.length === 0) break;
      const next = (node as Record<string, unknown>)[pick(r, keys)];
      if (!next || typeof next !== 'object') break;
      node = next;
    }
    if (!node || typeof node !== 'object') continue;
    const obj = node as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length === 0) continue;
    const key = pick(r, keys);
    const what = int(r, 5);
    if (what === 0) delete obj[key];
    else if (what === 1) obj[key] = randomJson(r, 0);
    else if (what === 2) obj[key] = { array: ['u8', pick(r, [2 ** 31, 4294967295, 1e9, -1])] };
    else if (what === 3) obj[key] = { vec: { vec: { option: { defined: { name: 'Nope' } } } } };
    else if (Array.isArray(obj[key])) {
      const arr = obj[key] as unknown[];
      if (arr.length > 0) obj[key] = Array.from({ length: 2000 }, (_, i) => arr[i % arr.length]);
    }
  }
  return copy;
}

function deepJson(r: Rand): string {
  const depth = pick(r, [65, 200, 5000, 100_000]);
  if (r() < 0.5) return '['.repeat(depth) + ']'.repeat(depth);
  let type = '"u8"';
  for (let i = 0; i < Math.min(depth, 20_000); i++) type = `{"vec":${type}}`;
  return `{"address":"x","metadata":{"name":"deep","version":"0.1.0","spec":"0.1.0"},"instructions":[{"name":"a","discriminator":[1,2,3,4,5,6,7,8],"accounts":[],"args":[{"name":"v","type":${type}}]}]}`;
}

function hugeCounts(r: Rand, program: string): string {
  const n = pick(r, [1025, 5000, 50_000]);
  const ix = (i: number) => ({
    name: `ix${i}`,
    discriminator: [i & 255, (i >> 8) & 255, 0, 0, 0, 0, 0, 0],
    accounts: [],
    args: [{ name: 'v', type: { array: ['u64', 4294967295] } }],
  });
  return JSON.stringify({
    address: program,
    metadata: { name: 'huge', version: '0.1.0', spec: '0.1.0' },
    instructions: Array.from({ length: r() < 0.5 ? n : 3 }, (_, i) => ix(i)),
    types:
      r() < 0.5
        ? Array.from({ length: n }, (_, i) => ({ name: `T${i}`, type: { kind: 'struct', fields: [] } }))
        : [],
  });
}

const MUTATIONS = [
  'valid',
  'truncated',
  'flipped',
  'length',
  'discriminator',
  'garbage-zlib',
  'text-zlib',
  'idl-zlib',
  'deep',
  'huge',
  'bomb',
  'empty',
] as const;
type Mutation = (typeof MUTATIONS)[number];

/** A mutated Anchor IDL account for `program`, from the base IDL text `text`. */
function mutatedAnchor(r: Rand, kind: Mutation, program: string, text: string): Uint8Array {
  const good = () => anchorIdlAccount(text.split(pickFrom(text)).join(program));
  switch (kind) {
    case 'valid':
      return good();
    case 'truncated': {
      const g = good();
      return g.subarray(0, int(r, g.length));
    }
    case 'flipped': {
      const g = good();
      return flip(r, g, 1 + int(r, 8));
    }
    case 'length': {
      const z = deflateSync(text);
      return anchorAround(z, pick(r, [0, 1, z.length - 1, z.length + 1, 2 ** 32 - 1, int(r, 2 ** 32)]));
    }
    case 'discriminator':
      return flip(r, good().subarray(0, 44 + 64), 1);
    case 'garbage-zlib':
      return anchorAround(
        deflateSync(r() < 0.5 ? randomBytes(int(r, 4096)) : JSON.stringify(randomJson(r, 0))),
      );
    case 'text-zlib':
      return anchorAround(deflateSync(flip(r, Buffer.from(text), 1 + int(r, 20))));
    case 'idl-zlib':
      return anchorAround(deflateSync(JSON.stringify(mutateIdl(r, JSON.parse(text)))));
    case 'deep':
      return anchorAround(deflateSync(deepJson(r)));
    case 'huge':
      return anchorAround(deflateSync(hugeCounts(r, program)));
    case 'bomb':
      return anchorAround(bomb());
    case 'empty':
      return anchorAround(new Uint8Array(), 0);
  }
}

/** The IDL's own address field, replaced by the fuzzed program's (when the IDL has one). */
function pickFrom(text: string): string {
  const m = /"address"\s*:\s*"([1-9A-HJ-NP-Za-km-z]{32,44})"/.exec(text);
  return m ? m[1] : '\u0000never';
}

function mutateData(r: Rand, data: string): string {
  let b = Buffer.from(decodeBase58(data));
  const what = int(r, 5);
  if (what === 0) b = Buffer.from(flip(r, b, 1 + int(r, 4)));
  else if (what === 1) b = b.subarray(0, int(r, b.length + 1));
  else if (what === 2) b = Buffer.concat([b, randomBytes(int(r, 64))]);
  else if (what === 3) b = Buffer.concat([b.subarray(0, 8), randomBytes(int(r, 200))]);
  // 4: as recorded
  return encodeBase58(b);
}

const freshSignature = () => encodeBase58(randomBytes(64));

interface Fuzzed {
  blocks: RpcBlock[];
  accounts: Map<string, Uint8Array>;
  programs: string[];
  signatures: string[];
  mutations: Record<string, number>;
}

/** `n` fresh programs, each called by a re-addressed real transaction, with mutated IDL accounts. */
async function fuzzed(n: number, seed: number): Promise<Fuzzed> {
  const r = prng(seed);
  const templates = realTransactions()
    .map((x) => x.tx)
    .filter((t) => t.meta && IDL_PROGRAMS.some((p) => t.transaction.message.accountKeys.includes(p)));
  const accounts = await realIdlAccounts();
  const mutations: Record<string, number> = {};
  const count = (k: string) => (mutations[k] = (mutations[k] ?? 0) + 1);
  const txs: RpcTransactionWithMeta[] = [];
  const programs: string[] = [];
  for (let i = 0; i < n; i++) {
    const tpl = pick(r, templates);
    const keys = tpl.transaction.message.accountKeys;
    const base = pick(
      r,
      IDL_PROGRAMS.filter((p) => keys.includes(p)),
    );
    const program = encodeBase58(randomBytes(32));
    programs.push(program);
    const t = structuredClone(tpl);
    const at = keys.indexOf(base);
    t.transaction.message.accountKeys[at] = program;
    t.transaction.signatures = t.transaction.signatures.map(freshSignature);
    for (const ix of t.transaction.message.instructions)
      if (ix.programIdIndex === at && r() < 0.8) ix.data = mutateData(r, ix.data);
    for (const g of t.meta?.innerInstructions ?? [])
      for (const ix of g.instructions)
        if (ix.programIdIndex === at && r() < 0.8) ix.data = mutateData(r, ix.data);
    if (t.meta?.logMessages) t.meta.logMessages = t.meta.logMessages.map((l) => l.split(base).join(program));
    txs.push(t);
    const kind = pick(r, MUTATIONS);
    count(`anchor:${kind}`);
    accounts.set(await anchorIdlAddress(program), mutatedAnchor(r, kind, program, idlTexts.get(base)!));
    if (kind !== 'valid' && r() < 0.6) {
      // The watcher tries the metadata account when the Anchor one is refused.
      const text = idlTexts.get(base)!;
      const payload = pick(r, [
        () => deflateSync(flip(r, Buffer.from(text), 1 + int(r, 10))),
        () => deflateSync(JSON.stringify(mutateIdl(r, JSON.parse(text)))),
        () => bomb(),
        () => randomBytes(int(r, 2048)),
        () => Buffer.from(deepJson(r)),
      ])();
      count('metadata');
      accounts.set(await metadataIdlAddress(program), metadataAround(r, payload));
    }
  }
  // The IDL programs' own transactions too, their data mutated, decoded with the real IDLs.
  for (const tpl of templates) {
    const t = structuredClone(tpl);
    t.transaction.signatures = t.transaction.signatures.map(freshSignature);
    for (const ix of t.transaction.message.instructions)
      if (IDL_PROGRAMS.includes(t.transaction.message.accountKeys[ix.programIdIndex]))
        ix.data = mutateData(r, ix.data);
    count('data-only');
    txs.push(t);
  }
  const block0 = recordedBlocks()[0];
  const blocks: RpcBlock[] = [];
  for (let i = 0; i < txs.length; i += 100) blocks.push({ ...block0, transactions: txs.slice(i, i + 100) });
  return { blocks, accounts, programs, signatures: txs.map(signatureOf), mutations };
}

// ---------------------------------------------------------------------------------------------

async function indexAll(url: string, databaseUrl: string, tip: number): Promise<Indexer> {
  const indexer = new Indexer({
    rpcUrl: url,
    databaseUrl,
    startFrom: 'first',
    progress: false,
    periodic: false,
    log: () => undefined,
  });
  await indexer.start();
  await indexer.waitForSlot(tip, 90_000);
  return indexer;
}

const DATABASES = [
  { name: 'SQLite', db: async (): Promise<TestDb | { skip: string }> => tempSqlite() },
  { name: 'PostgreSQL', db: () => tempPostgres() },
];

describe.each(DATABASES)('the recorded traffic explained through the stack on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let node: AccountNode;
  let api: TestApi;
  let indexer: Indexer;
  let signatures: string[];
  let called: string[];

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      console.warn(`SKIPPED replayed explanations on ${name}: ${got.skip}`);
      return;
    }
    t = got;
    const blocks = realReplayBlocks();
    signatures = blocks.flatMap((b) => (b.transactions ?? []).map(signatureOf));
    called = idlProgramsCalled(blocks);
    node = await startAccountNode(blocks, await realIdlAccounts());
    api = await startTestApi(got.url, { rpcUrl: node.url, cacheTtlMs: 50 });
    indexer = await indexAll(node.url, got.url, node.tip);
  }, 120_000);

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await node?.close();
    await t?.drop();
  }, 60_000);

  it('reads the IDLs from the node and meets the coverage goals on the API answers', async () => {
    if (!t) return;
    expect(called.length).toBeGreaterThanOrEqual(6);
    expect(await idlRowsFor(api, called, 30_000)).toBe(called.length);
    await untilListsUseIdls(api, called, 10_000);
    const anchors = await api.database.db
      .selectFrom('program_idls')
      .select(['program', 'source'])
      .where('program', 'in', called)
      .execute();
    expect(anchors.map((a) => a.source)).toEqual(called.map(() => 'anchor'));

    const { statuses, bodies, failures } = await readAll(
      api,
      signatures.map((s) => `/api/transaction/${s}`),
    );
    expect(failures).toEqual([]);
    const idlPrograms = new Map(anchors.map((a) => [a.program, true]));
    const c = countDecodings(rowsOf(bodies), bodies.length, idlPrograms);
    const report = {
      database: name,
      transactions: c.transactions,
      statuses,
      idlProgramsFromNode: anchors.map((a) => a.program),
      instructions: c.instructions,
      namedPct: percent(c.named, c.instructions),
      decodableFullyPct: percent(c.decodedFully, c.decodable),
      decodable: c.decodable,
      programNamedPct: percent(c.programNamed, c.instructions),
      nativeUnknown: c.nativeUnknown.length,
      byTier: c.byTier,
      rawPrograms: c.rawPrograms.slice(0, 5),
    };
    console.log(`explain replay ${JSON.stringify(report, null, 1)}`);
    expect(bodies.length).toBe(signatures.length);
    expect(c.transactions).toBeGreaterThan(400);
    expect(c.nativeUnknown).toEqual([]);
    // The IDLs read from the node are what decodes the IDL tier.
    expect(c.byTier.idl).toBeGreaterThan(0);
    expect(report.decodableFullyPct).toBeGreaterThanOrEqual(99);
    expect(report.namedPct).toBeGreaterThanOrEqual(80);
    expect(report.programNamedPct).toBeGreaterThanOrEqual(97);
  }, 120_000);

  it("lists name every top-level instruction as the transaction's page does (IDL and layout names too)", async () => {
    if (!t) return;
    expect(await idlRowsFor(api, called, 30_000)).toBe(called.length);
    await untilListsUseIdls(api, called, 10_000);
    const { bodies } = await readAll(
      api,
      signatures.map((s) => `/api/transaction/${s}`),
    );
    const onPage = new Map(bodies.map((b) => [b.signature, b.instructions.map((ix) => ix.type)]));
    const inLists = new Map(
      (await listRows(api)).map((r) => [r.signature, r.instructions.map((ix) => ix.type)]),
    );
    expect(inLists.size).toBe(signatures.length);
    const differ = [...onPage].filter(([sig, types]) => inLists.get(sig)?.join() !== types.join());
    expect(differ.slice(0, 5)).toEqual([]);
    // What the IDLs and layouts name was 'unknown' in lists before they were read there.
    const idlNamed = [...inLists.values()].flat().filter((type) => type === 'route').length;
    expect(idlNamed).toBeGreaterThan(0);
  }, 120_000);
});

describe.each(DATABASES)('fuzzed IDL accounts and instruction data on $name', ({ name, db }) => {
  let t: TestDb | null = null;
  let node: AccountNode;
  let api: TestApi;
  let indexer: Indexer;
  let fuzz: Fuzzed;
  let heapBefore = 0;
  let indexMs = 0;

  beforeAll(async () => {
    const got = await db();
    if ('skip' in got) {
      console.warn(`SKIPPED IDL fuzz on ${name}: ${got.skip}`);
      return;
    }
    t = got;
    fuzz = await fuzzed(FUZZ_PROGRAMS, name === 'SQLite' ? 101 : 202);
    node = await startAccountNode(fuzz.blocks, fuzz.accounts);
    api = await startTestApi(got.url, { rpcUrl: node.url, cacheTtlMs: 50 });
    global.gc?.();
    heapBefore = process.memoryUsage().heapUsed;
    const t0 = Date.now();
    indexer = await indexAll(node.url, got.url, node.tip);
    indexMs = Date.now() - t0;
  }, 150_000);

  afterAll(async () => {
    await indexer?.stop();
    await api?.close();
    await node?.close();
    await t?.drop();
  }, 60_000);

  it('keeps indexing, records every program, answers every page, and stays bounded', async () => {
    if (!t) return;
    const recorded = await idlRowsFor(api, fuzz.programs, 90_000);
    expect(recorded).toBe(fuzz.programs.length);
    const sources = await api.database.db
      .selectFrom('program_idls')
      .select(['source'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('program', 'in', fuzz.programs)
      .groupBy('source')
      .execute();

    const { statuses, bodies, failures } = await readAll(
      api,
      fuzz.signatures.map((s) => `/api/transaction/${s}`),
    );
    global.gc?.();
    const growthMb = Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e5) / 10;
    const report = {
      database: name,
      programs: fuzz.programs.length,
      accountMutations:
        Object.values(fuzz.mutations).reduce((a, b) => a + b, 0) - (fuzz.mutations['data-only'] ?? 0),
      mutations: fuzz.mutations,
      transactions: fuzz.signatures.length,
      tip: node.tip,
      indexMs,
      storedSources: Object.fromEntries(sources.map((s) => [s.source, Number(s.n)])),
      statuses,
      heapGrowthMb: growthMb,
      decodedByIdl: rowsOf(bodies).filter((x) => x.decoding.decodedBy === 'idl').length,
    };
    console.log(`explain fuzz ${JSON.stringify(report, null, 1)}`);
    expect(failures).toEqual([]);
    expect(bodies.length).toBe(fuzz.signatures.length);
    // The untouched IDLs among them were read: the node's accounts do reach the watcher.
    expect(report.storedSources.anchor).toBeGreaterThanOrEqual(fuzz.mutations['anchor:valid'] ?? 0);
    expect(growthMb).toBeLessThan(200);
  }, 150_000);
});
