// The stored form of a transaction gives back exactly what the node sent, for every real recorded
// transaction (mainnet, devnet, Eclipse; json and base64; legacy and v0 with lookup tables; failed;
// meta null), refers to addresses only by the ids it was given, and refuses a damaged body clearly.
import fs from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import path from 'node:path';
import bs58 from 'bs58';
import { pushVarint } from '../db/varint';
import type { RpcCompiledInstruction, RpcInnerInstructions, RpcTransactionWithMeta } from '../rpc/types';
import { encodeStoredTransaction, openStoredTransaction, storedPayload } from './stored';
import { decodeBase58, encodeBase58 } from './stored/base58';
import { ByteReader } from './stored/bytes';
import { DICTIONARY_V4 } from './stored/dictionary';
import { uiAmountString } from './stored/tokenBalances';
import { wireToJsonTransaction } from './wire';
import { zstdEngine } from './stored/zstd';

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

/** Encodes and decodes through a fresh numbering, checking the ids; gives back the decoded entry. */
function roundTrip(entry: unknown): unknown {
  const n = numbering();
  const opened = openStoredTransaction(encodeStoredTransaction(entry as RpcTransactionWithMeta, n.idOf));
  expect(new Set(opened.ids)).toEqual(n.used);
  return opened.decode(n.addressOf);
}

const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

/** A real entry with a meta (the failed Eclipse transaction: token balances, logs, inner instructions). */
function sample(): Record<string, unknown> & {
  meta: Record<string, unknown>;
  transaction: RpcTransactionWithMeta['transaction'];
} {
  const e = entries.find((x) => x.file.includes('35781852_json_failed'));
  if (!e) throw new Error('fixture missing');
  return plain(e.entry) as ReturnType<typeof sample>;
}

