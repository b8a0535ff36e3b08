/**
 * A small typed Solana JSON-RPC client over keep-alive HTTP (post.ts). Retries what means "try again"
 * (-32004, -32014, 429, 5xx, transport errors) with backoff and jitter; skipped slots answer null.
 */
import { parseJsonBody } from './jsonBody';
import { BodyFailed, postJson } from './post';
import type {
  RpcAccountInfo,
  RpcBlock,
  RpcConfirmedTransaction,
  RpcEpochInfo,
  RpcEpochSchedule,
  RpcPerformanceSample,
  RpcSupply,
  RpcVoteAccounts,
} from './types';

export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** One entry of getSignatureStatuses. */
export interface RpcSignatureStatus {
  slot: number;
  confirmations: number | null;
  err: unknown;
  confirmationStatus: Commitment | null;
}

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`RPC error ${code}: ${message}`);
  }
}

/** Codes a node uses for "this slot was skipped / has no block". */
export const SKIPPED_CODES = new Set([-32007, -32009]);
/** Codes that mean "not yet / temporarily unavailable": retried, never treated as skipped. */
export const RETRY_CODES = new Set([-32004, -32014, -32005, -32016]);

export interface RpcClientOptions {
  /** Maximum attempts for a retryable failure (default 8). */
  maxAttempts?: number;
  /** First backoff in ms (default 100); doubles each attempt up to maxDelayMs, with full jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Per-request timeout (default 30 s). */
  timeoutMs?: number;
  commitment?: Commitment;
  /** Called on every retried failure (for logs/metrics). */
  onRetry?: (method: string, attempt: number, reason: string) => void;
}

interface JsonRpcResponse<T> {
  jsonrpc: '2.0';
  id: number | string | null;
  result?: T;
  error?: { code: number; message: string; data?: unknown };
}

class RetryableError extends Error {}

/** An answer that is not a JSON-RPC body (cut short, not JSON): tried again. */
export class BadResponseBody extends RetryableError {}

