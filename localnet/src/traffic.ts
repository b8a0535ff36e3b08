// Seeded traffic generator: a population of wallets, SPL Token and Token-2022 mints, and a weighted
// mix of realistic transactions, all executed through Chain.execute like any RPC-submitted one.
import { Chain } from './chain';
import { deriveKeypair, prng, type Keypair } from './keys';
import { buildTransaction, type Ix } from './txbuild';
import {
  ataOf,
  burnIx,
  closeAccountIx,
  computeBudgetIxs,
  createAtaIx,
  createMintIxs,
  memoIx,
  mintToIx,
  signerOf,
  transferCheckedIx,
  transferGorIx,
  type TokenMetadataInput,
} from './instructions';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM, readTokenAccount, isTokenAccountData } from './token';
import { parseWireTransaction } from './wire';
import { encodeMetaplexMetadata, METAPLEX_METADATA_PROGRAM, metaplexMetadataPda } from './metaplex';
import { address, getAddressEncoder } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { getInitializeAccount3Instruction } from '@solana-program/token';

const WALLETS = 40;
// A 1×1 PNG: small enough to live in a data: URI, to exercise the pages' inline-logo path.
const DOT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#3a3"/></svg>').toString('base64')}`;

interface MintSpec {
  label: string;
  decimals: number;
  token2022: boolean;
  /** Token-2022 metadata extension */
  metadata?: TokenMetadataInput;
  /** classic mint with a Metaplex metadata account */
  metaplex?: TokenMetadataInput;
}
/**
 * Token-2022 mints carry the metadata extension (data: logo, unreachable logo, no logo); one classic
 * mint carries a Metaplex metadata account; the other classic mints carry none.
 */
export const MINT_SPECS: MintSpec[] = [
  { label: 'classic-6', decimals: 6, token2022: false },
  { label: 'classic-0', decimals: 0, token2022: false },
  { label: 'classic-9', decimals: 9, token2022: false },
  {
    label: 'trash',
    decimals: 9,
    token2022: true,
    metadata: { name: 'Trash Panda', symbol: 'TRASH', uri: SVG },
  },
  {
    label: 'gorb-usd',
    decimals: 6,
    token2022: true,
    metadata: { name: 'Gorb Dollar', symbol: 'GUSD', uri: DOT_PNG },
  },
  {
    label: 'ghost',
    decimals: 6,
    token2022: true,
    metadata: { name: 'Ghost Token', symbol: 'GHOST', uri: 'https://logos.unreachable.invalid/ghost.png' },
  },
  {
    label: 'plain-0',
    decimals: 0,
    token2022: true,
    metadata: { name: 'Bin Ticket', symbol: 'BIN', uri: '' },
  },
  {
    label: 'classic-meta',
    decimals: 8,
    token2022: false,
    metaplex: { name: 'Dumpster Diver', symbol: 'DIVE', uri: '' },
  },
];

/** The wallet that holds MINT_SPECS[SPLIT_MINT] in two extra (non-associated) token accounts as well. */
export const SPLIT_HOLDER_WALLET = 1;
export const SPLIT_MINT = 0;
const SPLIT_ACCOUNTS = 2;
const TOKEN_ACCOUNT_SIZE = 165;

interface MintState {
  spec: MintSpec;
  key: Keypair;
  program: string;
  authority: number;
  atas: string[];
  /** Metaplex metadata PDA (classic mints with `metaplex`) */
  metaplexPda?: string;
}

export class TrafficGenerator {
  private readonly rand: () => number;
  private readonly wallets: Keypair[];
  private readonly mints: MintState[];
  private ready = false;
  private carry = 0;
  private counter = 0;
  private mintsReady = false;
  private extrasReady = false;
  /** extra token accounts of SPLIT_HOLDER_WALLET for MINT_SPECS[SPLIT_MINT] */
  private readonly splitAccounts: Keypair[];

