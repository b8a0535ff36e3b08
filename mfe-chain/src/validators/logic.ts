// Pure logic of the validators page.
import type { Validator } from 'shared-api';

/** Optional validator columns appear only when some row has a value above 0. */
export function validatorColumns(vs: Array<Pick<Validator, 'commission' | 'apy' | 'uptime' | 'delegators'>>) {
  return {
    commission: vs.some((v) => v.commission > 0),
    apy: vs.some((v) => v.apy > 0),
    uptime: vs.some((v) => v.uptime > 0),
    delegators: vs.some((v) => v.delegators > 0),
  };
}

export function average(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
}
