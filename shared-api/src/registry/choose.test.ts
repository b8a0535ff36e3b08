import { bucketOf, chooseVersion, majorOf, overrideFromSearch, type RemoteEntry } from './choose';

const entry = (percent: number): RemoteEntry => ({
  stable: '1.0.0',
  canary: { version: '1.1.0', percent },
  versions: ['1.0.0', '1.1.0', '0.9.0'],
});
const visitors = Array.from({ length: 1000 }, (_, i) => `visitor-${i}`);

test('buckets are sticky, per remote and spread over 0–99', () => {
  expect(bucketOf('abc', 'mfe_chain')).toBe(bucketOf('abc', 'mfe_chain'));
  const buckets = visitors.map((v) => bucketOf(v, 'mfe_chain'));
  expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...buckets)).toBeLessThan(100);
  // per remote: not the same bucket for every remote
  expect(visitors.some((v) => bucketOf(v, 'mfe_chain') !== bucketOf(v, 'mfe_tokens'))).toBe(true);
});

test('canary percent selects roughly that share of visitors', () => {
  const canary = visitors.filter(
    (v) => chooseVersion({ entry: entry(30), remote: 'mfe_chain', visitorId: v }).reason === 'canary',
  ).length;
  expect(canary).toBeGreaterThan(230);
  expect(canary).toBeLessThan(370);
  expect(
    visitors.every(
      (v) => chooseVersion({ entry: entry(100), remote: 'r', visitorId: v }).version === '1.1.0',
    ),
  ).toBe(true);
  expect(
    visitors.every((v) => chooseVersion({ entry: entry(0), remote: 'r', visitorId: v }).version === '1.0.0'),
  ).toBe(true);
});

test('no canary gives stable', () => {
  expect(
    chooseVersion({
      entry: { stable: '2.0.0', canary: null, versions: ['2.0.0'] },
      remote: 'r',
      visitorId: 'x',
    }),
  ).toEqual({ version: '2.0.0', reason: 'stable' });
});

test('override only for listed versions', () => {
  expect(chooseVersion({ entry: entry(0), remote: 'r', visitorId: 'x', override: '0.9.0' })).toEqual({
    version: '0.9.0',
    reason: 'override',
  });
  expect(chooseVersion({ entry: entry(0), remote: 'r', visitorId: 'x', override: '6.6.6' })).toEqual({
    version: '1.0.0',
    reason: 'stable',
  });
});

test('after a failure the visitor gets stable for the session, whatever the canary or override', () => {
  const failed = new Set(['1.1.0']);
  expect(chooseVersion({ entry: entry(100), remote: 'r', visitorId: 'x', failed })).toEqual({
    version: '1.0.0',
    reason: 'fallback',
  });
  expect(chooseVersion({ entry: entry(0), remote: 'r', visitorId: 'x', override: '1.1.0', failed })).toEqual({
    version: '1.0.0',
    reason: 'fallback',
  });
  // a failed override does not land the visitor on a (different) canary either
  const other = { ...entry(100), canary: { version: '0.9.0', percent: 100 } };
  expect(chooseVersion({ entry: other, remote: 'r', visitorId: 'x', override: '1.1.0', failed })).toEqual({
    version: '1.0.0',
    reason: 'fallback',
  });
});

test('override parsing and majors', () => {
  expect(overrideFromSearch('?remote.mfe_chain=1.2.3&x=1', 'mfe_chain')).toBe('1.2.3');
  expect(overrideFromSearch('?remote.mfe_tokens=1.2.3', 'mfe_chain')).toBeNull();
  expect(majorOf('^1.2.0')).toBe(1);
  expect(majorOf('2.0.0')).toBe(2);
  expect(majorOf(undefined)).toBeNaN();
});
