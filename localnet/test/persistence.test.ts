// Persistence: a clean restart continues slot, history and balances; a SIGKILL of the CLI at an
// arbitrary instant leaves a ledger whose state matches its last durable slot.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalnet } from '../src/index';
import * as tk from '../src/testkit';
import { call } from './rpc-client';

jest.setTimeout(90_000);

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'localnet-test-'));
const root = path.resolve(__dirname, '../..');

interface Meta {
  preBalances: number[];
  postBalances: number[];
  err: unknown;
}
interface Tx {
  slot: number;
  meta: Meta;
  transaction: { message: { accountKeys: string[] } };
}
interface Block {
  parentSlot: number;
  blockhash: string;
  previousBlockhash: string;
  transactions: Tx[];
}

it('keeps slot, history and balances across a clean restart', async () => {
  const ledger = tmp();
  let ln = await startLocalnet({ port: 0, slotMs: 40, ledger, quiet: true, seed: 9 });
  const w = await tk.newFundedWallet(ln.rpcUrl, 3);
  const dest = await tk.newFundedWallet(ln.rpcUrl, 1);
  const { signature } = await tk.transferGor(ln.rpcUrl, w.signer, dest.address, 0.5);
  const before = (
    await call<{ value: number }>(ln.rpcUrl, 'getBalance', [dest.address, { commitment: 'confirmed' }])
  ).result!.value;
  const slotBefore = (await call<number>(ln.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }])).result!;
  const genesis = (await call<string>(ln.rpcUrl, 'getGenesisHash')).result;
  await ln.close();

  ln = await startLocalnet({ port: 0, slotMs: 40, ledger, quiet: true, seed: 9 });
  try {
    expect((await call<string>(ln.rpcUrl, 'getGenesisHash')).result).toBe(genesis);
    expect((await call<number>(ln.rpcUrl, 'getSlot', [{ commitment: 'processed' }])).result).toBeGreaterThan(
      slotBefore,
    );
    expect((await call<{ value: number }>(ln.rpcUrl, 'getBalance', [dest.address])).result!.value).toBe(
      before,
    );
    const tx = await call<Tx>(ln.rpcUrl, 'getTransaction', [
      signature,
      { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect(tx.result?.meta.err).toBeNull();
    // The chain keeps going from the restored state: a new transfer from the same wallet works.
    await tk.transferGor(ln.rpcUrl, w.signer, dest.address, 0.25);
    expect(
      (await call<{ value: number }>(ln.rpcUrl, 'getBalance', [dest.address, { commitment: 'confirmed' }]))
        .result!.value,
    ).toBe(before + 250_000_000);
  } finally {
    await ln.close();
  }
});

function spawnCli(ledger: string, tps: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'localnet/src/cli.ts'),
      '--port',
      '0',
      '--ledger',
      ledger,
      '--slot-ms',
      '30',
      '--tps',
      String(tps),
      '--seed',
      '4',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /RPC (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`cli exited ${code}: ${out}`)));
  });
}
const exited = (c: ChildProcess) =>
  new Promise<void>((r) => (c.exitCode !== null || c.signalCode !== null ? r() : c.once('exit', () => r())));

it('shuts the CLI down cleanly on SIGTERM', async () => {
  const ledger = tmp();
  const cli = await spawnCli(ledger, 50);
  for (;;) {
    if (((await call<number>(cli.url, 'getSlot', [{ commitment: 'confirmed' }])).result ?? 0) > 10) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const code = new Promise<number | null>((r) => cli.child.once('exit', (c) => r(c)));
  cli.child.kill('SIGTERM');
  expect(await code).toBe(0);
  const ln = await startLocalnet({ port: 0, slotMs: 1000, ledger, quiet: true, tps: 0 });
  try {
    expect((await call<number>(ln.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }])).result).toBeGreaterThan(
      10,
    );
  } finally {
    await ln.close();
  }
});

it('restarts consistently after SIGKILL under traffic', async () => {
  const ledger = tmp();
  const first = await spawnCli(ledger, 400);
  // Let traffic run past at least one state snapshot, then kill at an arbitrary moment.
  for (;;) {
    const slot = (await call<number>(first.url, 'getSlot', [{ commitment: 'confirmed' }])).result ?? 0;
    if (slot > 90) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 200)));
  first.child.kill('SIGKILL');
  await exited(first.child);

  // Restart without traffic, so the state is exactly what the ledger recovered.
  const ln = await startLocalnet({ port: 0, slotMs: 1000, ledger, quiet: true, seed: 4, tps: 0 });
  try {
    const tip = (await call<number>(ln.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }])).result!;
    const slots = (await call<number[]>(ln.rpcUrl, 'getBlocks', [0, tip, { commitment: 'confirmed' }]))
      .result!;
    expect(slots.length).toBeGreaterThan(50);
    // Every account's latest recorded post-balance equals its balance in the recovered state.
    const latest = new Map<string, number>();
    let prev: { slot: number; hash: string } | null = null;
    let txCount = 0;
    for (const s of slots) {
      const b = (
        await call<Block>(ln.rpcUrl, 'getBlock', [
          s,
          { commitment: 'confirmed', maxSupportedTransactionVersion: 0, rewards: false },
        ])
      ).result!;
      if (prev) {
        expect(b.parentSlot).toBe(prev.slot);
        expect(b.previousBlockhash).toBe(prev.hash);
      }
      prev = { slot: s, hash: b.blockhash };
      for (const t of b.transactions) {
        txCount++;
        t.transaction.message.accountKeys.forEach((k, i) => latest.set(k, t.meta.postBalances[i]));
      }
    }
    expect(txCount).toBeGreaterThan(100);
    // The validator identity also earns fee rewards outside transactions; leave it out.
    const identity = (await call<{ identity: string }>(ln.rpcUrl, 'getIdentity')).result!.identity;
    latest.delete(identity);
    // The faucet also pays, outside transactions, for the Metaplex metadata accounts the traffic writes.
    latest.delete(ln.chain.faucet.address);
    const keys = [...latest.keys()];
    for (let i = 0; i < keys.length; i += 100) {
      const chunk = keys.slice(i, i + 100);
      const res = (
        await call<{ value: Array<{ lamports: number } | null> }>(ln.rpcUrl, 'getMultipleAccounts', [
          chunk,
          { encoding: 'base64', dataSlice: { offset: 0, length: 0 } },
        ])
      ).result!;
      chunk.forEach((k, j) => expect([k, res.value[j]?.lamports ?? 0]).toEqual([k, latest.get(k)]));
    }
  } finally {
    await ln.close();
  }
});
