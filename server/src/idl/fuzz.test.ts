/**
 * Hostile IDLs and data: thousands of real IDLs with parts replaced by arbitrary JSON, decoding
 * arbitrary bytes (and bytes that start with a real discriminator). An IDL is refused or compiled;
 * decoding never throws, never takes long and never answers more than a bounded amount.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { decodeTiers } from '../explain/tiers';
import { compileIdl } from './registry';
import type { ProgramIdl } from './program';

const IDLS = path.join(__dirname, '../../test/fixtures/idl/idls');
const PROGRAM = 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C';
const bases = [
  'raydium-cp-swap.v030.json',
  'raydium-cp-swap.legacy.json',
  'jupiter-v6.v030.visualsign.json',
].map((f) => JSON.parse(fs.readFileSync(path.join(IDLS, f), 'utf8')) as unknown);

type Json = unknown;

/** Every path to a value of `v` (at most `max`), objects and arrays included. */
function pathsOf(v: Json, max = 5000): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (x: Json, p: (string | number)[]) => {
    if (out.length >= max) return;
    out.push(p);
    if (Array.isArray(x)) x.forEach((y, i) => walk(y, [...p, i]));
    else if (x && typeof x === 'object') for (const [k, y] of Object.entries(x)) walk(y, [...p, k]);
  };
  walk(v, []);
  return out;
}

function replaced(v: Json, p: (string | number)[], value: Json): Json {
  if (p.length === 0) return value;
  const [head, ...rest] = p;
  // An earlier mutation may have replaced the way there: nothing to change then.
  if (!v || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? replaced(x, rest, value) : x));
  const o = v as Record<string, Json>;
  return { ...o, [head]: replaced(o[head], rest, value) };
}

const basePaths = bases.map((b) => pathsOf(b));

/** The first bytes of the IDL's instructions, so some data reaches real codecs. */
function discriminators(idl: Json): Uint8Array[] {
  const ixs = (idl as { instructions?: { discriminator?: number[] }[] }).instructions ?? [];
  return ixs.flatMap((i) =>
    Array.isArray(i.discriminator) ? [Uint8Array.from(i.discriminator.slice(0, 8))] : [],
  );
}

const MAX_ANSWER = 2_000_000;

function decodeAll(idl: ProgramIdl, data: Uint8Array[]): void {
  for (const d of data) {
    const t0 = performance.now();
    const ix = idl.decodeInstruction(d);
    const ev = idl.decodeEvent(d);
    const tier = decodeTiers(PROGRAM, ['A', 'B'], d, { get: () => idl });
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(JSON.stringify([ix, ev, tier]).length).toBeLessThan(MAX_ANSWER);
  }
}

it('never throws on mutated IDLs and arbitrary data, and answers within bounds', () => {
  let compiled = 0;
  fc.assert(
    fc.property(
      fc.nat(bases.length - 1),
      fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 4 })), { minLength: 1, maxLength: 3 }),
      fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 4 }),
      fc.nat(),
      (which, mutations, data, pick) => {
        let idl: Json = bases[which];
        for (const [at, value] of mutations) {
          const paths = basePaths[which];
          idl = replaced(idl, paths[at % paths.length], value);
        }
        let program: ProgramIdl;
        try {
          program = compileIdl(JSON.stringify(idl), PROGRAM);
        } catch {
          return; // refused: the program's instructions stay raw
        }
        compiled++;
        const ds = discriminators(idl);
        const real = ds.length > 0 ? ds[pick % ds.length] : new Uint8Array();
        decodeAll(program, [...data, ...data.map((d) => Uint8Array.from([...real, ...d]))]);
      },
    ),
    { numRuns: 2000, seed: 42 },
  );
  expect(compiled).toBeGreaterThan(500);
});

it('refuses to decode a vector of items without bytes (its count alone would be billions of turns)', () => {
  const idl = {
    address: PROGRAM,
    metadata: { name: 'x', version: '0.1.0', spec: '0.1.0' },
    instructions: [
      {
        name: 'boom',
        discriminator: [1, 2, 3, 4, 5, 6, 7, 8],
        accounts: [],
        args: [{ name: 'v', type: { vec: { defined: { name: 'Empty' } } } }],
      },
    ],
    types: [{ name: 'Empty', type: { kind: 'struct', fields: [] } }],
  };
  const program = compileIdl(JSON.stringify(idl), PROGRAM);
  const t0 = performance.now();
  expect(
    program.decodeInstruction(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 0xff, 0xff, 0xff, 0xff])),
  ).toBeNull();
  expect(performance.now() - t0).toBeLessThan(100);
});
