/**
 * Why a failed transaction failed: the instruction (numbered as its card), where inside it the failure
 * began, the program, and a custom error's name (IDL, Anchor's table, native clients, then logs).
 *   failureOf(err, ctx).text   // 'Instruction #3 failed: custom program error 0x1771 (6001 SlippageToleranceExceeded — Slippage tolerance exceeded)'
 */
import { ANCHOR_ERRORS, ANCHOR_USER_ERROR_OFFSET } from '../idl/anchorErrors';
import type { IdlLookup } from './tiers';
import { nativeError, type NamedError } from './programErrors';

export interface Failure {
  instruction: number | null;
  innerInstruction: number | null;
  program: string | null;
  code: number | null;
  name: string | null;
  message: string | null;
  text: string;
}

export interface FailureContext {
  /** program id of each top-level instruction */
  programs: string[];
  /**
   * where the logs show the failure began under the failing instruction: its 1-based inner number
   * (null when the top-level instruction itself failed) and program; null when the logs do not say
   */
  origin: (index: number) => { inner: number | null; programId: string } | null;
  idls: IdlLookup;
  logs: readonly string[];
}

/** 'InsufficientFunds' → 'insufficient funds' */
export function plainWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

const ANCHOR_LOG =
  /^Program log: AnchorError.*Error Code: (\w+)\. Error Number: (\d+)\. Error Message: (.*?)\.?$/;

function fromLogs(logs: readonly string[], code: number): NamedError | null {
  for (const line of logs) {
    if (typeof line !== 'string') continue;
    const m = ANCHOR_LOG.exec(line);
    if (m && Number(m[2]) === code) return { name: m[1], message: m[3] };
  }
  return null;
}

function customError(programId: string | null, code: number, ctx: FailureContext): NamedError | null {
  const idl = programId ? ctx.idls.get(programId) : null;
  const fromIdl = idl?.error(code);
  if (fromIdl) return fromIdl;
  const anchorLogs = ctx.logs.some((l) => typeof l === 'string' && l.startsWith('Program log: AnchorError'));
  if (code < ANCHOR_USER_ERROR_OFFSET && (idl || anchorLogs) && ANCHOR_ERRORS[code])
    return ANCHOR_ERRORS[code];
  const native = programId ? nativeError(programId, code) : null;
  return native ?? fromLogs(ctx.logs, code);
}

/** The first key and value of an error object ({ Custom: 1 } → ['Custom', 1]); a string is its own key. */
function variantOf(v: unknown): [string, unknown] | null {
  if (typeof v === 'string') return [v, null];
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const [entry] = Object.entries(v as Record<string, unknown>);
    return entry ?? null;
  }
  return null;
}

function builtinText(variant: [string, unknown]): string {
  const [name, value] = variant;
  const words = plainWords(name);
  if (value === null || value === undefined) return words;
  if (typeof value === 'string') return `${words}: ${value}`;
  if (typeof value === 'number') return `${words} (${value})`;
  return `${words} ${JSON.stringify(value)}`;
}

export function failureOf(err: unknown, ctx: FailureContext): Failure | null {
  if (err === null || err === undefined) return null;
  const top = variantOf(err);
  // Not an instruction's failure: the transaction's own, by its name when it has one.
  const whole = (name: string | null, text: string): Failure => {
    return {
      instruction: null,
      innerInstruction: null,
      program: null,
      code: null,
      name,
      message: null,
      text,
    };
  };
  if (!top) return whole(null, 'Transaction failed');
  if (top[0] !== 'InstructionError' || !Array.isArray(top[1]))
    return whole(top[0], `Transaction failed: ${builtinText(top)}`);
  const [indexValue, detail] = top[1] as [unknown, unknown];
  const index =
    typeof indexValue === 'number' && Number.isInteger(indexValue) && indexValue >= 0 ? indexValue : null;
  const origin = index === null ? null : ctx.origin(index);
  const program = origin?.programId ?? (index === null ? null : (ctx.programs[index] ?? null));
  const where = index === null ? 'An instruction' : `Instruction #${index + 1}`;
  const variant = variantOf(detail) ?? ['UnknownError', null];
  const base = {
    instruction: index === null ? null : index + 1,
    innerInstruction: origin?.inner ?? null,
    program,
  };
  if (variant[0] === 'Custom' && typeof variant[1] === 'number') {
    const code = variant[1];
    const named = customError(program, code, ctx);
    const hex = `0x${code.toString(16)}`;
    const about = named ? ` (${code} ${named.name}${named.message ? ` — ${named.message}` : ''})` : '';
    return {
      ...base,
      code,
      name: named?.name ?? null,
      message: named?.message ?? null,
      text: `${where} failed: custom program error ${hex}${about}`,
    };
  }
  return {
    ...base,
    code: null,
    name: variant[0],
    message: null,
    text: `${where} failed: ${builtinText(variant)}`,
  };
}
