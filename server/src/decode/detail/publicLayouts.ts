/**
 * Programs without an IDL whose instruction layout is public and simple, decoded by hand: Raydium's
 * AMM v4 (a one-byte tag, then little-endian u64 amounts; accounts as its SDK names them for the
 * swaps). Anything else of these programs stays raw. Same shape as the native decoders.
 *   layoutDetail(RAYDIUM_AMM_V4, accounts, bytes)   // { name: 'swapBaseIn', args: { amountIn: '…', minimumAmountOut: '…' } }
 */
import type { NativeDetail } from '../instruction';
import type { JsonValue } from '../types';

export const RAYDIUM_AMM_V4 = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8';

const u64At = (d: Uint8Array, at: number): string =>
  Buffer.from(d.buffer, d.byteOffset, d.byteLength).readBigUInt64LE(at).toString();

/** The swaps' accounts: 18 with the OpenOrders target orders account, 17 without (newer callers). */
const SWAP_ACCOUNTS_18 = [
  'tokenProgram',
  'amm',
  'ammAuthority',
  'ammOpenOrders',
  'ammTargetOrders',
  'poolCoinTokenAccount',
  'poolPcTokenAccount',
  'serumProgram',
  'serumMarket',
  'serumBids',
  'serumAsks',
  'serumEventQueue',
  'serumCoinVaultAccount',
  'serumPcVaultAccount',
  'serumVaultSigner',
  'userSourceTokenAccount',
  'userDestinationTokenAccount',
  'userSourceOwner',
];
const SWAP_ACCOUNTS_17 = SWAP_ACCOUNTS_18.filter((n) => n !== 'ammTargetOrders');

interface Layout {
  name: string;
  fields: string[];
}

/** The AMM v4 instruction tags (raydium-amm's AmmInstruction enum order) with their u64 fields. */
const RAYDIUM_AMM: Record<number, Layout> = {
  0: { name: 'initialize', fields: [] },
  1: { name: 'initialize2', fields: [] },
  3: { name: 'deposit', fields: ['maxCoinAmount', 'maxPcAmount', 'baseSide'] },
  4: { name: 'withdraw', fields: ['amount'] },
  9: { name: 'swapBaseIn', fields: ['amountIn', 'minimumAmountOut'] },
  11: { name: 'swapBaseOut', fields: ['maxAmountIn', 'amountOut'] },
};

function raydiumAmm(accounts: string[], data: Uint8Array): NativeDetail | null {
  const layout = RAYDIUM_AMM[data[0]];
  if (!layout || data.length < 1 + 8 * layout.fields.length) return null;
  const args: Record<string, JsonValue> = {};
  layout.fields.forEach((f, i) => (args[f] = u64At(data, 1 + 8 * i)));
  const isSwap = layout.name.startsWith('swap');
  const names = isSwap ? (accounts.length >= 18 ? SWAP_ACCOUNTS_18 : SWAP_ACCOUNTS_17) : [];
  return { name: layout.name, accountNames: accounts.map((_, i) => names[i] ?? null), args };
}

export function hasPublicLayout(programId: string): boolean {
  return programId === RAYDIUM_AMM_V4;
}

export function layoutDetail(programId: string, accounts: string[], data: Uint8Array): NativeDetail | null {
  try {
    if (programId === RAYDIUM_AMM_V4) return raydiumAmm(accounts, data);
  } catch {
    return null;
  }
  return null;
}
