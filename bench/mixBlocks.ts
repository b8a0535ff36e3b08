/**
 * Blocks shaped like a congested 2024 mainnet block, built from the recorded non-vote transactions
 * (server/test/fixtures/real-blocks) as templates: `heavyMix`'s DeFi swaps (v0 with lookup tables,
 * 20–40 accounts, long logs, about half of them failed) and `blendedMix`, those swaps blended with
 * the recorded transactions in the share that weighs what such a block weighed. The replay node
 * (replaySource.ts) and the scale benchmark serve them.
 */
import { createHash } from 'node:crypto';
import { decodeBase58, encodeBase58 } from '../server/src/decode/stored/base58';
import { COMPUTE_BUDGET_PROGRAM, TOKEN_PROGRAM, VOTE_PROGRAM } from '../server/src/decode/programs';
import type {
  RpcBlock,
  RpcCompiledInstruction,
  RpcTokenBalance,
  RpcTransactionWithMeta,
} from '../server/src/rpc/types';
import { prng } from './seeded';

/** A signature with the copy number written into bytes 1–4 (byte 0 kept, so it stays 64 bytes). */
export function renumber(signature: string, copy: number): string {
  const b = Buffer.from(decodeBase58(signature));
  if (b.length !== 64) return signature;
  b.writeUInt32BE((b.readUInt32BE(1) + copy) >>> 0, 1);
  return encodeBase58(b);
}

/** Instruction data: a one-byte tag and a little-endian integer (ComputeBudget and SPL Token use this layout). */
function tagged(tag: number, value: number, bytes: 4 | 8): string {
  const b = Buffer.alloc(1 + bytes);
  b[0] = tag;
  if (bytes === 4) b.writeUInt32LE(value, 1);
  else b.writeBigUInt64LE(BigInt(value), 1);
  return encodeBase58(b);
}

/** The real ways a busy DeFi transaction fails: the logs of its last instruction and its error. */
const FAILURES = [
  {
    // An Anchor program's slippage check.
    logs: (p: string, used: number, left: number) => [
      'Program log: AnchorError occurred. Error Code: SlippageToleranceExceeded. Error Number: 6001. Error Message: Slippage tolerance exceeded.',
      `Program ${p} consumed ${used} of ${left} compute units`,
      `Program ${p} failed: custom program error: 0x1771`,
    ],
    error: { Custom: 6001 },
  },
  {
    // The token program refusing the swap's transfer.
    logs: (p: string, used: number, left: number) => [
      `Program ${TOKEN_PROGRAM} invoke [2]`,
      'Program log: Instruction: Transfer',
      'Program log: Error: insufficient funds',
      `Program ${TOKEN_PROGRAM} consumed 4381 of ${left - used + 4381} compute units`,
      `Program ${TOKEN_PROGRAM} failed: custom program error: 0x1`,
      `Program ${p} consumed ${used} of ${left} compute units`,
      `Program ${p} failed: custom program error: 0x1`,
    ],
    error: { Custom: 1 },
  },
  {
    // Out of compute units.
    logs: (p: string, _used: number, left: number) => [
      `Program ${p} consumed ${left} of ${left} compute units`,
      `Program ${p} failed: Computational budget exceeded`,
    ],
    error: 'ComputationalBudgetExceeded',
  },
] as const;

/** What a swap event tells: the accounts and amounts of its transaction's swap. */
interface SwapFacts {
  pool: string;
  user: string;
  tokenAccounts: [string, string];
  mints: [string, string];
  amounts: [number, number];
  reserves: [number, number];
  time: number;
  rand: () => number;
}

/** A Borsh record: 32-byte keys, little-endian integers, one-byte booleans. */
class Borsh {
  private readonly parts: Buffer[] = [];
  key(k: string): this {
    this.parts.push(Buffer.from(decodeBase58(k)));
    return this;
  }
  u64(n: number | bigint): this {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.parts.push(b);
    return this;
  }
  u128(n: bigint): this {
    return this.u64(n & 0xffffffffffffffffn).u64(n >> 64n);
  }
  i32(n: number): this {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.parts.push(b);
    return this;
  }
  bool(v: boolean): this {
    this.parts.push(Buffer.from([v ? 1 : 0]));
    return this;
  }
  done(name: string): Buffer {
    // An Anchor event starts with the first 8 bytes of sha256("event:<name>").
    const discriminator = createHash('sha256').update(`event:${name}`).digest().subarray(0, 8);
    return Buffer.concat([discriminator, ...this.parts]);
  }
}