test('fields the codec does not know, odd shapes and odd values come back as they were', () => {
  const s = sample();
  const message = s.transaction.message as unknown as Record<string, unknown>;
  const meta = s.meta;
  const ix = s.transaction.message.instructions;
  const variants: unknown[] = [
    // Fields a later node may add, at every level.
    { ...s, blockTime: null, slot: 5, future: { a: [1, 'x'] } },
    { ...s, transaction: { ...s.transaction, extra: true, message: { ...message, futureField: 'v' } } },
    { ...s, meta: { ...meta, rewards: [{ pubkey: 'x', lamports: -5, postBalance: 1, rewardType: 'Fee' }] } },
    {
      ...s,
      meta: {
        ...meta,
        rewards: null,
        returnData: {
          programId: ix.length ? s.transaction.message.accountKeys[0] : 'p',
          data: ['AQID', 'base64'],
        },
        costUnits: 1234,
        futureMetaField: [1, 2],
      },
    },
    { ...s, meta: { ...meta, returnData: { programId: 'x', data: ['not base64!', 'base64'] } } },
    // Errors of every shape; a status that does not match its error.
    { ...s, meta: { ...meta, err: 'AccountInUse', status: { Err: 'AccountInUse' } } },
    {
      ...s,
      meta: {
        ...meta,
        err: { InstructionError: [0, 'InvalidAccountData'] },
        status: { Err: { InstructionError: [0, 'InvalidAccountData'] } },
      },
    },
    { ...s, meta: { ...meta, err: { InstructionError: [3, { Custom: 4294967295 }] }, status: { Ok: null } } },
    { ...s, meta: { ...meta, err: null, status: { Ok: null, also: 1 } } },
    { ...s, meta: { ...meta, err: { InsufficientFundsForRent: { account_index: 2 } } } },
    // meta null, version and loadedAddresses missing, odd versions.
    { transaction: s.transaction, meta: null },
    { transaction: s.transaction, meta: { ...meta, loadedAddresses: undefined }, version: 'legacy' },
    { ...s, version: 7 },
    { ...s, version: 'v9' },
    // stackHeight present, absent and null; instruction shapes the codec does not know.
    {
      ...s,
      transaction: {
        ...s.transaction,
        message: {
          ...message,
          instructions: ix.map((x, i) => ({ ...x, stackHeight: [undefined, null, 1, 9][i % 4] })),
        },
      },
    },
    {
      ...s,
      transaction: {
        ...s.transaction,
        message: {
          ...message,
          instructions: [
            { ...ix[0], data: 'not base58: 0OIl' },
            { ...ix[0], data: '' },
            { ...ix[0], extra: 1 },
            'odd',
            { ...ix[0], accounts: [-1, 2.5] },
          ],
        },
      },
    },
    {
      ...s,
      transaction: {
        ...s.transaction,
        message: { ...message, instructions: [{ ...ix[0], data: '1111' + 'z'.repeat(1500) }] },
      },
    },
    // Numbers past 2^53 (parsed by JSON.parse as doubles) and balance changes of every size.
    {
      ...s,
      meta: {
        ...meta,
        fee: 2 ** 60,
        preBalances: meta.preBalances,
        postBalances: (meta.preBalances as number[]).map((b, i) => (i === 0 ? 18446744073709552000 : b)),
      },
    },
    {
      ...s,
      meta: {
        ...meta,
        preBalances: (meta.preBalances as number[]).map(() => 2 ** 53 - 1),
        postBalances: (meta.preBalances as number[]).map((_, i) => i),
      },
    },
    { ...s, meta: { ...meta, postBalances: [1, 2] } },
    { ...s, meta: { ...meta, preBalances: 'x', postBalances: [-1, 1.5] } },
    // Signatures and blockhash that are not base58 of the usual size.
    { ...s, transaction: { ...s.transaction, signatures: ['', s.transaction.signatures[0]] } },
    { ...s, transaction: { ...s.transaction, message: { ...message, recentBlockhash: 'short' } } },
    // Log lines that look like the standard ones but are not exactly.
    {
      ...s,
      meta: {
        ...meta,
        logMessages: [
          `Program ${s.transaction.message.accountKeys[1]} invoke [01]`,
          `Program ${s.transaction.message.accountKeys[1]} invoke [2] `,
          `Program ${s.transaction.message.accountKeys[1]} consumed 1 of 2 compute units!`,
          `Program ${s.transaction.message.accountKeys[1]} consumed 00 of 2 compute units`,
          `Program ${s.transaction.message.accountKeys[1]}`,
          `Program ${s.transaction.message.accountKeys[1]} failed: `,
          'Program 11111111111111111111111111111111111 invoke [1]',
          'Program log: ünïcödé ✓ \u0001',
          'Program data: ',
          'Program ',
          '',
          '\u0001\u0002',
        ],
      },
    },
    { ...s, meta: { ...meta, logMessages: ['ok', 5, null] } },
    // Strings UTF-8 cannot carry as they are (a lone surrogate from a JSON escape) and other Unicode.
    { ...s, meta: { ...meta, logMessages: ['Program log: \ud800 lone', 'Program log: 😀 pair'] } },
    {
      ...s,
      transaction: {
        ...s.transaction,
        message: { ...message, instructions: [{ ...ix[0], data: '\udc00é' }] },
      },
    },
    // Token balances: missing owner/programId, odd amounts, uiAmount the node did not compute.
    {
      ...s,
      meta: {
        ...meta,
        preTokenBalances: [
          {
            accountIndex: 1,
            mint: 'm',
            uiTokenAmount: { amount: '0', decimals: 6, uiAmount: null, uiAmountString: '0' },
          },
          {
            accountIndex: 2,
            mint: 'm',
            owner: 'o',
            uiTokenAmount: {
              amount: '18446744073709551615',
              decimals: 9,
              uiAmount: 18446744073.709553,
              uiAmountString: '18446744073.709551615',
            },
          },
          {
            accountIndex: 3,
            mint: 'm',
            programId: 'p',
            uiTokenAmount: { amount: '0012', decimals: 2, uiAmount: 0.5, uiAmountString: '0.12000' },
          },
          { accountIndex: 4, mint: 'm', uiTokenAmount: { amount: '5', decimals: 0 } },
          {
            accountIndex: 5,
            mint: 'm',
            uiTokenAmount: { amount: '5', decimals: 2, uiAmount: 0.05, uiAmountString: '0.05', extra: 1 },
          },
          { accountIndex: 6, mint: 7, uiTokenAmount: { amount: '5', decimals: 2 } },
          null,
        ],
      },
    },
  ];
  for (const v of variants) expect(roundTrip(v)).toEqual(plain(v));
});

