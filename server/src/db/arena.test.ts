import { Arena } from './arena';

test('buffers cut from one chunk are apart, word-aligned, and keep what was written in them', () => {
  const arena = new Arena();
  const parts = Array.from({ length: 5_000 }, (_, i) => {
    const b = arena.take(1 + (i % 700));
    b.fill(i % 251);
    return b;
  });
  parts.forEach((b, i) => {
    expect(b.length).toBe(1 + (i % 700));
    expect(b.every((x) => x === i % 251)).toBe(true);
    expect(b.byteOffset % 8).toBe(0);
  });
  // Many share a chunk (node's pool would have made one per few buffers).
  expect(new Set(parts.map((b) => b.buffer)).size).toBeLessThan(5);
});

test('a large value gets memory of its own', () => {
  const arena = new Arena();
  const big = arena.take(600_000);
  expect(big.length).toBe(600_000);
  expect(big.buffer.byteLength).toBe(600_000);
  expect(arena.take(10).buffer).not.toBe(big.buffer);
});
