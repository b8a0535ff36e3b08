import { combineRounds, median, type Round } from './rounds';

const round = (requestsPerSec: number, helloRps: number, p99Ms: number, errors = 0): Round => ({
  requestsPerSec,
  helloRps,
  helloP99Ms: p99Ms / 2,
  loopDelayP99Ms: 1,
  loopDelayMaxMs: 2,
  p50Ms: p99Ms / 4,
  p99Ms,
  requests: requestsPerSec * 5,
  errors,
  non2xx: errors,
  socketErrors: { connect: 0, read: 0, write: 0, timeout: 0 },
});

test('median of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([])).toBeNaN();
});

test('a route is judged by the median of its rounds: one round in a stall of the machine does not decide it', () => {
  // The middle round ran while the machine stalled: hello-world beside it was fast, the route slow.
  const r = combineRounds([round(20_000, 36_000, 12), round(9_000, 40_000, 60), round(21_000, 38_000, 14)]);
  expect(r.rounds.map((x) => x.ratioToHello)).toEqual([0.556, 0.225, 0.553]);
  expect(r.ratioToHello).toBe(0.553);
  expect(r.p99Ms).toBe(14);
  expect(r.p99MaxMs).toBe(60);
  expect(r.helloP99Ms).toBe(7);
});

test('requests and errors add up over the rounds; rates are their means', () => {
  const r = combineRounds([round(10_000, 30_000, 10, 1), round(20_000, 40_000, 20, 2)]);
  expect(r.requests).toBe(150_000);
  expect(r.errors).toBe(3);
  expect(r.non2xx).toBe(3);
  expect(r.requestsPerSec).toBe(15_000);
  expect(r.helloRps).toBe(35_000);
  expect(() => combineRounds([])).toThrow('no rounds');
});
