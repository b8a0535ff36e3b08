/**
 * Data decoders for the commonest instruction types, reading fields straight from the bytes (the
 * packages' decoders copy each number into its own ArrayBuffer first). Each returns and throws
 * exactly as the package's decoder does; a test holds them to it.
 *   const decode = DATA_LAYOUTS[`${TOKEN_PROGRAM}:TransferChecked`];
 *   decode?.(bytes);   // { discriminator: 12, amount: 1000n, decimals: 6 }
 */
import { encodeBase58 } from './stored/base58';
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';

export type DataDecoder = (data: Uint8Array) => Record<string, unknown>;

function need(data: Uint8Array, bytes: number): void {
  if (data.length < bytes)
    throw new RangeError(`instruction data: ${bytes} bytes needed, ${data.length} given`);
}

/** The little-endian u32 at `at` (the caller checks the length). */
export const u32At = (d: Uint8Array, at: number): number =>
  (d[at] | (d[at + 1] << 8) | (d[at + 2] << 16)) + d[at + 3] * 0x1000000;

const u64At = (d: Uint8Array, at: number): bigint => (BigInt(u32At(d, at + 4)) << 32n) | BigInt(u32At(d, at));

const tokenTransfer: DataDecoder = (d) => {
  need(d, 9);
  return { discriminator: d[0], amount: u64At(d, 1) };
};

const tokenTransferChecked: DataDecoder = (d) => {
  need(d, 10);
  return { discriminator: d[0], amount: u64At(d, 1), decimals: d[9] };
};

export const DATA_LAYOUTS: Readonly<Record<string, DataDecoder | undefined>> = {
  [`${TOKEN_PROGRAM}:Transfer`]: tokenTransfer,
  [`${TOKEN_PROGRAM}:TransferChecked`]: tokenTransferChecked,
  [`${TOKEN_2022_PROGRAM}:Transfer`]: tokenTransfer,
  [`${TOKEN_2022_PROGRAM}:TransferChecked`]: tokenTransferChecked,
  [`${COMPUTE_BUDGET_PROGRAM}:SetComputeUnitLimit`]: (d) => {
    need(d, 5);
    return { discriminator: d[0], units: u32At(d, 1) };
  },
  [`${COMPUTE_BUDGET_PROGRAM}:SetComputeUnitPrice`]: (d) => {
    need(d, 9);
    return { discriminator: d[0], microLamports: u64At(d, 1) };
  },
  [`${SYSTEM_PROGRAM}:TransferSol`]: (d) => {
    need(d, 12);
    return { discriminator: u32At(d, 0), amount: u64At(d, 4) };
  },
  [`${SYSTEM_PROGRAM}:CreateAccount`]: (d) => {
    need(d, 52);
    return {
      discriminator: u32At(d, 0),
      lamports: u64At(d, 4),
      space: u64At(d, 12),
      programAddress: encodeBase58(d.subarray(20, 52)),
    };
  },
};
