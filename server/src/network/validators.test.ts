import {
  delegatorEpochRate,
  epochsPerYear,
  rewardApy,
  slotSecondsFromSamples,
  uptimeFromCredits,
  validatorApy,
  type ApyFacts,
} from './validators';
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

  test("APY from a vote account's rewards: the delegators' share over the stake, compounded per epoch", () => {
    // 10 % commission: the vote account got 100, so the stake earned 1000 and delegators 900 of it.
    expect(delegatorEpochRate({ amount: 100, commission: 10 }, 1_000_000)).toBeCloseTo(0.0009, 12);
    // 432,000-slot epochs at 0.4 s: 182.625 epochs a year; at 0.8 s half as many.
    expect(epochsPerYear(432_000, 0.4)).toBeCloseTo(182.625, 9);
    const at = (slotSeconds: number) =>
      rewardApy({
        rewards: [{ amount: 100, commission: 10 }],
        stake: 1_000_000,
        slotsPerEpoch: 432_000,
        slotSeconds,
      });
    expect(at(0.4)).toBeCloseTo(17.86, 2);
    expect(at(0.8)).toBeCloseTo(8.56, 2);
    // several epochs: their mean rate (0.0009 and 0.00108)
    expect(
      rewardApy({
        rewards: [
          { amount: 100, commission: 10 },
          { amount: 120, commission: 10 },
        ],
        stake: 1_000_000,
        slotsPerEpoch: 432_000,
        slotSeconds: 0.4,
      }),
    ).toBeCloseTo(19.81, 2);
    // nothing paid, 100 % commission, 0 % commission (the record cannot tell), unknown timing, no stake
    const base = { stake: 1_000_000, slotsPerEpoch: 432_000, slotSeconds: 0.4 };
    expect(rewardApy({ ...base, rewards: [] })).toBe(0);
    expect(rewardApy({ ...base, rewards: [{ amount: 0, commission: 10 }] })).toBe(0);
    expect(rewardApy({ ...base, rewards: [{ amount: 500, commission: 100 }] })).toBe(0);
    expect(rewardApy({ ...base, rewards: [{ amount: 500, commission: 0 }] })).toBe(0);
    expect(rewardApy({ ...base, slotSeconds: 0, rewards: [{ amount: 100, commission: 10 }] })).toBe(0);
    expect(rewardApy({ ...base, stake: 0, rewards: [{ amount: 100, commission: 10 }] })).toBe(0);
  });

  test('slot time is measured from performance samples', () => {
    const sample = (numSlots: number, samplePeriodSecs: number) => ({
      slot: 1,
      numTransactions: 0,
      numSlots,
      samplePeriodSecs,
    });
    expect(slotSecondsFromSamples([sample(150, 60), sample(100, 60)])).toBeCloseTo(120 / 250, 12);
    expect(slotSecondsFromSamples([sample(0, 60)])).toBeNull();
    expect(slotSecondsFromSamples([])).toBeNull();
  });

  test("a validator's APY: measured rewards, the inflation rate only for 0 % commission, else 0", () => {
    const facts = (over: Partial<ApyFacts>): ApyFacts => ({
      slotsPerEpoch: 432_000,
      slotSeconds: 0.4,
      validatorInflation: 0.05,
      rewards: new Map(),
      ...over,
    });
    const paid = [{ amount: 100, commission: null }];
    // the record's commission missing: the current one is used
    expect(validatorApy({ stake: 1_000_000, commission: 10, rewards: paid }, facts({}), 0.5)).toBeCloseTo(
      17.86,
      2,
    );
    // 0 % commission: 5 % a year to stakers over half the supply staked = 10 %, compounded per epoch
    expect(validatorApy({ stake: 1_000_000, commission: 0, rewards: [] }, facts({}), 0.5)).toBeCloseTo(
      10.51,
      2,
    );
    // charging commission but paid nothing in the recent epochs
    expect(validatorApy({ stake: 1_000_000, commission: 10, rewards: [] }, facts({}), 0.5)).toBe(0);
    // a chain that pays no inflation
    expect(
      validatorApy({ stake: 1_000_000, commission: 0, rewards: [] }, facts({ validatorInflation: 0 }), 0.5),
    ).toBe(0);
    // no timing from the node
    expect(
      validatorApy({ stake: 1_000_000, commission: 10, rewards: paid }, facts({ slotSeconds: 0 }), 0.5),
    ).toBe(0);
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