test("the node's decimal form of token amounts", () => {
  expect(uiAmountString('0', 6)).toBe('0');
  expect(uiAmountString('1500000', 6)).toBe('1.5');
  expect(uiAmountString('12', 6)).toBe('0.000012');
  expect(uiAmountString('1000', 0)).toBe('1000');
  expect(uiAmountString('123456789', 3)).toBe('123456.789');
});

test("the codec's base58 agrees with the reference one for every length", () => {
  for (let n = 0; n < 700; n += n < 140 ? 1 : 37) {
    for (const fill of [0, 1, 255, -1]) {
      const b = Buffer.alloc(n);
      for (let i = 0; i < n; i++) b[i] = fill >= 0 ? fill : (i * 151 + n * 7) & 0xff;
      if (n > 2 && fill !== 0) b[0] = 0;
      const s = bs58.encode(b);
      expect(encodeBase58(b)).toBe(s);
      expect(Buffer.from(decodeBase58(s)).equals(Buffer.from(bs58.decode(s)))).toBe(true);
    }
  }
  expect(() => decodeBase58('0OIl')).toThrow(/base58/);
});

test('the parts every transaction carries are binary, not JSON', () => {
  // Only the real entries' odd parts (the Old Faithful extra field, non-custom errors) fall back to JSON.
  let fallback = 0;
  for (const { entry } of entries) {
    const { payload } = storedPayload(entry);
    if (payload.includes('"')) fallback++;
  }
  expect(fallback / entries.length).toBeLessThan(0.6);
});

test('a body of the previous (JSON) format is still read', () => {
  const s = realEntries().find((x) => x.file.includes('35781852_json_failed'));
  if (!s) throw new Error('fixture missing');
  const body = Buffer.from(V2_BODY, 'base64');
  const opened = openStoredTransaction(body);
  // That body was written with ids 1000, 1007, 1014, … in order of first use.
  const addresses = new Map<number, string>();
  const seen: string[] = [];
  const note = (a: string) => {
    if (!seen.includes(a)) seen.push(a);
  };
  s.entry.transaction.message.accountKeys.forEach(note);
  for (const b of [...(s.entry.meta?.preTokenBalances ?? []), ...(s.entry.meta?.postTokenBalances ?? [])]) {
    note(b.mint);
    if (b.owner) note(b.owner);
    if (b.programId) note(b.programId);
  }
  seen.forEach((a, i) => addresses.set(1000 + i * 7, a));
  expect(opened.ids.length).toBeGreaterThan(0);
  const decoded = opened.decode((id) => {
    const a = addresses.get(id);
    if (a === undefined) throw new Error(`unknown id ${id}`);
    return a;
  });
  expect(decoded).toEqual(plain(s.entry));
});

test('a body of the first binary format (its own dictionary) is still read', () => {
  const s = realEntries().find((x) => x.file.includes('35781852_json_failed'));
  if (!s) throw new Error('fixture missing');
  const body = Buffer.from(V3_BODY, 'base64');
  expect(body[0]).toBe(3);
  // That body was written with id 1000 + the address's rank among the entry's addresses, sorted.
  const meta = s.entry.meta;
  const all = new Set<string>([
    ...s.entry.transaction.message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]);
  for (const b of [...(meta?.preTokenBalances ?? []), ...(meta?.postTokenBalances ?? [])]) {
    all.add(b.mint);
    if (b.owner) all.add(b.owner);
    if (b.programId) all.add(b.programId);
  }
  const sorted = [...all].sort();
  const decoded = openStoredTransaction(body).decode((id) => {
    const a = sorted[id - 1000];
    if (a === undefined) throw new Error(`unknown id ${id}`);
    return a;
  });
  expect(decoded).toEqual(plain(s.entry));
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
  expect(() => openStoredTransaction(Buffer.from([4, 0xff, 0xff, 0x03]))).toThrow(/corrupt body/);
});