  constructor(
    readonly chain: Chain,
    readonly seed: number,
    readonly tps: number,
  ) {
    this.rand = prng(seed ^ 0x5eed);
    this.wallets = Array.from({ length: WALLETS }, (_, i) => deriveKeypair(seed, `wallet-${i}`));
    this.mints = MINT_SPECS.map((spec, i) => ({
      spec,
      key: deriveKeypair(seed, `mint-${spec.label}`),
      program: spec.token2022 ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM,
      authority: i % WALLETS,
      atas: [],
    }));
    this.splitAccounts = Array.from({ length: SPLIT_ACCOUNTS }, (_, i) =>
      deriveKeypair(seed, `split-token-account-${i}`),
    );
  }

  /** Derives the associated token accounts (async PDA derivation) once, before the first slot. */
  async init(): Promise<void> {
    for (const m of this.mints) {
      m.atas = await Promise.all(this.wallets.map((w) => ataOf(w.address, m.key.address, m.program)));
      if (m.spec.metaplex) m.metaplexPda = await metaplexMetadataPda(m.key.address);
    }
    this.ready = true;
  }

  /** Called before each slot closes: emits this slot's share of `tps`. */
  onSlot(slotMs: number): void {
    if (!this.ready) return;
    this.carry += (this.tps * slotMs) / 1000;
    const n = Math.floor(this.carry);
    this.carry -= n;
    for (let i = 0; i < n; i++) this.step();
  }

  private pick<T>(xs: T[]): T {
    return xs[Math.floor(this.rand() * xs.length)];
  }
  private balance(k: string): bigint {
    return this.chain.getAccount(k)?.lamports ?? 0n;
  }
  private tokenAmount(ata: string): bigint | null {
    const a = this.chain.getAccount(ata);
    return a && isTokenAccountData(a.data) ? readTokenAccount(a.data).amount : null;
  }

  private send(payer: Keypair, ixs: Ix[], extra: Keypair[] = []): void {
    this.counter++;
    const decorated = [...ixs];
    // Sprinkle compute-budget and memo instructions the way wallets do.
    if (this.rand() < 0.3)
      decorated.unshift(
        ...computeBudgetIxs(
          200_000 + Math.floor(this.rand() * 100_000),
          BigInt(Math.floor(this.rand() * 5000)),
        ),
      );
    if (this.rand() < 0.2) decorated.push(memoIx(`gorbagana #${this.counter}`));
    const wire = buildTransaction(payer, decorated, this.chain.confirmedBlock.blockhash, extra);
    const tx = parseWireTransaction(wire);
    if (this.chain.precheck(tx)) return;
    this.chain.execute(tx);
  }

