import * as computeBudget from '@solana-program/compute-budget';
import * as system from '@solana-program/system';
import * as token from '@solana-program/token';
import * as token2022 from '@solana-program/token-2022';
import { DATA_LAYOUTS, type DataDecoder } from './dataLayouts';
import { decodeInstruction } from './instruction';
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { encodeBase58 } from './stored/base58';

const PACKAGES: Record<string, Record<string, unknown>> = {
  [TOKEN_PROGRAM]: token,
  [TOKEN_2022_PROGRAM]: token2022,
  [COMPUTE_BUDGET_PROGRAM]: computeBudget,
  [SYSTEM_PROGRAM]: system,
};

type Decoder = { decode(data: Uint8Array): unknown };

/** The program package's own decoder for a `program:Name` layout key. */
function packageDecoder(key: string): Decoder {
  const [program, name] = key.split(':');
  const make = PACKAGES[program][`get${name}InstructionDataDecoder`] as () => Decoder;
  return make();
}

/** Deterministic bytes: zeros, all ones, and mixed values that carry into every byte of a u64. */
function samples(length: number): Uint8Array[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % 256;
  return [
    new Uint8Array(length),
    new Uint8Array(length).fill(255),
    ...Array.from({ length: 20 }, () => Uint8Array.from({ length }, next)),
  ];
}

const outcome = (decode: () => unknown) => {
  try {
    const value = decode() as Record<string, unknown>;
    return { keys: Object.keys(value), value };
  } catch {
    return 'throws';
  }
};

const layouts = Object.entries(DATA_LAYOUTS).map(([key, decode]) => [key, decode as DataDecoder] as const);

describe.each(layouts)('%s', (key, ours) => {
  test("gives the program package's values, keys in its order, and throws on short data as it does", () => {
    const theirs = packageDecoder(key);
    // Every length from empty to past the layout's size: short data throws in both.
    for (let length = 0; length <= 60; length++)
      for (const data of samples(length))
        expect(outcome(() => ours(data))).toEqual(outcome(() => theirs.decode(data)));
  });
});

test('a decoded instruction reads the same whether its data sits at the start of its buffer or inside one', () => {
  const data = Uint8Array.from([12, 0x10, 0x27, 0, 0, 0, 0, 0, 0, 6]);
  const inside = new Uint8Array(32);
  inside.set(data, 11);
  const accounts = ['A', 'B', 'C', 'D'].map((c) => c.repeat(32));
  const direct = decodeInstruction(TOKEN_PROGRAM, accounts, encodeBase58(data), 1);
  expect(direct.type).toBe('transferChecked');
  expect(direct.parsed?.info).toMatchObject({ amount: '10000', decimals: 6 });
  const transferChecked = DATA_LAYOUTS[`${TOKEN_PROGRAM}:TransferChecked`] as DataDecoder;
  expect(transferChecked(inside.subarray(11, 21))).toEqual({
    discriminator: 12,
    amount: 10000n,
    decimals: 6,
  });
});
