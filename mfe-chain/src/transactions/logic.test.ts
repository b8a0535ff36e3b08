import type { BlockPrograms } from 'shared-api';
import {
  blockFromParam,
  blockListNote,
  filtersFromParams,
  keptCount,
  pageCount,
  paramsForBlock,
  paramsForFilters,
  programOption,
  stepper,
} from './logic';

test('transactions: block stepper', () => {
  expect(stepper(1, 10)).toEqual({ canPrev: false, canNext: true });
  expect(stepper(10, 10)).toEqual({ canPrev: true, canNext: false });
});

const P = 'A'.repeat(32);
const counts: BlockPrograms = {
  programs: [{ programId: P, programName: 'Raydium AMM v4', count: 40 }],
  votes: 158,
};

test('filters come from the URL; votes follow the remembered choice unless the URL says', () => {
  expect(filtersFromParams(new URLSearchParams(''), false)).toEqual({
    hideVotes: false,
    status: null,
    program: null,
  });
  expect(filtersFromParams(new URLSearchParams(''), true).hideVotes).toBe(true);
  expect(filtersFromParams(new URLSearchParams('votes=show'), true).hideVotes).toBe(false);
  expect(filtersFromParams(new URLSearchParams(`votes=hide&status=failed&program=${P}`), false)).toEqual({
    hideVotes: true,
    status: 'failed',
    program: P,
  });
  expect(filtersFromParams(new URLSearchParams('status=ok&program=0OIl'), false)).toEqual({
    hideVotes: false,
    status: null,
    program: null,
  });
});

test('a filter change or another block starts the list again at its first page', () => {
  const at = new URLSearchParams(`block=7&page=3&before=7.99&status=failed`);
  const f = paramsForFilters(at, { hideVotes: true, status: null, program: P });
  expect(Object.fromEntries(f)).toEqual({ block: '7', votes: 'hide', program: P });
  expect(Object.fromEntries(paramsForBlock(at, 6))).toEqual({ block: '6', status: 'failed' });
});

test('what the filters keep, when the counts tell, and the note above the list', () => {
  const none = { hideVotes: false, status: null, program: null };
  expect(keptCount(602, none, undefined)).toBe(602);
  expect(keptCount(602, { ...none, hideVotes: true }, counts)).toBe(444);
  expect(keptCount(602, { ...none, hideVotes: true }, undefined)).toBeNull();
  expect(keptCount(602, { ...none, program: P }, counts)).toBe(40);
  expect(keptCount(602, { ...none, status: 'failed' }, counts)).toBeNull();
  expect(blockListNote(602, 602, false)).toBe('602 transactions in this block');
  expect(blockListNote(602, 444, true)).toBe('444 of 602 transactions in this block match the filters');
  expect(blockListNote(1, null, true)).toBe('1 transaction in this block; filters on');
  expect(programOption(counts.programs[0])).toBe('Raydium AMM v4 (40)');
  expect(pageCount(602, 50)).toBe(13);
  expect(pageCount(0, 50)).toBe(1);
  expect(pageCount(null, 50)).toBeNull();
});

test('the picked block lives in the URL', () => {
  expect(blockFromParam(null)).toBeNull();
  expect(blockFromParam('4989')).toBe(4989);
  expect(blockFromParam('0')).toBe(0);
  for (const bad of ['', '-1', '1.5', 'abc', '9'.repeat(16), ' 5']) expect(blockFromParam(bad)).toBeNull();
  const kept = new URLSearchParams('x=1');
  expect(paramsForBlock(kept, 42).toString()).toBe('x=1&block=42');
  expect(paramsForBlock(new URLSearchParams('block=42&x=1'), null).toString()).toBe('x=1');
});