  /** One transaction of the mix; the first ones bootstrap wallets and mints. */
  step(): void {
    const { chain } = this;
    // One wallet's balance is checked per step (round robin): cheap, and every wallet gets refilled.
    const candidate = this.wallets[this.counter % WALLETS];
    const poor = this.balance(candidate.address) < 200_000_000n ? candidate : null;
    if (poor) {
      const amount = 5_000_000_000n + BigInt(Math.floor(this.rand() * 1_000_000_000));
      this.send(chain.faucet, [transferGorIx(signerOf(chain.faucet.address), poor.address, amount)]);
      return;
    }
    const missing = this.mintsReady ? undefined : this.mints.find((m) => !chain.getAccount(m.key.address));
    if (!missing) this.mintsReady = true;
    else {
      const auth = this.wallets[missing.authority];
      const ixs = createMintIxs({
        payer: signerOf(auth.address),
        mint: signerOf(missing.key.address),
        mintAuthority: signerOf(auth.address),
        decimals: missing.spec.decimals,
        token2022: missing.spec.token2022,
        metadata: missing.spec.metadata,
        rent: (s) => chain.svm.minimumBalanceForRentExemption(BigInt(s)),
      });
      this.send(auth, ixs, [missing.key]);
      this.writeMetaplex(missing);
      return;
    }
    if (!this.extrasReady && this.bootstrapExtras()) return;
    const r = this.rand();
    const m = this.pick(this.mints);
    const unit = 10n ** BigInt(m.spec.decimals);
    const wi = Math.floor(this.rand() * WALLETS);
    const w = this.wallets[wi];
    if (r < 0.35) {
      const to = this.pick(this.wallets);
      const lamports = BigInt(1_000 + Math.floor(this.rand() * 50_000_000));
      this.send(w, [transferGorIx(signerOf(w.address), to.address, lamports)]);
    } else if (r < 0.5) {
      const auth = this.wallets[m.authority];
      const amount = unit * BigInt(1 + Math.floor(this.rand() * 1000));
      this.send(auth, [
        createAtaIx(signerOf(auth.address), w.address, m.key.address, m.atas[wi], m.program),
        mintToIx(m.key.address, m.atas[wi], signerOf(auth.address), amount, m.program),
      ]);
    } else if (r < 0.8) {
      const have = this.tokenAmount(m.atas[wi]);
      const ti = Math.floor(this.rand() * WALLETS);
      if (!have || ti === wi) return this.mintTo(m, wi);
      const amount =
        1n + BigInt(Math.floor(this.rand() * Number(have < 1_000_000_000n ? have : 1_000_000_000n)));
      this.send(w, [
        createAtaIx(signerOf(w.address), this.wallets[ti].address, m.key.address, m.atas[ti], m.program),
        transferCheckedIx({
          source: m.atas[wi],
          mint: m.key.address,
          destination: m.atas[ti],
          authority: signerOf(w.address),
          amount,
          decimals: m.spec.decimals,
          tokenProgram: m.program,
        }),
      ]);
    } else if (r < 0.88) {
      const have = this.tokenAmount(m.atas[wi]);
      if (!have) return this.mintTo(m, wi);
      const amount =
        1n + BigInt(Math.floor(this.rand() * Number(have > 1_000_000_000n ? 1_000_000_000n : have)));
      this.send(w, [
        burnIx({
          account: m.atas[wi],
          mint: m.key.address,
          authority: signerOf(w.address),
          amount: amount > have ? have : amount,
          decimals: m.spec.decimals,
          tokenProgram: m.program,
        }),
      ]);
    } else if (r < 0.97) {
      const have = this.tokenAmount(m.atas[wi]);
      if (have === null) return this.mintTo(m, wi);
      const ixs: Ix[] = [];
      if (have > 0n)
        ixs.push(
          burnIx({
            account: m.atas[wi],
            mint: m.key.address,
            authority: signerOf(w.address),
            amount: have,
            decimals: m.spec.decimals,
            tokenProgram: m.program,
          }),
        );
      ixs.push(
        closeAccountIx({
          account: m.atas[wi],
          destination: w.address,
          owner: signerOf(w.address),
          tokenProgram: m.program,
        }),
      );
      this.send(w, ixs);
    } else {
      // Fails on chain (fee charged): spend more than the wallet holds, or move tokens it lacks.
      if (this.rand() < 0.5)
        this.send(w, [transferGorIx(signerOf(w.address), this.pick(this.wallets).address, 10n ** 16n)]);
      else {
        const ti = (wi + 1) % WALLETS;
        this.send(w, [
          createAtaIx(signerOf(w.address), w.address, m.key.address, m.atas[wi], m.program),
          transferCheckedIx({
            source: m.atas[wi],
            mint: m.key.address,
            destination: m.atas[ti],
            authority: signerOf(w.address),
            amount: 10n ** 18n,
            decimals: m.spec.decimals,
            tokenProgram: m.program,
          }),
        ]);
      }
    }
  }

