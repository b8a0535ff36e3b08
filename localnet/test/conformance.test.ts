// Conformance: every method through @solana/kit's RPC and @solana/web3.js v1 Connection (whose
// response schemas reject a wrong shape), known token/GOR movements checked in the meta, PubSub flows.
import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  devnet,
  generateKeyPairSigner,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  getSignatureFromTransaction,
  getBase64EncodedWireTransaction,
  type Signature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { startLocalnet, type LocalnetHandle } from '../src/index';
import * as tk from '../src/testkit';
import { call, rawCall } from './rpc-client';

jest.setTimeout(60_000);

let ln: LocalnetHandle;
const makeRpc = (url: string) => createSolanaRpc(devnet(url));
let rpc: ReturnType<typeof makeRpc>;
let conn: Connection;
let a: tk.FundedWallet;
let b: tk.FundedWallet;
let classic: tk.CreatedMint;
let t22: tk.CreatedMint;
const sigs: Record<string, string> = {};
let mintAta = '';

beforeAll(async () => {
  ln = await startLocalnet({ port: 0, slotMs: 50, quiet: true });
  rpc = makeRpc(ln.rpcUrl);
  conn = new Connection(ln.rpcUrl, { commitment: 'confirmed', wsEndpoint: ln.wsUrl });
  a = await tk.newFundedWallet(ln.rpcUrl, 10);
  b = await tk.newFundedWallet(ln.rpcUrl, 1);
  sigs.transfer = (await tk.transferGor(ln.rpcUrl, a.signer, b.address, 0.25)).signature;
  classic = await tk.createMint(ln.rpcUrl, a.signer, { decimals: 6 });
  t22 = await tk.createMint(ln.rpcUrl, a.signer, {
    decimals: 9,
    token2022: true,
    metadata: { name: 'Test', symbol: 'TST', uri: 'https://x.invalid/t.png' },
  });
  const m = await tk.mintTo(ln.rpcUrl, a.signer, classic.mint, a.address, 5_000_000n);
  sigs.mintTo = m.signature;
  mintAta = m.ata;
  sigs.transferChecked = (
    await tk.transferChecked(ln.rpcUrl, a.signer, classic.mint, b.address, 1_250_000n)
  ).signature;
  sigs.burn = (await tk.burn(ln.rpcUrl, b.signer, classic.mint, 250_000n)).signature;
  await tk.mintTo(ln.rpcUrl, a.signer, t22.mint, a.address, 7n);
  await tk.transferChecked(ln.rpcUrl, a.signer, t22.mint, b.address, 7n);
  await tk.burn(ln.rpcUrl, b.signer, t22.mint, 7n);
  sigs.close = (await tk.closeAccount(ln.rpcUrl, b.signer, t22.mint)).signature;
  sigs.failed = (await tk.sendFailing(ln.rpcUrl, a.signer)).signature;
});
afterAll(async () => {
  // web3.js keeps reconnecting its websocket unless it is closed explicitly.
  const ws = Reflect.get(conn, '_rpcWebSocket') as
    { close(): void; setAutoReconnect(on: boolean): void } | undefined;
  ws?.setAutoReconnect(false);
  ws?.close();
  await ln?.close();
});

interface TokenBal {
  accountIndex: number;
  mint: string;
  owner?: string;
  programId?: string;
  uiTokenAmount: { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };
}
const amountOf = (list: readonly TokenBal[] | null | undefined, owner: string, mint: string) =>
  BigInt(list?.find((t) => t.owner === owner && t.mint === mint)?.uiTokenAmount.amount ?? '0');

