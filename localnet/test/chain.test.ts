// Slots, skipped slots, validator votes and the deterministic bulk generator.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import bs58 from 'bs58';
import { startLocalnet } from '../src/index';
import { generateBulk } from '../src/traffic';
import { call } from './rpc-client';
import { deriveKeypair } from '../src/keys';
import { buildTransaction } from '../src/txbuild';
import { signerOf, transferGorIx } from '../src/instructions';
import { waitForConfirmed } from '../src/testkit';

jest.setTimeout(60_000);
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'localnet-chain-'));

it('skips slots with -32007 and keeps parent links across the gaps; the validator votes every block', async () => {
  const ln = await startLocalnet({ port: 0, slotMs: 20, skipRate: 0.4, seed: 3, quiet: true });
  try {
    let slots: number[] = [];
    let tip = 0;
    while (slots.length < 25) {
      await new Promise((r) => setTimeout(r, 100));
      tip = (await call<number>(ln.rpcUrl, 'getSlot', [{ commitment: 'confirmed' }])).result!;
      slots = (await call<number[]>(ln.rpcUrl, 'getBlocks', [0, tip, { commitment: 'confirmed' }])).result!;
    }
    const gap = [...Array(tip).keys()].find((s) => s > 0 && !slots.includes(s))!;
    expect(gap).toBeDefined();
    expect((await call(ln.rpcUrl, 'getBlock', [gap, { commitment: 'confirmed' }])).error?.code).toBe(-32007);
    const after = slots.find((s) => s > gap)!;
    const before = [...slots].reverse().find((s) => s < after)!;
    const blk = (
      await call<{
        parentSlot: number;
        transactions: Array<{ transaction: { message: { accountKeys: string[] } } }>;
      }>(ln.rpcUrl, 'getBlock', [after, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }])
    ).result!;
    expect(blk.parentSlot).toBe(before);
    const votes = (
      await call<{ current: Array<{ activatedStake: number; lastVote: number; votePubkey: string }> }>(
        ln.rpcUrl,
        'getVoteAccounts',
      )
    ).result!.current;
    expect(votes[0].activatedStake).toBeGreaterThan(400e9);
    expect(votes[0].lastVote).toBeGreaterThan(0);
    // Vote transactions land in blocks, as on Gorbagana.
    const later = (
      await call<{
        transactions: Array<{ transaction: { message: { accountKeys: string[] } }; meta: { err: unknown } }>;
      }>(ln.rpcUrl, 'getBlock', [
        slots[slots.length - 1],
        { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      ])
    ).result!;
    const vote = later.transactions.find((t) =>
      t.transaction.message.accountKeys.includes('Vote111111111111111111111111111111111111111'),
    );
    expect(vote?.meta.err).toBeNull();
  } finally {
    await ln.close();
  }
});

it('bulk generation is deterministic by seed', async () => {
  const sigs = async () => {
    const ledger = tmp();
    const r = await generateBulk({
      ledger,
      seed: 11,
      transactions: 300,
      perSlot: 100,
      startTimeMs: Date.UTC(2026, 0, 1),
    });
    expect(r.transactions).toBeGreaterThanOrEqual(300);
    const db = new Database(path.join(ledger, 'ledger.sqlite'), { readonly: true });
    const rows = db.prepare<[], { signature: string }>('SELECT signature FROM txs ORDER BY slot, idx').all();
    db.close();
    fs.rmSync(ledger, { recursive: true, force: true });
    return rows.map((x) => x.signature);
  };
  const a = await sigs();
  expect(a.length).toBeGreaterThanOrEqual(300);
  expect(await sigs()).toEqual(a);
});

