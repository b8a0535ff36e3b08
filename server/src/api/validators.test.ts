import { estimateApy, inflationRate, uptimeFromCredits } from './validators';
import { parseSimplePrice } from './price';

describe('validator figures', () => {
  test('uptime: earned credits over the slots of the recent epochs, current epoch up to its slot index', () => {
    // epoch 4 complete (earned 900 of 1000 slots), epoch 5 current at slot index 500 (earned 500)
    expect(
      uptimeFromCredits(
        [
          [4, 1900, 1000],
          [5, 2400, 1900],
        ],
        5,
        500,
        1000,
      ),
    ).toBeCloseTo((1400 / 1500) * 100, 2);
    // timely vote credits (up to 16 per slot) are scaled back to a share of slots
    expect(uptimeFromCredits([[5, 16_000, 0]], 5, 1000, 1000)).toBe(100);
    expect(uptimeFromCredits([], 5, 10, 1000)).toBe(0);
  });

  test('APY: inflation over the staked share, less commission; inflation tapers to 1.5 %', () => {
    expect(inflationRate(0, 432_000)).toBeCloseTo(0.08, 6);
    expect(inflationRate(100_000, 432_000)).toBe(0.015);
    expect(estimateApy(0.08, 0.5, 10)).toBeCloseTo(14.4, 6);
    expect(estimateApy(0.08, 0, 10)).toBe(0);
  });

  test('CoinGecko-style simple price', () => {
    expect(parseSimplePrice({ gorbagana: { usd: 0.5, usd_24h_change: -2.5 } })).toEqual({
      price: 0.5,
      change24h: -2.5,
      marketCap: null,
      volume24h: null,
    });
    expect(parseSimplePrice({ gorbagana: { eur: 1 } })).toBeNull();
    expect(parseSimplePrice('nope')).toBeNull();
  });
});
