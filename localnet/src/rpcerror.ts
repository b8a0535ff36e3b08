// JSON-RPC error with the codes a Solana node uses.
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
export const invalidParams = (msg: string): RpcError => new RpcError(-32602, msg);
