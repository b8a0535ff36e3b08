// Genesis mirrors Gorbagana's testnet: 1B GOR in all, 785M (78.5 %) staked on the one validator.
// Every account that ever transacts stays below 2^53 lamports, because the JSON-RPC wire carries
// balances as JSON numbers (as a real node does) and larger ones would reach clients rounded.
// The two big balances (the stake account and the untouched foundation) never change.
import crypto from 'node:crypto';
import bs58 from 'bs58';
import { deriveKeypair, type Keypair } from '../keys';
import type { AccountRow } from '../store';
import { systemAccount } from './accountState';
import { LAMPORTS_PER_GOR } from './params';

const GENESIS_FAUCET_LAMPORTS = 4_000_000n * LAMPORTS_PER_GOR;
export const VALIDATOR_STAKE_LAMPORTS = 785_000_000n * LAMPORTS_PER_GOR;
const GENESIS_IDENTITY_LAMPORTS = VALIDATOR_STAKE_LAMPORTS + 1_500n * LAMPORTS_PER_GOR;
const GENESIS_FOUNDATION_LAMPORTS =
  1_000_000_000n * LAMPORTS_PER_GOR - GENESIS_FAUCET_LAMPORTS - GENESIS_IDENTITY_LAMPORTS;
export const GENESIS_SUPPLY =
  GENESIS_FAUCET_LAMPORTS + GENESIS_IDENTITY_LAMPORTS + GENESIS_FOUNDATION_LAMPORTS;

/** The chain's own keys, all derived from the seed so a ledger can be recreated exactly. */
export interface ChainKeys {
  identity: Keypair;
  faucet: Keypair;
  voteAccount: Keypair;
  stakeAccount: Keypair;
}

export function chainKeys(seed: number): ChainKeys {
  return {
    identity: deriveKeypair(seed, 'validator-identity'),
    faucet: deriveKeypair(seed, 'faucet'),
    voteAccount: deriveKeypair(seed, 'vote-account'),
    stakeAccount: deriveKeypair(seed, 'stake-account'),
  };
}

export function genesisHashOf(seed: number): string {
  return bs58.encode(crypto.createHash('sha256').update(`gorbagana-localnet-genesis/${seed}`).digest());
}

/** The balances that exist before any transaction; the identity funds the validator's setup. */
export function genesisAccounts(seed: number, keys: ChainKeys): AccountRow[] {
  return [
    systemAccount(keys.faucet.address, GENESIS_FAUCET_LAMPORTS),
    systemAccount(keys.identity.address, GENESIS_IDENTITY_LAMPORTS),
    systemAccount(deriveKeypair(seed, 'foundation').address, GENESIS_FOUNDATION_LAMPORTS),
  ];
}
