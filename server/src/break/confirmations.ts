// Signatures awaiting confirmation, polled together in one getSignatureStatuses call every 150 ms.
import type { RpcClient } from '../rpc/client';

const POLL_MS = 150;

/** A transaction's end: ok or its error, null when unconfirmed by the deadline. */
export type Confirmation = { ok: boolean; err: string | null } | null;

interface Waiter {
  resolve: (r: Confirmation) => void;
  deadline: number;
}

export class Confirmations {
  private readonly waiting = new Map<string, Waiter>();
  private pollTimer: NodeJS.Timeout | null = null;

  constructor(private readonly rpc: RpcClient) {}

  wait(signature: string, deadline: number): Promise<Confirmation> {
    return new Promise((resolve) => {
      this.waiting.set(signature, { resolve, deadline });
      this.schedulePoll();
    });
  }

  close(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    for (const w of this.waiting.values()) w.resolve(null);
    this.waiting.clear();
  }

  private schedulePoll(): void {
    if (this.pollTimer || this.waiting.size === 0) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      void this.poll().finally(() => this.schedulePoll());
    }, POLL_MS);
  }

  private async poll(): Promise<void> {
    const sigs = [...this.waiting.keys()].slice(0, 256);
    let statuses: Awaited<ReturnType<RpcClient['getSignatureStatuses']>> = [];
    try {
      statuses = await this.rpc.getSignatureStatuses(sigs);
    } catch {
      statuses = [];
    }
    const now = Date.now();
    sigs.forEach((sig, i) => {
      const w = this.waiting.get(sig);
      if (!w) return;
      const st = statuses[i];
      if (st && (st.err || st.confirmationStatus === 'confirmed' || st.confirmationStatus === 'finalized')) {
        this.waiting.delete(sig);
        w.resolve({ ok: !st.err, err: st.err ? JSON.stringify(st.err) : null });
      } else if (now >= w.deadline) {
        this.waiting.delete(sig);
        w.resolve(null);
      }
    });
  }
}