describe('transaction meta', () => {
  it('records a GOR transfer with exact pre/post balances and the fee', async () => {
    const tx = await conn.getTransaction(sigs.transfer, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(tx?.meta?.err).toBeNull();
    const keys = tx!.transaction.message.staticAccountKeys.map((k) => k.toBase58());
    const ia = keys.indexOf(a.address);
    const ib = keys.indexOf(b.address);
    expect(tx!.meta!.fee).toBe(5000);
    expect(tx!.meta!.preBalances[ia] - tx!.meta!.postBalances[ia]).toBe(250_000_000 + 5000);
    expect(tx!.meta!.postBalances[ib] - tx!.meta!.preBalances[ib]).toBe(250_000_000);
    expect(tx!.version).toBe(0);
  });

  it('reports token balances for mintTo, transferChecked and burn', async () => {
    const get = (s: string) =>
      rpc
        .getTransaction(s as Signature, {
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
          encoding: 'json',
        })
        .send();
    const mt = await get(sigs.mintTo);
    expect(
      amountOf(mt!.meta!.postTokenBalances, a.address, classic.mint) -
        amountOf(mt!.meta!.preTokenBalances, a.address, classic.mint),
    ).toBe(5_000_000n);
    const tc = await get(sigs.transferChecked);
    expect(
      amountOf(tc!.meta!.preTokenBalances, a.address, classic.mint) -
        amountOf(tc!.meta!.postTokenBalances, a.address, classic.mint),
    ).toBe(1_250_000n);
    expect(amountOf(tc!.meta!.postTokenBalances, b.address, classic.mint)).toBe(1_250_000n);
    const post = tc!.meta!.postTokenBalances!.find((t) => t.owner === b.address)!;
    expect(post.programId).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(post.uiTokenAmount).toEqual({
      amount: '1250000',
      decimals: 6,
      uiAmount: 1.25,
      uiAmountString: '1.25',
    });
    // ATA creation runs through CPI: inner instructions carry their stack height.
    expect(tc!.meta!.innerInstructions![0].instructions.every((i) => i.stackHeight === 2)).toBe(true);
    expect(tc!.meta!.computeUnitsConsumed).toBeGreaterThan(0n);
    expect(tc!.meta!.logMessages!).toContain(
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
    );
    const bu = await get(sigs.burn);
    expect(
      amountOf(bu!.meta!.preTokenBalances, b.address, classic.mint) -
        amountOf(bu!.meta!.postTokenBalances, b.address, classic.mint),
    ).toBe(250_000n);
    const supply = await rpc.getTokenSupply(address(classic.mint), { commitment: 'confirmed' }).send();
    expect(supply.value.amount).toBe('4750000');
  });

  it('records a failed transaction with its error and the fee charged', async () => {
    const tx = await conn.getTransaction(sigs.failed, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(tx!.meta!.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    expect(tx!.meta!.preBalances[0] - tx!.meta!.postBalances[0]).toBe(5000);
    expect(tx!.meta!.fee).toBe(5000);
    const st = await conn.getSignatureStatuses([sigs.failed], { searchTransactionHistory: true });
    expect(st.value[0]?.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
  });

  it('shows a closed token account in postTokenBalances no more', async () => {
    const tx = await conn.getParsedTransaction(sigs.close, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    const ix = tx!.transaction.message.instructions[0] as { parsed: { type: string } };
    expect(ix.parsed.type).toBe('closeAccount');
    expect(tx!.meta!.postTokenBalances).toEqual([]);
    expect(tx!.meta!.preTokenBalances!.length).toBe(1);
  });
});

describe('v0 with address lookup tables', () => {
  it('reports loadedAddresses and balances of loaded accounts', async () => {
    const r1 = (await generateKeyPairSigner()).address;
    const r2 = (await generateKeyPairSigner()).address;
    const { table } = await tk.createLookupTable(ln.rpcUrl, a.signer, [r1, r2]);
    const sig = await tk.sendInstructions(
      ln.rpcUrl,
      a.signer,
      [
        getTransferSolInstruction({ source: a.signer, destination: r1, amount: lamports(3_000_000n) }),
        getTransferSolInstruction({ source: a.signer, destination: r2, amount: lamports(4_000_000n) }),
      ],
      { lookupTables: { [table]: [r1, r2] } },
    );
    const tx = await conn.getTransaction(sig, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(tx!.transaction.message.addressTableLookups.length).toBe(1);
    expect(tx!.meta!.loadedAddresses!.writable.map((k) => k.toBase58()).sort()).toEqual([r1, r2].sort());
    const keys = tx!.transaction.message.getAccountKeys({
      accountKeysFromLookups: tx!.meta!.loadedAddresses,
    });
    const i1 = keys
      .keySegments()
      .flat()
      .findIndex((k) => k.toBase58() === r1);
    expect(tx!.meta!.postBalances[i1]).toBe(3_000_000);
    const parsed = await conn.getParsedTransaction(sig, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    expect(
      parsed!.transaction.message.accountKeys
        .filter((k) => k.source === 'lookupTable')
        .map((k) => k.pubkey.toBase58())
        .sort(),
    ).toEqual([r1, r2].sort());
    // v0 transactions need maxSupportedTransactionVersion, as on a real node
    expect((await call(ln.rpcUrl, 'getTransaction', [sig, { commitment: 'confirmed' }])).error?.code).toBe(
      -32015,
    );
  });
});

describe('@solana/kit rpc', () => {
  it('answers the chain-state methods', async () => {
    const slot = await rpc.getSlot({ commitment: 'confirmed' }).send();
    expect(slot).toBeGreaterThan(0n);
    expect(await rpc.getBlockHeight({ commitment: 'confirmed' }).send()).toBeGreaterThan(0n);
    expect(await rpc.getFirstAvailableBlock().send()).toBe(0n);
    const blocks = await rpc.getBlocks(0n, slot, { commitment: 'confirmed' }).send();
    expect(blocks[0]).toBe(0n);
    const lim = await rpc.getBlocksWithLimit(1n, 3, { commitment: 'confirmed' }).send();
    expect(lim).toEqual([1n, 2n, 3n]);
    expect(typeof (await rpc.getBlockTime(1n).send())).toBe('bigint');
    const tx = await rpc
      .getTransaction(sigs.transfer as Signature, {
        commitment: 'confirmed',
        maxSupportedTransactionVersion: 0,
        encoding: 'json',
      })
      .send();
    for (const enc of ['json', 'jsonParsed', 'base64', 'base58'] as const) {
      const blk = await rpc
        .getBlock(tx!.slot, {
          commitment: 'confirmed',
          maxSupportedTransactionVersion: 0,
          encoding: enc as 'json',
          rewards: true,
        })
        .send();
      expect(blk!.transactions.length).toBeGreaterThan(0);
      expect(blk!.parentSlot).toBeLessThan(tx!.slot);
    }
    const sigOnly = await rpc
      .getBlock(tx!.slot, {
        commitment: 'confirmed',
        transactionDetails: 'signatures',
        maxSupportedTransactionVersion: 0,
      })
      .send();
    expect(sigOnly!.signatures).toContain(sigs.transfer);
    const none = await rpc
      .getBlock(tx!.slot, { commitment: 'confirmed', transactionDetails: 'none', rewards: false })
      .send();
    expect(none!.blockhash).toBeTruthy();
    const hist = await rpc.getSignaturesForAddress(b.address, { commitment: 'confirmed', limit: 3 }).send();
    expect(hist.length).toBe(3);
    expect(hist[0].slot).toBeGreaterThanOrEqual(hist[2].slot);
    const older = await rpc
      .getSignaturesForAddress(b.address, { commitment: 'confirmed', before: hist[0].signature })
      .send();
    expect(older[0].signature).toBe(hist[1].signature);
    const until = await rpc
      .getSignaturesForAddress(b.address, { commitment: 'confirmed', until: hist[1].signature })
      .send();
    expect(until.map((h) => h.signature)).toEqual([hist[0].signature]);
    const st = await rpc
      .getSignatureStatuses([sigs.transfer as Signature], { searchTransactionHistory: true })
      .send();
    expect(st.value[0]!.confirmationStatus).toMatch(/confirmed|finalized/);
  });

  it('answers the account and token methods', async () => {
    const bal = await rpc.getBalance(b.address, { commitment: 'confirmed' }).send();
    expect(bal.value).toBeGreaterThan(0n);
    const info = await rpc.getAccountInfo(address(classic.mint), { encoding: 'jsonParsed' }).send();
    expect(info.value!.owner).toBe(classic.tokenProgram);
    const multi = await rpc.getMultipleAccounts([a.address, b.address], { encoding: 'base64' }).send();
    expect(multi.value.length).toBe(2);
    const pa = await rpc
      .getProgramAccounts(classic.tokenProgram, {
        encoding: 'base64',
        filters: [
          { dataSize: 165n },
          { memcmp: { offset: 0n, bytes: classic.mint as never, encoding: 'base58' } },
        ],
      })
      .send();
    expect(pa.length).toBe(2);
    const owned = await rpc
      .getTokenAccountsByOwner(a.address, { mint: classic.mint }, { encoding: 'jsonParsed' })
      .send();
    expect(owned.value[0].pubkey).toBe(mintAta);
    const tb = await rpc.getTokenAccountBalance(address(mintAta)).send();
    expect(tb.value.amount).toBe('3750000');
    const largest = await rpc.getTokenLargestAccounts(address(classic.mint)).send();
    expect(largest.value[0].amount).toBe('3750000');
    const sup = await rpc.getSupply().send();
    expect(sup.value.total).toBeGreaterThan(0n);
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBeGreaterThan(0n);
  });

  it('answers the cluster methods', async () => {
    expect(await rpc.getHealth().send()).toBe('ok');
    expect((await rpc.getVersion().send())['solana-core']).toBeTruthy();
    expect(await rpc.getGenesisHash().send()).toBeTruthy();
    const id = await rpc.getIdentity().send();
    const nodes = await rpc.getClusterNodes().send();
    expect(nodes[0].pubkey).toBe(id.identity);
    const votes = await rpc.getVoteAccounts().send();
    expect(votes.current[0].nodePubkey).toBe(id.identity);
    const ei = await rpc.getEpochInfo().send();
    expect(ei.slotsInEpoch).toBe(432000n);
    expect((await rpc.getEpochSchedule().send()).slotsPerEpoch).toBe(432000n);
    expect(Array.isArray(await rpc.getRecentPerformanceSamples(5).send())).toBe(true);
    // No inflation is paid on the localnet: a zero rate, as a cluster with inflation disabled reports.
    expect(await rpc.getInflationRate().send()).toEqual({
      epoch: ei.epoch,
      foundation: 0,
      total: 0,
      validator: 0,
    });
    // At epoch 0 no epoch has completed: the boundary block of the default epoch does not exist yet.
    const owner = address(a.address);
    await expect(rpc.getInflationReward([owner]).send()).rejects.toThrow();
    expect(await call(ln.rpcUrl, 'getInflationReward', [[a.address]])).toMatchObject({
      error: { code: -32004, message: 'Block not available for slot 432000' },
    });
    expect(
      await call(ln.rpcUrl, 'getInflationReward', [[a.address], { epoch: 0, commitment: 'processed' }]),
    ).toMatchObject({
      error: { code: -32602, message: 'Method does not support commitment below `confirmed`' },
    });
    expect(await call(ln.rpcUrl, 'getInflationReward', [['not-a-key']])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await call(ln.rpcUrl, 'getInflationReward', [a.address])).toMatchObject({
      error: { code: -32602 },
    });
    const lb = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    expect((await rpc.isBlockhashValid(lb.value.blockhash, { commitment: 'confirmed' }).send()).value).toBe(
      true,
    );
  });

  it('sends and confirms through PubSub (kit sendAndConfirmTransactionFactory)', async () => {
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnet(ln.wsUrl));
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions });
    const dest = await generateKeyPairSigner();
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const msg = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(a.signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({
              source: a.signer,
              destination: dest.address,
              amount: lamports(1_000_000n),
            }),
          ],
          m,
        ),
    );
    const signed = await signTransactionMessageWithSigners(msg);
    await sendAndConfirm(signed as Parameters<typeof sendAndConfirm>[0], { commitment: 'confirmed' });
    const sig = getSignatureFromTransaction(signed);
    const fee = await rpc
      .getFeeForMessage(Buffer.from(signed.messageBytes).toString('base64') as never, {
        commitment: 'confirmed',
      })
      .send();
    expect(fee.value).toBe(5000n);
    const st = await rpc.getSignatureStatuses([sig]).send();
    expect(st.value[0]?.err).toBeNull();
    expect((await rpc.getBalance(dest.address, { commitment: 'confirmed' }).send()).value).toBe(1_000_000n);
  });
});

describe('the remaining methods, through both clients', () => {
  it('answers without a schema error', async () => {
    expect(await rpc.getTransactionCount().send()).toBeGreaterThan(0n);
    expect(await conn.getTransactionCount()).toBeGreaterThan(0);
    expect(await rpc.minimumLedgerSlot().send()).toBe(0n);
    expect(await conn.getMinimumLedgerSlot()).toBe(0);
    // Inflation disabled: the governor a node with Inflation::new_disabled() reports.
    expect(await rpc.getInflationGovernor().send()).toEqual({
      foundation: 0,
      foundationTerm: 0,
      initial: 0,
      taper: 0,
      terminal: 0,
    });
    expect(await conn.getInflationGovernor()).toEqual({
      foundation: 0,
      foundationTerm: 0,
      initial: 0,
      taper: 0,
      terminal: 0,
    });
    expect((await rpc.getSlotLeaders(1n, 3).send()).length).toBe(3);
    expect((await conn.getSlotLeaders(1, 3)).length).toBe(3);
    expect((await rpc.getStakeMinimumDelegation().send()).value).toBeGreaterThan(0n);
    expect(await conn.getStakeMinimumDelegation()).toBeTruthy();
    expect(Object.keys((await rpc.getBlockProduction().send()).value.byIdentity).length).toBe(1);
    const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const msg = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(a.signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [getTransferSolInstruction({ source: a.signer, destination: b.address, amount: lamports(5_000n) })],
          m,
        ),
    );
    const signed = await signTransactionMessageWithSigners(msg);
    const sim = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(signed), {
        encoding: 'base64',
        sigVerify: true,
        accounts: { addresses: [b.address], encoding: 'base64' },
      })
      .send();
    expect(sim.value.err).toBeNull();
    expect(sim.value.accounts![0]!.lamports).toBeGreaterThan(0n);
  });
});