/**
 * The events swap programs emit as `Program data:`, with the field layouts of three real ones: an
 * aggregator's route step (amm, input mint and amount, output mint and amount), a bonding-curve
 * trade (mint, GOR and token amounts, side, user, time, virtual reserves) and a concentrated-liquidity
 * pool's swap (pool, sender, both token accounts, amounts and transfer fees, side, sqrt price,
 * liquidity, tick). Like the real ones they name the transaction's own accounts and mints.
 */
const SWAP_EVENTS: ((f: SwapFacts) => Buffer)[] = [
  (f) =>
    new Borsh()
      .key(f.pool)
      .key(f.mints[0])
      .u64(f.amounts[0])
      .key(f.mints[1])
      .u64(f.amounts[1])
      .done('SwapEvent'),
  (f) =>
    new Borsh()
      .key(f.mints[0])
      .u64(f.amounts[0])
      .u64(f.amounts[1])
      .bool(f.rand() < 0.5)
      .key(f.user)
      .u64(f.time)
      .u64(f.reserves[0])
      .u64(f.reserves[1])
      .done('TradeEvent'),
  (f) =>
    new Borsh()
      .key(f.pool)
      .key(f.user)
      .key(f.tokenAccounts[0])
      .key(f.tokenAccounts[1])
      .u64(f.amounts[0])
      .u64(0)
      .u64(f.amounts[1])
      .u64(Math.floor(f.amounts[1] / 400))
      .bool(f.rand() < 0.5)
      .u128(BigInt(Math.floor(f.rand() * 2 ** 53)) << 20n)
      .u128(BigInt(f.reserves[0]) * 1_000n)
      .i32(Math.floor(f.rand() * 40_000) - 20_000)
      .done('SwapEvent'),
];

/**
 * Heavier blocks shaped like a congested 2024 mainnet block, built from the recorded non-vote
 * transactions as templates, deterministic for a seed (mulberry32). Each transaction:
 * - is a v0 transaction with one address lookup table; 20–40 accounts in all (the template's
 *   accounts, the ComputeBudget and Token programs, then recurring read-only accounts, plus 8–24
 *   loaded from the table, half of them writable, the template's own loaded ones first; more than
 *   40 only when the template alone has nearly as many);
 * - has 3–6 instructions: setComputeUnitLimit and setComputeUnitPrice, then up to four of the
 *   template's instructions (data and accounts as recorded); the template's inner instructions are
 *   kept and the last instruction gets a swap's two inner token transfers (user → pool in one mint,
 *   pool → user in another), with the four token accounts' balances before and after (unchanged
 *   when it failed) beside the template's own token balances;
 * - logs 30–60 lines: invoke / consumed / success per instruction at their depths, with the
 *   template's own program lines (or other templates' when it has none) and Anchor event lines
 *   (`Program data:`: swap events in real programs' layouts, naming the transaction's pool, user,
 *   token accounts and mints) as the swap's body;
 * - fails in about half the cases, in its last instruction, in one of three real ways (an Anchor
 *   slippage error 6001, the token program's insufficient funds 0x1, compute budget exceeded) with
 *   their logs and error;
 * - pays 5,000 lamports per signature plus its priority fee (price × limit).
 * Fee payers come from 2,000 wallets (three in ten new), other accounts from 5,000 recurring ones
 * (one in twenty new), tokens from 200 mints, the popular ones far more often (squared skew), so
 * the index sees the address reuse of a busy chain. Signatures: the template's with the sequence
 * number written in (each one unique).
 */
