// The single validator: vote account + stake delegation created by real Vote/Stake program
// transactions at genesis, and one TowerSync vote per block through the Vote program (it runs as a
// builtin under LiteSVM). The tower (lockouts with doubling confirmation counts) is kept here.
import bs58 from 'bs58';
import {
  STAKE_CONFIG,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM as SYSTEM,
  SYSVAR_CLOCK as CLOCK,
  SYSVAR_RENT as RENT,
  SYSVAR_STAKE_HISTORY as STAKE_HISTORY,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import type { Ix } from './txbuild';

export { STAKE_PROGRAM, VOTE_PROGRAM };
export const VOTE_ACCOUNT_SPACE = 3762;
export const STAKE_ACCOUNT_SPACE = 200;
const MAX_LOCKOUT_HISTORY = 31;

function createAccountIx(payer: string, account: string, lamports: bigint, space: number, owner: string): Ix {
  const d = Buffer.alloc(52);
  d.writeUInt32LE(0, 0);
  d.writeBigUInt64LE(lamports, 4);
  d.writeBigUInt64LE(BigInt(space), 12);
  Buffer.from(bs58.decode(owner)).copy(d, 20);
  return {
    programAddress: SYSTEM,
    accounts: [
      { address: payer, role: 3 },
      { address: account, role: 3 },
    ],
    data: d,
  };
}

export function createVoteAccountIxs(identity: string, vote: string, rent: bigint, commission: number): Ix[] {
  const init = Buffer.alloc(101);
  init.writeUInt32LE(0, 0); // VoteInstruction::InitializeAccount(VoteInit)
  const id = Buffer.from(bs58.decode(identity));
  id.copy(init, 4); // node_pubkey
  id.copy(init, 36); // authorized_voter
  id.copy(init, 68); // authorized_withdrawer
  init.writeUInt8(commission, 100);
  return [
    createAccountIx(identity, vote, rent, VOTE_ACCOUNT_SPACE, VOTE_PROGRAM),
    {
      programAddress: VOTE_PROGRAM,
      accounts: [
        { address: vote, role: 1 },
        { address: RENT, role: 0 },
        { address: CLOCK, role: 0 },
        { address: identity, role: 2 },
      ],
      data: init,
    },
  ];
}

export function createDelegatedStakeIxs(
  identity: string,
  stake: string,
  vote: string,
  lamports: bigint,
): Ix[] {
  const init = Buffer.alloc(116);
  init.writeUInt32LE(0, 0); // StakeInstruction::Initialize(Authorized, Lockup::default())
  const id = Buffer.from(bs58.decode(identity));
  id.copy(init, 4); // staker
  id.copy(init, 36); // withdrawer
  const delegate = Buffer.alloc(4);
  delegate.writeUInt32LE(2, 0); // StakeInstruction::DelegateStake
  return [
    createAccountIx(identity, stake, lamports, STAKE_ACCOUNT_SPACE, STAKE_PROGRAM),
    {
      programAddress: STAKE_PROGRAM,
      accounts: [
        { address: stake, role: 1 },
        { address: RENT, role: 0 },
      ],
      data: init,
    },
    {
      programAddress: STAKE_PROGRAM,
      accounts: [
        { address: stake, role: 1 },
        { address: vote, role: 0 },
        { address: CLOCK, role: 0 },
        { address: STAKE_HISTORY, role: 0 },
        { address: STAKE_CONFIG, role: 0 },
        { address: identity, role: 2 },
      ],
      data: delegate,
    },
  ];
}

export interface TowerState {
  root: number | null;
  lockouts: Array<{ slot: number; conf: number }>;
  credits: number;
}

/** Applies a vote for `slot` to the tower (Solana's process_next_vote_slot); returns the new state. */
export function towerVote(t: TowerState, slot: number): TowerState {
  const lockouts = t.lockouts.map((l) => ({ ...l }));
  let root = t.root;
  let credits = t.credits;
  while (
    lockouts.length &&
    lockouts[lockouts.length - 1].slot + 2 ** lockouts[lockouts.length - 1].conf < slot
  )
    lockouts.pop();
  lockouts.push({ slot, conf: 1 });
  if (lockouts.length > MAX_LOCKOUT_HISTORY) {
    root = lockouts.shift()?.slot ?? root;
    credits++;
  }
  const depth = lockouts.length;
  lockouts.forEach((l, i) => {
    if (depth > i + l.conf) l.conf++;
  });
  return { root, lockouts, credits };
}

function varint(n: number): number[] {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
}

/** VoteInstruction::TowerSync in its compact serialization (root, short-vec lockout offsets, hash, timestamp, block id). */
export function towerSyncIx(
  vote: string,
  authority: string,
  t: TowerState,
  bankHash: string,
  timestamp: number,
): Ix {
  const parts: number[] = [14, 0, 0, 0];
  const root = Buffer.alloc(8);
  root.writeBigUInt64LE(t.root === null ? 2n ** 64n - 1n : BigInt(t.root));
  parts.push(...root, ...varint(t.lockouts.length));
  let prev = t.root ?? 0;
  for (const l of t.lockouts) {
    parts.push(...varint(l.slot - prev), l.conf);
    prev = l.slot;
  }
  parts.push(...bs58.decode(bankHash));
  const ts = Buffer.alloc(9);
  ts.writeUInt8(1, 0);
  ts.writeBigInt64LE(BigInt(timestamp), 1);
  parts.push(...ts, ...new Uint8Array(32));
  return {
    programAddress: VOTE_PROGRAM,
    accounts: [
      { address: vote, role: 1 },
      { address: authority, role: 2 },
    ],
    data: new Uint8Array(parts),
  };
}

/** Delegated stake (lamports) of a stake account's data, or 0 if it is not delegated to `vote`. */
export function delegatedStake(data: Uint8Array, vote: string): bigint {
  if (data.length < 164 || data[0] !== 2) return 0n;
  if (bs58.encode(data.subarray(124, 156)) !== vote) return 0n;
  return Buffer.from(data.buffer, data.byteOffset + 156, 8).readBigUInt64LE(0);
}
