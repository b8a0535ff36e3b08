/**
 * A program first seen in a transaction has its IDL looked for on chain (Anchor's IDL account, then
 * Program Metadata's "idl" account) and the finding, even none, stored in program_idls. It is looked
 * at again when seen past `recheckS`, or at once when a transaction touches its IDL account. Chain
 * reads run beside the batches; database steps in the writer's order, as the mint refresher's.
 *   watcher.seen(items);                 // after each committed batch
 *   watcher.start(exec, afterWrites);    // in the loop, beside the mint refresher
 */
import type { RpcClient } from '../rpc/client';
import type { AfterWrites } from './mintRefresher';
import type { SqlExec } from './sql';
import type { WrittenBlock } from './writtenBlock';
import { anchorIdlText, idlAddresses, metadataIdlText, PROGRAM_METADATA_PROGRAM } from '../idl/onchain';
import { readIdlChecks, saveIdlFindings, type IdlFinding } from '../idl/store';
import { IdlRefused, parseIdl } from '../idl/untrusted';

/** Programs looked at in one round: two accounts each, one getMultipleAccounts call. */
const IDL_BATCH = 50;
/** Seconds after which a program seen again is looked at again (an IDL may be published late). */
const IDL_RECHECK_S = 6 * 3600;

interface Known {
  checkedAt: number;
  /** the account its IDL was read from, whose touch means it may have changed */
  account: string | null;
}

export class IdlWatcher {
  private known: Map<string, Known> | null = null;
  private readonly queue = new Set<string>();
  /** IDL account → its program, for the accounts an IDL was read from */
  private readonly byAccount = new Map<string, string>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly rpc: Pick<RpcClient, 'getMultipleAccounts' | 'getSlot'>,
    private readonly log: (line: string) => void,
    private readonly recheckS = IDL_RECHECK_S,
  ) {}

  /** After each committed batch: the programs its transactions called. */
  seen(blocks: readonly WrittenBlock[]): void {
    const now = Date.now() / 1000;
    for (const b of blocks) {
      for (const t of b.transactions) {
        for (const p of t.programs) {
          const k = this.known?.get(p);
          if (!k || now - k.checkedAt > this.recheckS) this.queue.add(p);
          else if (k.account && t.accountKeys.includes(k.account)) this.queue.add(p);
          // A metadata account is written through its own program: any IDL account it touches.
          if (p === PROGRAM_METADATA_PROGRAM)
            for (const key of t.accountKeys) {
              const owner = this.byAccount.get(key);
              if (owner) this.queue.add(owner);
            }
        }
      }
    }
  }

  /** Starts a round when programs wait and none is running. */
  start(exec: SqlExec, afterWrites: AfterWrites): void {
    if (this.running || (this.known !== null && this.queue.size === 0)) return;
    this.running = this.round(exec, afterWrites)
      .catch((e: unknown) => this.log(`IDL look-up failed: ${(e as Error).message}`))
      .finally(() => (this.running = null));
  }

  /** Before the connection closes: the running round, then one for what waits. */
  async finish(exec: SqlExec, afterWrites: AfterWrites): Promise<void> {
    await this.running;
    this.start(exec, afterWrites);
    await this.running;
  }

  private async round(exec: SqlExec, afterWrites: AfterWrites): Promise<void> {
    if (this.known === null) {
      const rows = await afterWrites(() => readIdlChecks(exec));
      this.known = new Map(
        rows.map((r) => [r.program, { checkedAt: Number(r.checked_at), account: r.account }]),
      );
      const now = Date.now() / 1000;
      for (const p of [...this.queue]) {
        const k = this.known.get(p);
        if (k && now - k.checkedAt <= this.recheckS) this.queue.delete(p);
      }
    }
    const programs = [...this.queue].slice(0, IDL_BATCH);
    if (programs.length === 0) return;
    for (const p of programs) this.queue.delete(p);
    const findings = await lookForIdls(this.rpc, programs, this.log);
    const now = Math.floor(Date.now() / 1000);
    await afterWrites(() => saveIdlFindings(exec, findings, now));
    for (const f of findings) {
      this.known.set(f.program, { checkedAt: now, account: f.account });
      if (f.account) this.byAccount.set(f.account, f.program);
    }
  }
}

/** What the chain holds for each program: Anchor's IDL account first, then the metadata account. */
export async function lookForIdls(
  rpc: Pick<RpcClient, 'getMultipleAccounts' | 'getSlot'>,
  programs: string[],
  log: (line: string) => void,
): Promise<IdlFinding[]> {
  const addresses = await Promise.all(programs.map((p) => idlAddresses(p).catch(() => null)));
  const flat = addresses.flatMap((a) => a ?? []);
  const [slot, accounts] = await Promise.all([rpc.getSlot(), rpc.getMultipleAccounts(flat)]);
  const byAddress = new Map(flat.map((a, i) => [a, accounts[i]]));
  return programs.map((program, i) => {
    const pair = addresses[i];
    const none: IdlFinding = { program, source: 'none', account: null, slot, json: null };
    if (!pair) return none;
    const [anchor, metadata] = pair;
    const tries: [IdlFinding['source'], string, (d: Uint8Array) => Buffer][] = [
      ['anchor', anchor, anchorIdlText],
      ['metadata', metadata, metadataIdlText],
    ];
    for (const [source, account, read] of tries) {
      const info = byAddress.get(account);
      if (!info) continue;
      // Anchor's IDL account belongs to the program itself; the metadata account to its program.
      try {
        const json = read(Buffer.from(info.data[0], 'base64'));
        parseIdl(json);
        return { program, source, account, slot, json };
      } catch (e) {
        log(
          `IDL of ${program} in ${account} not read: ${e instanceof IdlRefused ? e.message : (e as Error).message}`,
        );
      }
    }
    return { ...none, account: null };
  });
}