/** Unsigned LEB128, as the body's head is written. */
const varints = (values: number[]): number[] => {
  const out: number[] = [];
  for (const n of values) pushVarint(out, n);
  return out;
};

/** A body's head (format byte, address ids) and its entry as stored, before the checksum. */
const partsOf = (body: Buffer) => {
  const { ids } = openStoredTransaction(body);
  const headLength = 1 + varints([ids.length, ...ids]).length;
  const rest = body.subarray(headLength, body.length - 4);
  if (body[0] !== 10 && body[0] !== 12) return { ids, entry: rest, side: null };
  const r = new ByteReader(rest);
  const length = r.varint();
  return { ids, entry: rest.subarray(r.pos, r.pos + length), side: rest.subarray(r.pos + length) };
};

/** The entry of a body uncompressed (a plain one as it is). */
const rawEntry = (body: Buffer): Buffer => {
  const { entry } = partsOf(body);
  return body[0] === 8 || body[0] === 10 ? entry : zstdEngine().decompress(entry, DICTIONARY_V4);
};

/** The same body in format 4: the layout and dictionary of the current format, deflated, without the checksum. */
const uncheckedBody = (body: Buffer): Buffer => {
  const { ids } = partsOf(body);
  return Buffer.concat([
    Buffer.from([4, ...varints([ids.length, ...ids])]),
    deflateRawSync(rawEntry(body), { level: 1, dictionary: DICTIONARY_V4 }),
  ]);
};

/** The same body as formats 7 and 9 wrote it: the entry deflated with the same dictionary. */
const deflatedBody = (body: Buffer): Buffer => {
  const { ids, side } = partsOf(body);
  const deflated = deflateRawSync(rawEntry(body), { level: 1, dictionary: DICTIONARY_V4 });
  const payload = side ? Buffer.concat([Buffer.from(varints([deflated.length])), deflated, side]) : deflated;
  const out = Buffer.concat([
    Buffer.from([side ? 9 : 7, ...varints([ids.length, ...ids])]),
    payload,
    Buffer.alloc(4),
  ]);
  out.writeUInt32LE(crc32(out.subarray(0, out.length - 4)), out.length - 4);
  return out;
};

test('bodies of formats 7 and 9 (the entry deflated) are still read', () => {
  let sides = 0;
  for (const { entry } of entries) {
    const n = numbering();
    const body = encodeStoredTransaction(entry, n.idOf);
    if (body[0] !== 11 && body[0] !== 12) continue;
    if (body[0] === 12) sides++;
    expect(openStoredTransaction(deflatedBody(body)).decode(n.addressOf)).toEqual(plain(entry));
  }
  expect(sides).toBeGreaterThan(0);
});

test('every cut and every flipped bit of real bodies is refused with a clear Error', () => {
  const picks = entries.filter((_, i) => i % 40 === 0);
  for (const { entry } of picks) {
    const n = numbering();
    const body = encodeStoredTransaction(entry, n.idOf);
    const open = (b: Uint8Array) => openStoredTransaction(b).decode((id) => n.addressOf(id));
    for (let cut = 0; cut < body.length; cut++)
      expect(() => open(body.subarray(0, cut))).toThrow(/stored transaction/);
    for (let at = 0; at < body.length; at++) {
      const bad = Buffer.from(body);
      bad[at] ^= 1 << (at % 8);
      expect(() => open(bad)).toThrow(/stored transaction/);
    }
  }
});

