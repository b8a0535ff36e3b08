// Compiles @solana/kit-style instructions into a signed legacy wire transaction without going through
// kit's async signer pipeline: the node itself (faucet, validator votes, traffic generator, bulk mode)
// signs thousands of these per second.
import bs58 from 'bs58';
import type { Keypair } from './keys';

export interface IxAccount {
  address: string;
  /** kit AccountRole: 0 readonly, 1 writable, 2 readonly signer, 3 writable signer */
  role: number;
}
export interface Ix {
  programAddress: string;
  accounts?: readonly IxAccount[];
  data?: Uint8Array | ArrayLike<number>;
}

function shortVec(n: number): number[] {
  const out: number[] = [];
  let rem = n;
  for (;;) {
    let elem = rem & 0x7f;
    rem >>= 7;
    if (rem === 0) {
      out.push(elem);
      return out;
    }
    elem |= 0x80;
    out.push(elem);
  }
}

export function buildTransaction(
  feePayer: Keypair,
  ixs: readonly Ix[],
  recentBlockhash: string,
  extraSigners: readonly Keypair[] = [],
): Uint8Array {
  // Merge account roles: signer and writable flags are OR-ed across instructions.
  const flags = new Map<string, number>();
  flags.set(feePayer.address, 3);
  for (const ix of ixs) {
    for (const a of ix.accounts ?? []) flags.set(a.address, (flags.get(a.address) ?? 0) | a.role);
    if (!flags.has(ix.programAddress)) flags.set(ix.programAddress, 0);
  }
  const keys = [...flags.entries()];
  const rank = (r: number) => (r === 3 ? 0 : r === 2 ? 1 : r === 1 ? 2 : 3);
  keys.sort((a, b) =>
    a[0] === feePayer.address ? -1 : b[0] === feePayer.address ? 1 : rank(a[1]) - rank(b[1]),
  );
  const index = new Map(keys.map(([k], i) => [k, i]));
  const numSigners = keys.filter(([, r]) => r & 2).length;
  const roSigned = keys.filter(([, r]) => r === 2).length;
  const roUnsigned = keys.filter(([, r]) => r === 0).length;
  const parts: number[] = [numSigners, roSigned, roUnsigned, ...shortVec(keys.length)];
  const msgChunks: Uint8Array[] = [new Uint8Array(parts)];
  for (const [k] of keys) msgChunks.push(bs58.decode(k));
  msgChunks.push(bs58.decode(recentBlockhash));
  const ixBytes: number[] = [...shortVec(ixs.length)];
  for (const ix of ixs) {
    const accs = ix.accounts ?? [];
    ixBytes.push(index.get(ix.programAddress) ?? 0, ...shortVec(accs.length));
    for (const a of accs) ixBytes.push(index.get(a.address) ?? 0);
    const data = ix.data ?? new Uint8Array(0);
    ixBytes.push(...shortVec(data.length));
    for (let i = 0; i < data.length; i++) ixBytes.push(data[i]);
  }
  msgChunks.push(new Uint8Array(ixBytes));
  const message = Buffer.concat(msgChunks);
  const signersByAddr = new Map([feePayer, ...extraSigners].map((s) => [s.address, s]));
  const sigHeader = new Uint8Array(shortVec(numSigners));
  const sigs: Uint8Array[] = [];
  for (let i = 0; i < numSigners; i++) {
    const signer = signersByAddr.get(keys[i][0]);
    if (!signer) throw new Error(`missing signer ${keys[i][0]}`);
    sigs.push(signer.sign(message));
  }
  return new Uint8Array(Buffer.concat([sigHeader, ...sigs, message]));
}
