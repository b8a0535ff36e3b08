// Token balances in the stored entry: addresses as indexes, amounts as varints, the UI forms the node
// derives from them left out.
import { type ByteReader, type ByteWriter, CorruptBody } from './bytes';
import { LocalAddresses } from './localAddresses';
import {
  DecodeContext,
  EncodeContext,
  type Json,
  isCount,
  isObject,
  onlyKeys,
  parseJson,
} from './objectCodec';

const BALANCE_KEYS = new Set(['accountIndex', 'mint', 'owner', 'programId', 'uiTokenAmount']);
const AMOUNT_KEYS = new Set(['amount', 'decimals', 'uiAmount', 'uiAmountString']);
const TB_JSON = 1;
const TB_OWNER = 2;
const TB_PROGRAM = 4;
/** uiAmount: absent 0, null 1, as the node computes it from amount and decimals 2, stored 3. */
const TB_UI_SHIFT = 3;
/** uiAmountString: absent 0, as the node formats it 1, stored 2. */
const TB_UISTR_SHIFT = 5;
const TB_AMOUNT_TEXT = 0x80;
const DIGITS = /^(0|[1-9]\d{0,39})$/;

/** The node's decimal form of an amount: trailing zeros and a trailing point trimmed. */
export function uiAmountString(amount: string, decimals: number): string {
  if (decimals === 0) return amount;
  const padded = amount.padStart(decimals + 1, '0');
  const cut = padded.length - decimals;
  return `${padded.slice(0, cut)}.${padded.slice(cut)}`.replace(/0+$/, '').replace(/\.$/, '');
}

function uiAmountOf(amount: string, decimals: number): number {
  return Number(amount) / 10 ** decimals;
}

function writeTokenBalance(w: ByteWriter, b: unknown, local: LocalAddresses): void {
  const at = w.pos;
  if (isObject(b) && writeTokenBalanceFields(w, b, local)) return;
  w.pos = at;
  w.varint(TB_JSON);
  w.string(JSON.stringify(b));
}

function writeTokenBalanceFields(w: ByteWriter, b: Json, local: LocalAddresses): boolean {
  const { accountIndex, mint, owner, programId, uiTokenAmount: ui } = b;
  if (!isCount(accountIndex) || typeof mint !== 'string' || !isObject(ui)) return false;
  if (owner !== undefined && typeof owner !== 'string') return false;
  if (programId !== undefined && typeof programId !== 'string') return false;
  if (!onlyKeys(b, BALANCE_KEYS) || !onlyKeys(ui, AMOUNT_KEYS)) return false;
  const { amount, decimals, uiAmount, uiAmountString: text } = ui;
  if (typeof amount !== 'string' || !isCount(decimals) || decimals > 20) return false;
  const numeric = DIGITS.test(amount);
  let flags = (owner !== undefined ? TB_OWNER : 0) | (programId !== undefined ? TB_PROGRAM : 0);
  if (!numeric) flags |= TB_AMOUNT_TEXT;
  let uiState: number;
  if (uiAmount === undefined) uiState = 0;
  else if (uiAmount === null) uiState = 1;
  else if (typeof uiAmount !== 'number') return false;
  else uiState = numeric && uiAmount === uiAmountOf(amount, decimals) ? 2 : 3;
  let textState: number;
  if (text === undefined) textState = 0;
  else if (typeof text !== 'string') return false;
  else textState = numeric && text === uiAmountString(amount, decimals) ? 1 : 2;
  flags |= (uiState << TB_UI_SHIFT) | (textState << TB_UISTR_SHIFT);
  w.varint(flags);
  w.varint(accountIndex);
  w.varint(local.of(mint));
  if (owner !== undefined) w.varint(local.of(owner));
  if (programId !== undefined) w.varint(local.of(programId));
  if (numeric) w.bigVarint(BigInt(amount));
  else w.string(amount);
  w.varint(decimals);
  if (uiState === 3) w.f64(uiAmount as number);
  if (textState === 2) w.string(text as string);
  return true;
}

function readTokenBalance(r: ByteReader, at: (i: number) => string): unknown {
  const flags = r.varint();
  if (flags === TB_JSON) return parseJson(r.string());
  if (flags & TB_JSON || flags > 0xff) throw new CorruptBody('token balance flags');
  const b: Json = { accountIndex: r.varint(), mint: at(r.varint()) };
  if (flags & TB_OWNER) b.owner = at(r.varint());
  if (flags & TB_PROGRAM) b.programId = at(r.varint());
  const amount = flags & TB_AMOUNT_TEXT ? r.string() : r.bigVarint().toString();
  const decimals = r.varint();
  const ui: Json = { amount, decimals };
  const uiState = (flags >> TB_UI_SHIFT) & 3;
  if (uiState === 1) ui.uiAmount = null;
  else if (uiState === 2) ui.uiAmount = uiAmountOf(amount, decimals);
  else if (uiState === 3) ui.uiAmount = r.f64();
  const textState = (flags >> TB_UISTR_SHIFT) & 3;
  if (textState === 1) ui.uiAmountString = uiAmountString(amount, decimals);
  else if (textState === 2) ui.uiAmountString = r.string();
  else if (textState === 3) throw new CorruptBody('token balance flags');
  b.uiTokenAmount = ui;
  return b;
}

export function writeTokenBalances(w: ByteWriter, list: unknown, ctx: EncodeContext): boolean {
  if (!Array.isArray(list)) return false;
  w.varint(list.length);
  for (const b of list) writeTokenBalance(w, b, ctx.local);
  return true;
}

export function readTokenBalances(r: ByteReader, ctx: DecodeContext): unknown[] {
  const n = r.count();
  const out = new Array<unknown>(n);
  for (let i = 0; i < n; i++) out[i] = readTokenBalance(r, ctx.at);
  return out;
}
