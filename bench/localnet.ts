// bench:localnet — sustained executed transactions per second through the localnet's execution path
// (wire parse → blockhash/duplicate checks → LiteSVM execution with signature verification →
// pre/post balance + token balance meta → per-slot durable SQLite commit), for GOR transfers and
// for SPL token transferChecked. Transactions are signed beforehand, as clients do.
// Writes bench/results/localnet.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Chain } from '../localnet/src/chain';
import { startLocalnet } from '../localnet/src/index';
import { deriveKeypair, type Keypair } from '../localnet/src/keys';
import { buildTransaction, type Ix } from '../localnet/src/txbuild';
import {
  ataOf,
  createAtaIx,
  createMintIxs,
  mintToIx,
  signerOf,
  transferCheckedIx,
  transferGorIx,
} from '../localnet/src/instructions';
import { TOKEN_PROGRAM } from '../localnet/src/token';

const N = Number(process.env.BENCH_TXS ?? 6000);
const PER_SLOT = 600; // 1,500 tx/s at 400 ms slots
const WALLETS = 200;

function run(chain: Chain, payer: Keypair, ixs: Ix[], extra: Keypair[] = []): void {
  const tx = chain.parse(buildTransaction(payer, ixs, chain.confirmedBlock.blockhash, extra));
  const r = chain.execute(tx);
  if (r.err) throw new Error(`setup tx failed: ${JSON.stringify(r.err)} ${r.logs.join('\n')}`);
}

function measure(
  chain: Chain,
  wires: Uint8Array[],
): { txs: number; seconds: number; txPerSec: number; failed: number } {
  let failed = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < wires.length; i++) {
    const tx = chain.parse(wires[i]);
    if (chain.precheck(tx)) throw new Error('precheck failed');
    const r = chain.execute(tx);
    if (r.err) failed++;
    if ((i + 1) % PER_SLOT === 0) chain.closeSlot();
  }
  chain.closeSlot();
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  return {
    txs: wires.length,
    seconds: Number(seconds.toFixed(3)),
    txPerSec: Math.round(wires.length / seconds),
    failed,
  };
}

async function measureHttp(): Promise<{ txs: number; seconds: number; txPerSec: number; note: string }> {
  const ln = await startLocalnet({ port: 0, slotMs: 400, tps: 0, quiet: true, seed: 78 });
  try {
    const chain = ln.chain;
    const wallets = Array.from({ length: WALLETS }, (_, i) => deriveKeypair(78, `bench-http-${i}`));
    for (const w of wallets)
      run(chain, chain.faucet, [transferGorIx(signerOf(chain.faucet.address), w.address, 100_000_000_000n)]);
    chain.closeSlot();
    const wires: string[] = [];
    for (let i = 0; i < N; i++) {
      const from = wallets[i % WALLETS];
      const to = wallets[(i * 7 + 1) % WALLETS];
      wires.push(
        Buffer.from(
          buildTransaction(
            from,
            [transferGorIx(signerOf(from.address), to.address, BigInt(1_000_000 + i))],
            chain.confirmedBlock.blockhash,
          ),
        ).toString('base64'),
      );
    }
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < wires.length; i += 100) {
      const body = wires.slice(i, i + 100).map((w, j) => ({
        jsonrpc: '2.0',
        id: i + j,
        method: 'sendTransaction',
        params: [w, { encoding: 'base64', skipPreflight: true }],
      }));
      const res = (await (
        await fetch(ln.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as Array<{ error?: unknown }>;
      if (res.some((r) => r.error))
        throw new Error(`sendTransaction failed: ${JSON.stringify(res.find((r) => r.error))}`);
    }
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    return {
      txs: wires.length,
      seconds: Number(seconds.toFixed(3)),
      txPerSec: Math.round(wires.length / seconds),
      note: 'batches of 100, skipPreflight, client in the same process',
    };
  } finally {
    await ln.close();
  }
}

async function main(): Promise<void> {
  // The box is shared: record how busy it was, the figures scale with it.
  const loadAtStart = Number(os.loadavg()[0].toFixed(2));
  const ledger = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-localnet-'));
  const chain = new Chain({ ledger, seed: 77, skipRate: 0 });
  try {
    const wallets = Array.from({ length: WALLETS }, (_, i) => deriveKeypair(77, `bench-${i}`));
    for (const w of wallets)
      run(chain, chain.faucet, [transferGorIx(signerOf(chain.faucet.address), w.address, 100_000_000_000n)]);
    chain.closeSlot();

    // GOR transfers, ring of wallets, distinct amounts so every signature is unique.
    const gorWires: Uint8Array[] = [];
    for (let i = 0; i < N; i++) {
      const from = wallets[i % WALLETS];
      const to = wallets[(i * 7 + 1) % WALLETS];
      gorWires.push(
        buildTransaction(
          from,
          [transferGorIx(signerOf(from.address), to.address, BigInt(1_000_000 + i))],
          chain.confirmedBlock.blockhash,
        ),
      );
    }
    const gor = measure(chain, gorWires);

    // Token transferChecked between existing associated token accounts of a classic SPL mint.
    const issuer = wallets[0];
    const mint = deriveKeypair(77, 'bench-mint');
    run(
      chain,
      issuer,
      createMintIxs({
        payer: signerOf(issuer.address),
        mint: signerOf(mint.address),
        mintAuthority: signerOf(issuer.address),
        decimals: 6,
        token2022: false,
        rent: (s) => chain.svm.minimumBalanceForRentExemption(BigInt(s)),
      }),
      [mint],
    );
    const atas = await Promise.all(wallets.map((w) => ataOf(w.address, mint.address, TOKEN_PROGRAM)));
    for (let i = 0; i < WALLETS; i++)
      run(chain, issuer, [
        createAtaIx(signerOf(issuer.address), wallets[i].address, mint.address, atas[i], TOKEN_PROGRAM),
        mintToIx(mint.address, atas[i], signerOf(issuer.address), 1_000_000_000_000n, TOKEN_PROGRAM),
      ]);
    chain.closeSlot();
    const tokWires: Uint8Array[] = [];
    for (let i = 0; i < N; i++) {
      const from = i % WALLETS;
      const to = (i * 7 + 1) % WALLETS;
      tokWires.push(
        buildTransaction(
          wallets[from],
          [
            transferCheckedIx({
              source: atas[from],
              mint: mint.address,
              destination: atas[to],
              authority: signerOf(wallets[from].address),
              amount: BigInt(1 + i),
              decimals: 6,
              tokenProgram: TOKEN_PROGRAM,
            }),
          ],
          chain.confirmedBlock.blockhash,
        ),
      );
    }
    const token = measure(chain, tokWires);

    // Same GOR transfers through HTTP JSON-RPC (batches of 100 sendTransaction, skipPreflight), the
    // path the Break-TPS game uses; client and node share this process.
    const http = await measureHttp();

    const result = {
      name: 'localnet',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        loadavg1m: loadAtStart,
      },
      method:
        'in-process, one core: parse + checks + LiteSVM execute (sigverify on) + meta + durable per-slot SQLite commit; pre-signed txs; 600 tx per slot',
      target: { txPerSec: 1500 },
      gorTransfers: gor,
      tokenTransfers: token,
      gorTransfersViaHttp: http,
      meetsTarget: gor.txPerSec >= 1500 && token.txPerSec >= 1500,
    };
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(__dirname, 'results', 'localnet.json'),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(JSON.stringify(result, null, 2));
  } finally {
    chain.shutdown();
    fs.rmSync(ledger, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
