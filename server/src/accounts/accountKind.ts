// What an account is (program, sysvar, lookup table, mint, token, stake or vote account, wallet, PDA,
// other) from the node's owner, executable flag and data, and whether the address is on the curve.
// Without the node the index decides, e.g. by whether the address was invoked as a program.
import { address as toAddress, isOffCurveAddress } from '@solana/kit';
import type { AddressKind } from 'shared-api/core';
import {
  ADDRESS_LOOKUP_TABLE_PROGRAM,
  isSysvar,
  STAKE_PROGRAM,
  SYSTEM_PROGRAM,
  SYSVAR_OWNER,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  VOTE_PROGRAM,
} from 'shared-api/programs';
import { KNOWN_PROGRAMS, LOADER_IDS } from './addresses';
import type { Kysely } from 'kysely';
import { addressId } from '../db/addresses';
import { historyPage } from '../db/history';
import type { Database } from '../db/schema';
import type { TransactionReader } from '../db/txstore';
import type { RpcClient } from '../rpc/client';

/** Whether the address is an ed25519 public key (one a private key can sign for); PDAs are not. */
export const isOnCurveAddress = (a: string): boolean => {
  try {
    return !isOffCurveAddress(toAddress(a));
  } catch {
    return false;
  }
};

/** What the node says about an account; `data` is its first bytes (at least 166 when it has them). */
export interface NodeAccount {
  owner: string;
  executable: boolean;
  data: Uint8Array;
}

/** The index's facts the node cannot tell (a validator identity is a system wallet to the node). */
export interface IndexedKind {
  validatorIdentity: boolean;
  kind: AddressKind;
  /** a transaction the index holds invoked the address as a program (see invokedAsProgram) */
  invokedAsProgram?: boolean;
}

const TOKEN_PROGRAMS = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM]);
/** The token programs' fixed sizes; Token-2022 accounts with extensions carry their type at byte 165. */
const MINT_SIZE = 82;
const TOKEN_ACCOUNT_SIZE = 165;

function tokenKind(data: Uint8Array): AddressKind {
  if (data.length === MINT_SIZE) return 'mint';
  if (data.length === TOKEN_ACCOUNT_SIZE) return 'token_account';
  if (data.length > TOKEN_ACCOUNT_SIZE) return data[TOKEN_ACCOUNT_SIZE] === 1 ? 'mint' : 'token_account';
  return 'program_owned';
}

/** The kind of `address` from the node's account (null: no account) and the index's facts. */
export function accountKind(address: string, node: NodeAccount | null, indexed: IndexedKind): AddressKind {
  if (indexed.validatorIdentity) return 'validator';
  if (isSysvar(address) || node?.owner === SYSVAR_OWNER) return 'sysvar';
  if (KNOWN_PROGRAMS.has(address)) return 'program';
  if (!node) {
    // Only an executable account can be invoked: the chain's own record outranks a missing account.
    if (indexed.invokedAsProgram && indexed.kind === 'wallet') return 'program';
    return indexed.kind === 'wallet' && !isOnCurveAddress(address) ? 'pda' : indexed.kind;
  }
  if (node.executable || LOADER_IDS.has(node.owner)) return 'program';
  if (node.owner === ADDRESS_LOOKUP_TABLE_PROGRAM) return 'lookup_table';
  if (node.owner === VOTE_PROGRAM) return 'vote';
  if (node.owner === STAKE_PROGRAM) return 'stake';
  if (TOKEN_PROGRAMS.has(node.owner)) return tokenKind(node.data);
  if (!isOnCurveAddress(address)) return 'pda';
  return node.owner === SYSTEM_PROGRAM ? 'wallet' : 'program_owned';
}

/** Whether any of `transactions` invokes `address` as a program (evidence when the node cannot say). */
export function invokedAsProgram(
  address: string,
  transactions: readonly { programs: readonly string[] }[],
): boolean {
  return transactions.some((t) => t.programs.includes(address));
}

/** How many of an address's newest transactions are read for invocations: a program's are nearly all. */
const RECENT_FOR_INVOCATION = 3;

/** Whether one of the address's newest stored transactions invoked it as a program. */
export async function recentlyInvokedAsProgram(
  db: Kysely<Database>,
  txs: TransactionReader,
  address: string,
): Promise<boolean> {
  const id = await addressId(db, address);
  if (id === null) return false;
  const positions = await historyPage(db, id, { limit: RECENT_FOR_INVOCATION });
  // Remembered: the address page asks for the same newest transactions right after.
  return invokedAsProgram(address, await txs.byIds(positions));
}

interface RawAccount {
  owner: string;
  executable: boolean;
  data: [string, string];
}

/** The node's accounts for `addresses` (166 bytes of data each), or null when it does not answer. */
export async function nodeAccounts(
  rpc: RpcClient | null,
  addresses: string[],
): Promise<(NodeAccount | null)[] | null> {
  if (!rpc || addresses.length === 0) return rpc ? [] : null;
  try {
    const out: (NodeAccount | null)[] = [];
    for (let i = 0; i < addresses.length; i += 100) {
      const r = await rpc.call<{ value: (RawAccount | null)[] }>('getMultipleAccounts', [
        addresses.slice(i, i + 100),
        { encoding: 'base64', dataSlice: { offset: 0, length: TOKEN_ACCOUNT_SIZE + 1 } },
      ]);
      for (const a of r.value)
        out.push(
          a ? { owner: a.owner, executable: a.executable, data: Buffer.from(a.data[0], 'base64') } : null,
        );
    }
    return out;
  } catch {
    return null;
  }
}
