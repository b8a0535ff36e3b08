// Developer-tools page content: Quick Start commands built from the RPC URL of the node this explorer
// indexes.
export const DOCS_URL = 'https://docs.solana.com';
export const REPO_URL = 'https://github.com/anza-xyz/agave';

/** What the Quick Start shows when /api/config cannot be read: the local node `npm start` runs. */
export const DEFAULT_RPC_URL = 'http://127.0.0.1:8899';

/**
 * What the page knows of one endpoint. The server answers '' when it publishes none (an API started
 * without RPC_URL / WS_URL): that is a final answer, not something still loading.
 */
export type Endpoint =
  { state: 'loading' } | { state: 'unavailable' } | { state: 'absent' } | { state: 'set'; url: string };

export function endpointState(value: string | undefined, failed: boolean): Endpoint {
  if (value === undefined) return failed ? { state: 'unavailable' } : { state: 'loading' };
  const url = value.trim();
  return url ? { state: 'set', url } : { state: 'absent' };
}

export const NO_RPC_TITLE = 'No public RPC endpoint configured';
export const NO_RPC_DESCRIPTION =
  "This explorer's server does not publish an RPC URL for the network, so there is no endpoint to " +
  'point the Solana CLI at. The operator can set one with the RPC_URL (and WS_URL) settings.';

export function quickStartCommands(rpcUrl: string): Array<{ title: string; command: string }> {
  return [
    { title: 'Point the CLI at the testnet RPC', command: `solana config set --url ${rpcUrl}` },
    { title: 'Check the cluster version', command: 'solana cluster-version' },
    { title: 'Create a keypair', command: 'solana-keygen new --outfile ~/.config/solana/id.json' },
    { title: 'Airdrop 1 test GOR', command: 'solana airdrop 1' },
    { title: 'Check your balance', command: 'solana balance' },
  ];
}

export const PROTOCOLS: Array<{ name: string; description: string; details: string }> = [
  {
    name: 'Proof of History',
    description: 'A verifiable clock that orders events before consensus.',
    details:
      'A sequential SHA-256 hash chain proves time passed between events, so validators agree on order without messaging each other.',
  },
  {
    name: 'Tower BFT',
    description: 'PoH-optimised practical Byzantine fault tolerance.',
    details:
      'Votes lock out exponentially longer with each confirmation, giving fast, safe finality using the PoH clock.',
  },
  {
    name: 'Turbine',
    description: 'Block propagation protocol.',
    details:
      'Blocks are split into shreds and fanned out through a tree of validators, keeping bandwidth per node low.',
  },
  {
    name: 'Gulf Stream',
    description: 'Mempool-less transaction forwarding.',
    details:
      'Clients and validators forward transactions to the upcoming leaders ahead of time, cutting confirmation delay.',
  },
  {
    name: 'Sealevel',
    description: 'Parallel smart-contract runtime.',
    details:
      'Transactions declare the accounts they touch, so non-overlapping ones execute in parallel across cores.',
  },
  {
    name: 'Pipelining',
    description: 'Transaction processing unit.',
    details:
      'Fetch, signature verification, banking and write stages run on different hardware at the same time.',
  },
];

export const FACTS: Array<[string, string]> = [
  ['Native token', 'GOR'],
  ['Block time', '~1 second'],
  ['Finality', 'Sub-second'],
  ['Token standard', 'SPL compatible'],
  ['Network', 'Testnet v3'],
];
