import { TOKEN_PROGRAM } from '../decode/programs';
import { failureOf, type FailureContext } from './failure';

const ctx = (over: Partial<FailureContext> = {}): FailureContext => ({
  programs: [
    'ComputeBudget111111111111111111111111111111',
    TOKEN_PROGRAM,
    'Prog1111111111111111111111111111111111111111',
  ],
  origin: () => null,
  idls: { get: () => null },
  logs: [],
  ...over,
});

describe('failureOf', () => {
  it('null on success', () => {
    expect(failureOf(null, ctx())).toBeNull();
  });

  it('numbers the instruction from 1 and words a built-in error plainly', () => {
    expect(failureOf({ InstructionError: [1, 'InsufficientFunds'] }, ctx())).toMatchObject({
      instruction: 2,
      program: TOKEN_PROGRAM,
      code: null,
      name: 'InsufficientFunds',
      text: 'Instruction #2 failed: insufficient funds',
    });
  });

  it("names a native program's custom error from its client", () => {
    expect(failureOf({ InstructionError: [1, { Custom: 1 }] }, ctx())?.text).toBe(
      'Instruction #2 failed: custom program error 0x1 (1 InsufficientFunds — Insufficient funds)',
    );
  });

  it('names an Anchor error only for an Anchor program, else says the number', () => {
    expect(failureOf({ InstructionError: [2, { Custom: 3012 }] }, ctx())?.text).toBe(
      'Instruction #3 failed: custom program error 0xbc4',
    );
    const anchor = ctx({
      logs: [
        'Program log: AnchorError caused by account: x. Error Code: AccountNotInitialized. Error Number: 3012. Error Message: The program expected this account to be already initialized.',
      ],
    });
    expect(failureOf({ InstructionError: [2, { Custom: 3012 }] }, anchor)).toMatchObject({
      name: 'AccountNotInitialized',
      message: 'The program expected this account to be already initialized',
    });
  });

  it('takes the program and inner number from where the logs show the failure began', () => {
    const f = failureOf(
      { InstructionError: [2, { Custom: 1 }] },
      ctx({ origin: () => ({ inner: 3, programId: TOKEN_PROGRAM }) }),
    );
    expect(f).toMatchObject({
      instruction: 3,
      innerInstruction: 3,
      program: TOKEN_PROGRAM,
      name: 'InsufficientFunds',
    });
  });

  it("names a failed vote's error from the Vote program's table", () => {
    expect(
      failureOf(
        { InstructionError: [0, { Custom: 0 }] },
        ctx({ programs: ['Vote111111111111111111111111111111111111111'] }),
      ),
    ).toMatchObject({
      name: 'VoteTooOld',
      text: 'Instruction #1 failed: custom program error 0x0 (0 VoteTooOld — Vote already recorded or not in slot hashes history)',
    });
  });

  it('a transaction-level error names no instruction', () => {
    expect(failureOf('InsufficientFundsForFee', ctx())?.text).toBe(
      'Transaction failed: insufficient funds for fee',
    );
    expect(failureOf({ InsufficientFundsForRent: { account_index: 2 } }, ctx())?.text).toBe(
      'Transaction failed: insufficient funds for rent {"account_index":2}',
    );
  });
});
