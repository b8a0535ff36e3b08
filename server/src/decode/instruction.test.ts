import * as token2022 from '@solana-program/token-2022';
import { instructionData } from './instructionData';
import { instructionTypeName } from './instruction';
import { TOKEN_2022_PROGRAM } from './programs';
import { decodeBase58, encodeBase58 } from './stored/base58';

const packageName = (data: Uint8Array) =>
  token2022.Token2022Instruction[token2022.identifyToken2022Instruction(data)] as string;

test('Token-2022 instructions are named as the package names them, extensions told apart by their second byte or 8-byte discriminator', () => {
  const metadata = [210, 225, 30, 162, 88, 184, 77, 141];
  const cases = [
    [3, 1, 2, 3],
    [26, 0, 9, 9],
    [26, 1, 9, 9],
    [26, 0, 7],
    [44, 2],
    [44, 1, 5],
    [...metadata, 1, 2, 3],
    [...metadata, 4],
    [234, 18, 32, 56, 89, 141, 37, 181, 0],
  ].map((d) => Uint8Array.from(d));
  // Twice over, so the second round reads the remembered identifications.
  for (let round = 0; round < 2; round++)
    for (const data of cases) expect(instructionTypeName(TOKEN_2022_PROGRAM, data)).toBe(packageName(data));
  expect(instructionTypeName('11111111111111111111111111111112', cases[0])).toBeNull();
});

test('instruction data read twice gives the same bytes as decoding it, and bad text still throws', () => {
  const text = encodeBase58(Uint8Array.from({ length: 180 }, (_, i) => (i * 37) % 256));
  const first = instructionData(text);
  expect(Buffer.from(first)).toEqual(Buffer.from(decodeBase58(text)));
  expect(instructionData(text)).toBe(first);
  expect(() => instructionData('0OIl')).toThrow(/base58/);
});
