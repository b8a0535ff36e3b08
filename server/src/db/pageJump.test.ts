import { FIRST_HEADS, MAX_HEADS, PageJump } from './pageJump';

describe('PageJump', () => {
  test('passes whole rows while the page starts below them, and stops at the row it starts in', () => {
    const jump = new PageJump(10);
    expect(jump.pass(4)).toBe(true);
    expect(jump.pass(6)).toBe(true);
    expect(jump.left).toBe(0);
    expect(jump.pass(1)).toBe(false);
    const inside = new PageJump(10);
    expect(inside.pass(11)).toBe(false);
    expect(inside.left).toBe(10);
  });

  test('first reads a small probe, then as many heads as the rows passed so far predict, with a margin', () => {
    const jump = new PageJump(100_000);
    expect(jump.nextRead()).toBe(FIRST_HEADS);
    // Rows of 4,000 entries, as a catch-up writes for a busy address: 9 more rows are enough.
    for (let i = 0; i < 16; i++) jump.pass(4_000);
    expect(jump.left).toBe(36_000);
    expect(jump.nextRead()).toBe(FIRST_HEADS);
    // Rows of 256, as live batches grow them: 375 rows predicted, a quarter more read.
    const small = new PageJump(100_000);
    for (let i = 0; i < 16; i++) small.pass(256);
    expect(small.nextRead()).toBe(Math.ceil((95_904 / 256) * 1.25) + 4);
  });

  test('reads a first read of its own size, and then as predicted', () => {
    const jump = new PageJump(100_000, 256);
    expect(jump.nextRead()).toBe(256);
    for (let i = 0; i < 256; i++) jump.pass(100);
    expect(jump.nextRead()).toBe(Math.ceil((74_400 / 100) * 1.25) + 4);
  });

  test('never reads more than its bound at once', () => {
    const jump = new PageJump(10_000_000);
    jump.pass(1);
    expect(jump.nextRead()).toBe(MAX_HEADS);
  });
});
