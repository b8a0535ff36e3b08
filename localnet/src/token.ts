// Byte-level readers for SPL Token / Token-2022 accounts and mints (layouts are fixed by the programs).
import bs58 from 'bs58';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from 'shared-api/programs';

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM };
export const TOKEN_PROGRAM_BYTES = bs58.decode(TOKEN_PROGRAM);
export const TOKEN_2022_PROGRAM_BYTES = bs58.decode(TOKEN_2022_PROGRAM);

export function bytesEq(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Token program id of an owner, or null if the owner is no token program. */
export function tokenProgramOf(owner: Uint8Array): string | null {
  if (bytesEq(owner, TOKEN_PROGRAM_BYTES)) return TOKEN_PROGRAM;
  if (bytesEq(owner, TOKEN_2022_PROGRAM_BYTES)) return TOKEN_2022_PROGRAM;
  return null;
}

export function isTokenAccountData(data: Uint8Array): boolean {
  // Base layout is 165 bytes; Token-2022 accounts with extensions carry AccountType=2 at byte 165.
  return (data.length === 165 || (data.length > 165 && data[165] === 2)) && data[108] !== 0;
}

export function isMintData(data: Uint8Array): boolean {
  return data.length === 82 || (data.length > 165 && data[165] === 1);
}

export interface TokenAccountInfo {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: number;
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

function u64(d: Uint8Array, o: number): bigint {
  return Buffer.from(d.buffer, d.byteOffset + o, 8).readBigUInt64LE(0);
}

export function readTokenAccount(data: Uint8Array): TokenAccountInfo {
  const opt = (tagOff: number, keyOff: number) =>
    data[tagOff] === 1 ? bs58.encode(data.subarray(keyOff, keyOff + 32)) : null;
  return {
    mint: bs58.encode(data.subarray(0, 32)),
    owner: bs58.encode(data.subarray(32, 64)),
    amount: u64(data, 64),
    delegate: opt(72, 76),
    state: data[108],
    isNative: data[109] === 1 ? u64(data, 113) : null,
    delegatedAmount: u64(data, 121),
    closeAuthority: opt(129, 133),
  };
}

export interface MintInfo {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

export function readMint(data: Uint8Array): MintInfo {
  return {
    mintAuthority: data[0] === 1 ? bs58.encode(data.subarray(4, 36)) : null,
    supply: u64(data, 36),
    decimals: data[44],
    isInitialized: data[45] === 1,
    freezeAuthority: data[46] === 1 ? bs58.encode(data.subarray(50, 82)) : null,
  };
}

/** Solana's ui amount string: the exact decimal value with trailing zeros trimmed. */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const s = amount.toString().padStart(decimals + 1, '0');
  const int = s.slice(0, s.length - decimals);
  const frac = s.slice(s.length - decimals).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const str = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(str), uiAmountString: str };
}
