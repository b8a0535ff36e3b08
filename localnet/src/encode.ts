// Transaction encodings of getBlock / getTransaction: json, jsonParsed, base64, base58.
import bs58 from 'bs58';
import { parseWireTransaction, isStaticWritable, type ParsedTx } from './wire';
import { parseInstruction } from './parsed';
import type { JsonMeta } from './chain';
import type { TxRow } from './store';
import { RpcError } from './rpcerror';

export type TxEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

function jsonMessage(tx: ParsedTx): Record<string, unknown> {
  const msg: Record<string, unknown> = {
    accountKeys: tx.staticKeys,
    header: tx.header,
    instructions: tx.instructions.map((ix) => ({
      accounts: ix.accounts,
      data: bs58.encode(ix.data),
      programIdIndex: ix.programIdIndex,
      stackHeight: null,
    })),
    recentBlockhash: tx.recentBlockhash,
  };
  if (tx.version === 0) msg.addressTableLookups = tx.lookups;
  return msg;
}

function parsedMessage(tx: ParsedTx, meta: JsonMeta): { message: Record<string, unknown>; keys: string[] } {
  const loadedW = meta.loadedAddresses.writable;
  const loadedR = meta.loadedAddresses.readonly;
  const keys = [...tx.staticKeys, ...loadedW, ...loadedR];
  const n = tx.staticKeys.length;
  const accountKeys = keys.map((pubkey, i) => ({
    pubkey,
    signer: i < tx.header.numRequiredSignatures,
    source: i < n ? 'transaction' : 'lookupTable',
    writable: i < n ? isStaticWritable(tx, i) : i < n + loadedW.length,
  }));
  const message: Record<string, unknown> = {
    accountKeys,
    instructions: tx.instructions.map((ix) =>
      parseInstruction(
        keys[ix.programIdIndex],
        ix.accounts.map((a) => keys[a]),
        ix.data,
        null,
      ),
    ),
    recentBlockhash: tx.recentBlockhash,
  };
  if (tx.version === 0) message.addressTableLookups = tx.lookups;
  return { message, keys };
}

export function checkVersion(tx: ParsedTx, maxVersion: number | undefined): void {
  if (tx.version === 0 && maxVersion === undefined)
    throw new RpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
}

/** `{ transaction, meta, version? }` of one stored transaction in the requested encoding. */
export function encodeTxWithMeta(
  row: TxRow,
  encoding: TxEncoding,
  maxVersion: number | undefined,
): Record<string, unknown> {
  const tx = parseWireTransaction(row.wire);
  checkVersion(tx, maxVersion);
  const meta = JSON.parse(row.meta) as JsonMeta;
  const out: Record<string, unknown> = {};
  if (encoding === 'jsonParsed') {
    const { message, keys } = parsedMessage(tx, meta);
    out.transaction = { message, signatures: tx.signatures };
    const { loadedAddresses: _omit, ...rest } = meta;
    void _omit;
    out.meta = {
      ...rest,
      innerInstructions: meta.innerInstructions.map((ii) => ({
        index: ii.index,
        instructions: ii.instructions.map((i) =>
          parseInstruction(
            keys[i.programIdIndex],
            i.accounts.map((a) => keys[a]),
            bs58.decode(i.data),
            i.stackHeight,
          ),
        ),
      })),
    };
  } else if (encoding === 'base64') {
    out.transaction = [Buffer.from(row.wire).toString('base64'), 'base64'];
    out.meta = meta;
  } else if (encoding === 'base58') {
    out.transaction = [bs58.encode(row.wire), 'base58'];
    out.meta = meta;
  } else {
    out.transaction = { message: jsonMessage(tx), signatures: tx.signatures };
    out.meta = meta;
  }
  if (maxVersion !== undefined) out.version = tx.version;
  return out;
}

/** Account-key list of a stored transaction (for `transactionDetails: "accounts"`). */
export function signaturesOf(row: TxRow): string[] {
  return parseWireTransaction(row.wire).signatures;
}
