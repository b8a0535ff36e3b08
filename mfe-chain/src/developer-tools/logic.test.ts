import { quickStartCommands } from './logic';

test('quick start commands use the indexed RPC URL', () => {
  const cmds = quickStartCommands('http://node:8899');
  expect(cmds).toHaveLength(5);
  expect(cmds[0].command).toBe('solana config set --url http://node:8899');
  expect(cmds[3].command).toBe('solana airdrop 1');
});
