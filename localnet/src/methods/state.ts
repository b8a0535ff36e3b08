// Account, token and supply methods over the current (processed) state.
import bs58 from 'bs58';
import { invalidParams } from '../rpcerror';
import type { AccountRow } from '../store';
import {
  isMintData,
  isTokenAccountData,
  readMint,
  readTokenAccount,
  tokenProgramOf,
  uiTokenAmount,
  TOKEN_PROGRAM,
  TOKEN_2022_PROGRAM,
} from '../token';
import { accEncodingOf, commitmentOf, obj, pubkey, sliceOf, u64 } from './params';
import type { Handler, MethodContext } from './context';

export function stateMethods(m: MethodContext): Record<string, Handler> {
  const { chain, withCtx, mintDecimals, enc } = m;
  return {
    getAccountInfo: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const c = commitmentOf(cfg);
      return withCtx(enc(chain.getAccount(k), accEncodingOf(cfg.encoding), sliceOf(cfg.dataSlice)), c);
    },
    getMultipleAccounts: (p) => {
      if (!Array.isArray(p[0])) throw invalidParams('Invalid params: expected an array of public keys');
      const keys = p[0].map(pubkey);
      if (keys.length > 100) throw invalidParams('Too many inputs provided; max 100');
      const cfg = obj(p[1]);
      const e = accEncodingOf(cfg.encoding);
      const s = sliceOf(cfg.dataSlice);
      return withCtx(
        keys.map((k) => enc(chain.getAccount(k), e, s)),
        commitmentOf(cfg),
      );
    },
    getBalance: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      return withCtx(Number(chain.getAccount(k)?.lamports ?? 0n), commitmentOf(cfg));
    },
    getProgramAccounts: (p) => {
      const program = pubkey(p[0]);
      const cfg = obj(p[1]);
      const c = commitmentOf(cfg);
      const e = accEncodingOf(cfg.encoding);
      const s = sliceOf(cfg.dataSlice);
      const filters = cfg.filters === undefined || cfg.filters === null ? [] : cfg.filters;
      if (!Array.isArray(filters) || filters.length > 4)
        throw invalidParams('Invalid params: too many filters provided; max 4');
      const preds = filters.map((f): ((a: AccountRow) => boolean) => {
        const fo = obj(f);
        if (fo.dataSize !== undefined) {
          const n = u64(fo.dataSize, 'dataSize');
          return (a) => a.data.length === n;
        }
        if (fo.memcmp !== undefined) {
          const m = obj(fo.memcmp);
          const off = u64(m.offset, 'memcmp.offset');
          if (typeof m.bytes !== 'string')
            throw invalidParams('Invalid params: memcmp.bytes must be a string');
          let bytes: Uint8Array;
          try {
            bytes =
              m.encoding === 'base64' ? new Uint8Array(Buffer.from(m.bytes, 'base64')) : bs58.decode(m.bytes);
          } catch {
            throw invalidParams('Invalid param: could not decode memcmp bytes');
          }
          if (bytes.length > 128) throw invalidParams('Invalid params: memcmp bytes too long; max 128');
          return (a) =>
            a.data.length >= off + bytes.length &&
            Buffer.compare(Buffer.from(a.data.subarray(off, off + bytes.length)), Buffer.from(bytes)) === 0;
        }
        if (fo.tokenAccountState !== undefined) return (a) => isTokenAccountData(a.data);
        throw invalidParams('Invalid params: unknown filter');
      });
      const all = chain.programAccounts(program).filter((a) => preds.every((f) => f(a)));
      const list = all.map((a) => ({ account: enc(a, e, s), pubkey: a.pubkey }));
      return cfg.withContext ? withCtx(list, c) : list;
    },
    getTokenAccountsByOwner: (p) => {
      const owner = pubkey(p[0]);
      const filter = obj(p[1]);
      const cfg = obj(p[2]);
      let programs: string[];
      let mint: string | undefined;
      if (filter.mint !== undefined) {
        mint = pubkey(filter.mint);
        const m = chain.getAccount(mint);
        const prog = m ? tokenProgramOf(m.owner) : null;
        if (!prog) throw invalidParams('Invalid param: could not find mint');
        programs = [prog];
      } else if (filter.programId !== undefined) {
        const prog = pubkey(filter.programId);
        if (prog !== TOKEN_PROGRAM && prog !== TOKEN_2022_PROGRAM)
          throw invalidParams(`Invalid param: unrecognized Token program id`);
        programs = [prog];
      } else throw invalidParams('Invalid params: expected { mint } or { programId }');
      const e = accEncodingOf(cfg.encoding);
      const s = sliceOf(cfg.dataSlice);
      const value = programs
        .flatMap((prog) => chain.programAccounts(prog))
        .filter((a) => {
          if (!isTokenAccountData(a.data)) return false;
          const t = readTokenAccount(a.data);
          return t.owner === owner && (!mint || t.mint === mint);
        })
        .map((a) => ({ account: enc(a, e, s), pubkey: a.pubkey }));
      return withCtx(value, commitmentOf(cfg));
    },
    getTokenAccountBalance: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const a = chain.getAccount(k);
      if (!a || !tokenProgramOf(a.owner) || !isTokenAccountData(a.data))
        throw invalidParams('Invalid param: not a Token account');
      const t = readTokenAccount(a.data);
      return withCtx(uiTokenAmount(t.amount, mintDecimals(t.mint)), commitmentOf(cfg));
    },
    getTokenSupply: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const a = chain.getAccount(k);
      if (!a || !tokenProgramOf(a.owner) || !isMintData(a.data))
        throw invalidParams('Invalid param: not a Token mint');
      const m = readMint(a.data);
      return withCtx(uiTokenAmount(m.supply, m.decimals), commitmentOf(cfg));
    },
    getTokenLargestAccounts: (p) => {
      const k = pubkey(p[0]);
      const cfg = obj(p[1]);
      const a = chain.getAccount(k);
      const prog = a ? tokenProgramOf(a.owner) : null;
      if (!a || !prog || !isMintData(a.data)) throw invalidParams('Invalid param: not a Token mint');
      const dec = a.data[44];
      const holders = chain
        .programAccounts(prog)
        .filter((x) => isTokenAccountData(x.data) && readTokenAccount(x.data).mint === k)
        .map((x) => ({ address: x.pubkey, amount: readTokenAccount(x.data).amount }))
        .sort((x, y) => (y.amount > x.amount ? 1 : y.amount < x.amount ? -1 : 0))
        .slice(0, 20)
        .map((x) => ({ address: x.address, ...uiTokenAmount(x.amount, dec) }));
      return withCtx(holders, commitmentOf(cfg));
    },
    getSupply: (p) => {
      const cfg = obj(p[0]);
      const nonCirculatingAccounts = [chain.stakeAccount.address];
      const stake = chain.getAccount(chain.stakeAccount.address)?.lamports ?? 0n;
      const value = {
        circulating: Number(chain.totalSupply - stake),
        nonCirculating: Number(stake),
        nonCirculatingAccounts: cfg.excludeNonCirculatingAccountsList ? [] : nonCirculatingAccounts,
        total: Number(chain.totalSupply),
      };
      return withCtx(value, commitmentOf(cfg));
    },
  };
}
