// Deterministic test data for the scale benches: a seeded generator of base58 addresses and signatures,
// so every run measures the same rows.

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Base58 strings from `rand`: `address()` is 44 characters, `signature()` 88. */
export function base58Source(rand: () => number): { address(): string; signature(): string } {
  const text = (n: number) => {
    let s = '';
    for (let i = 0; i < n; i++) s += B58[Math.floor(rand() * 58)];
    return s;
  };
  return { address: () => text(44), signature: () => text(88) };
}