it('expires blockhashes after 150 blocks', async () => {
  const ln = await startLocalnet({ port: 0, slotMs: 10, seed: 5, quiet: true });
  try {
    const payer = deriveKeypair(5, 'expiry-test');
    const air = (await call<string>(ln.rpcUrl, 'requestAirdrop', [payer.address, 1e9])).result!;
    await waitForConfirmed(ln.rpcUrl, air);
    const { blockhash, lastValidBlockHeight } = (
      await call<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
        ln.rpcUrl,
        'getLatestBlockhash',
        [{ commitment: 'confirmed' }],
      )
    ).result!.value;
    const tx = (n: bigint) =>
      Buffer.from(
        buildTransaction(
          payer,
          [transferGorIx(signerOf(payer.address), ln.chain.faucet.address, n)],
          blockhash,
        ),
      ).toString('base64');
    expect(
      (await call<string>(ln.rpcUrl, 'sendTransaction', [bs58.encode(Buffer.from(tx(1000n), 'base64'))]))
        .result, // base58: the default encoding
    ).toBeTruthy();
    while (
      (await call<number>(ln.rpcUrl, 'getBlockHeight', [{ commitment: 'confirmed' }])).result! <=
      lastValidBlockHeight
    )
      await new Promise((r) => setTimeout(r, 50));
    expect(
      (
        await call<{ value: boolean }>(ln.rpcUrl, 'isBlockhashValid', [
          blockhash,
          { commitment: 'confirmed' },
        ])
      ).result!.value,
    ).toBe(false);
    const late = await call(ln.rpcUrl, 'sendTransaction', [tx(2000n), { encoding: 'base64' }]);
    expect(late.error?.code).toBe(-32002);
    expect((late.error?.data as { err: unknown }).err).toBe('BlockhashNotFound');
  } finally {
    await ln.close();
  }
});

it('generates the documented traffic mix', async () => {
  const ledger = tmp();
  await generateBulk({ ledger, seed: 12, transactions: 2500, perSlot: 250 });
  // Read the ledger before serving it: a running node holds it exclusively.
  const db = new Database(path.join(ledger, 'ledger.sqlite'), { readonly: true });
  const rows = db
    .prepare<[], { meta: string; memo: string | null; failed: number }>('SELECT meta, memo, failed FROM txs')
    .all();
  db.close();
  const ln = await startLocalnet({ port: 0, slotMs: 1000, ledger, quiet: true, tps: 0 });
  await expect(startLocalnet({ port: 0, ledger, quiet: true })).rejects.toThrow(/in use by another localnet/);
  try {
    const logs = rows.map((r) => (JSON.parse(r.meta) as { logMessages: string[] }).logMessages.join('\n'));
    const count = (re: RegExp) => logs.filter((l) => re.test(l)).length;
    expect(rows.filter((r) => r.memo).length).toBeGreaterThan(50);
    expect(rows.filter((r) => r.failed).length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.failed).length).toBeLessThan(rows.length * 0.1);
    expect(count(/ComputeBudget111111111111111111111111111111 invoke/)).toBeGreaterThan(100);
    for (const ix of [
      /Instruction: TransferChecked/,
      /Instruction: MintTo/,
      /Instruction: BurnChecked/,
      /Instruction: CloseAccount/,
      /CreateIdempotent/,
    ])
      expect(count(ix)).toBeGreaterThan(0);
    // 3 classic mints without metadata, 4 Token-2022 mints with it (data:, unreachable and empty logos).
    const mints = async (program: string) =>
      (
        await call<
          Array<{
            account: {
              data: {
                parsed: {
                  type: string;
                  info: {
                    decimals: number;
                    extensions?: Array<{ extension: string; state: { uri: string } }>;
                  };
                };
              };
            };
          }>
        >(ln.rpcUrl, 'getProgramAccounts', [program, { encoding: 'jsonParsed' }])
      )
        .result!.filter((a) => a.account.data.parsed?.type === 'mint')
        .map((a) => a.account.data.parsed.info);
    const classic = await mints('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    // 0, 6 and 9 from the SPL mints; 8 from the classic mint with a Metaplex metadata account.
    expect(classic.map((m) => m.decimals).sort()).toEqual([0, 6, 8, 9]);
    const t22 = await mints('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
    const uris = t22.map(
      (m) => m.extensions?.find((e) => e.extension === 'tokenMetadata')?.state.uri ?? 'none',
    );
    expect(uris.some((u) => u.startsWith('data:image/'))).toBe(true);
    expect(uris.some((u) => u.includes('.invalid/'))).toBe(true);
    expect(uris).toContain('');
  } finally {
    await ln.close();
    fs.rmSync(ledger, { recursive: true, force: true });
  }
});