test('a damaged body without a checksum (format 4) gives an Error or an entry, never a crash or a hang', () => {
  // Format 4 had no side part: bodies with packed instruction data have no format 4 twin.
  const picks = entries.filter(
    (e, i) => i % 40 === 0 && [11, 8].includes(encodeStoredTransaction(e.entry, numbering().idOf)[0]),
  );
  expect(picks.length).toBeGreaterThan(5);
  for (const { entry } of picks) {
    const n = numbering();
    const body = uncheckedBody(encodeStoredTransaction(entry, n.idOf));
    const open = (b: Uint8Array) => openStoredTransaction(b).decode((id) => n.addressOf(id));
    expect(open(body)).toEqual(plain(entry));
    for (let cut = 0; cut < body.length; cut++)
      expect(() => open(body.subarray(0, cut))).toThrow(/stored transaction/);
    for (let at = 0; at < body.length; at += 3) {
      for (const mask of [0x01, 0x80, 0xff]) {
        const bad = Buffer.from(body);
        bad[at] ^= mask;
        try {
          expect(typeof open(bad)).toBe('object');
        } catch (e) {
          // Every failure is the codec's own clear refusal or an id the numbering does not know.
          expect(String(e)).toMatch(/stored transaction|unknown id/);
        }
      }
    }
  }
});

test('the ids lead the body: they are read without inflating it', () => {
  const n = numbering();
  const body = uncheckedBody(encodeStoredTransaction(entries[0].entry, n.idOf));
  const { ids } = openStoredTransaction(Buffer.concat([body.subarray(0, body.length - 4), Buffer.alloc(4)]));
  expect(new Set(ids)).toEqual(n.used);
});

/** A format-3 body of the failed Eclipse transaction. */
const V3_BODY =
  'AxL0B+kH6gfuB/AH9QfoB/EH+Af5B+sH7AftB+8H8gfzB/YH9wd1k0uIG3UAxmf+eewrTXdXFHtVkB4EndnJ7ARccZJJJsyLeU9mKEh2HskkZB5J5hUEC+KpIMWD6KE9FLEt6kHXg4LYPYh4KIhSWig+Slkf6MFFey3oHhX6fZff8Tt8PwgA+Bb2zd2jv698ceulV0svP3b72wdXa0/rz73w1/2j3/+4vzf6kywuf7V59TXyzrXbXn/jy/Tnhx98yKpnX7z3FPlOUn+iDMA2BINSuVJdWV1b36idqp/e3AIwVAPg7BvLTy5Qv/z68L3yjZ0HF155f/3G996Te98VHx3f/GGvBkBlBaqAw3OPQ3B9G6pWavDW2qnN09Wt9dWNEigflLuqGtE00kKaVOq6OC1p/dSRSVqnKJSd0/qyY3oYomq5qlkyRi60pmD5BTVh/dCIyGHa91Q7wFs7DLufpVJBBMi+Ec5MVE+NYJkNGD+NBNYdoL18oBixJbQZidd4rG1PXUMPNG/cjgiZ0Bui7+OyifGkg+M8w/mhKARcU5PMwsJdFccC2xglocvFbaJIOkpsz3NaVuSpvGv3cY9UWiFl6R0+D6VmH7MXTQkdNEWD9VN9osouZxWdXk/FBFU13AmyQw2yLuWOCmdK2UbEKRrDKtOkm7GaP2cU1UuW6nwYe0rOLiKc7aAjfqlLGC5aUdboK91Y0CJsRieqaYp2D026DSTjWEEiyJaJ+32OdHEum/m7bayJyDGbsiyP5LbmKJIgsMVEGOt2jESchY3ZxEN9ZzCZDj2yXSxmBS/lpFsweW6hDhJR015eoJPMUrsEZ+zEiRrkvXTAzUKJ8WZIOu46jtcaBQGP8XKSSUEnG005OxyJcmDHtjwLW8Wok9HJ0MyQPsOnRY+giLmI8Ma0qcisnCtLgpCGtEePFkPCpUW90/AsMZBMDGe6mr/LFMsgH7dCWR072C46aEciBJ2cugIACrY/fv2nrzfe3b92GT4+BMeX3nr203MwfNGArty79Pzh25+XoIvGSc8flW/+CAPIhv4fAIEqvAKDFbgOV8+0H6FRo1Q/uA4OP9PK9TOPUq0BYByU1lfP//bmM2v/YXCy+OA6gKB/6R8=';

