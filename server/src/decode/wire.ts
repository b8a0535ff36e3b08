/** A base64 wire transaction in the `encoding: "json"` shape, so `server decode` reads either encoding. */
import { encodeBase58 } from './stored/base58';
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import type { RpcTransaction } from '../rpc/types';

/** The fields of kit's CompiledTransactionMessage this conversion reads (legacy and v0). */
interface CompiledMessage {
  version: 'legacy' | number;
  header: {
    numSignerAccounts: number;
    numReadonlySignerAccounts: number;
    numReadonlyNonSignerAccounts: number;
  };
  staticAccounts: readonly string[];
  lifetimeToken: string;
  instructions: readonly {
    programAddressIndex: number;
    accountIndices?: readonly number[];
    data?: Uint8Array;
  }[];
  addressTableLookups?: readonly {
    lookupTableAddress: string;
    writableIndexes: readonly number[];
    readonlyIndexes: readonly number[];
  }[];
}

export function wireToJsonTransaction(base64: string): {
  transaction: RpcTransaction;
  version: 'legacy' | 0;
} {
  const tx = getTransactionDecoder().decode(Buffer.from(base64, 'base64'));
  const m = getCompiledTransactionMessageDecoder().decode(tx.messageBytes) as unknown as CompiledMessage;
  const signatures = Object.values(tx.signatures).map((s) => (s ? encodeBase58(s) : ''));
  return {
    version: m.version === 'legacy' ? 'legacy' : 0,
    transaction: {
      signatures,
      message: {
        accountKeys: [...m.staticAccounts],
        header: {
          numRequiredSignatures: m.header.numSignerAccounts,
          numReadonlySignedAccounts: m.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: m.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: m.lifetimeToken,
        instructions: m.instructions.map((ix) => ({
          programIdIndex: ix.programAddressIndex,
          accounts: [...(ix.accountIndices ?? [])],
          data: encodeBase58(ix.data ?? new Uint8Array()),
        })),
        addressTableLookups: m.addressTableLookups
          ? m.addressTableLookups.map((l) => ({
              accountKey: l.lookupTableAddress,
              writableIndexes: [...l.writableIndexes],
              readonlyIndexes: [...l.readonlyIndexes],
            }))
          : undefined,
      },
    },
  };
}
