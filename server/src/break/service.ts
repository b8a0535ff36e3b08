/**
 * POST /api/break/send-transaction behind its limits: a real memo transaction from the hot wallet,
 * followed until confirmed (or failed, or 10 s).
 */
import {
  address,
  appendTransactionMessageInstruction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Blockhash,
  type KeyPairSigner,
} from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import type { BreakSendResult } from 'shared-api/core';
import { MEMO_PROGRAM } from 'shared-api/programs';
import { RpcClient } from '../rpc/client';
import { LimitContended, type SharedLimits } from '../limits/shared';
import { bucketBudget, oneAtATime, slidingWindow, type Rule } from '../limits/rules';
import { Confirmations } from './confirmations';
import { checkGameId, GAME_MS } from './gameId';
import { loadHotWallet } from './wallet';

export interface BreakOptions {
  /** Keypair file of the hot wallet (BREAK_WALLET_FILE); unset = sends are refused with 503. */
  walletFile?: string;
  /** Localnet: create the file when missing and fund the wallet by airdrop. */
  fund?: boolean;
  /** Never spend the wallet below this many lamports (BREAK_WALLET_FLOOR_LAMPORTS, default 0.05 GOR). */
  floorLamports?: number;
  /** Sends accepted per minute over all visitors (BREAK_SENDS_PER_MINUTE, default 1200). */
  sendsPerMinute?: number;
  /** Lamports airdropped on localnet when the wallet is below 10x the floor (default 100 GOR). */
  airdropLamports?: number;
  /** Confirmation wait (default 10 s). */
  confirmTimeoutMs?: number;
  now?: () => number;
  log?: (level: 'info' | 'warn', msg: string) => void;
}

const PER_VISITOR_PER_SECOND = 20;
const PER_VISITOR = slidingWindow(PER_VISITOR_PER_SECOND, 1000);
/** Network fee of a one-signature transaction, deducted from the tracked balance between refreshes. */
const FEE_LAMPORTS = 5000;
const MAX_IN_FLIGHT = 256;
const BLOCKHASH_TTL_MS = 10_000;
const BALANCE_TTL_MS = 5_000;
// SPL Memo v2 (deployed on Solana-derived chains); the client's default address is a newer deployment.
const MEMO_ADDRESS = address(MEMO_PROGRAM);

