import fs from 'node:fs';
import path from 'node:path';
import { decodeRpcFile } from '../src/decode/file';
import type { DerivedTransaction } from '../src/decode/types';

const fixture = (name: string): DerivedTransaction => {
  const json: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
  const out = decodeRpcFile(json);
  if (out.kind !== 'transaction') throw new Error('expected a transaction');
  return out.transaction;
};

describe('decoding recorded mainnet/devnet transactions', () => {
  test('SOL transfer (inner System transfer under a data-less ATA create)', () => {
    const t = fixture('sol-transfer-ata.devnet.json');
    expect(t.status).toBe('success');
    expect(t.fee).toBe(5000);
    expect(t.feePayer).toBe('27kVX7JpPZ1bsrSckbR76mV6GeRqtrjoddubfg2zBpHZ');
    expect(t.instructions[0]).toMatchObject({ programName: 'Associated Token Program', type: 'create' });
    expect(t.instructions[0].inner.map((i) => i.type)).toEqual([
      'transfer',
      'allocate',
      'assign',
      'initializeAccount',
    ]);
    expect(t.instructions[0].inner[0].parsed?.info).toMatchObject({
      source: '27kVX7JpPZ1bsrSckbR76mV6GeRqtrjoddubfg2zBpHZ',
      destination: 'AyHWro8zumyZN68Mhuk6mhNUUQ2VX5qux2pMD4HnN3aJ',
      lamports: '2039280',
    });
    expect(t.transfers).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        mint: null,
        amount: '2039280',
        decimals: 9,
        source: '27kVX7JpPZ1bsrSckbR76mV6GeRqtrjoddubfg2zBpHZ',
      }),
    ]);
    // Payer paid the transfer and the fee.
    expect(t.nativeBalanceChanges).toEqual([
      {
        address: '27kVX7JpPZ1bsrSckbR76mV6GeRqtrjoddubfg2zBpHZ',
        preBalance: '38026659881',
        postBalance: '38024615601',
        change: '-2044280',
      },
      {
        address: 'AyHWro8zumyZN68Mhuk6mhNUUQ2VX5qux2pMD4HnN3aJ',
        preBalance: '0',
        postBalance: '2039280',
        change: '2039280',
      },
    ]);
    expect(t.signers).toEqual(['27kVX7JpPZ1bsrSckbR76mV6GeRqtrjoddubfg2zBpHZ']);
    expect(t.writables).toEqual([
      '27kVX7JpPZ1bsrSckbR76mV6GeRqtrjoddubfg2zBpHZ',
      'AyHWro8zumyZN68Mhuk6mhNUUQ2VX5qux2pMD4HnN3aJ',
    ]);
  });

  test('SPL transferChecked with owners from token balances', () => {
    const t = fixture('spl-transfer-checked.devnet.json');
    expect(t.instructions.map((i) => i.type)).toEqual(['createIdempotent', 'transferChecked']);
    const tc = t.instructions[1].parsed?.info;
    expect(tc).toMatchObject({
      source: 'HDv1RgdHjrjSdnTFJsMqQGPcKTiuF7zLjhNaSd7ihbKh',
      destination: 'HY1GfCQabyUMFRGpDu3eFoVW3ny8ifHKVZ8LbvzbDPsK',
      mint: 'E7eHC3g4QsFXuaBe3X2wVr54yEvHK8K8fq6qrgB64djx',
      authority: '6SWBzQWZndeaCKg3AzbY3zkvapCu9bHFZv12iiRoGvCD',
      tokenAmount: { amount: '10000000000', decimals: 9 },
    });
    expect(t.transfers).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        mint: 'E7eHC3g4QsFXuaBe3X2wVr54yEvHK8K8fq6qrgB64djx',
        amount: '10000000000',
        decimals: 9,
        sourceOwner: '6SWBzQWZndeaCKg3AzbY3zkvapCu9bHFZv12iiRoGvCD',
        destinationOwner: 'H6Su7YsGK5mMASrZvJ51nt7oBzD88V8FKSBPNnRG1u3k',
      }),
    ]);
    expect(t.tokenBalanceChanges.map((c) => [c.account, c.preAmount, c.postAmount, c.change])).toEqual([
      ['HDv1RgdHjrjSdnTFJsMqQGPcKTiuF7zLjhNaSd7ihbKh', '100000000000', '90000000000', '-10000000000'],
      ['HY1GfCQabyUMFRGpDu3eFoVW3ny8ifHKVZ8LbvzbDPsK', '0', '10000000000', '10000000000'],
    ]);
    expect(t.creations).toContainEqual(
      expect.objectContaining({
        kind: 'associatedTokenAccount',
        address: 'HY1GfCQabyUMFRGpDu3eFoVW3ny8ifHKVZ8LbvzbDPsK',
      }),
    );
  });

  test('mintTo: mint created, 1 token minted to its holder', () => {
    const t = fixture('mint-to.mainnet.json');
    expect(t.instructions.map((i) => i.type)).toEqual([
      'createAccount',
      'initializeMint',
      'create',
      'mintTo',
      'unknown',
    ]);
    expect(t.instructions[4].programName).toBe('Metaplex Token Metadata');
    expect(t.instructions[4].data).toBe('9EsUmmETCEMm'); // unknown programs keep their raw data
    expect(t.mints).toEqual([
      expect.objectContaining({
        type: 'create',
        mint: 'HHVpMURCU6gkLnW8tkwGzw6YJoWCj9RuLLESiTALY48x',
        decimals: 0,
        mintAuthority: '6wrL8rQzDWSH7PJyZRGsdBiNcrpD8Wd6vJzGVBinuCL3',
      }),
      expect.objectContaining({
        type: 'mint',
        mint: 'HHVpMURCU6gkLnW8tkwGzw6YJoWCj9RuLLESiTALY48x',
        amount: '1',
        account: 'C8pR5bkLtKhUuXwh1oDz2R8mXS2etpYrgVKEMcgpFUwA',
        owner: 'HQc8axxhdu9jLfKtwcsmmGaF6LZPFgNjPAV1kThh3dew',
      }),
    ]);
    expect(t.signers).toHaveLength(2);
    expect(t.fee).toBe(10000);
  });

  test('failed transaction: status failed, fee charged, no transfers', () => {
    const t = fixture('failed.mainnet.json');
    expect(t.status).toBe('failed');
    expect(t.err).toEqual({ InstructionError: [0, { Custom: 41 }] });
    expect(t.fee).toBe(5000);
    expect(t.transfers).toEqual([]);
    expect(t.nativeBalanceChanges).toEqual([
      {
        address: 'GjirmTYq3N2MepKgGiafFN6u294CT79cuek7p8fY3dY2',
        preBalance: '11012972505841',
        postBalance: '11012972500841',
        change: '-5000',
      },
    ]);
    expect(t.instructions[0]).toMatchObject({
      programName: 'Unknown Program',
      type: 'unknown',
      parsed: null,
      data: 'YYdLQNbX79Q79th9UYsxcVCCQf',
    });
  });

  test('vote transaction recognised', () => {
    const t = fixture('vote.mainnet.json');
    expect(t.isVote).toBe(true);
    expect(t.instructions[0].programName).toBe('Vote Program');
    expect(t.programs).toEqual(['Vote111111111111111111111111111111111111111']);
  });

  test('v0 transaction: accounts resolved through its address lookup tables (base64 encoding)', () => {
    const t = fixture('v0-lookup-table.devnet.json');
    expect(t.version).toBe('0');
    expect(t.accountKeys).toHaveLength(8);
    expect(t.accounts.filter((a) => a.source === 'lookup').map((a) => [a.pubkey, a.writable])).toEqual([
      ['3Yvq7e9UXLoFK4PKyxrpEA3y3TKmFK2Wb1f5tVFUgwPu', true],
      ['5McxjaxNKYLHtv9DqbMfoi6GNs7ZEMHGkJDrouPib4sW', true],
      ['GAXzq8BWdAWaS1kWFiL5tzV2h3AbRBtYGP5psNTWrM9g', true],
      ['F1rcBbZB6tQZUTR2z8jKQxaAwUUkxnghSh941Q62hMi8', false],
      ['5jHeQFBSNxFqqkMF9YCYwtJbkzGarSGwGsmi2ZuPG6yw', false],
    ]);
    expect(t.transfers.map((r) => [r.mint, r.source, r.destination, r.amount])).toEqual([
      [
        'F1rcBbZB6tQZUTR2z8jKQxaAwUUkxnghSh941Q62hMi8',
        '3Yvq7e9UXLoFK4PKyxrpEA3y3TKmFK2Wb1f5tVFUgwPu',
        'GAXzq8BWdAWaS1kWFiL5tzV2h3AbRBtYGP5psNTWrM9g',
        '1',
      ],
      [
        '5jHeQFBSNxFqqkMF9YCYwtJbkzGarSGwGsmi2ZuPG6yw',
        '5McxjaxNKYLHtv9DqbMfoi6GNs7ZEMHGkJDrouPib4sW',
        'HqXcr9ja8jTZAfWN4YSSL8PPWFN3BFJsoxrCvSLaqww1',
        '1',
      ],
    ]);
  });

  test('a getBlock-shaped result: per-block counters over its transactions (json and base64 entries)', () => {
    const entry = (name: string) => {
      const j = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as Record<
        string,
        unknown
      >;
      const r = (j.result ?? j) as Record<string, unknown>;
      return { transaction: r.transaction, meta: r.meta, version: r.version };
    };
    const out = decodeRpcFile({
      jsonrpc: '2.0',
      id: 1,
      result: {
        blockhash: '5rMbS2L6ZhhJHJS9m8jscYuwbeLsKgbTj7USY7cpKKGo',
        previousBlockhash: '4Y34ks76nadvQXmcbFAX1XmkegHHsQMA1sM4cA3CqYL9',
        parentSlot: 99,
        blockHeight: 90,
        blockTime: 1700000000,
        transactions: [
          entry('spl-transfer-checked.devnet.json'),
          entry('failed.mainnet.json'),
          entry('v0-lookup-table.devnet.json'),
        ],
      },
    });
    if (out.kind !== 'block') throw new Error('expected a block');
    expect(out.block).toMatchObject({
      slot: 100,
      parentSlot: 99,
      successCount: 2,
      failedCount: 1,
      totalFees: 15000,
    });
    expect(out.block.transactions.map((t) => [t.index, t.slot, t.status, t.version])).toEqual([
      [0, 100, 'success', 'legacy'],
      [1, 100, 'failed', 'legacy'],
      [2, 100, 'success', '0'],
    ]);
  });

  test('bad input says what is wrong', () => {
    expect(() => decodeRpcFile(42)).toThrow(/JSON object/);
    expect(() => decodeRpcFile({ jsonrpc: '2.0', result: null, id: 1 })).toThrow(/no result/);
    expect(() => decodeRpcFile({ jsonrpc: '2.0', error: { code: -32602, message: 'x' }, id: 1 })).toThrow(
      /RPC error/,
    );
    expect(() => decodeRpcFile({ foo: 1 })).toThrow(/Not a getTransaction or getBlock/);
  });
});
