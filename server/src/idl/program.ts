/**
 * One program's IDL ready to decode: instructions and events by discriminator, each codec built on
 * first use over a root of that item and the types only (never the whole IDL), errors by number.
 * Nothing throws: what cannot be read or built decodes to null.
 *   const program = new ProgramIdl(root);
 *   program.decodeInstruction(data)   // { name: 'route', accountNames: ['tokenProgram', …], args: { inAmount: '400000000', … } }
 */
import { getNodeCodec } from '@codama/dynamic-codecs';
import type { RootNode } from '@codama/nodes';
import type { JsonValue } from '../decode/types';
import { discriminatorsOf, eventPrefixOf, matches, type Discriminator } from './discriminators';
import { jsonOfDecoded } from '../decode/values';

type Node = Record<string, unknown>;
type Codec = { decode(bytes: Uint8Array): unknown };
type CodecPath = Parameters<typeof getNodeCodec>[0];

export interface IdlInstruction {
  name: string;
  accountNames: string[];
  args: Record<string, JsonValue>;
}

export interface IdlEvent {
  name: string;
  fields: Record<string, JsonValue>;
}

export interface IdlError {
  name: string;
  message: string | null;
}

interface Item {
  node: Node;
  name: string;
  discriminators: Discriminator[];
  /** argument names that only carry the discriminator */
  hidden: Set<string>;
  /** undefined: not built yet; null: cannot be built */
  codec?: Codec | null;
  /** arrays of items without bytes would let a count in the data loop for billions of turns */
  unsafe: boolean;
}

const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : []);
const nameOf = (n: Node): string => (typeof n.name === 'string' ? n.name : '');

/** The program's types by name, to follow links when checking sizes. */
function typesByName(program: Node): Map<string, Node> {
  return new Map(list(program.definedTypes).map((t) => [nameOf(t), t.type as Node]));
}

/** True when the type may take no bytes at all (so a counted array of it is unbounded work). */
function zeroSized(type: unknown, types: Map<string, Node>, depth = 0): boolean {
  const t = type as Node | undefined;
  if (!t || typeof t !== 'object' || depth > 32) return false;
  switch (t.kind) {
    case 'structTypeNode':
      return list(t.fields).every((f) => zeroSized(f.type, types, depth + 1));
    case 'tupleTypeNode':
      return list(t.items).every((i) => zeroSized(i, types, depth + 1));
    case 'definedTypeLinkNode':
      return zeroSized(types.get(nameOf(t)), types, depth + 1);
    case 'fixedSizeTypeNode':
      return t.size === 0;
    case 'hiddenPrefixTypeNode':
    case 'hiddenSuffixTypeNode':
    case 'preOffsetTypeNode':
    case 'postOffsetTypeNode':
      return zeroSized(t.type, types, depth + 1);
    default:
      return false;
  }
}

/** True when some array, set or map in the type has items that may take no bytes. */
function hasUnboundedArray(type: unknown, types: Map<string, Node>, seen: Set<string>, depth = 0): boolean {
  const t = type as Node | undefined;
  if (!t || typeof t !== 'object' || depth > 64) return depth > 64;
  if (t.kind === 'arrayTypeNode' || t.kind === 'setTypeNode') {
    if (zeroSized(t.item, types)) return true;
  }
  if (t.kind === 'mapTypeNode' && zeroSized(t.key, types) && zeroSized(t.value, types)) return true;
  if (t.kind === 'definedTypeLinkNode') {
    const name = nameOf(t);
    if (seen.has(name)) return false;
    seen.add(name);
    return hasUnboundedArray(types.get(name), types, seen, depth + 1);
  }
  for (const v of Object.values(t)) {
    if (v && typeof v === 'object' && hasUnboundedArray(v, types, seen, depth + 1)) return true;
  }
  return false;
}

export class ProgramIdl {
  readonly name: string;
  private readonly root: Node;
  private readonly program: Node;
  private readonly instructions: Item[] = [];
  private readonly events: Item[] = [];
  private readonly errors = new Map<number, IdlError>();

