/**
 * An instruction's decoded fields as the page lists them, amounts with their decimals (9 for
 * lamports; a token's from the instruction, else from the token balances).
 *   argumentsOf({ programId, args: { amount: '1000' }, accounts: { source: 'Ab…' } }, tokens)
 *     // [{ name: 'amount', value: '1000', decimals: 6, mint: 'Mint…' }]
 */
import type { InstructionArgument } from 'shared-api/core';
import { isTokenProgram, SYSTEM_PROGRAM, VOTE_PROGRAM } from '../decode/programs';
import { STAKE_PROGRAM } from 'shared-api/programs';
import type { DerivedTransaction, JsonValue } from '../decode/types';

export interface TokenFacts {
  /** token account → its mint and decimals */
  accounts: Map<string, { mint: string; decimals: number }>;
  /** mint → decimals */
  mints: Map<string, number>;
}

/** What the transaction's token balances say of its token accounts and mints. */
export function tokenFactsOf(
  t: Pick<DerivedTransaction, 'tokenBalanceChanges' | 'tokenAccountsAfter'>,
): TokenFacts {
  const accounts = new Map<string, { mint: string; decimals: number }>();
  const mints = new Map<string, number>();
  for (const b of [...t.tokenBalanceChanges, ...t.tokenAccountsAfter]) {
    accounts.set(b.account, { mint: b.mint, decimals: b.decimals });
    mints.set(b.mint, b.decimals);
  }
  return { accounts, mints };
}

const LAMPORT_FIELDS = new Set(['lamports', 'amount', 'args']);
const TOKEN_AMOUNT_FIELDS = new Set(['amount', 'maxAmount', 'withheldAmount']);
/** Accounts whose token facts tell the amount's mint, in the order they are asked. */
const TOKEN_ACCOUNT_ROLES = ['source', 'destination', 'account', 'token'];

function tokenAmountOf(
  args: Record<string, JsonValue>,
  accounts: Record<string, string>,
  tokens: TokenFacts,
): { mint: string | null; decimals: number } | null {
  const mint = accounts.mint ?? null;
  const decimals = typeof args.decimals === 'number' ? args.decimals : null;
  if (mint && decimals !== null) return { mint, decimals };
  if (mint && tokens.mints.has(mint)) return { mint, decimals: tokens.mints.get(mint) as number };
  for (const role of TOKEN_ACCOUNT_ROLES) {
    const facts = accounts[role] ? tokens.accounts.get(accounts[role]) : undefined;
    if (facts) return { mint: facts.mint, decimals: decimals ?? facts.decimals };
  }
  return null;
}

export function argumentsOf(
  ix: { programId: string; args: Record<string, JsonValue>; accounts: Record<string, string> },
  tokens: TokenFacts,
): InstructionArgument[] {
  const native =
    ix.programId === SYSTEM_PROGRAM || ix.programId === STAKE_PROGRAM || ix.programId === VOTE_PROGRAM;
  const token = isTokenProgram(ix.programId) ? tokenAmountOf(ix.args, ix.accounts, tokens) : null;
  return Object.entries(ix.args).map(([name, value]) => {
    const arg: InstructionArgument = { name, value };
    if (native && LAMPORT_FIELDS.has(name) && typeof value === 'string') {
      arg.decimals = 9;
      arg.mint = null;
    } else if (token && TOKEN_AMOUNT_FIELDS.has(name)) {
      arg.decimals = token.decimals;
      arg.mint = token.mint;
    }
    return arg;
  });
}