/** A format-2 body of the failed Eclipse transaction, as the previous layout wrote it. */
const V2_BODY =
  'AhLoB+8H9gf9B4QIiwiSCJkIoAinCK4ItQi8CMMIygjRCNgI3wjNl9uOqzYUht+Fa2sLGwOmdyEBIk7iTKDtBUMgIdkccuCUrbx7RWbayXSS3d2qqsoFSNha9vrltf7P36jzdIST2+JTkmV2OiWb7FZwr7vQsvFtIwABBmDAAg7wgAABQBpACCACkAEQA8gCyAHI/wr+JdXQP5btXTMNyguVf6Ac/0g58CfxOcDe8gOQn/JlbglOAkB+yp5M+TMAAfy+oOx5jaJAEQqLLss4xfZX3dqZKcFigbSTElykKMfQ8wfPjx08O/uCGRfjYq8VddjMNt0q99KKExlVe+k7eyQVfAnrY4SCLqwufaIWXWNqWYKWQ+KGh9icq7bhG3iellkYVH6+mzfEIQFrFQXnRNiYrTnOUPWitsxKF3w7GmMu8zhcpeG2rTP9MCdjK7mH9DQojuuUDp+uuHzmivUiDiRjqG1hhdOzYKNEsEKt6IK952R6PErLpYdNzwuzPWQWSS8vsu24Lhdp2Oiur2pu2cq95hcn1fXy9uKdNofcHbRzw2kS2hqXwMacFTc9u3Llg+k3+Ki0XhRZ6RK1Mgt7XTNtMhMjrljps4zT+2PBz7EAnYPWaZoBh9Rfu7ZpauPe3AXpATZ6jHdam6NinezLTT6bj+fjaNjDLBvVYYjRGjaLcjmMaN/Hnkz0kDm0XjUsu0Q/1raaH2G3k9frXNxWlYENp+3tSuq3pZ7WW8up0kPqHGtx3Eq90m6iHq5UoxuXZEFOFjTCUnAdzRncCyH2RsmV7XlDMsUKJDaPrcqOMKfKfsGr46UadmLteLs15lEyb6wHpxPiR8fzZutpVp3Fr3W63yanLfUTJTib3IJk1vhaEa7GoONxLM7rcAVXpAlfMMfIx8Ce73BtUFdAne7K6GeKlVnLD2dxKpatkmQ7Ex+Ogrh7Wc0N041Qu7NR5ntlkZ+jRJMkJqh9tq3787mIeGZ/OjSKwTh4Loq8J2uiBXeMw0i+IVATc5TZVBHfnrgzQ2iOf+vLD50a3jk1e50CvjXuvwNF9xgEPiDSdZq/MV4b3k2M39viLy1N05B//dz1Ugo8mfLWVj+NQ/y9GK92/sTr2OfB/jDBm4KTC0L8yAafBvgrn2Wpz0bIQJplMKIJDSBiCQ0QjTgMMKR5BATEMUTgJjsgzK1dAgghiwANIA0hS/MsBjzieY65/buN3b95wjAcQAQL6AmV/gBDQvoDRJLvQSShX58POCvc4yz9hSaPcPYLTajrVIkf0eFNH8j8F/p8Zvn/nzwfrjXvRCb9cLlfr4DqsuPpRibU12yTpCN1/Q0=';

