import { instructionChip, integerText, priorityFeeBasis } from './instruction';

const ix = (name: string | null, label: string, args: Array<{ name: string; value: unknown }> = []) => ({
  name,
  label,
  args,
});

describe('instructionChip', () => {
  it('compute budget: the argument is the whole point, so the chip carries it', () => {
    expect(
      instructionChip(
        ix('setComputeUnitLimit', 'Set Compute Unit Limit', [{ name: 'units', value: 600000 }]),
      ),
    ).toBe('Set Compute Unit Limit: 600,000');
    expect(
      instructionChip(
        ix('setComputeUnitPrice', 'Set Compute Unit Price', [{ name: 'microLamports', value: '95948' }]),
      ),
    ).toBe('Set Compute Unit Price: 95,948 micro-lamports');
    expect(
      instructionChip(ix('requestHeapFrame', 'Request Heap Frame', [{ name: 'bytes', value: 262144 }])),
    ).toBe('Request Heap Frame: 262,144 bytes');
  });
  it('any other instruction: its own label', () => {
    expect(instructionChip(ix('route', 'Route', [{ name: 'slippageBps', value: 50 }]))).toBe('Route');
    expect(instructionChip(ix(null, 'Unknown'))).toBe('Unknown');
    // the argument missing or not an integer: the label alone
    expect(instructionChip(ix('setComputeUnitLimit', 'Set Compute Unit Limit'))).toBe(
      'Set Compute Unit Limit',
    );
    expect(
      instructionChip(ix('setComputeUnitLimit', 'Set Compute Unit Limit', [{ name: 'units', value: 'x' }])),
    ).toBe('Set Compute Unit Limit');
  });
});

test('integerText: numbers and decimal strings past 2^53 grouped, the rest null', () => {
  expect(integerText(1234567)).toBe('1,234,567');
  expect(integerText('18446744073709551615')).toBe('18,446,744,073,709,551,615');
  expect(integerText('-0012')).toBe('-12');
  expect(integerText(1.5)).toBeNull();
  expect(integerText('abc')).toBeNull();
});

describe('priorityFeeBasis', () => {
  const fees = { base: '5000', priority: '9915', computeUnitLimit: 103335, computeUnitPrice: '95948' };
  it('price × limit', () => {
    expect(priorityFeeBasis(fees)).toBe('compute-unit price 95,948 micro-lamports × limit 103,335 CU');
    expect(priorityFeeBasis({ ...fees, computeUnitLimit: null })).toBe(
      'compute-unit price 95,948 micro-lamports',
    );
  });
  it('no price set: no priority fee to explain', () => {
    expect(priorityFeeBasis({ ...fees, priority: '0', computeUnitPrice: null })).toBeNull();
  });
});