  constructor(root: RootNode) {
    this.root = root as unknown as Node;
    this.program = (this.root.program ?? {}) as Node;
    this.name = nameOf(this.program);
    const types = typesByName(this.program);
    for (const ix of list(this.program.instructions)) {
      const args = list(ix.arguments);
      const ds = discriminatorsOf(ix, args);
      if (!ds) continue;
      const hidden = new Set(args.filter((a) => a.defaultValueStrategy === 'omitted').map(nameOf));
      for (const d of list(ix.discriminators)) if (typeof d.name === 'string') hidden.add(d.name);
      this.instructions.push({
        node: ix,
        name: nameOf(ix),
        discriminators: ds,
        hidden,
        unsafe: args.some((a) => hasUnboundedArray(a.type, types, new Set())),
      });
    }
    // Longer discriminators first: a one-byte tag must not shadow an eight-byte one that begins with it.
    this.instructions.sort((a, b) => discriminatorLength(b) - discriminatorLength(a));
    for (const ev of list(this.program.events)) {
      const ds = discriminatorsOf(ev, []) ?? eventPrefixOf(ev);
      if (!ds) continue;
      this.events.push({
        node: ev,
        name: nameOf(ev),
        discriminators: ds,
        hidden: new Set(),
        unsafe: hasUnboundedArray(ev.data, types, new Set()),
      });
    }
    for (const e of list(this.program.errors)) {
      if (typeof e.code !== 'number') continue;
      this.errors.set(e.code, {
        name: pascal(nameOf(e)),
        message: typeof e.message === 'string' && e.message ? e.message : null,
      });
    }
  }

  get instructionCount(): number {
    return this.instructions.length;
  }

  /** The item's codec over a root holding only it and the program's types. */
  private codecOf(item: Item, kind: 'instructions' | 'events'): Codec | null {
    if (item.codec !== undefined) return item.codec;
    if (item.unsafe) return (item.codec = null);
    const node =
      kind === 'instructions'
        ? {
            ...item.node,
            accounts: [],
            extraArguments: [],
            remainingAccounts: [],
            byteDeltas: [],
            subInstructions: [],
            discriminators: [],
          }
        : item.node;
    const program = {
      ...this.program,
      accounts: [],
      pdas: [],
      errors: [],
      instructions: kind === 'instructions' ? [node] : [],
      events: kind === 'events' ? [node] : [],
    };
    const root = { ...this.root, program, additionalPrograms: [] };
    try {
      item.codec = getNodeCodec([root, program, node] as unknown as CodecPath, { bytesEncoding: 'base16' });
    } catch {
      item.codec = null;
    }
    return item.codec;
  }

  /** The instruction, its account names and its arguments; null when the IDL does not read the data. */
  decodeInstruction(data: Uint8Array): IdlInstruction | null {
    const item = this.instructions.find((i) => matches(data, i.discriminators));
    if (!item) return null;
    const codec = this.codecOf(item, 'instructions');
    if (!codec) return null;
    let decoded: unknown;
    try {
      decoded = codec.decode(data);
    } catch {
      return null;
    }
    const args: Record<string, JsonValue> = {};
    if (decoded && typeof decoded === 'object') {
      for (const [k, v] of Object.entries(decoded as Record<string, unknown>)) {
        if (!item.hidden.has(k)) args[k] = jsonOfDecoded(v);
      }
    }
    return { name: item.name, accountNames: list(item.node.accounts).map(nameOf), args };
  }

  /** Whether the data opens with one of the IDL's instruction discriminators (no decoding). */
  identifies(data: Uint8Array): boolean {
    return this.instructions.some((i) => matches(data, i.discriminators));
  }

  /** An event from its bytes (discriminator first), as a `Program data:` line or an emit_cpi carries it. */
  decodeEvent(bytes: Uint8Array): IdlEvent | null {
    const item = this.events.find((e) => matches(bytes, e.discriminators));
    if (!item) return null;
    const codec = this.codecOf(item, 'events');
    if (!codec) return null;
    try {
      const decoded = codec.decode(bytes);
      const fields: Record<string, JsonValue> = {};
      if (decoded && typeof decoded === 'object') {
        for (const [k, v] of Object.entries(decoded as Record<string, unknown>)) fields[k] = jsonOfDecoded(v);
      }
      return { name: item.name, fields };
    } catch {
      return null;
    }
  }

  error(code: number): IdlError | null {
    return this.errors.get(code) ?? null;
  }
}

function discriminatorLength(i: Item): number {
  return i.discriminators.reduce((n, d) => n + (d.bytes?.length ?? 0), 0);
}

/** Codama names are camelCase; an error is shown by its Rust name (SlippageToleranceExceeded). */
function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The IDLs known when a transaction is shown, by program id (already loaded: lookups are synchronous). */
export interface IdlLookup {
  get(programId: string): ProgramIdl | null;
  /** Called once per program whose IDL failed on some data (the caller logs it once). */
  failed?(programId: string): void;
}
