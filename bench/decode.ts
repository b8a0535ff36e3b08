/**
 * `npm run bench:decode`: how much of the recorded real traffic the transaction page explains, and
 * what explaining costs. The recorded real transactions (server/test/fixtures/real-blocks and the
 * IDL fixtures' mainnet swaps) are explained with the public IDLs of server/test/fixtures/idl, as
 * the API does when a transaction page is read: coverage by name, by name with named accounts and
 * arguments (programs with an official client, a built-in layout or an IDL), naming the program;
 * then µs per transaction of the derivation alone and of the derivation plus the explanation (median
 * of BENCH_DECODE_ROUNDS rounds over every transaction, warm), and each IDL's first compile.
 * Results → bench/results/decode.json.
 */
import { performance } from 'node:perf_hooks';
import { deriveTransaction } from '../server/src/decode/transaction';
import { explainTransaction } from '../server/src/explain/explain';
import { compileIdl } from '../server/src/idl/registry';
import { decodeCoverage, percent } from '../server/test/helpers/decodeCoverage';
import { explainAll, fixtureIdls, realTransactions } from '../server/test/helpers/explainFixtures';
import { IDL_FILE_OF, readIdlText } from '../server/test/helpers/idlFixtures';
import { deriveAction } from '../server/src/decode/action';
import { isNativeProgram } from '../server/src/explain/tiers';
import type { DerivedTransaction } from '../server/src/decode/types';
import type { RpcTransactionWithMeta } from '../server/src/rpc/types';
import { machine, runMain, writeResult } from './lib';
import { recordedBlocks } from './replaySource';
import { blendedMix, mixTemplates, MIX_HEAVY_SHARE } from './mixBlocks';

const ROUNDS = Number(process.env.BENCH_DECODE_ROUNDS ?? 15);

/**
 * What this work added to the indexer's decoding step, per transaction: the block's swap count (the
 * signer's action, derived for the transactions that move a token of their signer's) and the list of
 * programs the IDL watcher reads, beside the derivation itself, on the real blocks and the mix.
 */
function writePathCost(entries: RpcTransactionWithMeta[]): {
  transactions: number;
  swaps: number;
  nonNativeProgramCalls: number;
  deriveUs: number;
  swapCountUs: number;
  programsUs: number;
} {
  const derived: DerivedTransaction[] = [];
  const d: number[] = [];
  const s: number[] = [];
  const p: number[] = [];
  let swaps = 0;
  let programs = 0;
  for (let r = 0; r < ROUNDS; r++) {
    let t0 = performance.now();
    derived.length = 0;
    entries.forEach((tx, index) => derived.push(deriveTransaction(tx, { slot: 1, blockTime: null, index })));
    d.push(((performance.now() - t0) * 1000) / entries.length);
    t0 = performance.now();
    swaps = 0;
    for (const t of derived) {
      if (t.isVote || t.status !== 'success' || !t.tokenBalanceChanges.some((c) => c.owner === t.feePayer))
        continue;
      if (deriveAction(t).kind === 'swap') swaps++;
    }
    s.push(((performance.now() - t0) * 1000) / entries.length);
    t0 = performance.now();
    programs = 0;
    for (const t of derived) programs += t.programs.filter((x) => !isNativeProgram(x)).length;
    p.push(((performance.now() - t0) * 1000) / entries.length);
  }
  const r1 = (x: number) => Math.round(x * 100) / 100;
  return {
    transactions: entries.length,
    swaps,
    nonNativeProgramCalls: programs,
    deriveUs: r1(median(d)),
    swapCountUs: r1(median(s)),
    programsUs: r1(median(p)),
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function main(): Promise<void> {
  const idls = fixtureIdls();
  const coverage = decodeCoverage(explainAll(idls), idls.programs);
  const txs = realTransactions();
  const deriveUs: number[] = [];
  const explainUs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    let t0 = performance.now();
    const derived = txs.map(({ tx }, index) => deriveTransaction(tx, { slot: 1, blockTime: null, index }));
    deriveUs.push(((performance.now() - t0) * 1000) / txs.length);
    t0 = performance.now();
    txs.forEach(({ tx }, i) => explainTransaction(tx, derived[i], idls));
    explainUs.push(((performance.now() - t0) * 1000) / txs.length);
  }
  const swaps = txs.filter(
    ({ source }) => !source.endsWith('getBlock.json') && !source.includes('getTransaction'),
  );
  const swapUs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = performance.now();
    for (const [index, { tx }] of swaps.entries())
      explainTransaction(tx, deriveTransaction(tx, { slot: 1, blockTime: null, index }), idls);
    swapUs.push(((performance.now() - t0) * 1000) / swaps.length);
  }
  const compileMs = Object.fromEntries(
    Object.entries(IDL_FILE_OF).map(([program, file]) => {
      const t0 = performance.now();
      compileIdl(readIdlText(file), program);
      return [file, Math.round((performance.now() - t0) * 10) / 10];
    }),
  );
  const blocks = recordedBlocks();
  const realEntries = blocks.flatMap((b) => b.transactions ?? []);
  const mixEntries = blendedMix(mixTemplates(blocks), 5000, MIX_HEAVY_SHARE);
  const report = {
    machine: machine(),
    transactions: coverage.transactions,
    instructions: coverage.instructions,
    coverage: {
      namedPct: percent(coverage.named, coverage.instructions),
      idlOrNativeFullyDecodedPct: percent(coverage.decodedFully, coverage.decodable),
      programNamedPct: percent(coverage.programNamed, coverage.instructions),
      nativeUnknown: coverage.nativeUnknown.length,
      byTier: coverage.byTier,
      rawPrograms: coverage.rawPrograms.slice(0, 10),
    },
    goals: { namedPct: 80, idlOrNativeFullyDecodedPct: 99, programNamedPct: 97, nativeUnknown: 0 },
    microsecondsPerTransaction: {
      deriveOnly: Math.round(median(deriveUs) * 10) / 10,
      explainOnTop: Math.round(median(explainUs) * 10) / 10,
      deriveAndExplainIdlSwaps: Math.round(median(swapUs) * 10) / 10,
      idlSwapTransactions: swaps.length,
    },
    idlFirstCompileMs: compileMs,
    indexerDecodeStepMicrosecondsPerTransaction: {
      real: writePathCost(realEntries),
      mix: writePathCost(mixEntries),
    },
  };
  console.log(JSON.stringify(report, null, 2));
  writeResult('decode.json', report);
}

runMain(main);
