/**
 * Custom error numbers of the native programs, named from their official clients: each exports its
 * errors as `<PREFIX>_ERROR__<NAME>` constants (and their messages outside production builds).
 *   nativeError(TOKEN_PROGRAM, 1)   // { name: 'InsufficientFunds', message: 'Insufficient funds' }
 */
import * as systemPkg from '@solana-program/system';
import * as tokenPkg from '@solana-program/token';
import * as token2022Pkg from '@solana-program/token-2022';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from '../decode/programs';

export interface NamedError {
  name: string;
  message: string | null;
}

/** 'INSUFFICIENT_FUNDS' → 'InsufficientFunds' */
const pascalOfConstant = (s: string): string =>
  s
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

function table(
  client: object,
  prefix: string,
  message: ((code: never) => string) | undefined,
): Map<number, NamedError> {
  const out = new Map<number, NamedError>();
  for (const [k, v] of Object.entries(client)) {
    if (!k.startsWith(prefix) || typeof v !== 'number') continue;
    let text: string | null = null;
    try {
      text = message?.(v as never) || null;
    } catch {
      // no message for this code
    }
    out.set(v, { name: pascalOfConstant(k.slice(prefix.length)), message: text });
  }
  return out;
}

/** The Vote program's errors (its `VoteError` enum, in order); late votes fail with the first. */
const VOTE_ERRORS = [
  ['VoteTooOld', 'Vote already recorded or not in slot hashes history'],
  ['SlotsMismatch', 'Vote slots do not match bank history'],
  ['SlotHashMismatch', 'Vote hash does not match bank hash'],
  ['EmptySlots', 'Vote has no slots, invalid'],
  ['TimestampTooOld', 'Vote timestamp not recent'],
  ['TooSoonToReauthorize', 'Authorized voter has already been changed this epoch'],
  ['LockoutConflict', 'Old state had vote which should not have been popped off by vote in new state'],
  [
    'NewVoteStateLockoutMismatch',
    'Proposed state had earlier slot which should have been popped off by later vote',
  ],
  ['SlotsNotOrdered', 'Vote slots are not ordered'],
  ['ConfirmationsNotOrdered', 'Confirmations are not ordered'],
  ['ZeroConfirmations', 'Zero confirmations'],
  ['ConfirmationTooLarge', 'Confirmation exceeds limit'],
  ['RootRollBack', 'Root rolled back'],
  ['ConfirmationRollBack', 'Confirmations for same vote were smaller in new proposed state'],
  ['SlotSmallerThanRoot', 'New state contained a vote slot smaller than the root'],
  ['TooManyVotes', 'New state contained too many votes'],
  ['VotesTooOldAllFiltered', 'Every slot in the vote was older than the SlotHashes history'],
  ['RootOnDifferentFork', 'Proposed root is not in slot hashes'],
  [
    'ActiveVoteAccountClose',
    'Cannot close vote account unless it stopped voting at least one full epoch ago',
  ],
  ['CommissionUpdateTooLate', 'Cannot update commission at this point in the epoch'],
  ['AssertionFailed', 'Assertion failed'],
] as const;

const TABLES: Record<string, Map<number, NamedError>> = {
  [VOTE_PROGRAM]: new Map(VOTE_ERRORS.map(([name, message], code) => [code, { name, message }])),
  [SYSTEM_PROGRAM]: table(systemPkg, 'SYSTEM_ERROR__', systemPkg.getSystemErrorMessage),
  [TOKEN_PROGRAM]: table(tokenPkg, 'TOKEN_ERROR__', tokenPkg.getTokenErrorMessage),
  [TOKEN_2022_PROGRAM]: table(token2022Pkg, 'TOKEN_2022_ERROR__', token2022Pkg.getToken2022ErrorMessage),
  [ASSOCIATED_TOKEN_PROGRAM]: table(
    tokenPkg,
    'ASSOCIATED_TOKEN_ERROR__',
    tokenPkg.getAssociatedTokenErrorMessage,
  ),
};

export function nativeError(programId: string, code: number): NamedError | null {
  return TABLES[programId]?.get(code) ?? null;
}
