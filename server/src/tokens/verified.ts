// VERIFIED tokens: the operator's list of mints (a JSON file named by VERIFIED_TOKENS_FILE), never
// inferred from metadata. Accepted forms: ["<mint>", …] or { "mints": ["<mint>", …] }. Empty by default.
import { readFileSync } from 'node:fs';

const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

class VerifiedListError extends Error {}

function parseVerifiedTokens(text: string, source = 'verified tokens'): ReadonlySet<string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new VerifiedListError(`${source}: not valid JSON`);
  }
  const list =
    json && typeof json === 'object' && !Array.isArray(json) ? (json as { mints?: unknown }).mints : json;
  if (!Array.isArray(list)) throw new VerifiedListError(`${source}: expected an array of mint addresses`);
  const out = new Set<string>();
  for (const m of list) {
    if (typeof m !== 'string' || !ADDRESS.test(m))
      throw new VerifiedListError(`${source}: '${String(m)}' is not a base58 mint address`);
    out.add(m);
  }
  return out;
}

/** Reads the file when a path is given; no path = nothing verified. */
export function loadVerifiedTokens(path: string | undefined): ReadonlySet<string> {
  if (!path) return new Set();
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new VerifiedListError(`VERIFIED_TOKENS_FILE ${path}: ${(e as Error).message}`);
  }
  return parseVerifiedTokens(text, `VERIFIED_TOKENS_FILE ${path}`);
}
