import { deflateSync } from 'node:zlib';
import type { RpcAccountInfo } from '../rpc/types';
import { anchorIdlAccount } from '../../test/helpers/idlAccounts';
import { idlAddresses } from '../idl/onchain';
import { IDL_LIMITS } from '../idl/untrusted';
import type { SqlExec } from './sql';
import type { WrittenBlock } from './writtenBlock';
import { IdlWatcher, lookForIdls } from './idlWatcher';

const IDL = JSON.stringify({ version: '0.1.0', name: 'demo', instructions: [] });
const account = (data: Uint8Array): RpcAccountInfo => ({
  lamports: 1,
  owner: 'x',
  data: [Buffer.from(data).toString('base64'), 'base64'],
  executable: false,
});

function metadataAccount(json: string): Uint8Array {
  const payload = Buffer.from(json);
  const out = new Uint8Array(96 + payload.length);
  out[0] = 2;
  out[83] = 1; // utf8
  out[85] = 1; // json
  Buffer.from(out.buffer).writeUInt32LE(payload.length, 87);
  out.set(payload, 96);
  return out;
}

it('finds an Anchor IDL, a metadata IDL, refuses a bomb, and records programs without one', async () => {
  const programs = [
    'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4',
    'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc',
    'CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK',
    'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C',
  ];
  const [jup, whirl, clmm] = await Promise.all(programs.slice(0, 3).map(idlAddresses));
  const bomb = anchorIdlAccount('');
  const compressed = deflateSync(Buffer.alloc(IDL_LIMITS.maxBytes * 2, 0x20));
  const bombAccount = new Uint8Array(44 + compressed.length);
  bombAccount.set(bomb.subarray(0, 40));
  Buffer.from(bombAccount.buffer).writeUInt32LE(compressed.length, 40);
  bombAccount.set(compressed, 44);
  const chain = new Map<string, RpcAccountInfo>([
    [jup[0], account(anchorIdlAccount(IDL))],
    [whirl[1], account(metadataAccount(IDL))],
    [clmm[0], account(bombAccount)],
  ]);
  const logged: string[] = [];
  const rpc = {
    getSlot: async () => 1234,
    getMultipleAccounts: async (list: string[]) => list.map((a) => chain.get(a) ?? null),
  };
  const found = await lookForIdls(rpc, programs, (l) => logged.push(l));
  expect(found.map((f) => [f.source, f.account, f.slot, f.json?.toString() ?? null])).toEqual([
    ['anchor', jup[0], 1234, IDL],
    ['metadata', whirl[1], 1234, IDL],
    ['none', null, 1234, null],
    ['none', null, 1234, null],
  ]);
  expect(logged.join('\n')).toMatch(/inflates past/);
});

describe('IdlWatcher', () => {
  const P = 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc';
  const block = (programs: string[], accountKeys: string[] = []) =>
    ({ transactions: [{ programs, accountKeys }] }) as unknown as WrittenBlock;

  it('looks a program up once when first seen, and again when its metadata account is written', async () => {
    const [, metadata] = await idlAddresses(P);
    const saved: unknown[][] = [];
    const exec = {
      all: async () => [],
      insert: async (_t: string, _c: string[], rows: unknown[][]) => void saved.push(...rows),
    } as unknown as SqlExec;
    const rpc = {
      getSlot: async () => 7,
      getMultipleAccounts: async (list: string[]) =>
        list.map((a) => (a === metadata ? account(metadataAccount(IDL)) : null)),
    };
    const watcher = new IdlWatcher(rpc, () => undefined);
    const afterWrites = <T>(step: () => Promise<T>) => step();
    watcher.seen([block([P])]);
    await watcher.finish(exec, afterWrites);
    expect(saved.map((r) => [r[0], r[1], r[2]])).toEqual([[P, 'metadata', metadata]]);
    watcher.seen([block([P])]);
    await watcher.finish(exec, afterWrites);
    expect(saved).toHaveLength(1);
    watcher.seen([block(['ProgM6JCCvbYkfKqJYHePx4xxSUSqJp7rh8Lyv7nk7S'], ['Someone', metadata])]);
    await watcher.finish(exec, afterWrites);
    // The metadata program itself is new too (looked up once); the program is looked at again.
    expect(saved.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['ProgM6JCCvbYkfKqJYHePx4xxSUSqJp7rh8Lyv7nk7S', 'none'],
      [P, 'metadata'],
    ]);
  });
});
