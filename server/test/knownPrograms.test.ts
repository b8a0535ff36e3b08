// The known-programs table against what real chains run: every program invoked (top level and
// inner) in the recorded real blocks and transactions the tests keep, and how many of their
// instructions the explorer can name.
import fs from 'node:fs';
import path from 'node:path';
import { knownProgramName } from 'shared-api/programs';
import { encodeBase58 } from '../src/decode/stored/base58';
import { wireToJsonTransaction } from '../src/decode/wire';

const FIXTURES = path.join(__dirname, 'fixtures');
const SOURCES = ['real-blocks', 'idl/transactions', 'idl/transactions/grpc'];

type Bytes = number[] | { type: 'Buffer'; data: number[] } | string;
interface Ix {
  programIdIndex?: number;
  programId?: string;
}
interface Message {
  accountKeys: (string | { pubkey: string } | Bytes)[];
  instructions: Ix[];
}
interface Meta {
  innerInstructions?: { instructions: Ix[] }[] | null;
  loadedAddresses?: { writable?: string[]; readonly?: string[] } | null;
  loadedWritableAddresses?: Bytes[];
  loadedReadonlyAddresses?: Bytes[];
}
interface Entry {
  transaction: { message: Message } | [string, string] | { transaction: { message: Message } };
  meta: Meta | null;
}

/** A key as base58: RPC JSON gives text (or { pubkey } when jsonParsed), gRPC captures bytes. */
function keyText(k: string | { pubkey: string } | Bytes): string {
  if (typeof k === 'string') return k;
  if (Array.isArray(k)) return encodeBase58(Uint8Array.from(k));
  return 'pubkey' in k ? k.pubkey : encodeBase58(Uint8Array.from(k.data));
}

/** The program of every instruction of one transaction entry, outer ones first, then inner ones. */
function invokedPrograms(entry: Entry): string[] {
  let tx = entry.transaction;
  if (Array.isArray(tx)) tx = wireToJsonTransaction(tx[0]).transaction;
  const message = 'message' in tx ? tx.message : tx.transaction.message;
  const meta = entry.meta;
  const keys = message.accountKeys
    .map(keyText)
    .concat(
      meta?.loadedAddresses?.writable ?? (meta?.loadedWritableAddresses ?? []).map(keyText),
      meta?.loadedAddresses?.readonly ?? (meta?.loadedReadonlyAddresses ?? []).map(keyText),
    );
  const program = (ix: Ix) => ix.programId ?? keys[ix.programIdIndex ?? -1] ?? '';
  const inner = (meta?.innerInstructions ?? []).flatMap((group) => group.instructions);
  return [...message.instructions, ...inner].map(program);
}

/** Every transaction entry of a saved getBlock / getTransaction body, an array of one, or a gRPC update. */
function entriesOf(body: unknown): Entry[] {
  const one = Array.isArray(body) ? (body[0] as unknown) : body;
  const result = (one as { result?: unknown }).result ?? one;
  if ((result as { transactions?: unknown }).transactions)
    return (result as { transactions: Entry[] }).transactions;
  return [result as Entry];
}

function recordedInstructions(): { program: string; file: string }[] {
  const out: { program: string; file: string }[] = [];
  for (const dir of SOURCES)
    for (const file of fs.readdirSync(path.join(FIXTURES, dir))) {
      if (!file.endsWith('.json')) continue;
      const body = JSON.parse(fs.readFileSync(path.join(FIXTURES, dir, file), 'utf8')) as unknown;
      for (const entry of entriesOf(body))
        for (const program of invokedPrograms(entry)) out.push({ program, file: `${dir}/${file}` });
    }
  return out;
}

/**
 * Programs of the recordings no public source names: bots and one-off deployments (an Eclipse
 * trading bot with one signer, a devnet mock price feed, a devnet game), programs that only appear
 * in the one transaction recorded here, and an unlabelled AMM a Jupiter route used.
 */
const UNNAMED = new Set([
  '6H22uizWr1Pjd7T3vSExzXegdMsbTuDnLnTF4SPmWuqU',
  'veLAzXP3zeCYWFq2UkAZcybWu7GTvVpGhkkj6Mn5dZ5',
  'FUCHhfHbuxXBWiRBfVdhmiog84sUJw11aAq3ibAUGL6e',
  'EkNnoVh2sRdaZ4sXhFRaLpQC9X4EmWt3TDDW7CGhXopu',
  'CQTC16KM4XqjVJ8ASMPLxjv3siGAQLVcMauPGu1jMGNz',
  'GKybPT5ZzV5NgkXy1Pa8Bnu14MS7euEtK8j9zWHzYJpx',
  '2TvW4EfbmMe566ZQWZWd8kX34iFR2DM3oBUpjwpRJcqC',
  '372D5YP7jMYUgYBXTVJ7BZtzKv1mq1J6wvjSFLNTRreC',
  'ArbiT5roZVrSvdXE4AWiBGkTMZrU1hWV7i7yuAhcJZBW',
]);

const instructions = recordedInstructions();

test('the recordings are read whole: blocks, transactions and gRPC captures, inner instructions too', () => {
  expect(instructions.length).toBeGreaterThan(1000);
  expect(new Set(instructions.map((i) => i.file.split('/')[0])).size).toBe(2);
  expect(instructions.some((i) => i.file.includes('grpc/'))).toBe(true);
  expect(instructions.every((i) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(i.program))).toBe(true);
});

test('at least 97 % of the recorded instructions name their program', () => {
  const named = instructions.filter((i) => knownProgramName(i.program) !== null).length;
  expect(named / instructions.length).toBeGreaterThanOrEqual(0.97);
});

test('every program the recordings invoke is named, but for a few no public source names', () => {
  const unnamed = [...new Set(instructions.map((i) => i.program))].filter((p) => !knownProgramName(p));
  expect(unnamed.filter((p) => !UNNAMED.has(p))).toEqual([]);
  // An id that gains a name leaves the list above.
  expect([...UNNAMED].filter((p) => knownProgramName(p))).toEqual([]);
});

test('the programs real blocks call most are named as their projects name them', () => {
  const name = (id: string) => knownProgramName(id);
  expect(name('gSbePebfvPy7tRqimPoVecS2UsBvYv46ynrzWocc92s')).toBe('Pyth Oracle (devnet)');
  expect(name('EUqojwWA2rd19FZrzeBncJsm38Jm1hEhE3zsmX3bRc2o')).toBe('Serum DEX v2');
  expect(name('turboe9kMc3mSR8BosPkVzoHUfn5RVNzZhkrT2hdGxN')).toBe('Turbo Tap (Eclipse)');
  expect(name('LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo')).toBe('Meteora DLMM');
  expect(name('compr6CUsB5m2jS4Y3831ztGSTnDpnKJTKS95d64XVq')).toBe('ZK Account Compression Program');
});
