// Minimal, allocation-light parser of the Solana wire transaction format (legacy and v0).
// Hand-rolled rather than @solana/kit's codecs because it runs once per transaction on the hot path.
import bs58 from 'bs58';

export interface CompiledIx {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}
export interface AltLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}
export interface ParsedTx {
  wire: Uint8Array;
  signatures: string[];
  version: 'legacy' | 0;
  header: {
    numRequiredSignatures: number;
    numReadonlySignedAccounts: number;
    numReadonlyUnsignedAccounts: number;
  };
  staticKeys: string[];
  /** Raw 32-byte keys (views into `wire`), parallel to staticKeys. */
  staticKeyBytes: Uint8Array[];
  recentBlockhash: string;
  instructions: CompiledIx[];
  lookups: AltLookup[];
  messageBytes: Uint8Array;
}

export class WireError extends Error {}

function shortVec(b: Uint8Array, o: { p: number }): number {
  let len = 0;
  let size = 0;
  for (;;) {
    if (o.p >= b.length) throw new WireError('truncated');
    const elem = b[o.p++];
    len |= (elem & 0x7f) << (size * 7);
    size++;
    if ((elem & 0x80) === 0) break;
    if (size > 3) throw new WireError('bad shortvec');
  }
  return len;
}

function take(b: Uint8Array, o: { p: number }, n: number): Uint8Array {
  if (o.p + n > b.length) throw new WireError('truncated');
  const s = b.subarray(o.p, o.p + n);
  o.p += n;
  return s;
}

export function parseWireTransaction(wire: Uint8Array): ParsedTx {
  const o = { p: 0 };
  const nSig = shortVec(wire, o);
  const signatures: string[] = [];
  for (let i = 0; i < nSig; i++) signatures.push(bs58.encode(take(wire, o, 64)));
  const msgStart = o.p;
  if (o.p >= wire.length) throw new WireError('truncated');
  let version: 'legacy' | 0 = 'legacy';
  if (wire[o.p] & 0x80) {
    const v = wire[o.p] & 0x7f;
    if (v !== 0) throw new WireError(`unsupported transaction version ${v}`);
    version = 0;
    o.p++;
  }
  const h = take(wire, o, 3);
  const header = {
    numRequiredSignatures: h[0],
    numReadonlySignedAccounts: h[1],
    numReadonlyUnsignedAccounts: h[2],
  };
  const nKeys = shortVec(wire, o);
  const staticKeys: string[] = [];
  const staticKeyBytes: Uint8Array[] = [];
  for (let i = 0; i < nKeys; i++) {
    const k = take(wire, o, 32);
    staticKeyBytes.push(k);
    staticKeys.push(bs58.encode(k));
  }
  const recentBlockhash = bs58.encode(take(wire, o, 32));
  const nIx = shortVec(wire, o);
  const instructions: CompiledIx[] = [];
  for (let i = 0; i < nIx; i++) {
    const programIdIndex = take(wire, o, 1)[0];
    if (programIdIndex >= nKeys) throw new WireError('program id index out of range');
    const na = shortVec(wire, o);
    const accounts = Array.from(take(wire, o, na));
    const nd = shortVec(wire, o);
    const data = take(wire, o, nd);
    instructions.push({ programIdIndex, accounts, data });
  }
  const lookups: AltLookup[] = [];
  if (version === 0) {
    const nl = shortVec(wire, o);
    for (let i = 0; i < nl; i++) {
      const accountKey = bs58.encode(take(wire, o, 32));
      const nw = shortVec(wire, o);
      const writableIndexes = Array.from(take(wire, o, nw));
      const nr = shortVec(wire, o);
      const readonlyIndexes = Array.from(take(wire, o, nr));
      lookups.push({ accountKey, writableIndexes, readonlyIndexes });
    }
  }
  if (o.p !== wire.length) throw new WireError('trailing bytes');
  if (nSig !== header.numRequiredSignatures || nSig === 0) throw new WireError('signature count mismatch');
  return {
    wire,
    signatures,
    version,
    header,
    staticKeys,
    staticKeyBytes,
    recentBlockhash,
    instructions,
    lookups,
    messageBytes: wire.subarray(msgStart),
  };
}

/** Whether static account `i` is writable, by the message header rules. */
export function isStaticWritable(tx: ParsedTx, i: number): boolean {
  const {
    numRequiredSignatures: s,
    numReadonlySignedAccounts: rs,
    numReadonlyUnsignedAccounts: ru,
  } = tx.header;
  if (i < s) return i < s - rs;
  return i < tx.staticKeys.length - ru;
}
