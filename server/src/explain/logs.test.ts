import { matchInvocations, readInvocations } from './logs';

const A = 'ProgA111111111111111111111111111111111111111';
const B = 'ProgB111111111111111111111111111111111111111';
const T = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const logs = [
  `Program ${A} invoke [1]`,
  'Program log: Instruction: Swap',
  `Program ${T} invoke [2]`,
  `Program ${T} consumed 4645 of 190000 compute units`,
  `Program ${T} success`,
  'Program data: AAEC',
  `Program ${A} consumed 30000 of 200000 compute units`,
  `Program ${A} success`,
  `Program ${B} invoke [1]`,
  `Program ${T} invoke [2]`,
  `Program ${T} consumed 1000 of 100000 compute units`,
  `Program ${T} failed: custom program error: 0x1`,
  `Program ${B} consumed 5000 of 170000 compute units`,
  `Program ${B} failed: custom program error: 0x1`,
];

describe('readInvocations', () => {
  it('reads each invocation with its depth, units, outcome and data lines', () => {
    const calls = readInvocations(logs);
    expect(calls.map((c) => [c.programId, c.depth, c.computeUnits, c.failed])).toEqual([
      [A, 1, 30000, false],
      [T, 2, 4645, false],
      [B, 1, 5000, true],
      [T, 2, 1000, true],
    ]);
    expect(calls[0].data).toEqual(['AAEC']);
    expect(calls[3].error).toBe('custom program error: 0x1');
  });

  it('survives missing, cut or odd logs', () => {
    expect(readInvocations(null)).toEqual([]);
    expect(readInvocations([42, `Program ${A} invoke [1]`, 'Log truncated'])).toHaveLength(1);
  });
});

describe('matchInvocations', () => {
  it('pairs instructions with invocations; a site the logs skip (a precompile) gets null', () => {
    const calls = readInvocations(logs);
    const sites = [
      { programId: 'Ed25519SigVerify111111111111111111111111111', depth: 1 },
      { programId: A, depth: 1 },
      { programId: T, depth: 2 },
      { programId: B, depth: 1 },
      { programId: T, depth: null },
    ];
    expect(matchInvocations(sites, calls).map((c) => c?.computeUnits ?? null)).toEqual([
      null,
      30000,
      4645,
      5000,
      1000,
    ]);
  });
});
