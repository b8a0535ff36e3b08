// Test helpers for every package: build, sign and send real transactions to a localnet over JSON-RPC
// with @solana/kit, each waiting until the transaction is `confirmed`.
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compressTransactionMessageUsingAddressLookupTables,
  getAddressEncoder,
  getProgramDerivedAddress,
  createSolanaRpc,
  devnet,
  lamports,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
  type Signature,
  type TransactionSigner,
} from '@solana/kit';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
} from 'shared-api/programs';
import {
  ataOf,
  burnIx,
  closeAccountIx,
  createAtaIx,
  createMintIxs,
  mintToIx,
  transferCheckedIx,
  transferGorIx,
  type TokenMetadataInput,
} from './instructions';

export const LAMPORTS_PER_GOR = 1_000_000_000;
export type { TokenMetadataInput };

export interface SendOptions {
  /** skip preflight simulation (needed to land a failing transaction) */
  skipPreflight?: boolean;
  /** address lookup tables to compress the v0 message with: table address → its addresses */
  lookupTables?: Record<string, string[]>;
  /** wait for this commitment (default confirmed) */
  timeoutMs?: number;
}

const makeRpc = (url: string) => createSolanaRpc(devnet(url));
type Rpc = ReturnType<typeof makeRpc>;
const rpcs = new Map<string, Rpc>();
function rpcFor(url: string): Rpc {
  let r = rpcs.get(url);
  if (!r) {
    r = makeRpc(url);
    rpcs.set(url, r);
  }
  return r;
}

