// A real mainnet transaction as the transaction detail answers it: a Jupiter v6 `route` swapping 0.4
// wrapped SOL for a pump.fun token through Raydium AMM v4, version 0 with one address lookup table.
// Signature, accounts, data, logs, balances and compute units (realSwap.json) are the recorded
// getTransaction response's (0xjeffro/tx-parser, solana/data/jupiterAggregatorV6_Route_1.json at
// 475b1eb, MPL-2.0; slot 306350139); the names, labels and arguments are what the decoders give for them (Jupiter's
// IDL, the official clients, Raydium's public layout). The response carries no block height.
import type { TransactionDetail } from 'shared-api';
import recorded from './realSwap.json';

export const JUPITER_ROUTE = recorded as TransactionDetail;

const JUPITER = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';

/**
 * The same route failing as a route fails when the price moves: Jupiter's slippage check (error
 * 6001) after the Raydium swap ran, so nothing moved but the fee. `inner` puts the failure on the
 * first inner instruction instead (the Raydium swap), as the logs tell when a CPI fails.
 */
export function failedJupiterRoute(inner = false): TransactionDetail {
  const failing = JUPITER_ROUTE.instructions[5];
  const failedText = inner
    ? 'Instruction #6.1 failed: custom program error 0x1e (30 ExceededSlippage — Exceeds desired slippage limit)'
    : 'Instruction #6 failed: custom program error 0x1771 (6001 SlippageToleranceExceeded — Slippage tolerance exceeded)';
  return {
    ...JUPITER_ROUTE,
    status: 'failed',
    err: inner ? '{"InstructionError":[5,{"Custom":30}]}' : '{"InstructionError":[5,{"Custom":6001}]}',
    failure: {
      instruction: 6,
      innerInstruction: inner ? 1 : null,
      program: inner ? failing.innerInstructions[0].programId : JUPITER,
      code: inner ? 30 : 6001,
      name: inner ? 'ExceededSlippage' : 'SlippageToleranceExceeded',
      message: inner ? 'Exceeds desired slippage limit' : 'Slippage tolerance exceeded',
      text: failedText,
    },
    action: {
      kind: 'failed',
      signer: JUPITER_ROUTE.feePayer,
      sent: [],
      received: [],
      counterparty: null,
      reason: inner ? 'exceeds desired slippage limit' : 'slippage tolerance exceeded',
    },
    instructions: JUPITER_ROUTE.instructions.map((ix) =>
      ix.path !== '6'
        ? ix
        : {
            ...ix,
            failed: !inner,
            innerInstructions: ix.innerInstructions
              .slice(0, inner ? 1 : 3)
              .map((x) => ({ ...x, failed: inner && x.path === '6.1' })),
          },
    ),
    transfers: [],
    tokenBalanceChanges: [],
  };
}
