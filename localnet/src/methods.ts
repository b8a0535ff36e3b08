// JSON-RPC method implementations over the Chain, in the wire format of a real Solana node.
import bs58 from 'bs58';
import type { Chain, Commitment, JsonMeta } from './chain';
import { LAMPORTS_PER_GOR, SLOTS_PER_EPOCH } from './chain';
import { RpcError, invalidParams } from './rpcerror';
import { encodeTxWithMeta, type TxEncoding } from './encode';
import { encodeAccount, type AccountEncoding, type DataSlice } from './accounts';
import { WireError, parseWireTransaction, type ParsedTx } from './wire';
import { txErrorMessage } from './txerror';
import { isMintData, isTokenAccountData, readMint, readTokenAccount, tokenProgramOf, uiTokenAmount, TOKEN_PROGRAM, TOKEN_2022_PROGRAM } from './token';
import type { AccountRow } from './store';

export const CORE_VERSION = '2.2.7';
export const FEATURE_SET = 3294202862;
const API_VERSION = '2.2.7';
const MAX_GET_BLOCKS_RANGE = 500_000;

export interface NodeInfo {
  rpcUrl: () => string;
  wsUrl: () => string;
}
type Params = unknown[];
type Handler = (p: Params) => unknown;

// ---- parameter helpers ---------------------------------------------------------------------------

