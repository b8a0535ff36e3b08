import { ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from '../programs';
import { actionBadgeColor, instructionSummary, instructionType, transactionType } from './instructions';

const t = (type: string) => ({ type });

describe('instructionType', () => {
  test('parsed.type wins, then type, then known programs', () => {
    expect(instructionType({ type: 'x', parsed: { type: 'transferChecked' } })).toBe('transferChecked');
    expect(instructionType({ type: 'burn' })).toBe('burn');
    expect(instructionType({ programId: SYSTEM_PROGRAM })).toBe('transfer');
    expect(instructionType({ programId: TOKEN_PROGRAM })).toBe('transfer');
    expect(instructionType({ programId: COMPUTE_BUDGET_PROGRAM })).toBe('computeBudget');
    expect(instructionType({ programId: ASSOCIATED_TOKEN_PROGRAM })).toBe('createIdempotent');
    expect(instructionType({ programId: 'Other1111' })).toBe('unknown');
    // the compute-budget and associated-token programs always show by their fixed names
    expect(instructionType({ programId: COMPUTE_BUDGET_PROGRAM, type: 'setComputeUnitLimit' })).toBe(
      'computeBudget',
    );
    expect(instructionType({ programId: ASSOCIATED_TOKEN_PROGRAM, parsed: { type: 'create' } })).toBe(
      'createIdempotent',
    );
  });
  test('mintTo shows as mint', () => {
    expect(instructionType(t('mintTo'))).toBe('mint');
    expect(instructionType(t('mintto'))).toBe('mint');
  });
});

describe('instructionSummary', () => {
  test('fewer than 5: up to 3 types with xcount when repeated', () => {
    expect(instructionSummary([t('transfer')])).toBe('transfer');
    expect(instructionSummary([t('computeBudget'), t('computeBudget'), t('transfer')])).toBe(
      'computeBudget x2, transfer',
    );
    expect(instructionSummary([t('a'), t('b'), t('c'), t('d')])).toBe('a, b, c');
  });
  test('5 or more: dominant with count plus N+', () => {
    expect(instructionSummary([t('transfer'), t('transfer'), t('transfer'), t('mintTo'), t('burn')])).toBe(
      'transfer x3 2+',
    );
    expect(instructionSummary(Array.from({ length: 5 }, () => t('transfer')))).toBe('transfer x5');
    expect(
      instructionSummary([t('mintTo'), t('mintTo'), t('mintTo'), t('mintTo'), t('memo'), t('memo')]),
    ).toBe('mint x4 2+');
    expect(instructionSummary([t('a'), t('b'), t('c'), t('d'), t('e')])).toBe('a x1 4+');
  });
  test('JSON text input and malformed input', () => {
    expect(instructionSummary(JSON.stringify([t('mintTo')]))).toBe('mint');
    expect(instructionSummary('{not json')).toBe('unknown');
    expect(instructionSummary('{"a":1}')).toBe('unknown');
    expect(instructionSummary(42)).toBe('unknown');
    expect(instructionSummary([])).toBe('unknown');
  });
});

describe('actionBadgeColor', () => {
  test.each([
    ['mint', 'green'],
    ['mintTo', 'green'],
    ['burn', 'red'],
    ['burnChecked', 'red'],
    ['towersync', 'orange'],
    ['vote', 'orange'],
    ['transfer', 'blue'],
    ['transferChecked', 'blue'],
    ['swap', 'purple'],
    ['route', 'purple'],
    ['stake', 'emerald'],
    ['delegate', 'emerald'],
    ['computeBudget', 'gray'],
    ['create', 'cyan'],
    ['createIdempotent', 'cyan'],
    ['idempotent', 'cyan'],
    ['program', 'indigo'],
    ['invoke', 'indigo'],
    ['memo', 'gray'],
    ['', 'gray'],
  ])('%p → %p', (type, color) => expect(actionBadgeColor(type)).toBe(color));
});

describe('transactionType', () => {
  const budget = { programId: COMPUTE_BUDGET_PROGRAM, type: 'setComputeUnitLimit' };
  const swap = { programId: 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', type: 'unknown' };
  const transfer = { programId: '11111111111111111111111111111111', type: 'transfer' };
  it('is the first instruction that is not a compute-budget one', () => {
    expect(transactionType([budget, budget, transfer, swap])).toBe('transfer');
    expect(transactionType([budget, { ...transfer, parsed: { type: 'mintTo' } }])).toBe('mint');
    expect(transactionType([swap, transfer])).toBe('unknown');
  });
  it('falls back to computeBudget, then unknown', () => {
    expect(transactionType([budget])).toBe('computeBudget');
    expect(transactionType([])).toBe('unknown');
    expect(transactionType('not json')).toBe('unknown');
  });
});
