/**
 * An IDL is whatever anyone uploaded: before anything reads it, it must be a JSON object of bounded
 * size, nesting and counts, inflating to a bounded size. Each check throws `IdlRefused`.
 *   const json = parseIdl(inflateIdl(accountBytes));
 */
import { inflateSync, gunzipSync } from 'node:zlib';

export class IdlRefused extends Error {}

export const IDL_LIMITS = {
  /** bytes of JSON text (the largest public IDLs are under half a megabyte) */
  maxBytes: 4 * 1024 * 1024,
  /** nesting of arrays and objects */
  maxDepth: 64,
  maxInstructions: 1024,
  maxAccountsPerInstruction: 256,
  maxArgsPerInstruction: 256,
  maxTypes: 4096,
  maxEvents: 1024,
  maxErrors: 4096,
} as const;

/** Inflates zlib (or gzip) data, refusing output past the JSON limit. */
export function inflateIdl(bytes: Uint8Array, kind: 'zlib' | 'gzip' = 'zlib'): Buffer {
  const opts = { maxOutputLength: IDL_LIMITS.maxBytes };
  try {
    return kind === 'gzip' ? gunzipSync(bytes, opts) : inflateSync(bytes, opts);
  } catch (e) {
    throw new IdlRefused(
      e instanceof RangeError || (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
        ? `inflates past ${IDL_LIMITS.maxBytes} bytes`
        : `not ${kind} data`,
    );
  }
}

/** Deepest nesting of the JSON text, counted without parsing (strings skipped). */
function depthOf(text: string, max: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > max) return deepest;
      }
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

const lengthOf = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

function checkCount(what: string, n: number, max: number): void {
  if (n > max) throw new IdlRefused(`${n} ${what}, at most ${max}`);
}

/** The instruction list of an Anchor IDL or of a Codama root node. */
function programPart(json: Record<string, unknown>): Record<string, unknown> {
  const program = json.program;
  return json.kind === 'rootNode' && program && typeof program === 'object'
    ? (program as Record<string, unknown>)
    : json;
}

/** The IDL's JSON object, checked against IDL_LIMITS. */
export function parseIdl(input: string | Uint8Array): Record<string, unknown> {
  const size = typeof input === 'string' ? Buffer.byteLength(input) : input.length;
  if (size > IDL_LIMITS.maxBytes) throw new IdlRefused(`${size} bytes, at most ${IDL_LIMITS.maxBytes}`);
  const text = typeof input === 'string' ? input : Buffer.from(input).toString('utf8');
  const depth = depthOf(text, IDL_LIMITS.maxDepth);
  if (depth > IDL_LIMITS.maxDepth) throw new IdlRefused(`nested deeper than ${IDL_LIMITS.maxDepth}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new IdlRefused('not JSON');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new IdlRefused('not a JSON object');
  const obj = json as Record<string, unknown>;
  const p = programPart(obj);
  const instructions = Array.isArray(p.instructions) ? (p.instructions as unknown[]) : [];
  checkCount('instructions', instructions.length, IDL_LIMITS.maxInstructions);
  for (const ix of instructions) {
    const node = (ix ?? {}) as Record<string, unknown>;
    checkCount('accounts in an instruction', lengthOf(node.accounts), IDL_LIMITS.maxAccountsPerInstruction);
    checkCount(
      'arguments of an instruction',
      lengthOf(node.args ?? node.arguments),
      IDL_LIMITS.maxArgsPerInstruction,
    );
  }
  checkCount('types', lengthOf(p.types ?? p.definedTypes) + lengthOf(p.accounts), IDL_LIMITS.maxTypes);
  checkCount('events', lengthOf(p.events), IDL_LIMITS.maxEvents);
  checkCount('errors', lengthOf(p.errors), IDL_LIMITS.maxErrors);
  return obj;
}
