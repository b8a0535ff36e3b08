import { endpointState, quickStartCommands } from './logic';

test('quick start commands use the indexed RPC URL', () => {
  const cmds = quickStartCommands('http://node:8899');
  expect(cmds).toHaveLength(5);
  expect(cmds[0].command).toBe('solana config set --url http://node:8899');
  expect(cmds[3].command).toBe('solana airdrop 1');
});

test('an endpoint is loading, unavailable, absent (published as empty) or set', () => {
  expect(endpointState(undefined, false)).toEqual({ state: 'loading' });
  expect(endpointState(undefined, true)).toEqual({ state: 'unavailable' });
  expect(endpointState('', false)).toEqual({ state: 'absent' });
  expect(endpointState('  ', false)).toEqual({ state: 'absent' });
  // A previously read answer stays shown when a later refetch fails.
  expect(endpointState('http://node:8899', true)).toEqual({ state: 'set', url: 'http://node:8899' });
});
