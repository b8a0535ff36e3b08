// Slots, blocks, transactions and signature statuses, read from the ledger.
import type { JsonMeta } from '../chain';
import { invalidParams } from '../rpcerror';
import { encodeTxWithMeta } from '../encode';
import {
  atLeastConfirmed,
  commitmentOf,
  maxVersionOf,
  obj,
  pubkey,
  signature,
  txEncodingOf,
  u64,
} from './params';
import type { Handler, MethodContext } from './context';

export function ledgerMethods(m: MethodContext): Record<string, Handler> {
  const { chain, withCtx, blockNotAvailable } = m;
  const MAX_GET_BLOCKS_RANGE = 500_000;
  const confirmedTip = () => chain.confirmedBlock.slot;

  return {
    getSlot: (p) => chain.slotAt(commitmentOf(obj(p[0]))),
    getBlockHeight: (p) => chain.blockHeightAt(commitmentOf(obj(p[0]))),
    getTransactionCount: () => chain.transactionCount,
    getFirstAvailableBlock: () => chain.store.firstBlock() ?? 0,
    minimumLedgerSlot: () => chain.store.firstBlock() ?? 0,
    getBlockTime: (p) => {
      const slot = u64(p[0], 'slot');
      const row = chain.store.getBlock(slot);
      if (!row || row.skipped || slot > confirmedTip()) return blockNotAvailable(slot, 'confirmed');
      return row.blockTime;
    },
    getBlock: (p) => {
      const slot = u64(p[0], 'slot');
      const cfg = typeof p[1] === 'string' ? { encoding: p[1] } : obj(p[1]);
      const c = atLeastConfirmed(cfg);
      const encoding = txEncodingOf(cfg.encoding);
      const details = cfg.transactionDetails ?? 'full';
      if (details !== 'full' && details !== 'signatures' && details !== 'none' && details !== 'accounts')
        throw invalidParams(
          `Invalid params: unknown variant \`${String(details)}\`, expected one of \`full\`, \`signatures\`, \`none\`, \`accounts\``,
        );
      const rewards = cfg.rewards === undefined ? true : Boolean(cfg.rewards);
      const maxVersion = maxVersionOf(cfg);
      const row = chain.store.getBlock(slot);
      if (!row || row.skipped || slot > chain.slotAt(c)) return blockNotAvailable(slot, c);
      const out: Record<string, unknown> = {
        blockHeight: row.blockHeight,
        blockTime: row.blockTime,
        blockhash: row.blockhash,
        parentSlot: row.parentSlot,
        previousBlockhash: row.previousBlockhash,
      };
      if (rewards) out.rewards = JSON.parse(row.rewards) as unknown;
      if (details !== 'none') {
        const txs = chain.store.blockTxs(slot);
        if (details === 'signatures') out.signatures = txs.map((t) => t.signature);
        else if (details === 'accounts') {
          out.transactions = txs.map((t) => {
            const full = encodeTxWithMeta(t, 'jsonParsed', maxVersion) as {
              transaction: { message: { accountKeys: unknown }; signatures: string[] };
              meta: JsonMeta;
              version?: unknown;
            };
            const m = full.meta;
            const r: Record<string, unknown> = {
              meta: {
                err: m.err,
                fee: m.fee,
                postBalances: m.postBalances,
                postTokenBalances: m.postTokenBalances,
                preBalances: m.preBalances,
                preTokenBalances: m.preTokenBalances,
                status: m.status,
              },
              transaction: {
                accountKeys: full.transaction.message.accountKeys,
                signatures: full.transaction.signatures,
              },
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
      if (end !== undefined && end - start > MAX_GET_BLOCKS_RANGE)
        throw invalidParams(`Slot range too large; max ${MAX_GET_BLOCKS_RANGE}`);
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
      return {
        blockTime: block?.blockTime ?? null,
        slot: row.slot,
        ...encodeTxWithMeta(row, encoding, maxVersion),
      };
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
        out.push({
          blockTime: r.blockTime,
          confirmationStatus: chain.commitmentOfSlot(r.slot),
          err,
          memo: r.memo,
          signature: r.signature,
          slot: r.slot,
        });
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
        return {
          confirmationStatus: st.commitment,
          confirmations: st.confirmations,
          err: st.err,
          slot: st.slot,
          status: st.err ? { Err: st.err } : { Ok: null },
        };
      });
      return withCtx(value, 'processed');
    },
  };
}
