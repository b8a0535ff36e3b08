/**
 * JSON.parse of a response body: ASCII read as Latin-1 (far faster than UTF-8), and a block's answer
 * a transaction at a time, as a string of megabytes costs page faults where small ones reuse the
 * young generation (docs/scaling-log.md).
 */
import { isAscii } from 'node:buffer';

/** Bodies from this size on are parsed a transaction at a time when they hold a block's list. */
const SPLIT_FROM = 256 * 1024;
/** A block's transaction list as it starts in a getBlock answer. */
const LIST = Buffer.from('"transactions":[');
/** The longest last transaction found by scanning (the others are found by a native search). */
const SCAN_AT_MOST = 1024 * 1024;

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

export function parseJsonBody(bytes: Buffer): unknown {
  const encoding = isAscii(bytes) ? 'latin1' : 'utf8';
  if (bytes.length >= SPLIT_FROM) {
    const split = parseTransactionsApart(bytes, encoding);
    if (split !== undefined) return split;
  }
  return JSON.parse(bytes.toString(encoding));
}

type Encoding = 'latin1' | 'utf8';

/**
 * The answer with `result.transactions` parsed an element at a time, or undefined when laid out
 * otherwise. Elements split at `},{"<first key>":`, which no JSON string holds unescaped; a false
 * split leaves an unbalanced part JSON.parse refuses, and structure bytes never split a character.
 */
function parseTransactionsApart(bytes: Buffer, encoding: Encoding): unknown {
  const list = bytes.indexOf(LIST);
  if (list < 0) return undefined;
  const first = list + LIST.length;
  if (bytes[first] !== OPEN_BRACE || bytes[first + 1] !== QUOTE) return undefined;
  const keyEnd = bytes.indexOf(QUOTE, first + 2);
  if (keyEnd < 0 || bytes[keyEnd + 1] !== COLON) return undefined;
  const separator = Buffer.concat([Buffer.from('},'), bytes.subarray(first, keyEnd + 2)]);
  try {
    const transactions: unknown[] = [];
    let start = first;
    for (let at = bytes.indexOf(separator, start); at >= 0; at = bytes.indexOf(separator, start)) {
      transactions.push(JSON.parse(bytes.toString(encoding, start, at + 1)));
      start = at + 2;
    }
    const end = objectEnd(bytes, start);
    if (end < 0 || bytes[end] !== CLOSE_BRACKET) return undefined;
    transactions.push(JSON.parse(bytes.toString(encoding, start, end)));
    const answer = JSON.parse(bytes.toString(encoding, 0, first) + bytes.toString(encoding, end)) as {
      result?: { transactions?: unknown };
    };
    const { result } = answer;
    if (!result || !Array.isArray(result.transactions) || result.transactions.length !== 0) return undefined;
    result.transactions = transactions;
    return answer;
  } catch {
    return undefined;
  }
}

/** The index after the object starting at `start` ends; -1 when it does not end within the limit. */
function objectEnd(bytes: Buffer, start: number): number {
  const stop = Math.min(bytes.length, start + SCAN_AT_MOST);
  let depth = 0;
  let inString = false;
  for (let i = start; i < stop; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1;
  }
  return -1;
}
