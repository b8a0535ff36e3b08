// What every method group shares: the chain, response context, account encoding, block lookups.
import type { Chain, Commitment } from '../chain';
import { RpcError } from '../rpcerror';
import { encodeAccount, type AccountEncoding, type DataSlice } from '../accounts';
import { isMintData } from '../token';
import type { AccountRow } from '../store';

export const CORE_VERSION = '2.2.7';
export const FEATURE_SET = 3294202862;
const API_VERSION = '2.2.7';

export type Handler = (p: unknown[]) => unknown;

export interface NodeInfo {
  rpcUrl: () => string;
  wsUrl: () => string;
}

export interface MethodContext {
  chain: Chain;
  info: NodeInfo;
  /** `{ context, value }` with the slot of commitment `c` */
  withCtx(value: unknown, c?: Commitment): { context: { apiVersion: string; slot: number }; value: unknown };
  mintDecimals(mint: string): number;
  enc(a: AccountRow | null, e: AccountEncoding, s?: DataSlice): Record<string, unknown> | null;
  /** Throws the error a node gives for a slot without a (visible) block. */
  blockNotAvailable(slot: number, c: Commitment): never;
}

export function createContext(chain: Chain, info: NodeInfo): MethodContext {
  const mintDecimals = (mint: string): number => {
    const m = chain.getAccount(mint);
    return m && isMintData(m.data) ? m.data[44] : 0;
  };
  return {
    chain,
    info,
    withCtx: (value, c = 'finalized') => ({
      context: { apiVersion: API_VERSION, slot: chain.slotAt(c) },
      value,
    }),
    mintDecimals,
    enc: (a, e, s) => (a ? encodeAccount(a, e, s, mintDecimals) : null),
    blockNotAvailable(slot, c) {
      const row = chain.store.getBlock(slot);
      if (row?.skipped)
        throw new RpcError(
          -32007,
          `Slot ${slot} was skipped, or missing due to ledger jump to recent snapshot`,
        );
      if (slot > chain.slotAt(c) || !row) throw new RpcError(-32004, `Block not available for slot ${slot}`);
      throw new RpcError(-32009, `Slot ${slot} was skipped, or missing in long-term storage`);
    },
  };
}