test("a program's event data is kept as bytes, its transaction's addresses in it as indexes, and comes back as it was", () => {
  const s = sample();
  const keys = s.transaction.message.accountKeys;
  const key = (i: number) => Buffer.from(decodeBase58(keys[i]));
  const amount = Buffer.alloc(8);
  amount.writeBigUInt64LE(123_456_789n);
  // A swap event: discriminator, pool, user, amount; the user again at the very end.
  const event = Buffer.concat([Buffer.from('e445a52e51cb9a1d', 'hex'), key(1), key(0), amount, key(0)]);
  const stranger = Buffer.alloc(40, 7);
  const withLogs = (logMessages: string[]) =>
    ({ ...s, meta: { ...s.meta, logMessages } }) as unknown as RpcTransactionWithMeta;
  const variants = [
    [`Program data: ${event.toString('base64')}`],
    // several parts, an address at the start, one the transaction does not name, an empty part
    [`Program data: ${key(2).toString('base64')} ${stranger.toString('base64')} ${event.toString('base64')}`],
    ['Program data: ', 'Program data:  AQ==', `Program data: ${event.subarray(0, 31).toString('base64')}`],
    // not canonical base64: kept as text, byte for byte
    [
      'Program data: abc',
      'Program data: AQ',
      'Program data: AQ==\n',
      'Program data: A-_B',
      'Program data: !!!!',
    ],
  ];
  for (const logs of variants) expect(roundTrip(withLogs(logs))).toEqual(plain(withLogs(logs)));

  // An address table that gives something else than a 32-byte key for an address named in event
  // data is refused clearly, not turned into a different event.
  const n = numbering();
  const body = encodeStoredTransaction(withLogs([`Program data: ${event.toString('base64')}`]), n.idOf);
  const pool = n.idOf(keys[1]);
  expect(() =>
    openStoredTransaction(body).decode((id) => (id === pool ? 'not a key 0OIl' : n.addressOf(id))),
  ).toThrow(/stored transaction: corrupt body \(event data names an address that is not a 32-byte key\)/);

  // Each address inside the event costs a byte or two instead of 32.
  const asText = storedPayload(withLogs([`Program log: ${event.toString('base64')}`])).payload.length;
  const asData = storedPayload(withLogs([`Program data: ${event.toString('base64')}`])).payload.length;
  expect(asText - asData).toBeGreaterThan(3 * 32);
});

test('bodies of the previous format (event data as text) are still read', () => {
  const s = sample();
  // Without long instruction data too: the previous format had no side part.
  const short = (ix: RpcCompiledInstruction) => ({ ...ix, data: ix.data.slice(0, 40) });
  const transaction = {
    ...s.transaction,
    message: { ...s.transaction.message, instructions: s.transaction.message.instructions.map(short) },
  };
  const innerInstructions = ((s.meta.innerInstructions ?? []) as RpcInnerInstructions[]).map((g) => ({
    ...g,
    instructions: g.instructions.map(short),
  }));
  const entry = {
    ...s,
    transaction,
    meta: { ...s.meta, innerInstructions, logMessages: ['Program log: no event here'] },
  };
  const n = numbering();
  const body = Buffer.from(encodeStoredTransaction(entry as unknown as RpcTransactionWithMeta, n.idOf));
  expect(body[0]).toBe(8);
  // Without event data the layouts agree: only the format byte and the checksum differ.
  body[0] = 6;
  body.writeUInt32LE(crc32(body.subarray(0, body.length - 4)), body.length - 4);
  expect(openStoredTransaction(body).decode(n.addressOf)).toEqual(plain(entry));
});

test('a small entry (a vote, a simple transfer) is kept uncompressed, a larger one compressed; both read back alike', () => {
  const bodies = entries.map(({ entry }) => ({
    entry,
    body: encodeStoredTransaction(entry, numbering().idOf),
  }));
  // 10 and 12: the same with long instruction data packed beside the entry.
  const plain = bodies.filter((b) => b.body[0] === 8 || b.body[0] === 10);
  const compressed = bodies.filter((b) => b.body[0] === 11 || b.body[0] === 12);
  expect(plain.length).toBeGreaterThan(100);
  expect(compressed.length).toBeGreaterThan(20);
  expect(plain.length + compressed.length).toBe(bodies.length);
  for (const { entry } of [plain[0], compressed[0]]) {
    const n = numbering();
    const body = encodeStoredTransaction(entry, n.idOf);
    expect(openStoredTransaction(body).decode(n.addressOf)).toEqual(JSON.parse(JSON.stringify(entry)));
  }
});

