// Account encodings of getAccountInfo / getMultipleAccounts / getProgramAccounts / accountSubscribe.
import bs58 from 'bs58';
import type { AccountRow } from './store';
import {
  isMintData,
  isTokenAccountData,
  readMint,
  readTokenAccount,
  tokenProgramOf,
  uiTokenAmount,
} from './token';
import { RpcError, invalidParams } from './rpcerror';
import { parseExtensions } from './token2022';

/** 'binary' is the legacy default of a node: a bare base-58 string, refused above 128 bytes. */
export type AccountEncoding = 'binary' | 'base64' | 'base58' | 'base64+zstd' | 'jsonParsed';
export interface DataSlice {
  offset: number;
  length: number;
}

const STATE = ['uninitialized', 'initialized', 'frozen'];

function parsedAccountData(a: AccountRow, mintDecimals: (mint: string) => number): unknown {
  const program = tokenProgramOf(a.owner);
  if (!program) return null;
  if (isTokenAccountData(a.data)) {
    const t = readTokenAccount(a.data);
    const dec = mintDecimals(t.mint);
    const info: Record<string, unknown> = {
      isNative: t.isNative !== null,
      mint: t.mint,
      owner: t.owner,
      state: STATE[t.state] ?? 'initialized',
      tokenAmount: uiTokenAmount(t.amount, dec),
    };
    if (t.delegate) {
      info.delegate = t.delegate;
      info.delegatedAmount = uiTokenAmount(t.delegatedAmount, dec);
    }
    if (t.closeAuthority) info.closeAuthority = t.closeAuthority;
    if (a.data.length > 165) info.extensions = parseExtensions(a.data);
    return {
      program: program.startsWith('Tokenz') ? 'spl-token-2022' : 'spl-token',
      parsed: { info, type: 'account' },
      space: a.data.length,
    };
  }
  if (isMintData(a.data)) {
    const m = readMint(a.data);
    return {
      program: program.startsWith('Tokenz') ? 'spl-token-2022' : 'spl-token',
      parsed: {
        info: {
          decimals: m.decimals,
          freezeAuthority: m.freezeAuthority,
          isInitialized: m.isInitialized,
          mintAuthority: m.mintAuthority,
          supply: m.supply.toString(),
          ...(a.data.length > 165 ? { extensions: parseExtensions(a.data) } : {}),
        },
        type: 'mint',
      },
      space: a.data.length,
    };
  }
  return null;
}

export function encodeAccount(
  a: AccountRow,
  encoding: AccountEncoding,
  slice: DataSlice | undefined,
  mintDecimals: (mint: string) => number,
): Record<string, unknown> {
  let data: unknown;
  const raw = slice ? a.data.subarray(slice.offset, slice.offset + slice.length) : a.data;
  if (encoding === 'jsonParsed')
    data = parsedAccountData(a, mintDecimals) ?? [Buffer.from(raw).toString('base64'), 'base64'];
  else if (encoding === 'base58') data = [bs58.encode(raw), 'base58'];
  else if (encoding === 'binary') {
    if (raw.length > 128)
      throw new RpcError(
        -32600,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      );
    data = bs58.encode(raw);
  } else if (encoding === 'base64+zstd')
    throw invalidParams('Invalid params: base64+zstd encoding is not supported by this node');
  else data = [Buffer.from(raw).toString('base64'), 'base64'];
  return {
    data,
    executable: a.executable,
    lamports: Number(a.lamports),
    owner: bs58.encode(a.owner),
    rentEpoch: Number(a.rentEpoch),
    space: a.data.length,
  };
}