function obj(v: unknown): Record<string, unknown> {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidParams('Invalid params: expected a configuration object');
  return v as Record<string, unknown>;
}
function pubkey(v: unknown): string {
  if (typeof v !== 'string') throw invalidParams('Invalid params: expected a base-58 encoded public key string');
  let b: Uint8Array;
  try {
    b = bs58.decode(v);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (b.length !== 32) throw invalidParams('Invalid param: WrongSize');
  return v;
}
function signature(v: unknown): string {
  if (typeof v !== 'string') throw invalidParams('Invalid params: expected a base-58 encoded signature string');
  let b: Uint8Array;
  try {
    b = bs58.decode(v);
  } catch {
    throw invalidParams('Invalid param: Invalid');
  }
  if (b.length !== 64) throw invalidParams('Invalid param: WrongSize');
  return v;
}
function u64(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw invalidParams(`Invalid params: ${name} must be a non-negative integer`);
  return v;
}
function commitmentOf(cfg: Record<string, unknown>, dflt: Commitment = 'finalized'): Commitment {
  const c = cfg.commitment;
  if (c === undefined || c === null) return dflt;
  if (c === 'processed' || c === 'recent') return 'processed';
  if (c === 'confirmed' || c === 'single' || c === 'singleGossip') return 'confirmed';
  if (c === 'finalized' || c === 'max' || c === 'root') return 'finalized';
  throw invalidParams(`Invalid params: unknown variant \`${String(c)}\`, expected one of \`processed\`, \`confirmed\`, \`finalized\``);
}
function atLeastConfirmed(cfg: Record<string, unknown>): Commitment {
  const c = commitmentOf(cfg);
  if (c === 'processed') throw invalidParams('Method does not support commitment below `confirmed`');
  return c;
}
function txEncodingOf(v: unknown): TxEncoding {
  if (v === undefined || v === null || v === 'json') return 'json';
  if (v === 'jsonParsed' || v === 'base64' || v === 'base58') return v;
  if (v === 'binary') return 'base58';
  throw invalidParams(`Invalid params: unknown variant \`${String(v)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\``);
}
function accEncodingOf(v: unknown, dflt: AccountEncoding = 'binary'): AccountEncoding {
  if (v === undefined || v === null) return dflt;
  if (v === 'base64' || v === 'base58' || v === 'jsonParsed' || v === 'base64+zstd' || v === 'binary') return v;
  throw invalidParams(`Invalid params: unknown variant \`${String(v)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\``);
}
function sliceOf(v: unknown): DataSlice | undefined {
  if (v === undefined || v === null) return undefined;
  const s = obj(v);
  return { offset: u64(s.offset, 'dataSlice.offset'), length: u64(s.length, 'dataSlice.length') };
}
function maxVersionOf(cfg: Record<string, unknown>): number | undefined {
  const v = cfg.maxSupportedTransactionVersion;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 255) throw invalidParams('Invalid params: invalid maxSupportedTransactionVersion');
  return v;
}
function decodeTxParam(v: unknown, encoding: unknown): Uint8Array {
  if (typeof v !== 'string') throw invalidParams('Invalid params: expected an encoded transaction string');
  if (encoding === 'base64') return new Uint8Array(Buffer.from(v, 'base64'));
  if (encoding === undefined || encoding === null || encoding === 'base58') {
    try {
      return bs58.decode(v);
    } catch {
      throw invalidParams('invalid base58 encoding: InvalidCharacter');
    }
  }
  throw invalidParams(`Invalid params: unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
}

// ---- the method table ---------------------------------------------------------------------------

export function createMethods(chain: Chain, info: NodeInfo): Record<string, Handler> {
  const ctx = (c: Commitment = 'finalized') => ({ apiVersion: API_VERSION, slot: chain.slotAt(c) });
  const withCtx = (value: unknown, c?: Commitment) => ({ context: ctx(c), value });
  const mintDecimals = (mint: string): number => {
    const m = chain.getAccount(mint);
    return m && isMintData(m.data) ? m.data[44] : 0;
  };
  const enc = (a: AccountRow | null, e: AccountEncoding, s?: DataSlice) => (a ? encodeAccount(a, e, s, mintDecimals) : null);
  const confirmedTip = () => chain.confirmedBlock.slot;

  function blockNotAvailable(slot: number, c: Commitment): never {
    const row = chain.store.getBlock(slot);
    if (row?.skipped) throw new RpcError(-32007, `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`);
    if (slot > chain.slotAt(c) || !row) throw new RpcError(-32004, `Block not available for slot ${slot}`);
    throw new RpcError(-32009, `Slot ${slot} was skipped, or missing in long-term storage`);
  }

  function parseSubmitted(v: unknown, encoding: unknown): ParsedTx {
    const wire = decodeTxParam(v, encoding);
    try {
      return parseWireTransaction(wire);
    } catch (e) {
      throw invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${e instanceof WireError ? e.message : 'invalid'}`);
    }
  }

  function submit(tx: ParsedTx, skipPreflight: boolean): string {
    const pre = chain.precheck(tx);
    if (pre) {
      throw new RpcError(-32002, `Transaction simulation failed: ${txErrorMessage(pre)}`, {
        accounts: null, err: pre, innerInstructions: null, loadedAccountsDataSize: null, logs: [], replacementBlockhash: null, returnData: null, unitsConsumed: 0,
      });
    }
    if (!skipPreflight) {
      const sim = chain.simulate(tx);
      if (sim.err !== null) {
        throw new RpcError(-32002, `Transaction simulation failed: ${txErrorMessage(sim.err)}`, {
          accounts: null, err: sim.err, innerInstructions: null, loadedAccountsDataSize: null, logs: sim.logs, replacementBlockhash: null, returnData: null, unitsConsumed: sim.unitsConsumed,
        });
      }
    }
    const r = chain.execute(tx);
    // A node verifies signatures before forwarding, even with skipPreflight.
    if (r.err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure');
    return r.signature;
  }

  const methods: Record<string, Handler> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'feature-set': FEATURE_SET, 'solana-core': CORE_VERSION }),
    getGenesisHash: () => chain.genesisHash,
    getIdentity: () => ({ identity: chain.identity.address }),
    getClusterNodes: () => {
      const rpc = new URL(info.rpcUrl());
      const ws = new URL(info.wsUrl());
      return [
        {
          featureSet: FEATURE_SET, gossip: `${rpc.hostname}:8001`, pubkey: chain.identity.address, pubsub: `${ws.hostname}:${ws.port}`,
          rpc: `${rpc.hostname}:${rpc.port}`, shredVersion: 1, tpu: `${rpc.hostname}:8003`, tpuQuic: `${rpc.hostname}:8009`, version: CORE_VERSION,
        },
      ];
    },
    getSlot: (p) => chain.slotAt(commitmentOf(obj(p[0]))),
    getBlockHeight: (p) => chain.blockHeightAt(commitmentOf(obj(p[0]))),
    getTransactionCount: () => chain.transactionCount,
    getFirstAvailableBlock: () => chain.store.firstBlock() ?? 0,
    minimumLedgerSlot: () => chain.store.firstBlock() ?? 0,
    getBlockTime: (p) => {
      const slot = u64(p[0], 'slot');
      const row = chain.store.getBlock(slot);
      if (!row || row.skipped || slot > confirmedTip()) blockNotAvailable(slot, 'confirmed');
      return row.blockTime;
    },
    getBlock: (p) => {
      const slot = u64(p[0], 'slot');
      const cfg = typeof p[1] === 'string' ? { encoding: p[1] } : obj(p[1]);
      const c = atLeastConfirmed(cfg);
      const encoding = txEncodingOf(cfg.encoding);
      const details = cfg.transactionDetails ?? 'full';
      if (details !== 'full' && details !== 'signatures' && details !== 'none' && details !== 'accounts')
        throw invalidParams(`Invalid params: unknown variant \`${String(details)}\`, expected one of \`full\`, \`signatures\`, \`none\`, \`accounts\``);
      const rewards = cfg.rewards === undefined ? true : Boolean(cfg.rewards);
      const maxVersion = maxVersionOf(cfg);
      const row = chain.store.getBlock(slot);
      if (!row || row.skipped || slot > chain.slotAt(c)) blockNotAvailable(slot, c);
      const out: Record<string, unknown> = {
        blockHeight: row.blockHeight, blockTime: row.blockTime, blockhash: row.blockhash, parentSlot: row.parentSlot, previousBlockhash: row.previousBlockhash,
      };
      if (rewards) out.rewards = JSON.parse(row.rewards) as unknown;
      if (details !== 'none') {
        const txs = chain.store.blockTxs(slot);
        if (details === 'signatures') out.signatures = txs.map((t) => t.signature);
        else if (details === 'accounts') {
          out.transactions = txs.map((t) => {
            const full = encodeTxWithMeta(t, 'jsonParsed', maxVersion) as { transaction: { message: { accountKeys: unknown }; signatures: string[] }; meta: JsonMeta; version?: unknown };
            const m = full.meta;
            const r: Record<string, unknown> = {
              meta: { err: m.err, fee: m.fee, postBalances: m.postBalances, postTokenBalances: m.postTokenBalances, preBalances: m.preBalances, preTokenBalances: m.preTokenBalances, status: m.status },
              transaction: { accountKeys: full.transaction.message.accountKeys, signatures: full.transaction.signatures },
            };
            if (full.version !== undefined) r.version = full.version;
            return r;
          });
        } else out.transactions = txs.map((t) => encodeTxWithMeta(t, encoding, maxVersion));
      }
      return out;
    },
    getBlocks: (p) => {
      const start = u64(p[0], 'start_slot');
      let end: number | undefined;
      let cfg: Record<string, unknown> = {};
      if (typeof p[1] === 'number') {
        end = u64(p[1], 'end_slot');
        cfg = obj(p[2]);
      } else if (p[1] === null || p[1] === undefined) cfg = obj(p[2]);
      else cfg = obj(p[1]);
      const tip = chain.slotAt(atLeastConfirmed(cfg));
      const last = Math.min(end ?? tip, tip);
      if (end !== undefined && end - start > MAX_GET_BLOCKS_RANGE) throw invalidParams(`Slot range too large; max ${MAX_GET_BLOCKS_RANGE}`);
      if (last < start) return [];
      return chain.store.blocksInRange(start, last, MAX_GET_BLOCKS_RANGE + 1);
    },
    getBlocksWithLimit: (p) => {
      const start = u64(p[0], 'start_slot');
      const limit = u64(p[1], 'limit');
      if (limit > MAX_GET_BLOCKS_RANGE) throw invalidParams(`Limit too large; max ${MAX_GET_BLOCKS_RANGE}`);
      const tip = chain.slotAt(atLeastConfirmed(obj(p[2])));
      return chain.store.blocksInRange(start, tip, limit);
    },
    getTransaction: (p) => {
      const sig = signature(p[0]);
      const cfg = typeof p[1] === 'string' ? { encoding: p[1] } : obj(p[1]);
      const c = atLeastConfirmed(cfg);
      const encoding = txEncodingOf(cfg.encoding);
      const maxVersion = maxVersionOf(cfg);
      const row = chain.store.txBySignature(sig);
      if (!row || row.slot > chain.slotAt(c)) return null;
      const block = chain.store.getBlock(row.slot);
      return { blockTime: block?.blockTime ?? null, slot: row.slot, ...encodeTxWithMeta(row, encoding, maxVersion) };
    },
    getSignaturesForAddress: (p) => {
      const address = pubkey(p[0]);
      const cfg = obj(p[1]);
      const c = atLeastConfirmed(cfg);
      const limit = cfg.limit === undefined || cfg.limit === null ? 1000 : u64(cfg.limit, 'limit');
      if (limit < 1 || limit > 1000) throw invalidParams('Invalid limit; max 1000');
      let before = { slot: chain.slotAt(c) + 1, idx: 0 };
      if (cfg.before !== undefined && cfg.before !== null) {
        const pos = chain.store.txPosition(signature(cfg.before));
        if (!pos) return [];
        before = pos;
      }
      let until: { slot: number; idx: number } | undefined;
      if (cfg.until !== undefined && cfg.until !== null) until = chain.store.txPosition(signature(cfg.until));
      const rows = chain.store.addressTxs(address, before, limit);
      const out: unknown[] = [];
      for (const r of rows) {
        if (until && (r.slot < until.slot || (r.slot === until.slot && r.idx <= until.idx))) break;
        const err = r.failed ? (JSON.parse(r.meta) as JsonMeta).err : null;
        out.push({ blockTime: r.blockTime, confirmationStatus: chain.commitmentOfSlot(r.slot), err, memo: r.memo, signature: r.signature, slot: r.slot });
      }
      return out;
    },
    getSignatureStatuses: (p) => {
      if (!Array.isArray(p[0])) throw invalidParams('Invalid params: expected an array of signatures');
      const sigs = p[0].map(signature);
      if (sigs.length > 256) throw invalidParams('Too many inputs provided; max 256');
      const cfg = obj(p[1]);
      const history = cfg.searchTransactionHistory === true;
      const value = sigs.map((s) => {
        const st = chain.signatureStatus(s);
        if (!st) return null;
        // Without searchTransactionHistory a node only knows its recent status cache.
        if (!history && st.slot < chain.slot - 300) return null;
        return { confirmationStatus: st.commitment, confirmations: st.confirmations, err: st.err, slot: st.slot, status: st.err ? { Err: st.err } : { Ok: null } };
      });
      return { context: ctx('processed'), value };
    },
    getAccountInfo: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const c = commitmentOf(cfg);
      return withCtx(enc(chain.getAccount(k), accEncodingOf(cfg.encoding), sliceOf(cfg.dataSlice)), c);
    },
    getMultipleAccounts: (p) => {
      if (!Array.isArray(p[0])) throw invalidParams('Invalid params: expected an array of public keys');
      const keys = p[0].map(pubkey);
      if (keys.length > 100) throw invalidParams('Too many inputs provided; max 100');
      const cfg = obj(p[1]);
      const e = accEncodingOf(cfg.encoding);
      const s = sliceOf(cfg.dataSlice);
      return withCtx(keys.map((k) => enc(chain.getAccount(k), e, s)), commitmentOf(cfg));
    },
    getBalance: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      return withCtx(Number(chain.getAccount(k)?.lamports ?? 0n), commitmentOf(cfg));
    },
    getProgramAccounts: (p) => {
      const program = pubkey(p[0]);
      const cfg = obj(p[1]);
      const c = commitmentOf(cfg);
      const e = accEncodingOf(cfg.encoding);
      const s = sliceOf(cfg.dataSlice);
      const filters = cfg.filters === undefined || cfg.filters === null ? [] : cfg.filters;
      if (!Array.isArray(filters) || filters.length > 4) throw invalidParams('Invalid params: too many filters provided; max 4');
      const preds = filters.map((f): ((a: AccountRow) => boolean) => {
        const fo = obj(f);
        if (fo.dataSize !== undefined) {
          const n = u64(fo.dataSize, 'dataSize');
          return (a) => a.data.length === n;
        }
        if (fo.memcmp !== undefined) {
          const m = obj(fo.memcmp);
          const off = u64(m.offset, 'memcmp.offset');
          if (typeof m.bytes !== 'string') throw invalidParams('Invalid params: memcmp.bytes must be a string');
          let bytes: Uint8Array;
          try {
            bytes = m.encoding === 'base64' ? new Uint8Array(Buffer.from(m.bytes, 'base64')) : bs58.decode(m.bytes);
          } catch {
            throw invalidParams('Invalid param: could not decode memcmp bytes');
          }
          if (bytes.length > 128) throw invalidParams('Invalid params: memcmp bytes too long; max 128');
          return (a) => a.data.length >= off + bytes.length && Buffer.compare(Buffer.from(a.data.subarray(off, off + bytes.length)), Buffer.from(bytes)) === 0;
        }
        if (fo.tokenAccountState !== undefined) return (a) => isTokenAccountData(a.data);
        throw invalidParams('Invalid params: unknown filter');
      });
      const all = chain.programAccounts(program).filter((a) => preds.every((f) => f(a)));
      const list = all.map((a) => ({ account: enc(a, e, s), pubkey: a.pubkey }));
      return cfg.withContext ? withCtx(list, c) : list;
    },
    getTokenAccountsByOwner: (p) => {
      const owner = pubkey(p[0]);
      const filter = obj(p[1]);
      const cfg = obj(p[2]);
      let programs: string[];
      let mint: string | undefined;
      if (filter.mint !== undefined) {
        mint = pubkey(filter.mint);
        const m = chain.getAccount(mint);
        const prog = m ? tokenProgramOf(m.owner) : null;
        if (!prog) throw invalidParams('Invalid param: could not find mint');
        programs = [prog];
      } else if (filter.programId !== undefined) {
        const prog = pubkey(filter.programId);
        if (prog !== TOKEN_PROGRAM && prog !== TOKEN_2022_PROGRAM) throw invalidParams(`Invalid param: unrecognized Token program id`);
        programs = [prog];
      } else throw invalidParams('Invalid params: expected { mint } or { programId }');
      const e = accEncodingOf(cfg.encoding);
      const s = sliceOf(cfg.dataSlice);
      const value = programs
        .flatMap((prog) => chain.programAccounts(prog))
        .filter((a) => {
          if (!isTokenAccountData(a.data)) return false;
          const t = readTokenAccount(a.data);
          return t.owner === owner && (!mint || t.mint === mint);
        })
        .map((a) => ({ account: enc(a, e, s), pubkey: a.pubkey }));
      return withCtx(value, commitmentOf(cfg));
    },
    getTokenAccountBalance: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const a = chain.getAccount(k);
      if (!a || !tokenProgramOf(a.owner) || !isTokenAccountData(a.data)) throw invalidParams('Invalid param: not a Token account');
      const t = readTokenAccount(a.data);
      return withCtx(uiTokenAmount(t.amount, mintDecimals(t.mint)), commitmentOf(cfg));
    },
    getTokenSupply: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const a = chain.getAccount(k);
      if (!a || !tokenProgramOf(a.owner) || !isMintData(a.data)) throw invalidParams('Invalid param: not a Token mint');
      const m = readMint(a.data);
      return withCtx(uiTokenAmount(m.supply, m.decimals), commitmentOf(cfg));
    },
    getTokenLargestAccounts: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const a = chain.getAccount(k);
      const prog = a ? tokenProgramOf(a.owner) : null;
      if (!a || !prog || !isMintData(a.data)) throw invalidParams('Invalid param: not a Token mint');
      const dec = a.data[44];
      const holders = chain
        .programAccounts(prog)
        .filter((x) => isTokenAccountData(x.data) && readTokenAccount(x.data).mint === k)
        .map((x) => ({ address: x.pubkey, amount: readTokenAccount(x.data).amount }))
        .sort((x, y) => (y.amount > x.amount ? 1 : y.amount < x.amount ? -1 : 0))
        .slice(0, 20)
        .map((x) => ({ address: x.address, ...uiTokenAmount(x.amount, dec) }));
      return withCtx(holders, commitmentOf(cfg));
    },
    getSupply: (p) => {
      const cfg = obj(p[0]);
      const nonCirculatingAccounts = [chain.stakeAccount.address];
      const stake = chain.getAccount(chain.stakeAccount.address)?.lamports ?? 0n;
      const value = {
        circulating: Number(chain.totalSupply - stake),
        nonCirculating: Number(stake),
        nonCirculatingAccounts: cfg.excludeNonCirculatingAccountsList ? [] : nonCirculatingAccounts,
        total: Number(chain.totalSupply),
      };
      return withCtx(value, commitmentOf(cfg));
    },
    getEpochInfo: (p) => {
      const c = commitmentOf(obj(p[0]));
      const slot = chain.slotAt(c);
      return {
        absoluteSlot: slot, blockHeight: chain.blockHeightAt(c), epoch: Math.floor(slot / SLOTS_PER_EPOCH), slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH, transactionCount: chain.transactionCount,
      };
    },
    getEpochSchedule: () => ({ firstNormalEpoch: 0, firstNormalSlot: 0, leaderScheduleSlotOffset: SLOTS_PER_EPOCH, slotsPerEpoch: SLOTS_PER_EPOCH, warmup: false }),
    getVoteAccounts: (p) => {
      obj(p[0]);
      return chain.voteAccounts();
    },
    getRecentPerformanceSamples: (p) => {
      const limit = p[0] === undefined || p[0] === null ? 720 : u64(p[0], 'limit');
      if (limit > 720) throw invalidParams('Invalid limit; max 720');
      return chain.perfSamples.slice(0, limit);
    },
    getInflationRate: () => ({ epoch: Math.floor(chain.slot / SLOTS_PER_EPOCH), foundation: 0, total: 0.08, validator: 0.08 }),
    getInflationGovernor: () => ({ foundation: 0, foundationTerm: 0, initial: 0.08, taper: 0.15, terminal: 0.015 }),
    getLatestBlockhash: (p) => {
      const c = commitmentOf(obj(p[0]));
      const b = chain.blockAt(c);
      return withCtx({ blockhash: b.blockhash, lastValidBlockHeight: b.blockHeight + 150 }, c);
    },
    isBlockhashValid: (p) => {
      if (typeof p[0] !== 'string') throw invalidParams('Invalid params: expected a blockhash string');
      const cfg = obj(p[1]);
      return withCtx(chain.isBlockhashValid(p[0]), commitmentOf(cfg));
    },
    getFeeForMessage: (p) => {
      if (typeof p[0] !== 'string') throw invalidParams('Invalid params: expected a base64 message');
      const cfg = obj(p[1]);
      const msg = Buffer.from(p[0], 'base64');
      if (msg.length < 4) throw invalidParams('Invalid params: invalid message');
      const versioned = (msg[0] & 0x80) !== 0;
      const numSigs = versioned ? msg[1] : msg[0];
      // blockhash sits right after the header and the account keys
      const off = (versioned ? 1 : 0) + 3;
      const nKeys = msg[off];
      const bhStart = off + 1 + nKeys * 32;
      if (bhStart + 32 > msg.length) throw invalidParams('Invalid params: invalid message');
      const bh = bs58.encode(msg.subarray(bhStart, bhStart + 32));
      return withCtx(chain.isBlockhashValid(bh) ? numSigs * 5000 : null, commitmentOf(cfg));
    },
    getMinimumBalanceForRentExemption: (p) => Number(chain.svm.minimumBalanceForRentExemption(BigInt(u64(p[0], 'data length')))),
    getSlotLeader: (p) => {
      obj(p[0]);
      return chain.identity.address;
    },
    getSlotLeaders: (p) => {
      u64(p[0], 'start_slot');
      const limit = u64(p[1], 'limit');
      if (limit > 5000) throw invalidParams('Invalid limit; max 5000');
      return Array.from({ length: limit }, () => chain.identity.address);
    },
    getBlockProduction: (p) => {
      const cfg = obj(p[0]);
      const c = commitmentOf(cfg);
      const last = chain.slotAt(c === 'processed' ? 'confirmed' : c);
      const range = obj(cfg.range);
      const firstSlot = range.firstSlot === undefined ? Math.floor(last / SLOTS_PER_EPOCH) * SLOTS_PER_EPOCH : u64(range.firstSlot, 'firstSlot');
      const lastSlot = range.lastSlot === undefined ? last : Math.min(u64(range.lastSlot, 'lastSlot'), last);
      // Genesis (slot 0) has no leader.
      const from = Math.max(1, firstSlot);
      const leaderSlots = Math.max(0, lastSlot - from + 1);
      return withCtx({ byIdentity: { [chain.identity.address]: [leaderSlots, chain.store.countBlocks(from, lastSlot)] }, range: { firstSlot, lastSlot } }, c);
    },
    getMaxRetransmitSlot: () => chain.slot,
    getMaxShredInsertSlot: () => chain.slot,
    getRecentPrioritizationFees: (p) => {
      if (p[0] !== undefined && !Array.isArray(p[0])) throw invalidParams('Invalid params: expected an array of public keys');
      return [];
    },
    getStakeMinimumDelegation: (p) => withCtx(1_000_000_000, commitmentOf(obj(p[0]))),
    sendTransaction: (p) => {
      const cfg = obj(p[1]);
      const tx = parseSubmitted(p[0], cfg.encoding);
      return submit(tx, cfg.skipPreflight === true);
    },
    simulateTransaction: (p) => {
      const cfg = obj(p[1]);
      const tx = parseSubmitted(p[0], cfg.encoding);
      const c = commitmentOf(cfg);
      const sigVerify = cfg.sigVerify === true;
      if (sigVerify && cfg.replaceRecentBlockhash === true) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      const accCfg = obj(cfg.accounts);
      const addresses = Array.isArray(accCfg.addresses) ? accCfg.addresses.map(pubkey) : [];
      const accEnc = accEncodingOf(accCfg.encoding, 'base64');
      let err = null as ReturnType<typeof chain.precheck>;
      if (cfg.replaceRecentBlockhash !== true && !chain.isBlockhashValid(tx.recentBlockhash)) err = 'BlockhashNotFound';
      chain.svm.setSigverify(sigVerify);
      try {
        const sim = err ? null : chain.simulate(tx, addresses);
        const replacement = cfg.replaceRecentBlockhash === true ? { blockhash: chain.confirmedBlock.blockhash, lastValidBlockHeight: chain.confirmedBlock.blockHeight + 150 } : null;
        return withCtx(
          {
            accounts: addresses.length ? (sim?.accounts ?? addresses.map(() => null)).map((a) => enc(a ?? null, accEnc)) : null,
            err: err ?? sim?.err ?? null,
            innerInstructions: null,
            loadedAccountsDataSize: 0,
            logs: sim?.logs ?? [],
            replacementBlockhash: replacement,
            returnData: null,
            unitsConsumed: sim?.unitsConsumed ?? 0,
          },
          c,
        );
      } finally {
        chain.svm.setSigverify(true);
      }
    },
    requestAirdrop: (p) => {
      const to = pubkey(p[0]);
      const lamports = u64(p[1], 'lamports');
      const cap = 1_000_000n * LAMPORTS_PER_GOR;
      if (BigInt(lamports) > cap) throw new RpcError(-32600, `Invalid request: airdrop request exceeds the faucet limit of ${cap} lamports`);
      for (let attempt = 0; ; attempt++) {
        const wire = chain.buildFaucetTransfer(to, BigInt(lamports), attempt);
        const tx = parseWireTransaction(wire);
        if (chain.precheck(tx) === 'AlreadyProcessed') continue;
        const r = chain.execute(tx);
        if (!r.landed || r.err) throw new RpcError(-32600, `Invalid request: airdrop failed: ${JSON.stringify(r.err)}`);
        return r.signature;
      }
    },
  };
  return methods;
}

