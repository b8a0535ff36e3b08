/**
 * Built-in programs no official client covers (Vote, Memo, the precompiles, loaders v2 and v4), read by
 * their public layouts; null when the bytes do not fit. Votes are summarised, not listed by lockout.
 *   builtinDetail(VOTE_PROGRAM, accounts, bytes)   // { name: 'towerSync', args: { root: '…', lastVotedSlot: '…', … } }
 */
import { encodeBase58 } from '../decode/stored/base58';
import {
  BPF_LOADER_2,
  ED25519_PROGRAM,
  LOADER_V4,
  MEMO_PROGRAMS,
  SECP256K1_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import { VOTE_INSTRUCTIONS } from '../decode/programs';
import type { JsonValue } from '../decode/types';
import { namesByPosition, type NativeDetail } from '../decode/instruction';

const SECP256R1_PROGRAM = 'Secp256r1SigVerify1111111111111111111111111';

class Reader {
  at = 0;
  constructor(private readonly d: Uint8Array) {}
  need(n: number): void {
    if (this.at + n > this.d.length) throw new RangeError('short');
  }
  u8(): number {
    this.need(1);
    return this.d[this.at++];
  }
  u32(): number {
    this.need(4);
    const d = this.d;
    const v = (d[this.at] | (d[this.at + 1] << 8) | (d[this.at + 2] << 16)) + d[this.at + 3] * 0x1000000;
    this.at += 4;
    return v;
  }
  u64(): bigint {
    const lo = BigInt(this.u32());
    return (BigInt(this.u32()) << 32n) | lo;
  }
  i64(): bigint {
    return BigInt.asIntN(64, this.u64());
  }
  bytes(n: number): Uint8Array {
    this.need(n);
    const out = this.d.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  /** LEB128, as serde's short_vec and varint encodings write lengths and lockout offsets. */
  varint(): bigint {
    let v = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const b = this.u8();
      v |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return v;
    }
    throw new RangeError('varint');
  }
  optionI64(): string | null {
    return this.u8() === 1 ? this.i64().toString() : null;
  }
}

/** Most lockouts a tower holds (31): a count past that is not a vote. */
const MAX_LOCKOUTS = 64;

function voteArgs(type: string, r: Reader): Record<string, JsonValue> {
  switch (type) {
    case 'vote':
    case 'voteSwitch': {
      const n = Number(r.u64());
      if (n > MAX_LOCKOUTS * 16) throw new RangeError('slots');
      let last = 0n;
      for (let i = 0; i < n; i++) last = r.u64();
      const hash = encodeBase58(r.bytes(32));
      return { slots: n, lastVotedSlot: n > 0 ? last.toString() : null, hash, timestamp: r.optionI64() };
    }
    case 'compactUpdateVoteState':
    case 'compactUpdateVoteStateSwitch':
    case 'towerSync':
    case 'towerSyncSwitch': {
      const root = r.u64();
      const n = Number(r.varint());
      if (n > MAX_LOCKOUTS) throw new RangeError('lockouts');
      let slot = root;
      for (let i = 0; i < n; i++) {
        slot += r.varint();
        r.u8();
      }
      const hash = encodeBase58(r.bytes(32));
      const args: Record<string, JsonValue> = {
        root: root === 0xffffffffffffffffn ? null : root.toString(),
        lockouts: n,
        lastVotedSlot: n > 0 ? slot.toString() : null,
        hash,
        timestamp: r.optionI64(),
      };
      if (type.startsWith('towerSync')) args.blockId = encodeBase58(r.bytes(32));
      return args;
    }
    case 'updateVoteState':
    case 'updateVoteStateSwitch': {
      const n = Number(r.u64());
      if (n > MAX_LOCKOUTS) throw new RangeError('lockouts');
      let last = 0n;
      for (let i = 0; i < n; i++) {
        last = r.u64();
        r.u32();
      }
      const root = r.u8() === 1 ? r.u64().toString() : null;
      return {
        root,
        lockouts: n,
        lastVotedSlot: n > 0 ? last.toString() : null,
        hash: encodeBase58(r.bytes(32)),
        timestamp: r.optionI64(),
      };
    }
    case 'withdraw':
      return { lamports: r.u64().toString() };
    case 'updateCommission':
      return { commission: r.u8() };
    default:
      return {};
  }
}

/** Account names per vote instruction, from the Vote program's instruction docs. */
const VOTE_ACCOUNTS: Record<string, string[]> = {
  vote: ['voteAccount', 'slotHashesSysvar', 'clockSysvar', 'voteAuthority'],
  voteSwitch: ['voteAccount', 'slotHashesSysvar', 'clockSysvar', 'voteAuthority'],
  withdraw: ['voteAccount', 'recipient', 'withdrawAuthority'],
  updateValidatorIdentity: ['voteAccount', 'newIdentity', 'withdrawAuthority'],
  updateCommission: ['voteAccount', 'withdrawAuthority'],
  initializeAccount: ['voteAccount', 'rentSysvar', 'clockSysvar', 'nodeIdentity'],
  authorize: ['voteAccount', 'clockSysvar', 'authority'],
  authorizeChecked: ['voteAccount', 'clockSysvar', 'authority', 'newAuthority'],
};
const TOWER_ACCOUNTS = ['voteAccount', 'voteAuthority'];

function voteDetail(accounts: string[], data: Uint8Array): NativeDetail | null {
  const r = new Reader(data);
  const name = VOTE_INSTRUCTIONS[r.u32()];
  if (!name) return null;
  const names = VOTE_ACCOUNTS[name] ?? TOWER_ACCOUNTS;
  return { name, accountNames: namesByPosition(accounts, names), args: voteArgs(name, r) };
}

function memoDetail(accounts: string[], data: Uint8Array): NativeDetail {
  return {
    name: 'memo',
    accountNames: accounts.map(() => 'signer'),
    args: { memo: new TextDecoder('utf-8', { fatal: false }).decode(data) },
  };
}

/** Ed25519 / secp256k1 / secp256r1 precompiles: a count of signatures, then offsets; no accounts. */
function precompileDetail(accounts: string[], data: Uint8Array): NativeDetail | null {
  if (data.length < 1) return null;
  return { name: 'verifySignatures', accountNames: accounts.map(() => null), args: { signatures: data[0] } };
}

const LOADER_V2 = ['write', 'finalize'];
const LOADER_V2_ACCOUNTS: Record<string, string[]> = {
  write: ['programAccount'],
  finalize: ['programAccount', 'rentSysvar'],
};

function loaderV2Detail(accounts: string[], data: Uint8Array): NativeDetail | null {
  const r = new Reader(data);
  const name = LOADER_V2[r.u32()];
  if (!name) return null;
  const args: Record<string, JsonValue> = {};
  if (name === 'write') {
    args.offset = r.u32();
    args.bytes = Number(r.u64());
  }
  const names = LOADER_V2_ACCOUNTS[name];
  return { name, accountNames: namesByPosition(accounts, names), args };
}

const LOADER_V4_INSTRUCTIONS = [
  'write',
  'copy',
  'setProgramLength',
  'deploy',
  'retract',
  'transferAuthority',
  'finalize',
];

function loaderV4Detail(accounts: string[], data: Uint8Array): NativeDetail | null {
  const r = new Reader(data);
  const name = LOADER_V4_INSTRUCTIONS[r.u32()];
  if (!name) return null;
  const args: Record<string, JsonValue> = {};
  if (name === 'write') {
    args.offset = r.u32();
    args.bytes = Number(r.u64());
  } else if (name === 'copy') {
    args.destinationOffset = r.u32();
    args.sourceOffset = r.u32();
    args.length = r.u32();
  } else if (name === 'setProgramLength') {
    args.newSize = r.u32();
  }
  const names = ['programAccount', 'authority', name === 'copy' ? 'sourceProgram' : 'recipient'];
  return { name, accountNames: namesByPosition(accounts, names), args };
}

const MEMOS = new Set<string>(MEMO_PROGRAMS);

/** Whether a built-in layout here reads this program. */
export function hasBuiltinLayout(programId: string): boolean {
  return (
    programId === VOTE_PROGRAM ||
    MEMOS.has(programId) ||
    programId === ED25519_PROGRAM ||
    programId === SECP256K1_PROGRAM ||
    programId === SECP256R1_PROGRAM ||
    programId === BPF_LOADER_2 ||
    programId === LOADER_V4
  );
}

export function builtinDetail(programId: string, accounts: string[], data: Uint8Array): NativeDetail | null {
  try {
    if (programId === VOTE_PROGRAM) return voteDetail(accounts, data);
    if (MEMOS.has(programId)) return memoDetail(accounts, data);
    if (programId === ED25519_PROGRAM || programId === SECP256K1_PROGRAM || programId === SECP256R1_PROGRAM)
      return precompileDetail(accounts, data);
    if (programId === BPF_LOADER_2) return loaderV2Detail(accounts, data);
    if (programId === LOADER_V4) return loaderV4Detail(accounts, data);
  } catch {
    return null;
  }
  return null;
}
