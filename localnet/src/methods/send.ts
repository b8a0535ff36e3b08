// sendTransaction, simulateTransaction and the faucet.
import { LAMPORTS_PER_GOR } from '../chain';
import { RpcError, invalidParams } from '../rpcerror';
import { WireError, parseWireTransaction, type ParsedTx } from '../wire';
import { txErrorMessage } from '../txerror';
import { accEncodingOf, commitmentOf, decodeTxParam, obj, pubkey, u64 } from './params';
import type { Handler, MethodContext } from './context';

export function sendMethods(m: MethodContext): Record<string, Handler> {
  const { chain, withCtx, enc } = m;
  function parseSubmitted(v: unknown, encoding: unknown): ParsedTx {
    const wire = decodeTxParam(v, encoding);
    try {
      return parseWireTransaction(wire);
    } catch (e) {
      throw invalidParams(
        `failed to deserialize solana_transaction::versioned::VersionedTransaction: ${e instanceof WireError ? e.message : 'invalid'}`,
      );
    }
  }

  function submit(tx: ParsedTx, skipPreflight: boolean): string {
    const pre = chain.precheck(tx);
    if (pre) {
      throw new RpcError(-32002, `Transaction simulation failed: ${txErrorMessage(pre)}`, {
        accounts: null,
        err: pre,
        innerInstructions: null,
        loadedAccountsDataSize: null,
        logs: [],
        replacementBlockhash: null,
        returnData: null,
        unitsConsumed: 0,
      });
    }
    if (!skipPreflight) {
      const sim = chain.simulate(tx);
      if (sim.err !== null) {
        throw new RpcError(-32002, `Transaction simulation failed: ${txErrorMessage(sim.err)}`, {
          accounts: null,
          err: sim.err,
          innerInstructions: null,
          loadedAccountsDataSize: null,
          logs: sim.logs,
          replacementBlockhash: null,
          returnData: null,
          unitsConsumed: sim.unitsConsumed,
        });
      }
    }
    const r = chain.execute(tx);
    // A node verifies signatures before forwarding, even with skipPreflight.
    if (r.err === 'SignatureFailure')
      throw new RpcError(-32003, 'Transaction signature verification failure');
    return r.signature;
  }

  return {
    sendTransaction: (p) => {
      const cfg = obj(p[1]);
      const tx = parseSubmitted(p[0], cfg.encoding);
      return submit(tx, cfg.skipPreflight === true);
    },
    simulateTransaction: (p) => {
      const cfg = obj(p[1]);
      const tx = parseSubmitted(p[0], cfg.encoding);
      const c = commitmentOf(cfg);
      const sigVerify = cfg.sigVerify === true;
      if (sigVerify && cfg.replaceRecentBlockhash === true)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      const accCfg = obj(cfg.accounts);
      const addresses = Array.isArray(accCfg.addresses) ? accCfg.addresses.map(pubkey) : [];
      const accEnc = accEncodingOf(accCfg.encoding, 'base64');
      let err = null as ReturnType<typeof chain.precheck>;
      if (cfg.replaceRecentBlockhash !== true && !chain.isBlockhashValid(tx.recentBlockhash))
        err = 'BlockhashNotFound';
      chain.svm.setSigverify(sigVerify);
      try {
        const sim = err ? null : chain.simulate(tx, addresses);
        const replacement =
          cfg.replaceRecentBlockhash === true
            ? {
                blockhash: chain.confirmedBlock.blockhash,
                lastValidBlockHeight: chain.confirmedBlock.blockHeight + 150,
              }
            : null;
        return withCtx(
          {
            accounts: addresses.length
              ? (sim?.accounts ?? addresses.map(() => null)).map((a) => enc(a ?? null, accEnc))
              : null,
            err: err ?? sim?.err ?? null,
            innerInstructions: null,
            loadedAccountsDataSize: 0,
            logs: sim?.logs ?? [],
            replacementBlockhash: replacement,
            returnData: null,
            unitsConsumed: sim?.unitsConsumed ?? 0,
          },
          c,
        );
      } finally {
        chain.svm.setSigverify(true);
      }
    },
    requestAirdrop: (p) => {
      const to = pubkey(p[0]);
      const lamports = u64(p[1], 'lamports');
      const cap = 1_000_000n * LAMPORTS_PER_GOR;
      if (BigInt(lamports) > cap)
        throw new RpcError(
          -32600,
          `Invalid request: airdrop request exceeds the faucet limit of ${cap} lamports`,
        );
      for (let attempt = 0; ; attempt++) {
        const wire = chain.buildFaucetTransfer(to, BigInt(lamports), attempt);
        const tx = parseWireTransaction(wire);
        if (chain.precheck(tx) === 'AlreadyProcessed') continue;
        const r = chain.execute(tx);
        if (!r.landed || r.err)
          throw new RpcError(-32600, `Invalid request: airdrop failed: ${JSON.stringify(r.err)}`);
        return r.signature;
      }
    },
  };
}