/** The result of a JSON-RPC answer body; its error as RpcError. */
export function rpcResult<T>(bytes: Buffer): T {
  let body: JsonRpcResponse<T>;
  try {
    body = parseJsonBody(bytes) as JsonRpcResponse<T>;
  } catch (e) {
    throw new BadResponseBody(`bad response body: ${(e as Error).message}`);
  }
  if (body.error) throw new RpcError(body.error.code, body.error.message, body.error.data);
  return body.result as T;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class RpcClient {
  private nextId = 1;
  readonly commitment: Commitment;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly timeoutMs: number;
  private readonly onRetry?: RpcClientOptions['onRetry'];
  /** `url` parsed on first use (a malformed one fails each call, as a transport error). */
  private endpoint: URL | null = null;

  constructor(
    readonly url: string,
    opts: RpcClientOptions = {},
  ) {
    this.commitment = opts.commitment ?? 'confirmed';
    this.maxAttempts = opts.maxAttempts ?? 8;
    this.baseDelayMs = opts.baseDelayMs ?? 100;
    this.maxDelayMs = opts.maxDelayMs ?? 5000;
    this.timeoutMs = opts.timeoutMs ?? 30000;
    this.onRetry = opts.onRetry;
  }

  /** Raw call with retries; JSON-RPC errors that are not retryable are thrown as RpcError. */
  call<T>(method: string, params: unknown[] = []): Promise<T> {
    return this.callReading(method, params, (body) => Promise.resolve(rpcResult<T>(body)));
  }

  /**
   * A call whose body `read` reads (maybe on another thread), retried as call() is; `read` throws
   * RpcError for the node's error and BadResponseBody for non-JSON.
   */
  async callReading<T>(method: string, params: unknown[], read: (body: Buffer) => Promise<T>): Promise<T> {
    let attempt = 0;
    for (;;) {
      attempt++;
      try {
        return await read(await this.once(method, params));
      } catch (e) {
        const retryable = e instanceof RetryableError || (e instanceof RpcError && RETRY_CODES.has(e.code));
        if (!retryable || attempt >= this.maxAttempts) {
          if (e instanceof RetryableError)
            throw new Error(`${method}: ${e.message} (after ${attempt} attempts)`);
          throw e;
        }
        this.onRetry?.(method, attempt, (e as Error).message);
        const cap = Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1));
        await sleep(cap / 2 + Math.random() * (cap / 2));
      }
    }
  }

  /** One request: the answer's body. */
  private async once(method: string, params: unknown[]): Promise<Buffer> {
    const id = this.nextId++;
    let status: number;
    let body: Buffer;
    try {
      ({ status, body } = await postJson(
        (this.endpoint ??= new URL(this.url)),
        JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        this.timeoutMs,
      ));
    } catch (e) {
      if (e instanceof BodyFailed)
        throw new BadResponseBody(`bad response body (HTTP ${e.status}): ${e.message}`);
      throw new RetryableError(`transport error: ${(e as Error).message}`);
    }
    if (status === 429 || status >= 500) throw new RetryableError(`HTTP ${status}`);
    if (status >= 200 && status < 300) return body;
    // Another error status: the node's JSON-RPC error when it sent one, else tried again.
    rpcResult(body);
    throw new RetryableError(`HTTP ${status}`);
  }

  getSlot(): Promise<number> {
    return this.call<number>('getSlot', [{ commitment: this.commitment }]);
  }

  getFirstAvailableBlock(): Promise<number> {
    return this.call<number>('getFirstAvailableBlock');
  }

  /** Slots that have a block in [start, end] (inclusive). */
  getBlocks(start: number, end: number): Promise<number[]> {
    return this.call<number[]>('getBlocks', [start, end, { commitment: this.commitment }]);
  }

  /** The block at `slot`, or null when the slot was skipped (null result, -32007, -32009). */
  getBlock(slot: number): Promise<RpcBlock | null> {
    return this.fetchBlock(slot, 'full');
  }

  /** Block header only (no transactions): for fork resolution. */
  getBlockHeader(slot: number): Promise<RpcBlock | null> {
    return this.fetchBlock(slot, 'none');
  }

  private fetchBlock(slot: number, transactionDetails: 'full' | 'none'): Promise<RpcBlock | null> {
    return this.blockCall(slot, transactionDetails, (body) =>
      Promise.resolve(rpcResult<RpcBlock | null>(body)),
    );
  }

  /** getBlock for `slot`, its body read by `read` (a worker may decode it); a skipped slot gives null. */
  async blockCall<T>(
    slot: number,
    transactionDetails: 'full' | 'none',
    read: (body: Buffer) => Promise<T | null>,
  ): Promise<T | null> {
    const params = {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
      transactionDetails,
      rewards: false,
      commitment: this.commitment,
    };
    try {
      return (await this.callReading('getBlock', [slot, params], read)) ?? null;
    } catch (e) {
      if (e instanceof RpcError && SKIPPED_CODES.has(e.code)) return null;
      throw e;
    }
  }

  getTransaction(signature: string): Promise<RpcConfirmedTransaction | null> {
    return this.call('getTransaction', [
      signature,
      { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: this.commitment },
    ]);
  }

  getEpochSchedule(): Promise<RpcEpochSchedule> {
    return this.call('getEpochSchedule');
  }

  getSlotLeaders(start: number, limit: number): Promise<string[]> {
    return this.call('getSlotLeaders', [start, limit]);
  }

  getEpochInfo(): Promise<RpcEpochInfo> {
    return this.call('getEpochInfo', [{ commitment: this.commitment }]);
  }

  getSupply(): Promise<RpcSupply> {
    return this.call('getSupply', [{ commitment: this.commitment, excludeNonCirculatingAccountsList: true }]);
  }

  getRecentPerformanceSamples(limit = 5): Promise<RpcPerformanceSample[]> {
    return this.call('getRecentPerformanceSamples', [limit]);
  }

  getVoteAccounts(): Promise<RpcVoteAccounts> {
    return this.call('getVoteAccounts', [{ commitment: this.commitment }]);
  }

  getLatestBlockhash(): Promise<{ value: { blockhash: string; lastValidBlockHeight: number } }> {
    return this.call('getLatestBlockhash', [{ commitment: this.commitment }]);
  }

  /** Lamports held by `address`. */
  async getBalance(address: string): Promise<number> {
    const r = await this.call<{ value: number }>('getBalance', [address, { commitment: this.commitment }]);
    return r.value;
  }

  /** Localnet/test networks only: credits `lamports` to `address`; answers the airdrop's signature. */
  requestAirdrop(address: string, lamports: number): Promise<string> {
    return this.call('requestAirdrop', [address, lamports, { commitment: this.commitment }]);
  }

  /** Submits a signed base64 wire transaction, answering its signature; a resend is deduplicated. */
  sendTransaction(base64Wire: string, opts: { skipPreflight?: boolean } = {}): Promise<string> {
    return this.call('sendTransaction', [
      base64Wire,
      {
        encoding: 'base64',
        skipPreflight: opts.skipPreflight ?? false,
        preflightCommitment: this.commitment,
      },
    ]);
  }

  /** Status of up to 256 signatures (null = not seen yet), in the order asked. */
  async getSignatureStatuses(signatures: string[]): Promise<(RpcSignatureStatus | null)[]> {
    const r = await this.call<{ value: (RpcSignatureStatus | null)[] }>('getSignatureStatuses', [
      signatures,
      { searchTransactionHistory: false },
    ]);
    return r.value;
  }

  async getMultipleAccounts(addresses: string[]): Promise<(RpcAccountInfo | null)[]> {
    const out: (RpcAccountInfo | null)[] = [];
    // The standard limit per call is 100 keys.
    for (let i = 0; i < addresses.length; i += 100) {
      const chunk = addresses.slice(i, i + 100);
      const r = await this.call<{ value: (RpcAccountInfo | null)[] }>('getMultipleAccounts', [
        chunk,
        { encoding: 'base64', commitment: this.commitment },
      ]);
      out.push(...r.value);
    }
    return out;
  }
}
