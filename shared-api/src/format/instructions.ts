// Instruction type resolution, instruction summary and action badge colours. Inputs may be JSON text
// or arrays; both are accepted.

import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from '../programs';

/** The loose instruction shape accepted here; every field is optional. */
export interface InstructionLike {
  type?: string | null;
  parsed?: { type?: string | null } | string | null;
  programId?: string | null;
  programName?: string | null;
  program?: string | null;
}

/** Known programs → the type shown when an instruction carries no type of its own. */
const PROGRAM_TYPES: Record<string, string> = {
  [SYSTEM_PROGRAM]: 'transfer',
  [TOKEN_PROGRAM]: 'transfer',
  [TOKEN_2022_PROGRAM]: 'transfer',
  [COMPUTE_BUDGET_PROGRAM]: 'computeBudget',
  [ASSOCIATED_TOKEN_PROGRAM]: 'createIdempotent',
};

/** 'mintTo' (any case) is displayed as 'mint'. */
export function displayType(type: string): string {
  return type.toLowerCase() === 'mintto' ? 'mint' : type;
}

/** Programs whose instructions always show under one name, whatever the decoded type. */
const FIXED_PROGRAM_TYPES: Record<string, string> = {
  [COMPUTE_BUDGET_PROGRAM]: 'computeBudget',
  [ASSOCIATED_TOKEN_PROGRAM]: 'createIdempotent',
};

/**
 * The type of one instruction: the compute-budget and associated-token programs by their fixed
 * names, otherwise parsed.type, then type, then the known-program mapping (system and token →
 * transfer), else 'unknown'.
 */
export function instructionType(ix: InstructionLike | null | undefined): string {
  if (!ix || typeof ix !== 'object') return 'unknown';
  const fixed = ix.programId ? FIXED_PROGRAM_TYPES[ix.programId] : undefined;
  if (fixed) return fixed;
  const parsedType = ix.parsed && typeof ix.parsed === 'object' ? ix.parsed.type : undefined;
  const raw = [parsedType, ix.type].find(
    (t): t is string => typeof t === 'string' && t !== '' && t !== 'unknown',
  );
  if (raw) return displayType(raw);
  const byProgram = ix.programId ? PROGRAM_TYPES[ix.programId] : undefined;
  return byProgram ?? 'unknown';
}

/** Parses a list that may arrive as JSON text or an array; null when malformed. */
export function parseList<T = unknown>(value: unknown): T[] | null {
  if (Array.isArray(value)) return value as T[];
  if (typeof value !== 'string') return value === null || value === undefined ? [] : null;
  if (value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : null;
  } catch {
    return null;
  }
}

/**
 * Summary of a transaction's instructions. With 5 or more: the dominant type with 'xcount' (always) plus
 * 'N+' for the remaining instructions. Otherwise up to 3 types in first-seen order, each with
 * 'xcount' when repeated. Malformed input (or no instructions) gives 'unknown'.
 */
export function instructionSummary(instructions: unknown): string {
  const list = parseList<InstructionLike>(instructions);
  if (!list || list.length === 0) return 'unknown';
  const counts = new Map<string, number>();
  for (const ix of list) {
    const t = instructionType(ix);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const withCount = (t: string, n: number) => (n > 1 ? `${t} x${n}` : t);
  if (list.length >= 5) {
    let dominant = '';
    let best = 0;
    for (const [t, n] of counts) {
      if (n > best) {
        dominant = t;
        best = n;
      }
    }
    const rest = list.length - best;
    // The dominant type always carries its count here, repeated or not.
    return rest > 0 ? `${dominant} x${best} ${rest}+` : `${dominant} x${best}`;
  }
  return [...counts.entries()]
    .slice(0, 3)
    .map(([t, n]) => withCount(t, n))
    .join(', ');
}

/**
 * The first instruction's own type (the /transactions Type column): its decoded type
 * with 'mintto' shown as 'mint'; 'unknown' when it has none (no program-based naming here).
 */
export function firstOwnInstructionType(instructions: unknown): string {
  const list = parseList<InstructionLike>(instructions);
  const first = list?.[0];
  if (!first || typeof first !== 'object') return 'unknown';
  const parsedType = first.parsed && typeof first.parsed === 'object' ? first.parsed.type : undefined;
  const own = [parsedType, first.type].find(
    (t): t is string => typeof t === 'string' && t !== '' && t !== 'unknown',
  );
  return own ? displayType(own) : 'unknown';
}

/**
 * A transaction's one-word type: the type of its first instruction that is not a compute-budget
 * one (those only set limits and fees); 'computeBudget' when that is all it has, 'unknown' when it
 * has none or the list is malformed.
 */
export function transactionType(instructions: unknown): string {
  const list = parseList<InstructionLike>(instructions);
  if (!list || list.length === 0) return 'unknown';
  const main = list.find((ix) => ix && typeof ix === 'object' && ix.programId !== COMPUTE_BUDGET_PROGRAM);
  return instructionType(main ?? list[0]);
}

export type BadgeColor =
  'green' | 'red' | 'orange' | 'blue' | 'purple' | 'emerald' | 'gray' | 'cyan' | 'indigo';

/** Ordered rules: the first matching substring decides (so 'createIdempotent' is cyan, 'mintTo' green). */
const ACTION_COLORS: Array<[string[], BadgeColor]> = [
  [['mint'], 'green'],
  [['burn'], 'red'],
  [['towersync', 'vote'], 'orange'],
  [['transfer'], 'blue'],
  [['swap', 'route'], 'purple'],
  [['stake', 'delegate'], 'emerald'],
  [['compute'], 'gray'],
  [['create', 'idempotent'], 'cyan'],
  [['program', 'invoke'], 'indigo'],
];

/** Badge colour of an action type. */
export function actionBadgeColor(type: string | null | undefined): BadgeColor {
  const t = (type ?? '').toLowerCase();
  for (const [needles, color] of ACTION_COLORS) if (needles.some((n) => t.includes(n))) return color;
  return 'gray';
}