export function heavyMix(
  templates: RpcTransactionWithMeta[],
  count: number,
  seed = 11,
): RpcTransactionWithMeta[] {
  const rand = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const key = () => {
    const b = Buffer.alloc(32);
    for (let i = 0; i < 32; i += 4) b.writeUInt32BE(Math.floor(rand() * 2 ** 32), i);
    return encodeBase58(b);
  };
  const pick = (pool: string[]) => pool[Math.floor(rand() ** 2 * pool.length)];
  const accounts = Array.from({ length: 5_000 }, key);
  const wallets = Array.from({ length: 2_000 }, key);
  const mints = Array.from({ length: 200 }, key);
  const recurring = () => (rand() < 0.05 ? key() : pick(accounts));
  const usable = templates.filter((t) => t.meta && t.transaction.message.instructions.length > 0);
  // Program lines (not the invoke/consumed/success frame) of every template: the body of a
  // template that logged nothing.
  const bodyLines = (logs: string[]) =>
    logs.filter((l) => l.startsWith('Program log:') || l.startsWith('Program data:'));
  const allBodyLines = bodyLines(usable.flatMap((t) => t.meta!.logMessages ?? []));
  const out: RpcTransactionWithMeta[] = [];
  for (let i = 0; i < count; i++) {
    const t = usable[i % usable.length];
    const meta = t.meta!;
    const msg = t.transaction.message;
    const templateInner = meta.innerInstructions ?? [];
    const programs = new Set(
      [...msg.instructions, ...templateInner.flatMap((g) => g.instructions)].map((ix) => ix.programIdIndex),
    );
    // A transaction names each address once: draws that repeat one already named are drawn again.
    const named = new Set([...programs].map((j) => msg.accountKeys[j]));
    const unique = (draw: () => string) => {
      for (;;) {
        const k = draw();
        if (!named.has(k)) {
          named.add(k);
          return k;
        }
      }
    };
    const account = () => unique(recurring);
    const keys = msg.accountKeys.map((k, j) =>
      programs.has(j) ? k : j === 0 ? unique(() => (rand() < 0.3 ? key() : pick(wallets))) : account(),
    );
    // Programs and padding go at the end of the static keys, as read-only accounts.
    const staticIndex = (k: string) => {
      const at = keys.indexOf(k);
      if (at >= 0) return at;
      keys.push(k);
      return keys.length - 1;
    };
    const computeBudget = staticIndex(COMPUTE_BUDGET_PROGRAM);
    const token = staticIndex(TOKEN_PROGRAM);
    // The template's own loaded accounts lead the table's writable and read-only lists.
    const ownWritable = (meta.loadedAddresses?.writable ?? []).map(account);
    const ownReadonly = (meta.loadedAddresses?.readonly ?? []).map(account);
    const total = int(20, 40);
    const loadedCount = Math.max(
      ownWritable.length + ownReadonly.length + 5,
      Math.min(24, Math.max(8, total - keys.length)),
    );
    while (keys.length + loadedCount < total) keys.push(account());
    const added = keys.length - msg.accountKeys.length;
    const extra = loadedCount - ownWritable.length - ownReadonly.length;
    const writable = [...ownWritable, ...Array.from({ length: Math.max(4, Math.floor(extra / 2)) }, account)];
    const readonly = [
      ...ownReadonly,
      ...Array.from({ length: loadedCount - writable.length - ownReadonly.length }, account),
    ];
    const n = keys.length + loadedCount;
    // Where an account index of the template points now (its loaded accounts moved behind the added keys).
    const staticCount = msg.accountKeys.length;
    const at = (j: number) =>
      j < staticCount
        ? j
        : j < staticCount + ownWritable.length
          ? keys.length + (j - staticCount)
          : keys.length + writable.length + (j - staticCount - ownWritable.length);
    const moved = (ix: RpcCompiledInstruction): RpcCompiledInstruction => ({
      ...ix,
      programIdIndex: at(ix.programIdIndex),
      accounts: ix.accounts.map(at),
    });
    // The swap's accounts: four token accounts among the loaded writable ones, the pool's authority
    // among the loaded read-only ones.
    const [userA, poolA, poolB, userB] = [0, 1, 2, 3].map((j) => keys.length + ownWritable.length + j);
    const poolAuthority = keys.length + writable.length + ownReadonly.length;
    const [mintA, mintB] = [pick(mints), pick(mints)];
    const loaded = [...writable, ...readonly];
    const addressAt = (j: number) => (j < keys.length ? keys[j] : loaded[j - keys.length]);

    const limit = int(200, 1_400) * 1_000;
    const price = int(1_000, 200_000);
    const kept = msg.instructions.slice(0, 4).map(moved);
    const last = 2 + kept.length - 1;
    const failure = rand() < 0.5 ? FAILURES[int(0, FAILURES.length - 1)] : null;
    const amountIn = int(1_000, 5_000_000_000);
    const amountOut = int(1_000, 5_000_000_000);
    const event = () =>
      `Program data: ${SWAP_EVENTS[int(0, SWAP_EVENTS.length - 1)]({
        pool: addressAt(poolA),
        user: keys[0],
        tokenAccounts: [addressAt(userA), addressAt(userB)],
        mints: [mintA, mintB],
        amounts: [amountIn, amountOut],
        reserves: [int(1e9, 1e15), int(1e9, 1e15)],
        time: 1_700_000_000 + i,
        rand,
      }).toString('base64')}`;
    // The token program's refusal stops the swap at its first transfer.
    const transfers = [
      { programIdIndex: token, accounts: [userA, poolA, 0], data: tagged(3, amountIn, 8), stackHeight: 2 },
      {
        programIdIndex: token,
        accounts: [poolB, userB, poolAuthority],
        data: tagged(3, amountOut, 8),
        stackHeight: 2,
      },
    ];
    if (failure === FAILURES[1]) transfers.pop();
    const inner = templateInner
      .filter((g) => g.index < kept.length)
      .map((g) => ({ index: g.index + 2, instructions: g.instructions.map(moved) }));
    const swapGroup = inner.find((g) => g.index === last);
    if (swapGroup) swapGroup.instructions = [...swapGroup.instructions, ...transfers];
    else inner.push({ index: last, instructions: transfers });

    // Logs: the frame of every instruction, the swap's body filled to the target length.
    const own = bodyLines(meta.logMessages ?? []);
    const body = own.length > 0 ? own : allBodyLines;
    const lines = int(30, 60);
    const logs: string[] = [];
    let left = limit;
    for (let k = 0; k < 2; k++)
      logs.push(`Program ${COMPUTE_BUDGET_PROGRAM} invoke [1]`, `Program ${COMPUTE_BUDGET_PROGRAM} success`);
    kept.forEach((ix, k) => {
      const p = keys[ix.programIdIndex];
      const swap = k === kept.length - 1;
      logs.push(`Program ${p} invoke [1]`);
      if (!swap) {
        logs.push(body[k % body.length]);
        const used = int(3_000, 40_000);
        logs.push(`Program ${p} consumed ${used} of ${left} compute units`, `Program ${p} success`);
        left -= used;
        return;
      }
      const used = int(20_000, Math.min(left, 180_000));
      const tail = failure
        ? failure.logs(p, used, left)
        : [
            `Program ${TOKEN_PROGRAM} invoke [2]`,
            'Program log: Instruction: Transfer',
            `Program ${TOKEN_PROGRAM} consumed 4645 of ${left - 20_000} compute units`,
            `Program ${TOKEN_PROGRAM} success`,
            `Program ${TOKEN_PROGRAM} invoke [2]`,
            'Program log: Instruction: Transfer',
            `Program ${TOKEN_PROGRAM} consumed 4736 of ${left - 30_000} compute units`,
            `Program ${TOKEN_PROGRAM} success`,
            event(),
            `Program ${p} consumed ${used} of ${left} compute units`,
            `Program ${p} success`,
          ];
      for (let j = 0; logs.length + tail.length < lines; j++)
        logs.push(j % 4 === 3 ? event() : body[j % body.length]);
      logs.push(...tail);
      left -= failure?.error === 'ComputationalBudgetExceeded' ? left : used;
    });
    const error = failure ? { InstructionError: [last, failure.error] } : null;

    // Balances: the template's, padded; the fee payer pays the fee.
    const fee = 5_000 * msg.header.numRequiredSignatures + Math.ceil((price * limit) / 1_000_000);
    const place = (list: number[] | undefined) => {
      const out = Array<number>(n).fill(2_039_280);
      (list ?? []).forEach((v, j) => (out[at(j)] = v));
      return out;
    };
    const preBalances = place(meta.preBalances);
    // A failed transaction changes nothing but the fee payer's balance.
    const postBalances = failure ? [...preBalances] : place(meta.postBalances);
    postBalances[0] = Math.max(0, preBalances[0] - fee);
    // Token balances: the template's with recurring mints and owners, then the swap's four accounts.
    const tokenOf = new Map<number, { mint: string; owner: string }>();
    const remap = (b: RpcTokenBalance): RpcTokenBalance => {
      let v = tokenOf.get(b.accountIndex);
      if (!v) tokenOf.set(b.accountIndex, (v = { mint: pick(mints), owner: pick(wallets) }));
      return { ...b, accountIndex: at(b.accountIndex), mint: v.mint, ...(b.owner ? { owner: v.owner } : {}) };
    };
    const decimals = [int(0, 9), int(0, 9)];
    const swapAccounts = [
      {
        accountIndex: userA,
        mint: mintA,
        owner: keys[0],
        d: decimals[0],
        before: amountIn + int(0, 1e9),
        change: -amountIn,
      },
      {
        accountIndex: poolA,
        mint: mintA,
        owner: readonly[0],
        d: decimals[0],
        before: int(1e9, 1e12),
        change: amountIn,
      },
      {
        accountIndex: poolB,
        mint: mintB,
        owner: readonly[0],
        d: decimals[1],
        before: amountOut + int(1e9, 1e12),
        change: -amountOut,
      },
      {
        accountIndex: userB,
        mint: mintB,
        owner: keys[0],
        d: decimals[1],
        before: int(0, 1e9),
        change: amountOut,
      },
    ];
    const swapBalances = (after: boolean): RpcTokenBalance[] =>
      swapAccounts.map(({ accountIndex, mint, owner, d, before, change }) => {
        const amount = after && !failure ? before + change : before;
        const ui = amount / 10 ** d;
        return {
          accountIndex,
          mint,
          owner,
          programId: TOKEN_PROGRAM,
          uiTokenAmount: { amount: String(amount), decimals: d, uiAmount: ui, uiAmountString: String(ui) },
        };
      });
    const preTokenBalances = [...(meta.preTokenBalances ?? []).map(remap), ...swapBalances(false)];
    out.push({
      version: 0,
      transaction: {
        signatures: t.transaction.signatures.map((s) => renumber(s, 1_000_000 + i)),
        message: {
          header: {
            ...msg.header,
            numReadonlyUnsignedAccounts: msg.header.numReadonlyUnsignedAccounts + added,
          },
          accountKeys: keys,
          recentBlockhash: msg.recentBlockhash,
          instructions: [
            { programIdIndex: computeBudget, accounts: [], data: tagged(2, limit, 4), stackHeight: null },
            { programIdIndex: computeBudget, accounts: [], data: tagged(3, price, 8), stackHeight: null },
            ...kept,
          ],
          addressTableLookups: [
            {
              accountKey: recurring(),
              writableIndexes: writable.map((_, j) => j),
              readonlyIndexes: readonly.map((_, j) => writable.length + j),
            },
          ],
        },
      },
      meta: {
        ...meta,
        err: error,
        status: error ? { Err: error } : { Ok: null },
        fee,
        preBalances,
        postBalances,
        innerInstructions: inner.sort((a, b) => a.index - b.index),
        logMessages: logs,
        loadedAddresses: { writable, readonly },
        preTokenBalances,
        postTokenBalances: failure
          ? preTokenBalances
          : [...(meta.postTokenBalances ?? []).map(remap), ...swapBalances(true)],
        computeUnitsConsumed: limit - left,
      },
    });
  }
  return out;
}