describe('long instruction data', () => {
  /** The sample with its first instruction's data replaced, every other instruction's data short. */
  const withData = (data: string) => {
    const s = sample();
    const short = (ix: RpcCompiledInstruction) => ({ ...ix, data: ix.data.slice(0, 40) });
    const [first, ...rest] = s.transaction.message.instructions;
    const message = { ...s.transaction.message, instructions: [{ ...first, data }, ...rest.map(short)] };
    const innerInstructions = ((s.meta.innerInstructions ?? []) as RpcInnerInstructions[]).map((g) => ({
      ...g,
      instructions: g.instructions.map(short),
    }));
    return {
      ...s,
      transaction: { ...s.transaction, message },
      meta: { ...s.meta, innerInstructions },
    } as unknown as RpcTransactionWithMeta;
  };
  const long = encodeBase58(Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7919) % 251)));

  test('is packed beside the entry (format 12 or 10), smaller than as text, and reads back exactly', () => {
    const n = numbering();
    const body = encodeStoredTransaction(withData(long), n.idOf);
    expect([12, 10]).toContain(body[0]);
    expect(openStoredTransaction(body).decode(n.addressOf)).toEqual(plain(withData(long)));
    // The same characters with one that is not base58 ('0') stay text in the entry.
    const text = `0${long.slice(1)}`;
    const asText = encodeStoredTransaction(withData(text), n.idOf);
    expect([11, 8]).toContain(asText[0]);
    expect(openStoredTransaction(asText).decode(n.addressOf)).toEqual(plain(withData(text)));
    expect(body.length).toBeLessThan(asText.length - 50);
  });

  test('in inner instructions and several instructions of one body, in order', () => {
    const s = withData(long) as unknown as ReturnType<typeof sample>;
    const other = encodeBase58(Buffer.alloc(700, 9));
    const inner = [
      { index: 0, instructions: [{ programIdIndex: 1, accounts: [0], data: other, stackHeight: 2 }] },
    ];
    const entry = {
      ...s,
      meta: { ...s.meta, innerInstructions: inner },
    } as unknown as RpcTransactionWithMeta;
    const n = numbering();
    const body = encodeStoredTransaction(entry, n.idOf);
    expect([12, 10]).toContain(body[0]);
    expect(openStoredTransaction(body).decode(n.addressOf)).toEqual(plain(entry));
  });

  test('an instruction that falls back to JSON after its data was packed leaves nothing in the side part', () => {
    const s = withData(long) as unknown as ReturnType<typeof sample>;
    const [first, ...rest] = s.transaction.message.instructions;
    // Accounts that are not indexes: the instruction is kept as JSON, its data with it.
    const odd = { ...first, accounts: ['not an index'] } as unknown as RpcCompiledInstruction;
    const message = { ...s.transaction.message, instructions: [odd, ...rest] };
    const entry = { ...s, transaction: { ...s.transaction, message } } as unknown as RpcTransactionWithMeta;
    const n = numbering();
    const body = encodeStoredTransaction(entry, n.idOf);
    expect([11, 8]).toContain(body[0]);
    expect(openStoredTransaction(body).decode(n.addressOf)).toEqual(plain(entry));
  });

  test('a body with a side part refuses every cut and flipped bit, and a side part left over', () => {
    const n = numbering();
    const body = encodeStoredTransaction(withData(long), n.idOf);
    const open = (b: Uint8Array) => openStoredTransaction(b).decode((id) => n.addressOf(id));
    for (let cut = 0; cut < body.length; cut += 7)
      expect(() => open(body.subarray(0, cut))).toThrow(/stored transaction/);
    for (let at = 0; at < body.length; at += 5) {
      const bad = Buffer.from(body);
      bad[at] ^= 1 << (at % 8);
      expect(() => open(bad)).toThrow(/stored transaction/);
    }
    // One byte more in the side part (checksum made right): more than the entry reads.
    const longer = Buffer.concat([body.subarray(0, body.length - 4), Buffer.from([0]), Buffer.alloc(4)]);
    longer.writeUInt32LE(crc32(longer.subarray(0, longer.length - 4)), longer.length - 4);
    expect(() => open(longer)).toThrow(/bytes after the entry/);
  });
});
