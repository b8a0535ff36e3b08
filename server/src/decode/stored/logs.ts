// Log lines in the stored entry: the standard lines about a program of this transaction become tokens.
import { decodeCanonicalBase64, decodedRoom } from './base64';
import { type ByteReader, ByteWriter, CorruptBody } from './bytes';
import { LocalAddresses, addressKey, filterOf, startFilter } from './localAddresses';

const LOG_LITERAL = 0;
const LOG_INVOKE = 1;
const LOG_SUCCESS = 2;
const LOG_CONSUMED = 3;
const LOG_FAILED = 4;
const LOG_PROGRAM_OTHER = 5;
const LOG_LOG = 6;
const LOG_DATA = 7;
const LOG_DATA_BYTES = 8;

/** The decimal number at s[from, to) if it is written as the node writes numbers (no sign, no leading 0). */
function decimalAt(s: string, from: number, to: number): number {
  if (to <= from || to - from > 15 || (s.charCodeAt(from) === 48 && to - from > 1)) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

const CONSUMED_TAIL = ' compute units';

export function writeLog(w: ByteWriter, line: string, local: LocalAddresses): void {
  // Plain string tests instead of regular expressions: a heavy transaction has dozens of lines.
  if (line.startsWith('Program ')) {
    if (line.startsWith('log: ', 8)) {
      w.byte(LOG_LOG);
      w.string(line.slice(13));
      return;
    }
    if (line.startsWith('data: ', 8)) {
      if (writeEventData(w, line.slice(14), local)) return;
      w.byte(LOG_DATA);
      w.string(line.slice(14));
      return;
    }
    let end = line.indexOf(' ', 8);
    if (end < 0) end = line.length;
    // Only the addresses the transaction already names: a log line cannot add an address.
    const i = end - 8 >= 32 ? local.index.get(line.slice(8, end)) : undefined;
    if (i !== undefined) {
      const n = line.length;
      if (n - end === 8 && line.endsWith(' success')) {
        w.byte(LOG_SUCCESS);
        w.varint(i);
        return;
      }
      if (line.startsWith(' invoke [', end) && line.charCodeAt(n - 1) === 93) {
        const depth = decimalAt(line, end + 9, n - 1);
        if (depth >= 0) {
          w.byte(LOG_INVOKE);
          w.varint(i);
          w.varint(depth);
          return;
        }
      }
      if (line.startsWith(' consumed ', end) && line.endsWith(CONSUMED_TAIL)) {
        const of = line.indexOf(' of ', end + 10);
        const used = of < 0 ? -1 : decimalAt(line, end + 10, of);
        const limit = used < 0 ? -1 : decimalAt(line, of + 4, n - CONSUMED_TAIL.length);
        if (limit >= 0) {
          w.byte(LOG_CONSUMED);
          w.varint(i);
          w.varint(used);
          w.varint(limit);
          return;
        }
      }
      if (line.startsWith(' failed: ', end)) {
        w.byte(LOG_FAILED);
        w.varint(i);
        w.string(line.slice(end + 9));
        return;
      }
      w.byte(LOG_PROGRAM_OTHER);
      w.varint(i);
      w.string(line.slice(end));
      return;
    }
  }
  w.byte(LOG_LITERAL);
  w.string(line);
}

/**
 * A "Program data:" line (base64 events) as bytes with the transaction's own addresses as indexes,
 * as events repeat them and as text they do not compress. False when a part is not canonical base64
 * (the line then stays text, so it comes back as it was).
 */
function writeEventData(w: ByteWriter, payload: string, local: LocalAddresses): boolean {
  // Every part is decoded before anything is written: a part that is not canonical keeps the line text.
  const room = decodedRoom(payload.length);
  if (eventBytes.length < room) eventBytes = new Uint8Array(room * 2);
  partEnds.length = 0;
  let at = 0;
  for (let from = 0; ;) {
    let to = payload.indexOf(' ', from);
    if (to < 0) to = payload.length;
    const n = decodeCanonicalBase64(payload, from, to, eventBytes, at);
    if (n < 0) return false;
    at += n;
    partEnds.push(at);
    if (to === payload.length) break;
    from = to + 1;
  }
  w.byte(LOG_DATA_BYTES);
  w.varint(partEnds.length);
  let start = 0;
  for (let i = 0; i < partEnds.length; i++) {
    writeWithAddresses(w, eventBytes, start, partEnds[i], local);
    start = partEnds[i];
  }
  return true;
}

/** The decoded parts of the event being written, end to end (reused: encoding is one body at a time). */
let eventBytes = new Uint8Array(4096);
const partEnds: number[] = [];

/** Bytes b[from, to) as runs: [literal bytes] [address index + 1], …, [literal bytes] [0]. */
function writeWithAddresses(
  w: ByteWriter,
  b: Uint8Array,
  from: number,
  to: number,
  local: LocalAddresses,
): void {
  let literal = from;
  const stamp = local.marked();
  for (let i = from; i + 32 <= to;) {
    const found = startFilter[filterOf(b, i)] === stamp ? local.keyAt(b, i) : -1;
    if (found < 0) {
      i++;
      continue;
    }
    w.bytesOf(b, literal, i);
    w.varint(found + 1);
    i += 32;
    literal = i;
  }
  w.bytesOf(b, literal, to);
  w.varint(0);
}

/** An address named inside event data: only a 32-byte key was ever written there. */
function addressBytes(address: string): Uint8Array {
  const { key } = addressKey(address);
  if (!key) throw new CorruptBody('event data names an address that is not a 32-byte key');
  return key;
}

function readEventData(r: ByteReader, at: (i: number) => string): string {
  const n = r.count();
  const parts: string[] = [];
  for (let k = 0; k < n; k++) {
    const runs: Uint8Array[] = [];
    for (;;) {
      runs.push(r.bytes());
      const ref = r.varint();
      if (ref === 0) break;
      runs.push(addressBytes(at(ref - 1)));
    }
    parts.push(Buffer.concat(runs).toString('base64'));
  }
  return `Program data: ${parts.join(' ')}`;
}

export function readLog(r: ByteReader, at: (i: number) => string): string {
  const tag = r.byte();
  switch (tag) {
    case LOG_LITERAL:
      return r.string();
    case LOG_LOG:
      return `Program log: ${r.string()}`;
    case LOG_DATA:
      return `Program data: ${r.string()}`;
    case LOG_DATA_BYTES:
      return readEventData(r, at);
    case LOG_SUCCESS:
      return `Program ${at(r.varint())} success`;
    case LOG_INVOKE: {
      const a = at(r.varint());
      return `Program ${a} invoke [${r.varint()}]`;
    }
    case LOG_CONSUMED: {
      const a = at(r.varint());
      const used = r.varint();
      return `Program ${a} consumed ${used} of ${r.varint()} compute units`;
    }
    case LOG_FAILED: {
      const a = at(r.varint());
      return `Program ${a} failed: ${r.string()}`;
    }
    case LOG_PROGRAM_OTHER: {
      const a = at(r.varint());
      return `Program ${a}${r.string()}`;
    }
    default:
      throw new CorruptBody(`log line tag ${tag}`);
  }
}
