/**
 * Programs without an IDL whose layout is public and simple, decoded by hand as the native decoders
 * are: Raydium AMM v4, Serum / OpenBook v1 and Pyth.
 *   layoutDetail(RAYDIUM_AMM_V4, accounts, bytes)   // { name: 'swapBaseIn', args: { amountIn: '…', minimumAmountOut: '…' } }
 */
import { namesByPosition, type NativeDetail } from '../decode/instruction';
import type { JsonValue } from '../decode/types';

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
  return { name: layout.name, accountNames: namesByPosition(accounts, names), args };
}

type Kind = 'u8' | 'u16' | 'u32' | 'u64' | 'i64' | 'u128';
type Field = [name: string, kind: Kind];

const SIZES: Record<Kind, number> = { u8: 1, u16: 2, u32: 4, u64: 8, i64: 8, u128: 16 };

/** 'side:u32 limitPrice:u64' → its fields in order; a kind SIZES does not know fails at load. */
function fieldsOf(spec: string): Field[] {
  return spec
    .split(' ')
    .filter(Boolean)
    .map((f) => {
      const [name, kind] = f.split(':');
      if (!Object.hasOwn(SIZES, kind)) throw new Error(`field '${f}': unknown kind`);
      return [name, kind as Kind];
    });
}

/** Little-endian fields in order from `at`; null when the data is too short. */
function readFields(d: Uint8Array, at: number, fields: readonly Field[]): Record<string, JsonValue> | null {
  const need = fields.reduce((n, f) => n + SIZES[f[1]], at);
  if (d.length < need) return null;
  const b = Buffer.from(d.buffer, d.byteOffset, d.byteLength);
  const out: Record<string, JsonValue> = {};
  let o = at;
  for (const [name, kind] of fields) {
    if (kind === 'u8') out[name] = b.readUInt8(o);
    else if (kind === 'u16') out[name] = b.readUInt16LE(o);
    else if (kind === 'u32') out[name] = b.readUInt32LE(o);
    else if (kind === 'u64') out[name] = b.readBigUInt64LE(o).toString();
    else if (kind === 'i64') out[name] = b.readBigInt64LE(o).toString();
    else out[name] = ((b.readBigUInt64LE(o + 8) << 64n) | b.readBigUInt64LE(o)).toString();
    o += SIZES[kind];
  }
  return out;
}

const SERUM_PROGRAMS = new Set([
  'EUqojwWA2rd19FZrzeBncJsm38Jm1hEhE3zsmX3bRc2o',
  '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  'srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX',
  'BJ3jrUzddfuSrZHXSCxMUUQsjKEyLmuuyZebkcaFp2fg',
]);

/** serum-dex's MarketInstruction variants, in the enum's order, with their fields. */
const SERUM = Object.entries({
  initializeMarket: 'coinLotSize:u64 pcLotSize:u64 feeRateBps:u16 vaultSignerNonce:u64 pcDustThreshold:u64',
  newOrder: 'side:u32 limitPrice:u64 maxQty:u64 orderType:u32 clientId:u64',
  matchOrders: 'limit:u16',
  consumeEvents: 'limit:u16',
  cancelOrder: 'side:u32 orderId:u128 owner:u128 ownerSlot:u8',
  settleFunds: '',
  cancelOrderByClientId: 'clientId:u64',
  disableMarket: '',
  sweepFees: '',
  newOrderV2: 'side:u32 limitPrice:u64 maxQty:u64 orderType:u32 clientId:u64 selfTradeBehavior:u32',
  newOrderV3:
    'side:u32 limitPrice:u64 maxCoinQty:u64 maxNativePcQtyIncludingFees:u64 selfTradeBehavior:u32 orderType:u32 clientOrderId:u64 limit:u16',
  cancelOrderV2: 'side:u32 orderId:u128',
  cancelOrderByClientIdV2: 'clientId:u64',
  sendTake:
    'side:u32 limitPrice:u64 maxCoinQty:u64 maxNativePcQtyIncludingFees:u64 minCoinQty:u64 minNativePcQty:u64 limit:u16',
  closeOpenOrders: '',
  initOpenOrders: '',
  prune: 'limit:u16',
  consumeEventsPermissioned: 'limit:u16',
}).map(([name, spec]) => ({ name, fields: fieldsOf(spec) }));

function serum(accounts: string[], data: Uint8Array): NativeDetail | null {
  if (data.length < 5 || data[0] !== 0) return null;
  const variant = SERUM[Buffer.from(data.buffer, data.byteOffset, data.byteLength).readUInt32LE(1)];
  if (!variant) return null;
  const args = readFields(data, 5, variant.fields);
  return args ? { name: variant.name, accountNames: accounts.map(() => null), args } : null;
}

const PYTH_ORACLE_PROGRAMS = new Set([
  'FsJ3A3u2vn5cTVofAjvy6y5kwABJAqYWpe4975bi2epH',
  'gSbePebfvPy7tRqimPoVecS2UsBvYv46ynrzWocc92s',
  '8tfDNiaEyrV6Q1U4DEXrEigs9DoDtkugzFbybENEbCDz',
]);

/** pyth-client's commands in order; the price updates carry the publisher's price. */
const PYTH_COMMANDS = [
  'initMapping',
  'addMapping',
  'addProduct',
  'updProduct',
  'addPrice',
  'addPublisher',
  'delPublisher',
  'updPrice',
  'aggPrice',
  'initPrice',
  'initTest',
  'updTest',
  'setMinPub',
  'updPriceNoFailOnError',
  'resizePriceAccount',
  'delPrice',
  'delProduct',
  'updPermissions',
  'setMaxLatency',
  'initPriceFeedIndex',
  'resizeMapping',
];
const PRICE_UPDATE = fieldsOf('status:u32 unused:u32 price:i64 conf:u64 publishSlot:u64');

function pyth(accounts: string[], data: Uint8Array): NativeDetail | null {
  if (data.length < 8) return null;
  const command = PYTH_COMMANDS[Buffer.from(data.buffer, data.byteOffset, data.byteLength).readInt32LE(4)];
  if (!command) return null;
  const update = command === 'updPrice' || command === 'updPriceNoFailOnError' || command === 'aggPrice';
  const args = update ? readFields(data, 8, PRICE_UPDATE) : {};
  if (!args) return null;
  delete args.unused;
  const names = update ? ['publisher', 'priceAccount', 'clockSysvar'] : [];
  return { name: command, accountNames: namesByPosition(accounts, names), args };
}

export function hasPublicLayout(programId: string): boolean {
  return programId === RAYDIUM_AMM_V4 || SERUM_PROGRAMS.has(programId) || PYTH_ORACLE_PROGRAMS.has(programId);
}

export function layoutDetail(programId: string, accounts: string[], data: Uint8Array): NativeDetail | null {
  try {
    if (programId === RAYDIUM_AMM_V4) return raydiumAmm(accounts, data);
    if (SERUM_PROGRAMS.has(programId)) return serum(accounts, data);
    if (PYTH_ORACLE_PROGRAMS.has(programId)) return pyth(accounts, data);
  } catch {
    return null;
  }
  return null;
}