/** A refusal: answered as `{ statusCode, error, message }` with this status. */
export class BreakRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 409 | 429 | 503,
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export class BreakService {
  private signer: KeyPairSigner | null = null;
  private disabledReason: string | null = null;
  private readonly budget: ReturnType<typeof bucketBudget>;
  private readonly log: NonNullable<BreakOptions['log']>;
  private balance: { lamports: number; at: number } | null = null;
  private blockhash: { value: { blockhash: Blockhash; lastValidBlockHeight: bigint }; at: number } | null =
    null;
  private inFlight = 0;
  private seq = 0;
  private readonly confirmations: Confirmations;

  constructor(
    private readonly rpc: RpcClient,
    /** Shared with the other API processes on this database: per visitor and in total. */
    private readonly limits: SharedLimits,
    private readonly opts: BreakOptions,
  ) {
    this.budget = bucketBudget(opts.sendsPerMinute ?? 1200, 60_000);
    this.confirmations = new Confirmations(rpc);
    this.log = opts.log ?? ((level, msg) => console[level === 'warn' ? 'warn' : 'log'](`[break] ${msg}`));
  }

  /** Loads the wallet (and funds it on localnet). Never throws: a failure disables sends with a reason. */
  async init(): Promise<void> {
    if (!this.opts.walletFile) {
      this.disabledReason = 'Break game sends are not configured on this server (no BREAK_WALLET_FILE)';
      return;
    }
    try {
      this.signer = await loadHotWallet(this.opts.walletFile, this.opts.fund ?? false);
      this.log('info', `hot wallet ${this.signer.address}`);
      if (this.opts.fund) await this.fund();
    } catch (e) {
      this.disabledReason = 'Break game sends are unavailable: the hot wallet could not be loaded';
      this.log('warn', `${this.disabledReason}: ${(e as Error).message}`);
    }
  }

  /** The wallet is never spent below this many lamports. */
  private get floor(): number {
    return this.opts.floorLamports ?? 50_000_000;
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  get address(): string | null {
    return this.signer?.address ?? null;
  }

  private async fund(): Promise<void> {
    if (!this.signer) return;
    const have = await this.rpc.getBalance(this.signer.address);
    if (have >= this.floor * 10) return;
    const sig = await this.rpc.requestAirdrop(this.signer.address, this.opts.airdropLamports ?? 100e9);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [st] = await this.rpc.getSignatureStatuses([sig]);
      if (st?.confirmationStatus === 'confirmed' || st?.confirmationStatus === 'finalized') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    this.balance = null;
  }

  close(): void {
    this.confirmations.close();
  }

  /** Checks every limit, then sends and waits. Throws BreakRefusal for a refused request. */
  async send(gameIdText: string, visitor: string): Promise<BreakSendResult> {
    if (!this.signer) throw new BreakRefusal(503, this.disabledReason ?? 'Break game sends are unavailable');
    const now = this.now();
    const gameId = Number(gameIdText);
    const id = checkGameId(gameId, now);
    if (!id.ok) throw new BreakRefusal(400, id.message);
    const game = await this.limited('break_game', visitor, oneAtATime(gameId, GAME_MS), now);
    if (!game.ok) throw new BreakRefusal(409, 'Another game is already running for this visitor');
    const mine = await this.limited('break_visitor', visitor, PER_VISITOR, now);
    if (!mine.ok)
      throw new BreakRefusal(
        429,
        `Too many sends: at most ${PER_VISITOR_PER_SECOND} a second`,
        Math.ceil(mine.refusal.retryAfterMs / 1000),
      );
    if (this.inFlight >= MAX_IN_FLIGHT)
      throw new BreakRefusal(503, 'The game server is busy; try again shortly', 1);
    await this.ensureAboveFloor();
    const all = await this.limited('break_budget', 'all', this.budget, now);
    if (!all.ok)
      throw new BreakRefusal(
        503,
        'The game has reached its send budget for this minute; try again shortly',
        Math.ceil(all.refusal.retryAfterMs / 1000),
      );
    this.inFlight++;
    try {
      return await this.sendMemo(gameIdText);
    } finally {
      this.inFlight--;
    }
  }

  /** A shared limit; too much contention on one key is a busy server, not an error. */
  private async limited<S, R>(scope: string, key: string, rule: Rule<S, R>, now: number) {
    try {
      return await this.limits.take(scope, key, rule, now);
    } catch (e) {
      if (e instanceof LimitContended)
        throw new BreakRefusal(503, 'The game server is busy; try again shortly', 1);
      throw e;
    }
  }

  private async ensureAboveFloor(): Promise<void> {
    const signer = this.signer as KeyPairSigner;
    if (!this.balance || this.now() - this.balance.at > BALANCE_TTL_MS) {
      try {
        this.balance = { lamports: await this.rpc.getBalance(signer.address), at: this.now() };
      } catch {
        throw new BreakRefusal(503, 'The network is unreachable; try again shortly', 2);
      }
    }
    if (this.balance.lamports - FEE_LAMPORTS < this.floor) {
      this.log(
        'warn',
        `hot wallet ${signer.address} at ${this.balance.lamports} lamports, floor ${this.floor}: sends refused until it is refilled`,
      );
      throw new BreakRefusal(503, 'The game wallet has reached its spending floor; sends are paused', 60);
    }
    // Counted before the send: concurrent requests cannot all pass the same check.
    this.balance.lamports -= FEE_LAMPORTS;
  }

  private async latestBlockhash() {
    if (!this.blockhash || this.now() - this.blockhash.at > BLOCKHASH_TTL_MS) {
      const r = await this.rpc.getLatestBlockhash();
      this.blockhash = {
        value: {
          blockhash: r.value.blockhash as Blockhash,
          lastValidBlockHeight: BigInt(r.value.lastValidBlockHeight),
        },
        at: this.now(),
      };
    }
    return this.blockhash.value;
  }

  private async sendMemo(gameId: string): Promise<BreakSendResult> {
    const signer = this.signer as KeyPairSigner;
    const started = Date.now();
    let signature: string | null = null;
    try {
      const lifetime = await this.latestBlockhash();
      // The counter keeps every memo (and so every signature) unique under one cached blockhash.
      const memo = `gorbagana-break:${gameId}:${++this.seq}`;
      const tx = await signTransactionMessageWithSigners(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayerSigner(signer, m),
          (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
          (m) =>
            appendTransactionMessageInstruction(
              getAddMemoInstruction({ memo }, { programAddress: MEMO_ADDRESS }),
              m,
            ),
        ),
      );
      signature = getSignatureFromTransaction(tx);
      await this.rpc.sendTransaction(getBase64EncodedWireTransaction(tx));
      const st = await this.confirmations.wait(signature, started + (this.opts.confirmTimeoutMs ?? 10_000));
      const processingTime = Date.now() - started;
      if (!st)
        return {
          signature,
          success: false,
          status: 'failed',
          processingTime,
          error: 'not confirmed within 10 s',
        };
      return {
        signature,
        success: st.ok,
        status: st.ok ? 'confirmed' : 'failed',
        processingTime,
        error: st.err,
      };
    } catch (e) {
      // A node's refusal (e.g. preflight failure) is the game's "Failed" tile, not a server error.
      this.blockhash = null;
      return {
        signature,
        success: false,
        status: 'failed',
        processingTime: Date.now() - started,
        error: (e as Error).message.slice(0, 200),
      };
    }
  }
}
