/**
 * The transaction page's explanation on real transactions: names, accounts, arguments, events,
 * compute units and failures as a reader needs them, with the public IDLs available.
 */
import { explainTransaction } from '../src/explain/explain';
import { deriveTransaction } from '../src/decode/transaction';
import { deriveBlock } from '../src/decode/block';
import { explainAll, fixtureIdls } from './helpers/explainFixtures';
import { JUPITER } from './helpers/idlFixtures';

const idls = fixtureIdls();
const all = explainAll(idls);
const bySignature = (prefix: string) => {
  const found = all.find((e) => e.derived.signature.startsWith(prefix));
  if (!found) throw new Error(`no fixture ${prefix}`);
  return found;
};

describe('real transactions explained', () => {
  it('decodes a Jupiter route: name, named accounts, arguments, the emit_cpi event and compute units', () => {
    const { explained } = bySignature('2NPwsoX7');
    const flat = explained.instructions.flatMap((i) => [i.decoding, ...i.inner]);
    const route = flat.find((d) => d.name === 'route');
    expect(route).toBeDefined();
    expect(route?.label).toBe('Route');
    expect(route?.decodedBy).toBe('idl');
    expect(route?.accountList[0].name).toBe('tokenProgram');
    expect(route?.args.find((a) => a.name === 'inAmount')?.value).toBe('400000000');
    expect(route?.computeUnits).toBeGreaterThan(0);
    const event = flat.find((d) => d.name === 'anchorEvent');
    expect(event?.events[0]?.name).toBe('swapEvent');
    // The emitting instruction shows the event too.
    expect(route?.events.map((e) => e.name)).toContain('swapEvent');
  });

  it("reads an event from a `Program data:` line with the invoking program's IDL", () => {
    const { explained } = bySignature('4RoVbE9H');
    const swap = explained.instructions.map((i) => i.decoding).find((d) => d.name === 'swapBaseInput');
    expect(swap?.decodedBy).toBe('idl');
    expect(swap?.events.map((e) => e.name)).toEqual(['swapEvent']);
    expect(swap?.events[0].fields.find((f) => f.name === 'poolId')?.value).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    );
  });

  it('names every instruction of the native programs', () => {
    for (const { explained, derived } of all) {
      explained.instructions.forEach((i, n) => {
        const programs = [
          derived.instructions[n].programId,
          ...derived.instructions[n].inner.map((x) => x.programId),
        ];
        [i.decoding, ...i.inner].forEach((d, k) => {
          if (
            [
              '11111111111111111111111111111111',
              'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
              'ComputeBudget111111111111111111111111111111',
            ].includes(programs[k])
          )
            expect({ sig: derived.signature, path: d.path, name: d.name }).toEqual(
              expect.objectContaining({ name: expect.any(String) }),
            );
        });
      });
    }
  });

  it('sets compute budget arguments and the fee split', () => {
    const withLimit = all.find((e) =>
      e.explained.instructions.some((i) => i.decoding.name === 'setComputeUnitLimit'),
    );
    const ix = withLimit?.explained.instructions.find((i) => i.decoding.name === 'setComputeUnitLimit');
    expect(ix?.decoding.label).toBe('Set Compute Unit Limit');
    expect(typeof ix?.decoding.args[0].value).toBe('number');
    expect(withLimit?.explained.fees.computeUnitLimit).toBe(ix?.decoding.args[0].value);
  });

  it('derives a swap for the Jupiter route signer', () => {
    const { explained } = bySignature('2NPwsoX7');
    expect(explained.action.kind).toBe('swap');
    expect(explained.action.sent[0]).toMatchObject({ mint: null });
    expect(explained.action.received.length).toBe(1);
  });
});

