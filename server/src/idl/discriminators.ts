/**
 * What identifies an IDL instruction or event: a constant or default (bytes, or a little-endian
 * integer) at an offset, or a data size. Any other form leaves the item unidentified, not guessed.
 *   discriminatorsOf(instructionNode)   // [{ offset: 0, bytes: <e5 17 cb 97 7a e3 ad 2a> }]
 */
import { decodeBase58 } from '../decode/stored/base58';

export interface Discriminator {
  offset: number;
  /** the bytes at `offset`; null for a size discriminator */
  bytes: Uint8Array | null;
  /** the exact data length, for a size discriminator */
  size: number | null;
}

type Node = Record<string, unknown>;

const INT_BYTES: Record<string, number> = { u8: 1, u16: 2, u32: 4, u64: 8, i8: 1, i16: 2, i32: 4, i64: 8 };

function bytesOfValue(type: unknown, value: unknown): Uint8Array | null {
  const v = value as Node | undefined;
  const t = type as Node | undefined;
  if (!v || typeof v !== 'object') return null;
  if (v.kind === 'bytesValueNode' && typeof v.data === 'string') {
    try {
      if (v.encoding === 'base16') return Buffer.from(v.data, 'hex');
      if (v.encoding === 'base64') return Buffer.from(v.data, 'base64');
      if (v.encoding === 'base58') return decodeBase58(v.data);
      if (v.encoding === 'utf8') return Buffer.from(v.data, 'utf8');
    } catch {
      return null;
    }
    return null;
  }
  if (v.kind === 'numberValueNode' && typeof v.number === 'number' && Number.isSafeInteger(v.number)) {
    const format = t?.kind === 'numberTypeNode' ? String(t.format) : 'u8';
    const size = INT_BYTES[format];
    if (!size || t?.endian === 'be') return null;
    const out = new Uint8Array(size);
    let n = BigInt.asUintN(size * 8, BigInt(v.number));
    for (let i = 0; i < size; i++, n >>= 8n) out[i] = Number(n & 0xffn);
    return out;
  }
  return null;
}

/** The discriminators of an instruction node (`fields` are its arguments) or an event node. */
export function discriminatorsOf(node: Node, fields: readonly Node[]): Discriminator[] | null {
  const list = Array.isArray(node.discriminators) ? (node.discriminators as Node[]) : [];
  const out: Discriminator[] = [];
  for (const d of list) {
    const offset = typeof d.offset === 'number' && d.offset >= 0 ? d.offset : 0;
    if (d.kind === 'sizeDiscriminatorNode' && typeof d.size === 'number') {
      out.push({ offset: 0, bytes: null, size: d.size });
    } else if (d.kind === 'constantDiscriminatorNode') {
      const c = d.constant as Node | undefined;
      const bytes = c ? bytesOfValue(c.type, c.value) : null;
      if (!bytes) return null;
      out.push({ offset, bytes, size: null });
    } else if (d.kind === 'fieldDiscriminatorNode') {
      const field = fields.find((f) => f.name === d.name);
      const bytes = field ? bytesOfValue(field.type, field.defaultValue) : null;
      if (!bytes) return null;
      out.push({ offset, bytes, size: null });
    } else {
      return null;
    }
  }
  return out.length > 0 ? out : null;
}

/** An event's prefix constants when it declares no discriminator (Anchor events as Codama writes them). */
export function eventPrefixOf(event: Node): Discriminator[] | null {
  const data = event.data as Node | undefined;
  if (data?.kind !== 'hiddenPrefixTypeNode' || !Array.isArray(data.prefix)) return null;
  const out: Discriminator[] = [];
  let offset = 0;
  for (const c of data.prefix as Node[]) {
    const bytes = bytesOfValue(c.type, c.value);
    if (!bytes) return out.length > 0 ? out : null;
    out.push({ offset, bytes, size: null });
    offset += bytes.length;
  }
  return out.length > 0 ? out : null;
}

export function matches(data: Uint8Array, ds: readonly Discriminator[]): boolean {
  for (const d of ds) {
    if (d.size !== null) {
      if (data.length !== d.size) return false;
      continue;
    }
    const b = d.bytes as Uint8Array;
    if (data.length < d.offset + b.length) return false;
    for (let i = 0; i < b.length; i++) if (data[d.offset + i] !== b[i]) return false;
  }
  return true;
}
