export * from './types';
export * from './programs';
export { decodeInstruction, toJson } from './instruction';
export { deriveTransaction, resolveAccounts, type TxContext } from './transaction';
export { deriveBlock } from './block';
export { decodeRpcFile, type DecodedFile } from './file';
