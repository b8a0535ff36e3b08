import { COMPUTE_BUDGET_PROGRAM } from '../decode/programs';
import { feeBreakdown } from './fees';

const limit = (units: number) => ({
  programId: COMPUTE_BUDGET_PROGRAM,
  type: 'setComputeUnitLimit',
  parsed: { type: 'setComputeUnitLimit', info: { units } },
});
const price = (microLamports: string) => ({
  programId: COMPUTE_BUDGET_PROGRAM,
  type: 'setComputeUnitPrice',
  parsed: { type: 'setComputeUnitPrice', info: { microLamports } },
});
const other = { programId: 'Other11111111111111111111111111111111111111', type: 'unknown', parsed: null };

describe('feeBreakdown', () => {
  it('priority = ceil(price × limit / 1e6), base = the rest of the fee', () => {
    // 600,000 units at 12,345 µlamports: 7,407 lamports of priority.
    expect(
      feeBreakdown({ fee: 12_407, signatures: 1, instructions: [limit(600_000), price('12345'), other] }),
    ).toEqual({
      base: '5000',
      priority: '7407',
      computeUnitLimit: 600_000,
      computeUnitPrice: '12345',
    });
  });

  it('without a limit, 200,000 units per other instruction apply, at most 1,400,000', () => {
    const eight = Array.from({ length: 8 }, () => other);
    expect(
      feeBreakdown({ fee: 5000 + 1400, signatures: 1, instructions: [price('1000'), ...eight] }),
    ).toMatchObject({
      priority: '1400',
      computeUnitLimit: 1_400_000,
    });
    expect(
      feeBreakdown({ fee: 10_400, signatures: 2, instructions: [price('1000'), other, other] }),
    ).toMatchObject({
      base: '10000',
      priority: '400',
    });
  });

  it('no price: all of the fee is base', () => {
    expect(feeBreakdown({ fee: 10_000, signatures: 2, instructions: [other] })).toEqual({
      base: '10000',
      priority: '0',
      computeUnitLimit: 200_000,
      computeUnitPrice: null,
    });
  });
});