  /**
   * The Metaplex metadata account of a classic mint, written directly (no transaction: the program is
   * not loaded) in the same slot as the mint's creation, so an indexer reading the new mint finds it.
   */
  private writeMetaplex(m: MintState): void {
    if (!m.spec.metaplex || !m.metaplexPda || this.chain.getAccount(m.metaplexPda)) return;
    const auth = this.wallets[m.authority];
    const data = encodeMetaplexMetadata({
      mint: m.key.address,
      updateAuthority: auth.address,
      ...m.spec.metaplex,
    });
    this.chain.writeFundedAccount({
      pubkey: m.metaplexPda,
      lamports: this.chain.svm.minimumBalanceForRentExemption(BigInt(data.length)),
      owner: getAddressEncoder().encode(METAPLEX_METADATA_PROGRAM) as Uint8Array,
      executable: false,
      rentEpoch: 0n,
      data,
    });
  }

  /**
   * After the mints: SPLIT_HOLDER_WALLET's extra token accounts of MINT_SPECS[SPLIT_MINT], each
   * created, initialised and minted to in one transaction (the random mix only touches associated
   * accounts, so these keep their balance). Returns true when it sent a transaction.
   */
  private bootstrapExtras(): boolean {
    const { chain } = this;
    const m = this.mints[SPLIT_MINT];
    const owner = this.wallets[SPLIT_HOLDER_WALLET];
    const account = this.splitAccounts.find((k) => !chain.getAccount(k.address));
    if (!account) {
      this.extrasReady = true;
      return false;
    }
    const auth = this.wallets[m.authority];
    const amount = 10n ** BigInt(m.spec.decimals) * BigInt(100 + this.splitAccounts.indexOf(account) * 50);
    this.send(
      auth,
      [
        getCreateAccountInstruction({
          payer: signerOf(auth.address),
          newAccount: signerOf(account.address),
          lamports: chain.svm.minimumBalanceForRentExemption(BigInt(TOKEN_ACCOUNT_SIZE)),
          space: TOKEN_ACCOUNT_SIZE,
          programAddress: address(m.program),
        }),
        getInitializeAccount3Instruction(
          { account: address(account.address), mint: address(m.key.address), owner: address(owner.address) },
          { programAddress: address(m.program) },
        ),
        mintToIx(m.key.address, account.address, signerOf(auth.address), amount, m.program),
      ],
      [account],
    );
    return true;
  }

  private mintTo(m: MintState, wi: number): void {
    const auth = this.wallets[m.authority];
    const amount = 10n ** BigInt(m.spec.decimals) * BigInt(1 + Math.floor(this.rand() * 500));
    const w = this.wallets[wi];
    this.send(auth, [
      createAtaIx(signerOf(auth.address), w.address, m.key.address, m.atas[wi], m.program),
      mintToIx(m.key.address, m.atas[wi], signerOf(auth.address), amount, m.program),
    ]);
  }
}

/**
 * Bulk mode for indexer benchmarks: generates `transactions` transactions straight into the ledger
 * through the same execution path, `perSlot` per block, without waiting for wall-clock slots.
 */
export async function generateBulk(opts: {
  ledger: string;
  seed: number;
  transactions: number;
  perSlot?: number;
  skipRate?: number;
  /** block time of the first generated slot (ms); default: so that the last block lands about now */
  startTimeMs?: number;
  slotMs?: number;
}): Promise<{ transactions: number; slots: number }> {
  const perSlot = opts.perSlot ?? 500;
  const slotMs = opts.slotMs ?? 400;
  // A virtual clock, one slot length per block: realistic block times, and the same seed and start
  // time give exactly the same ledger (vote timestamps feed the blockhashes).
  let now = opts.startTimeMs ?? Date.now() - Math.ceil(opts.transactions / perSlot) * slotMs;
  const chain = new Chain({
    ledger: opts.ledger,
    seed: opts.seed,
    skipRate: opts.skipRate ?? 0,
    durable: false,
    clock: () => now,
  });
  const gen = new TrafficGenerator(chain, opts.seed, 0);
  await gen.init();
  const startCount = chain.transactionCount;
  let slots = 0;
  while (chain.transactionCount - startCount < opts.transactions) {
    for (let i = 0; i < perSlot; i++) gen.step();
    chain.closeSlot();
    now += slotMs;
    slots++;
  }
  chain.shutdown();
  return { transactions: chain.transactionCount - startCount, slots };
}