describe('@solana/web3.js v1 Connection', () => {
  it('parses every method without a schema error', async () => {
    const slot = await conn.getSlot();
    expect(slot).toBeGreaterThan(0);
    await conn.getBlockHeight();
    const tx = await conn.getTransaction(sigs.transferChecked, { maxSupportedTransactionVersion: 0 });
    expect(tx).not.toBeNull();
    const blk = await conn.getBlock(tx!.slot, { maxSupportedTransactionVersion: 0, rewards: true });
    expect(blk!.transactions.some((t) => t.transaction.signatures[0] === sigs.transferChecked)).toBe(true);
    const parsedBlk = await conn.getParsedBlock(tx!.slot, { maxSupportedTransactionVersion: 0 });
    expect(parsedBlk.transactions.length).toBeGreaterThan(0);
    const accountsOnly = await conn.getBlock(tx!.slot, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'accounts',
    });
    expect(accountsOnly!.transactions.length).toBeGreaterThan(0);
    const noTxs = await conn.getBlock(tx!.slot, {
      maxSupportedTransactionVersion: 0,
      transactionDetails: 'none',
    });
    expect(noTxs!.blockhash).toBe(blk!.blockhash);
    expect(await conn.getBlocks(0, slot)).toContain(0);
    expect(typeof (await conn.getBlockTime(1))).toBe('number');
    expect(await conn.getFirstAvailableBlock()).toBe(0);
    expect((await conn.getSignaturesForAddress(new PublicKey(a.address), { limit: 2 })).length).toBe(2);
    expect(
      (await conn.getSignatureStatuses([sigs.transfer], { searchTransactionHistory: true })).value[0]?.err,
    ).toBeNull();
    const pk = new PublicKey(b.address);
    expect(await conn.getBalance(pk)).toBeGreaterThan(0);
    expect((await conn.getAccountInfo(pk))?.lamports).toBeGreaterThan(0);
    expect((await conn.getMultipleAccountsInfo([pk, new PublicKey(classic.mint)])).length).toBe(2);
    const parsedMint = await conn.getParsedAccountInfo(new PublicKey(classic.mint));
    expect((parsedMint.value?.data as { parsed: { type: string } }).parsed.type).toBe('mint');
    const md = await conn.getParsedAccountInfo(new PublicKey(t22.mint));
    const ext = (
      md.value?.data as {
        parsed: {
          info: { extensions: Array<{ extension: string; state?: { name?: string; uri?: string } }> };
        };
      }
    ).parsed.info.extensions;
    expect(ext.find((e) => e.extension === 'tokenMetadata')?.state).toMatchObject({
      name: 'Test',
      uri: 'https://x.invalid/t.png',
    });
    const created = await conn.getParsedTransaction(t22.signature, { maxSupportedTransactionVersion: 0 });
    const types = created!.transaction.message.instructions.map((i) =>
      'parsed' in i ? (i.parsed as { type: string }).type : 'raw',
    );
    expect(types).toEqual([
      'createAccount',
      'initializeMetadataPointer',
      'initializeMint2',
      'initializeTokenMetadata',
    ]);
    expect(
      (await conn.getProgramAccounts(new PublicKey(classic.tokenProgram), { filters: [{ dataSize: 165 }] }))
        .length,
    ).toBeGreaterThan(0);
    const owned = await conn.getParsedTokenAccountsByOwner(new PublicKey(a.address), {
      programId: new PublicKey(classic.tokenProgram),
    });
    expect(owned.value.length).toBe(1);
    expect((await conn.getTokenAccountBalance(new PublicKey(mintAta))).value.uiAmountString).toBe('3.75');
    expect((await conn.getTokenSupply(new PublicKey(classic.mint))).value.decimals).toBe(6);
    expect((await conn.getTokenLargestAccounts(new PublicKey(classic.mint))).value.length).toBe(2);
    expect((await conn.getSupply()).value.total).toBeGreaterThan(0);
    const ei = await conn.getEpochInfo();
    expect(ei.absoluteSlot).toBeGreaterThan(0);
    expect((await conn.getEpochSchedule()).slotsPerEpoch).toBe(432000);
    const va = await conn.getVoteAccounts();
    expect(va.current.length).toBe(1);
    await conn.getRecentPerformanceSamples(3);
    expect(await conn.getInflationRate()).toEqual({ epoch: ei.epoch, foundation: 0, total: 0, validator: 0 });
    await expect(conn.getInflationReward([new PublicKey(a.address)])).rejects.toThrow(
      'Block not available for slot 432000',
    );
    const lb = await conn.getLatestBlockhash();
    expect(await conn.isBlockhashValid(lb.blockhash)).toBeTruthy();
    expect(await conn.getMinimumBalanceForRentExemption(0)).toBeGreaterThan(0);
    expect((await conn.getVersion())['solana-core']).toBeTruthy();
    expect(await conn.getGenesisHash()).toBeTruthy();
    expect((await conn.getClusterNodes()).length).toBe(1);
    expect(await conn.getSlotLeader()).toBe((await rpc.getIdentity().send()).identity);
    const prod = await conn.getBlockProduction();
    const [leaderSlots, produced] = Object.values(prod.value.byIdentity)[0];
    expect(produced).toBeLessThanOrEqual(leaderSlots);
    expect(produced).toBeGreaterThan(0);
    expect(await conn.getRecentPrioritizationFees()).toEqual([]);
  });

  it('airdrops, sends, simulates and confirms over PubSub', async () => {
    const kp = Keypair.generate();
    const sig = await conn.requestAirdrop(kp.publicKey, 2 * LAMPORTS_PER_SOL);
    const lb = await conn.getLatestBlockhash();
    await conn.confirmTransaction({ signature: sig, ...lb }, 'confirmed');
    expect(await conn.getBalance(kp.publicKey)).toBe(2 * LAMPORTS_PER_SOL);
    const to = Keypair.generate().publicKey;
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: kp.publicKey, toPubkey: to, lamports: 1_000_000 }),
    );
    tx.recentBlockhash = lb.blockhash;
    tx.feePayer = kp.publicKey;
    tx.sign(kp);
    const sim = await conn.simulateTransaction(tx);
    expect(sim.value.err).toBeNull();
    expect(sim.value.logs!.length).toBeGreaterThan(0);
    const fee = await conn.getFeeForMessage(tx.compileMessage());
    expect(fee.value).toBe(5000);
    const tx2 = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: kp.publicKey, toPubkey: to, lamports: 1_000_000 }),
    );
    await sendAndConfirmTransaction(conn, tx2, [kp], { commitment: 'confirmed' });
    expect(await conn.getBalance(to)).toBe(1_000_000);
    // Preflight failure: -32002 with the simulation logs
    const bad = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: kp.publicKey, toPubkey: to, lamports: 100 * LAMPORTS_PER_SOL }),
    );
    await expect(sendAndConfirmTransaction(conn, bad, [kp])).rejects.toThrow(/custom program error: 0x1/);
  });

  it('moves a transaction from processed to confirmed to finalized (signatureSubscribe finalized)', async () => {
    const kp = Keypair.generate();
    const lb = await conn.getLatestBlockhash();
    const sig = await conn.requestAirdrop(kp.publicKey, LAMPORTS_PER_SOL);
    const first = (await rpc.getSignatureStatuses([sig as Signature]).send()).value[0];
    expect(['processed', 'confirmed']).toContain(first?.confirmationStatus);
    await conn.confirmTransaction({ signature: sig, ...lb }, 'finalized');
    const fin = (await rpc.getSignatureStatuses([sig as Signature]).send()).value[0];
    expect(fin?.confirmationStatus).toBe('finalized');
    expect(fin?.confirmations).toBeNull();
    const tx = await conn.getTransaction(sig, { commitment: 'finalized', maxSupportedTransactionVersion: 0 });
    expect(tx?.slot).toBe(Number(fin!.slot));
  });

  it('delivers slot and account notifications', async () => {
    const slot = await new Promise<number>((resolve) => {
      const id = conn.onSlotChange((s) => {
        void conn.removeSlotChangeListener(id);
        resolve(s.slot);
      });
    });
    expect(slot).toBeGreaterThan(0);
    const watched = new PublicKey(b.address);
    const seen = new Promise<number>((resolve) => {
      const id = conn.onAccountChange(
        watched,
        (acc) => {
          void conn.removeAccountChangeListener(id);
          resolve(acc.lamports);
        },
        { commitment: 'confirmed' },
      );
    });
    await new Promise((r) => setTimeout(r, 200));
    await tk.transferGor(ln.rpcUrl, a.signer, b.address, 0.001);
    expect(await seen).toBeGreaterThan(0);
  });
});

