// The leader of each slot, asked of the node 500 slots at a time and kept for the slots to come.
import type { RpcClient } from '../rpc/client';

export class LeaderCache {
  private leaders = new Map<number, string>();
  private supported = true;
  /** Leader of every slot when the chain has a single validator and the node lacks getSlotLeaders. */
  private soleLeader: string | null | undefined = undefined;

  constructor(private readonly rpc: RpcClient) {}

  async leaderOf(slot: number): Promise<string | null> {
    if (!this.supported) {
      if (this.soleLeader === undefined) {
        const va = await this.rpc.getVoteAccounts().catch(() => null);
        const all = va ? [...va.current, ...va.delinquent] : [];
        this.soleLeader = all.length === 1 ? all[0].nodePubkey : null;
      }
      return this.soleLeader;
    }
    const hit = this.leaders.get(slot);
    if (hit !== undefined) return hit;
    try {
      const list = await this.rpc.getSlotLeaders(slot, 500);
      if (this.leaders.size > 5000) this.leaders.clear();
      list.forEach((l, i) => this.leaders.set(slot + i, l));
      return list[0] ?? null;
    } catch {
      // Nodes that do not serve getSlotLeaders: a single-validator chain's leader is that validator;
      // otherwise blocks are stored without a leader.
      this.supported = false;
      return this.leaderOf(slot);
    }
  }
}
