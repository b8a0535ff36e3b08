/**
 * Custom error numbers of the native programs, named from their official clients: each exports its
 * errors as `<PREFIX>_ERROR__<NAME>` constants (and their messages outside production builds).
 *   nativeError(TOKEN_PROGRAM, 1)   // { name: 'InsufficientFunds', message: 'Insufficient funds' }
 */
import * as systemPkg from '@solana-program/system';
import * as tokenPkg from '@solana-program/token';
import * as token2022Pkg from '@solana-program/token-2022';
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../programs';

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
  pkg: Record<string, unknown>,
  prefix: string,
  message: ((code: never) => string) | undefined,
): Map<number, NamedError> {
  const out = new Map<number, NamedError>();
  for (const [k, v] of Object.entries(pkg)) {
    if (!k.startsWith(prefix) || typeof v !== 'number') continue;
    let text: string | null = null;
    try {
      text = message ? message(v as never) || null : null;
    } catch {
      text = null;
    }
    out.set(v, { name: pascalOfConstant(k.slice(prefix.length)), message: text });
  }
  return out;
}

const TABLES: Record<string, Map<number, NamedError>> = {
  [SYSTEM_PROGRAM]: table(
    systemPkg as unknown as Record<string, unknown>,
    'SYSTEM_ERROR__',
    systemPkg.getSystemErrorMessage,
  ),
  [TOKEN_PROGRAM]: table(
    tokenPkg as unknown as Record<string, unknown>,
    'TOKEN_ERROR__',
    tokenPkg.getTokenErrorMessage,
  ),
  [TOKEN_2022_PROGRAM]: table(
    token2022Pkg as unknown as Record<string, unknown>,
    'TOKEN_2022_ERROR__',
    token2022Pkg.getToken2022ErrorMessage,
  ),
  [ASSOCIATED_TOKEN_PROGRAM]: table(
    tokenPkg as unknown as Record<string, unknown>,
    'ASSOCIATED_TOKEN_ERROR__',
    tokenPkg.getAssociatedTokenErrorMessage,
  ),
};

export function nativeError(programId: string, code: number): NamedError | null {
  return TABLES[programId]?.get(code) ?? null;
}
