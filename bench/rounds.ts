/**
 * A route measured in rounds, each between two hello-world runs. The shared machine's speed drifts
 * within seconds (hello-world has measured 46,600 req/s just before a route and 34,900 just after it),
 * so one long run puts its ratio in the drift, and one stall of the machine decides its p99. The
 * route's figures are the medians of its rounds; every round is kept.
 */
import type { WrkResult } from './lib';

/** One stretch of a route, with hello-world beside it (the mean of the runs before and after). */
export interface Round extends WrkResult {
  helloRps: number;
  /** Hello-world's own p99: what the machine allowed any server in that stretch. */
  helloP99Ms: number;
  /**
   * The API's event loop delay during the stretch (p99 and max): a server that blocks shows here; a
   * p99 far above it was spent outside the server (the client, the machine's scheduling).
   */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export interface RoundFigures {
  requestsPerSec: number;
  p99Ms: number;
  helloRps: number;
  helloP99Ms: number;
  ratioToHello: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export interface RouteFigures extends WrkResult {
  /** Mean of the rounds' hello-world rates. */
  helloRps: number;
  /** Median of the rounds' ratios. */
  ratioToHello: number;
  /** The slowest round's p99 (p99Ms is the median of the rounds'). */
  p99MaxMs: number;
  /** Median of hello-world's p99 beside the rounds. */
  helloP99Ms: number;
  rounds: RoundFigures[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;
const sum = (rounds: readonly Round[], f: (r: Round) => number) => rounds.reduce((n, r) => n + f(r), 0);

export function combineRounds(rounds: readonly Round[]): RouteFigures {
  if (rounds.length === 0) throw new Error('no rounds to combine');
  const figures = rounds.map((r) => ({
    requestsPerSec: Math.round(r.requestsPerSec),
    p99Ms: r.p99Ms,
    helloRps: Math.round(r.helloRps),
    helloP99Ms: r.helloP99Ms,
    ratioToHello: round3(r.requestsPerSec / r.helloRps),
    loopDelayP99Ms: r.loopDelayP99Ms,
    loopDelayMaxMs: r.loopDelayMaxMs,
  }));
  return {
    requestsPerSec: Math.round(sum(rounds, (r) => r.requestsPerSec) / rounds.length),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    p99MaxMs: Math.max(...rounds.map((r) => r.p99Ms)),
    requests: sum(rounds, (r) => r.requests),
    errors: sum(rounds, (r) => r.errors),
    non2xx: sum(rounds, (r) => r.non2xx),
    socketErrors: {
      connect: sum(rounds, (r) => r.socketErrors.connect),
      read: sum(rounds, (r) => r.socketErrors.read),
      write: sum(rounds, (r) => r.socketErrors.write),
      timeout: sum(rounds, (r) => r.socketErrors.timeout),
    },
    helloRps: Math.round(sum(rounds, (r) => r.helloRps) / rounds.length),
    helloP99Ms: median(rounds.map((r) => r.helloP99Ms)),
    ratioToHello: median(figures.map((f) => f.ratioToHello)),
    rounds: figures,
  };
}