describe('a failed Jupiter swap', () => {
  // No recorded Jupiter swap failed, so a real one is made to fail as slippage does on mainnet: the
  // route instruction (the fourth) ends with custom error 6001, the log says only the number (no
  // AnchorError line), the inner instructions and balance changes are gone, the fee is paid.
  const real = bySignature('51SfoFAg');
  const entry = structuredClone(real.entry);
  const meta = entry.meta as NonNullable<typeof entry.meta>;
  const jupiterAt = meta.logMessages?.findIndex((l) => l === `Program ${JUPITER} invoke [1]`) ?? -1;
  meta.logMessages = [
    ...(meta.logMessages ?? []).slice(0, jupiterAt + 2),
    `Program ${JUPITER} consumed 41234 of 200000 compute units`,
    `Program ${JUPITER} failed: custom program error: 0x1771`,
  ];
  meta.err = { InstructionError: [3, { Custom: 6001 }] };
  meta.innerInstructions = (meta.innerInstructions ?? []).filter((g) => g.index !== 3);
  meta.postBalances = meta.preBalances.map((b, i) => (i === 0 ? b - meta.fee : b));
  meta.postTokenBalances = meta.preTokenBalances;
  const derived = deriveTransaction(entry, { slot: 1, blockTime: null, index: 0 });
  const explained = explainTransaction(entry, derived, idls);

  it('names the error from the IDL, on the card numbered as the page shows it', () => {
    expect(explained.failure).toEqual({
      instruction: 4,
      innerInstruction: null,
      program: JUPITER,
      code: 6001,
      name: 'SlippageToleranceExceeded',
      message: 'Slippage tolerance exceeded',
      text: 'Instruction #4 failed: custom program error 0x1771 (6001 SlippageToleranceExceeded — Slippage tolerance exceeded)',
    });
    expect(explained.instructions.map((i) => i.decoding.failed)).toEqual([false, false, false, true]);
    expect(explained.instructions[3].decoding.label).toBe('Shared Accounts Route');
    expect(explained.instructions[3].decoding.computeUnits).toBe(41234);
    expect(explained.action.kind).toBe('failed');
  });
});

describe('a swap whose inner token transfer fails', () => {
  // The same real route made to fail inside: its first inner instruction (a Token TransferChecked)
  // fails with custom error 1, and the route fails with it. The logs tell where it began.
  const real = bySignature('51SfoFAg');
  const entry = structuredClone(real.entry);
  const meta = entry.meta as NonNullable<typeof entry.meta>;
  const T = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
  const jupiterAt = meta.logMessages?.findIndex((l) => l === `Program ${JUPITER} invoke [1]`) ?? -1;
  meta.logMessages = [
    ...(meta.logMessages ?? []).slice(0, jupiterAt + 2),
    `Program ${T} invoke [2]`,
    'Program log: Instruction: TransferChecked',
    'Program log: Error: insufficient funds',
    `Program ${T} consumed 4000 of 450000 compute units`,
    `Program ${T} failed: custom program error: 0x1`,
    `Program ${JUPITER} consumed 50000 of 500000 compute units`,
    `Program ${JUPITER} failed: custom program error: 0x1`,
  ];
  meta.err = { InstructionError: [3, { Custom: 1 }] };
  meta.innerInstructions = (meta.innerInstructions ?? []).map((g) =>
    g.index === 3 ? { ...g, instructions: g.instructions.slice(0, 1) } : g,
  );
  const derived = deriveTransaction(entry, { slot: 1, blockTime: null, index: 0 });
  const explained = explainTransaction(entry, derived, idls);

  it('points at the inner card and names the error from the program that raised it', () => {
    expect(explained.failure).toMatchObject({
      instruction: 4,
      innerInstruction: 1,
      program: T,
      code: 1,
      name: 'InsufficientFunds',
      text: 'Instruction #4 failed: custom program error 0x1 (1 InsufficientFunds — Insufficient funds)',
    });
    const route = explained.instructions[3];
    expect(route.decoding.failed).toBe(true);
    expect(route.inner.map((d) => [d.path, d.failed, d.computeUnits])).toEqual([['4.1', true, 4000]]);
  });
});

it("counts a block's DeFi swaps by the transaction page's own rule", () => {
  const entries = all.map((e) => e.entry);
  const block = deriveBlock(1, {
    blockhash: 'h',
    previousBlockhash: 'p',
    parentSlot: 0,
    transactions: entries,
  });
  const swaps = all.filter((e) => e.explained.action.kind === 'swap').length;
  expect(swaps).toBeGreaterThan(5);
  expect(block.defiSwapCount).toBe(swaps);
});
