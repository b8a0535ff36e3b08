// jsonParsed instruction decoding for the programs a real node parses that this chain runs:
// System, SPL Token / Token-2022 (base instructions), Associated Token Account and Memo.
import bs58 from 'bs58';
import { TOKEN_PROGRAM, TOKEN_2022_PROGRAM, uiTokenAmount } from './token';
import { parseToken2022Extension } from './token2022';
import { ASSOCIATED_TOKEN_PROGRAM, MEMO_PROGRAM, MEMO_V1_PROGRAM, SYSTEM_PROGRAM } from 'shared-api/programs';

export { SYSTEM_PROGRAM };
export const ATA_PROGRAM = ASSOCIATED_TOKEN_PROGRAM;
const MEMO = new Set([MEMO_PROGRAM, MEMO_V1_PROGRAM]);

export interface ParsedIx {
  program: string;
  programId: string;
  parsed: unknown;
  stackHeight: number | null;
}
export interface RawIx {
  programId: string;
  accounts: string[];
  data: string;
  stackHeight: number | null;
}

function u64(d: Uint8Array, o: number): bigint {
  return Buffer.from(d.buffer, d.byteOffset + o, 8).readBigUInt64LE(0);
}
function key(d: Uint8Array, o: number): string {
  return bs58.encode(d.subarray(o, o + 32));
}

function parseSystem(d: Uint8Array, a: string[]): unknown {
  if (d.length < 4) return null;
  const tag = Buffer.from(d.buffer, d.byteOffset, 4).readUInt32LE(0);
  switch (tag) {
    case 0:
      return {
        type: 'createAccount',
        info: {
          source: a[0],
          newAccount: a[1],
          lamports: Number(u64(d, 4)),
          space: Number(u64(d, 12)),
          owner: key(d, 20),
        },
      };
    case 1:
      return { type: 'assign', info: { account: a[0], owner: key(d, 4) } };
    case 2:
      return { type: 'transfer', info: { source: a[0], destination: a[1], lamports: Number(u64(d, 4)) } };
    case 8:
      return { type: 'allocate', info: { account: a[0], space: Number(u64(d, 4)) } };
    default:
      return null;
  }
}

function parseToken(d: Uint8Array, a: string[]): unknown {
  if (!d.length) return null;
  const amt = () => u64(d, 1).toString();
  const checked = () => uiTokenAmount(u64(d, 1), d[9]);
  switch (d[0]) {
    case 0:
    case 20: {
      const info: Record<string, unknown> = { mint: a[0], decimals: d[1], mintAuthority: key(d, 2) };
      if (d[34] === 1) info.freezeAuthority = key(d, 35);
      if (d[0] === 0) info.rentSysvar = a[1];
      return { type: d[0] === 0 ? 'initializeMint' : 'initializeMint2', info };
    }
    case 1:
      return {
        type: 'initializeAccount',
        info: { account: a[0], mint: a[1], owner: a[2], rentSysvar: a[3] },
      };
    case 16:
      return {
        type: 'initializeAccount2',
        info: { account: a[0], mint: a[1], owner: key(d, 1), rentSysvar: a[2] },
      };
    case 18:
      return { type: 'initializeAccount3', info: { account: a[0], mint: a[1], owner: key(d, 1) } };
    case 3:
      return { type: 'transfer', info: { source: a[0], destination: a[1], authority: a[2], amount: amt() } };
    case 4:
      return { type: 'approve', info: { source: a[0], delegate: a[1], owner: a[2], amount: amt() } };
    case 5:
      return { type: 'revoke', info: { source: a[0], owner: a[1] } };
    case 7:
      return { type: 'mintTo', info: { mint: a[0], account: a[1], mintAuthority: a[2], amount: amt() } };
    case 8:
      return { type: 'burn', info: { account: a[0], mint: a[1], authority: a[2], amount: amt() } };
    case 9:
      return { type: 'closeAccount', info: { account: a[0], destination: a[1], owner: a[2] } };
    case 10:
      return { type: 'freezeAccount', info: { account: a[0], mint: a[1], freezeAuthority: a[2] } };
    case 11:
      return { type: 'thawAccount', info: { account: a[0], mint: a[1], freezeAuthority: a[2] } };
    case 12:
      return {
        type: 'transferChecked',
        info: { source: a[0], mint: a[1], destination: a[2], authority: a[3], tokenAmount: checked() },
      };
    case 13:
      return {
        type: 'approveChecked',
        info: { source: a[0], mint: a[1], delegate: a[2], owner: a[3], tokenAmount: checked() },
      };
    case 14:
      return {
        type: 'mintToChecked',
        info: { mint: a[0], account: a[1], mintAuthority: a[2], tokenAmount: checked() },
      };
    case 15:
      return {
        type: 'burnChecked',
        info: { account: a[0], mint: a[1], authority: a[2], tokenAmount: checked() },
      };
    case 17:
      return { type: 'syncNative', info: { account: a[0] } };
    case 21:
      return { type: 'getAccountDataSize', info: { mint: a[0] } };
    case 22:
      return { type: 'initializeImmutableOwner', info: { account: a[0] } };
    default:
      return null;
  }
}

function parseAta(d: Uint8Array, a: string[]): unknown {
  const info = {
    source: a[0],
    account: a[1],
    wallet: a[2],
    mint: a[3],
    systemProgram: a[4],
    tokenProgram: a[5],
  };
  if (d.length === 0 || d[0] === 0) return { type: 'create', info };
  if (d[0] === 1) return { type: 'createIdempotent', info };
  if (d[0] === 2)
    return {
      type: 'recoverNested',
      info: {
        nestedSource: a[0],
        nestedMint: a[1],
        destination: a[2],
        nestedOwner: a[3],
        ownerMint: a[4],
        wallet: a[5],
        tokenProgram: a[6],
      },
    };
  return null;
}

/** Parsed form of one instruction, or the raw partially-decoded form when the program is unknown. */
export function parseInstruction(
  programId: string,
  accounts: string[],
  data: Uint8Array,
  stackHeight: number | null,
): ParsedIx | RawIx {
  try {
    let program: string | null = null;
    let parsed: unknown = null;
    if (programId === SYSTEM_PROGRAM) [program, parsed] = ['system', parseSystem(data, accounts)];
    else if (programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM)
      [program, parsed] = [
        'spl-token',
        (programId === TOKEN_2022_PROGRAM ? parseToken2022Extension(data, accounts) : null) ??
          parseToken(data, accounts),
      ];
    else if (programId === ATA_PROGRAM)
      [program, parsed] = ['spl-associated-token-account', parseAta(data, accounts)];
    else if (MEMO.has(programId)) [program, parsed] = ['spl-memo', Buffer.from(data).toString('utf8')];
    if (program && parsed !== null) return { program, programId, parsed, stackHeight };
  } catch {
    // malformed data: fall through to the raw form, as a real node does
  }
  return { programId, accounts, data: bs58.encode(data), stackHeight };
}