/** A request that failed because its connection was reset or closed under it (fetch's TypeError). */
function isConnectionReset(e: unknown): boolean {
  const code = (e as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === 'ECONNRESET' || code === 'UND_ERR_SOCKET';
}

/** Polls getSignatureStatuses until the signature is confirmed (or fails on timeout). */
export async function waitForConfirmed(rpcUrl: string, signature: string, timeoutMs = 30_000): Promise<void> {
  const rpc = rpcFor(rpcUrl);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A status poll only reads: one that met a connection the node's server was closing (a
    // keep-alive race while many callers poll) counts as not confirmed yet and is sent again.
    const st = await rpc
      .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
      .send()
      .then(({ value }) => value[0])
      .catch((e: unknown) => {
        if (isConnectionReset(e)) return null;
        throw e;
      });
    if (st && (st.confirmationStatus === 'confirmed' || st.confirmationStatus === 'finalized')) return;
    if (Date.now() > deadline)
      throw new Error(`transaction ${signature} not confirmed within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Signs `instructions` with the fee payer (and any signer they reference), sends, waits for confirmed. */
export async function sendInstructions(
  rpcUrl: string,
  feePayer: TransactionSigner,
  instructions: Instruction[],
  opts: SendOptions = {},
): Promise<string> {
  const rpc = rpcFor(rpcUrl);
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
  const msg = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const tables = Object.fromEntries(
    Object.entries(opts.lookupTables ?? {}).map(([t, list]) => [address(t), list.map((x) => address(x))]),
  );
  const tx = await signTransactionMessageWithSigners(
    opts.lookupTables ? compressTransactionMessageUsingAddressLookupTables(msg, tables) : msg,
  );
  const sig = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(tx), {
      encoding: 'base64',
      skipPreflight: opts.skipPreflight ?? false,
      preflightCommitment: 'confirmed',
    })
    .send();
  await waitForConfirmed(rpcUrl, sig, opts.timeoutMs);
  return sig;
}

export interface FundedWallet {
  signer: KeyPairSigner;
  address: Address;
  /** the airdrop's signature */
  signature: string;
}

/** A fresh keypair funded with `gor` GOR by the faucet (requestAirdrop). */
export async function newFundedWallet(rpcUrl: string, gor: number): Promise<FundedWallet> {
  const signer = await generateKeyPairSigner();
  const sig = await rpcFor(rpcUrl)
    .requestAirdrop(signer.address, lamports(BigInt(Math.round(gor * LAMPORTS_PER_GOR))))
    .send();
  await waitForConfirmed(rpcUrl, sig);
  return { signer, address: signer.address, signature: sig };
}

export async function transferGor(
  rpcUrl: string,
  from: TransactionSigner,
  to: string,
  gor: number,
  opts: SendOptions = {},
): Promise<{ signature: string }> {
  const signature = await sendInstructions(
    rpcUrl,
    from,
    [transferGorIx(from, to, BigInt(Math.round(gor * LAMPORTS_PER_GOR)))],
    opts,
  );
  return { signature };
}

export interface CreatedMint {
  signature: string;
  mint: Address;
  tokenProgram: Address;
  decimals: number;
}

/** Creates a mint whose mint authority is `payer`. Token-2022 mints may carry the metadata extension. */
export async function createMint(
  rpcUrl: string,
  payer: TransactionSigner,
  opts: { decimals: number; token2022?: boolean; metadata?: TokenMetadataInput },
): Promise<CreatedMint> {
  const rpc = rpcFor(rpcUrl);
  const mint = await generateKeyPairSigner();
  const rents = new Map<number, bigint>();
  // Rent for the sizes the recipe needs, fetched up front (the recipe itself is synchronous).
  const token2022 = opts.token2022 ?? false;
  const probe = createMintIxs({
    payer,
    mint,
    mintAuthority: payer,
    decimals: opts.decimals,
    token2022,
    metadata: opts.metadata,
    rent: (s) => {
      rents.set(s, 0n);
      return 0n;
    },
  });
  void probe;
  for (const s of rents.keys())
    rents.set(s, BigInt(await rpc.getMinimumBalanceForRentExemption(BigInt(s)).send()));
  const ixs = createMintIxs({
    payer,
    mint,
    mintAuthority: payer,
    decimals: opts.decimals,
    token2022,
    metadata: opts.metadata,
    rent: (s) => rents.get(s) ?? 0n,
  });
  const signature = await sendInstructions(rpcUrl, payer, ixs);
  const tokenProgram = address(token2022 ? TOKEN_2022_PROGRAM : TOKEN_PROGRAM);
  return { signature, mint: mint.address, tokenProgram, decimals: opts.decimals };
}

async function mintInfo(rpcUrl: string, mint: string): Promise<{ tokenProgram: Address; decimals: number }> {
  const { value } = await rpcFor(rpcUrl)
    .getAccountInfo(address(mint), { encoding: 'base64', commitment: 'confirmed' })
    .send();
  if (!value) throw new Error(`mint ${mint} not found`);
  const data = Buffer.from(value.data[0], 'base64');
  return { tokenProgram: value.owner, decimals: data[44] };
}

/** Mints `amount` base units to `owner`'s associated token account (created idempotently). `authority` is the mint authority. */
export async function mintTo(
  rpcUrl: string,
  authority: TransactionSigner,
  mint: string,
  owner: string,
  amount: bigint,
): Promise<{ signature: string; ata: Address }> {
  const { tokenProgram } = await mintInfo(rpcUrl, mint);
  const ata = await ataOf(owner, mint, tokenProgram);
  const signature = await sendInstructions(rpcUrl, authority, [
    createAtaIx(authority, owner, mint, ata, tokenProgram),
    mintToIx(mint, ata, authority, amount, tokenProgram),
  ]);
  return { signature, ata };
}

/** transferChecked from `owner`'s ATA to `to`'s ATA (created idempotently, paid by `owner`). */
export async function transferChecked(
  rpcUrl: string,
  owner: TransactionSigner,
  mint: string,
  to: string,
  amount: bigint,
): Promise<{ signature: string; source: Address; destination: Address }> {
  const { tokenProgram, decimals } = await mintInfo(rpcUrl, mint);
  const source = await ataOf(owner.address, mint, tokenProgram);
  const destination = await ataOf(to, mint, tokenProgram);
  const signature = await sendInstructions(rpcUrl, owner, [
    createAtaIx(owner, to, mint, destination, tokenProgram),
    transferCheckedIx({ source, mint, destination, authority: owner, amount, decimals, tokenProgram }),
  ]);
  return { signature, source, destination };
}

/** burnChecked from `owner`'s ATA. */
export async function burn(
  rpcUrl: string,
  owner: TransactionSigner,
  mint: string,
  amount: bigint,
): Promise<{ signature: string; account: Address }> {
  const { tokenProgram, decimals } = await mintInfo(rpcUrl, mint);
  const account = await ataOf(owner.address, mint, tokenProgram);
  const signature = await sendInstructions(rpcUrl, owner, [
    burnIx({ account, mint, authority: owner, amount, decimals, tokenProgram }),
  ]);
  return { signature, account };
}

/** Closes `owner`'s (empty) ATA for `mint`, rent back to the owner. */
export async function closeAccount(
  rpcUrl: string,
  owner: TransactionSigner,
  mint: string,
): Promise<{ signature: string; account: Address }> {
  const { tokenProgram } = await mintInfo(rpcUrl, mint);
  const account = await ataOf(owner.address, mint, tokenProgram);
  const signature = await sendInstructions(rpcUrl, owner, [
    closeAccountIx({ account, destination: owner.address, owner, tokenProgram }),
  ]);
  return { signature, account };
}

const ALT_PROGRAM = address(ADDRESS_LOOKUP_TABLE_PROGRAM);

/** Creates and extends an address lookup table (authority = payer). Usable from the next slot on. */
export async function createLookupTable(
  rpcUrl: string,
  payer: TransactionSigner,
  addresses: string[],
): Promise<{ signature: string; table: Address }> {
  const recentSlot = await rpcFor(rpcUrl).getSlot({ commitment: 'confirmed' }).send();
  const slotBytes = Buffer.alloc(8);
  slotBytes.writeBigUInt64LE(recentSlot);
  const [table, bump] = await getProgramDerivedAddress({
    programAddress: ALT_PROGRAM,
    seeds: [getAddressEncoder().encode(payer.address), slotBytes],
  });
  const create = Buffer.alloc(13);
  create.writeUInt32LE(0, 0); // CreateLookupTable { recent_slot, bump_seed }
  create.writeBigUInt64LE(recentSlot, 4);
  create.writeUInt8(bump, 12);
  const extend = Buffer.alloc(12 + 32 * addresses.length);
  extend.writeUInt32LE(2, 0); // ExtendLookupTable { new_addresses: Vec<Pubkey> }
  extend.writeBigUInt64LE(BigInt(addresses.length), 4);
  addresses.forEach((a, i) => Buffer.from(getAddressEncoder().encode(address(a))).copy(extend, 12 + 32 * i));
  const system = address(SYSTEM_PROGRAM);
  const accounts = [
    { address: table, role: AccountRole.WRITABLE },
    { address: payer.address, role: AccountRole.READONLY_SIGNER, signer: payer },
    { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer },
    { address: system, role: AccountRole.READONLY },
  ];
  const signature = await sendInstructions(rpcUrl, payer, [
    { programAddress: ALT_PROGRAM, accounts, data: new Uint8Array(create) },
    { programAddress: ALT_PROGRAM, accounts, data: new Uint8Array(extend) },
  ]);
  // Addresses added in a slot become usable in the next one.
  const after = await rpcFor(rpcUrl).getSlot({ commitment: 'processed' }).send();
  while ((await rpcFor(rpcUrl).getSlot({ commitment: 'confirmed' }).send()) <= after)
    await new Promise((r) => setTimeout(r, 20));
  return { signature, table };
}

/**
 * A transaction that lands and fails on chain (a GOR transfer larger than the balance), fee charged.
 * Sent with skipPreflight so the node records it.
 */
export async function sendFailing(rpcUrl: string, payer: TransactionSigner): Promise<{ signature: string }> {
  const target = await generateKeyPairSigner();
  const signature = await sendInstructions(
    rpcUrl,
    payer,
    [transferGorIx(payer, target.address, 10n ** 17n)],
    { skipPreflight: true },
  );
  return { signature };
}