/**
 * The share of heavy swaps in the 'mix' source. A 2024 mainnet block of 602 transactions (DeFi swaps,
 * lookup tables, long logs, half failed) took about 15,700 B per transaction in SQLite and 14,200 in
 * PostgreSQL in the explorer's previous storage layout (every transaction as JSON, a row per account);
 * that layout (commit 6b593a9) stores this blend at 15,924 / 15,520 B, heavy swaps alone at 26,976 and
 * the recorded non-vote transactions alone at 7,621 (SQLite, 20,400 transactions).
 */
export const MIX_HEAVY_SHARE = 0.4;

/**
 * A congested block's blend: each transaction is one of `heavyMix`'s swaps with probability
 * `heavyShare`, otherwise a recorded non-vote transaction as it was recorded (its signatures
 * renumbered), the lighter traffic (transfers, oracle and bridge messages, mints) a real block also
 * carries.
 */
export function blendedMix(
  templates: RpcTransactionWithMeta[],
  count: number,
  heavyShare: number,
  seed = 11,
): RpcTransactionWithMeta[] {
  const rand = prng(seed + 1);
  const heavy = heavyMix(templates, count, seed);
  const light = templates.filter((t) => t.meta);
  let h = 0;
  let l = 0;
  return Array.from({ length: count }, () => {
    if (rand() < heavyShare) return heavy[h++];
    const t = light[l % light.length];
    const copy = 2_000_000 + l++;
    return {
      ...t,
      transaction: { ...t.transaction, signatures: t.transaction.signatures.map((s) => renumber(s, copy)) },
    };
  });
}

/** The recorded non-vote transactions: what the heavy swaps and the mix are built from. */
export function mixTemplates(blocks: RpcBlock[]): RpcTransactionWithMeta[] {
  return blocks.flatMap((b) => b.transactions ?? []).filter((t) => !isVote(t));
}

function isVote(t: RpcTransactionWithMeta): boolean {
  const keys = t.transaction.message.accountKeys;
  return t.transaction.message.instructions.every((ix) => keys[ix.programIdIndex] === VOTE_PROGRAM);
}