describe('bad requests', () => {
  it('answers JSON-RPC errors and keeps serving', async () => {
    expect(await rawCall(ln.rpcUrl, '{not json')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
      id: null,
    });
    expect((await call(ln.rpcUrl, 'noSuchMethod')).error?.code).toBe(-32601);
    expect((await call(ln.rpcUrl, 'getBalance', ['not-a-key'])).error?.code).toBe(-32602);
    expect((await call(ln.rpcUrl, 'getBlock', ['x'])).error?.code).toBe(-32602);
    expect((await call(ln.rpcUrl, 'getBlock', [1, { commitment: 'processed' }])).error?.code).toBe(-32602);
    expect((await call(ln.rpcUrl, 'getBlock', [10_000_000, { commitment: 'confirmed' }])).error?.code).toBe(
      -32004,
    );
    expect((await call(ln.rpcUrl, 'sendTransaction', ['AAAA', { encoding: 'base64' }])).error?.code).toBe(
      -32602,
    );
    // Legacy default account encoding: a bare base-58 string, refused above 128 bytes.
    const mintInfo = await call<{ value: { data: unknown } }>(ln.rpcUrl, 'getAccountInfo', [classic.mint]);
    expect(typeof mintInfo.result?.value.data).toBe('string');
    expect((await call(ln.rpcUrl, 'getAccountInfo', [t22.mint])).error?.code).toBe(-32600);
    expect(await rawCall(ln.rpcUrl, '[]')).toEqual({
      jsonrpc: '2.0',
      error: { code: -32600, message: 'Invalid request' },
      id: null,
    });
    const batch = (await rawCall(
      ln.rpcUrl,
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getSlot' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ]),
    )) as Array<{ id: number; result?: number; error?: { code: number } }>;
    expect(batch[0].result).toBeGreaterThanOrEqual(0);
    expect(batch[1].error?.code).toBe(-32601);
    expect((await call<number>(ln.rpcUrl, 'getSlot')).result).toBeGreaterThanOrEqual(0);
  });
});
