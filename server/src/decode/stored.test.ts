// The stored form of a transaction gives back exactly what the node sent, for every real recorded
// transaction (mainnet, devnet, Eclipse; json and base64; legacy and v0 with lookup tables; failed;
// meta null), refers to addresses only by the ids it was given, and refuses a damaged body clearly.
import fs from 'node:fs';
import path from 'node:path';
import type { RpcTransactionWithMeta } from '../rpc/types';
import { encodeStoredTransaction, openStoredTransaction } from './stored';
import { wireToJsonTransaction } from './wire';

const FIXTURES = path.join(__dirname, '../../test/fixtures');

/** Every transaction entry of every recorded body, in the json shape the indexer stores. */
function realEntries(): { file: string; entry: RpcTransactionWithMeta }[] {
  const out: { file: string; entry: RpcTransactionWithMeta }[] = [];
  const files = [
    ...fs.readdirSync(path.join(FIXTURES, 'real-blocks')).map((f) => path.join('real-blocks', f)),
    ...fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.json')),
  ].filter((f) => f.endsWith('.json'));
  for (const file of files) {
    let body = JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as Record<string, unknown>;
    if ('result' in body) body = body.result as Record<string, unknown>;
    const list = (body.transactions as RpcTransactionWithMeta[] | undefined) ?? [
      body as unknown as RpcTransactionWithMeta,
    ];
    for (const e of list) {
      const raw = e.transaction as unknown;
      if (Array.isArray(raw)) {
        const w = wireToJsonTransaction(raw[0] as string);
        out.push({
          file,
          entry: { meta: e.meta, transaction: w.transaction, version: e.version ?? w.version },
        });
      } else
        out.push({
          file,
          entry: {
            transaction: e.transaction,
            meta: e.meta,
            ...(e.version !== undefined ? { version: e.version } : {}),
          },
        });
    }
  }
  return out;
}

function numbering(): { idOf: (a: string) => number; addressOf: (id: number) => string; used: Set<number> } {
  const ids = new Map<string, number>();
  const names = new Map<number, string>();
  const used = new Set<number>();
  return {
    idOf: (a) => {
      let id = ids.get(a);
      if (id === undefined) {
        id = ids.size + 1;
        ids.set(a, id);
        names.set(id, a);
      }
      used.add(id);
      return id;
    },
    addressOf: (id) => {
      const a = names.get(id);
      if (a === undefined) throw new Error(`unknown id ${id}`);
      return a;
    },
    used,
  };
}

const entries = realEntries();

test('the recorded set is all there', () => {
  expect(entries.length).toBeGreaterThan(400);
  expect(entries.some((e) => e.entry.meta === null)).toBe(true);
  expect(entries.some((e) => e.entry.version === 0)).toBe(true);
});

test('every real transaction comes back exactly as the node sent it', () => {
  for (const { file, entry } of entries) {
    const n = numbering();
    const body = encodeStoredTransaction(entry, n.idOf);
    const opened = openStoredTransaction(body);
    expect({ file, ids: [...opened.ids].sort((a, b) => a - b) }).toEqual({
      file,
      ids: [...n.used].sort((a, b) => a - b),
    });
    expect({ file, entry: opened.decode(n.addressOf) }).toEqual({
      file,
      entry: JSON.parse(JSON.stringify(entry)),
    });
  }
});

test('a stored body is much smaller than the JSON the node sent', () => {
  let json = 0;
  let stored = 0;
  for (const { entry } of entries) {
    json += JSON.stringify(entry).length;
    stored += encodeStoredTransaction(entry, numbering().idOf).length;
  }
  expect(stored).toBeLessThan(json / 2);
});

test('a damaged or unknown body is refused with a clear error', () => {
  const body = encodeStoredTransaction(entries[0].entry, numbering().idOf);
  const open = (b: Uint8Array) => openStoredTransaction(b).decode(() => 'x');
  expect(() => open(body.subarray(0, 1))).toThrow(/too short/);
  expect(() => open(Buffer.concat([Buffer.from([99]), body.subarray(1)]))).toThrow(
    /unknown format version 99/,
  );
  expect(() => open(body.subarray(0, Math.floor(body.length / 2)))).toThrow(/corrupt body/);
  const flipped = Buffer.from(body);
  flipped[flipped.length - 3] ^= 0xff;
  expect(() => open(flipped)).toThrow(/stored transaction/);
  // An address list longer than the body is refused before anything is read.
  expect(() => openStoredTransaction(Buffer.from([2, 0xff, 0xff, 0x03]))).toThrow(/corrupt body/);
});

test('the ids lead the body: they are read without inflating it', () => {
  const n = numbering();
  const body = encodeStoredTransaction(entries[0].entry, n.idOf);
  const { ids } = openStoredTransaction(Buffer.concat([body.subarray(0, body.length - 4), Buffer.alloc(4)]));
  expect(new Set(ids)).toEqual(n.used);
});
