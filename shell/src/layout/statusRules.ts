// The header's status badge: 'Mainnet Offline' with mainnet selected, 'Testnet Offline' when the
// overview, transactions or blocks query fails, else 'Testnet Online'.
export type NetworkStatus = 'Mainnet Offline' | 'Testnet Offline' | 'Testnet Online';

export function networkStatus(input: {
  isMainnet: boolean;
  overviewError: boolean;
  transactionsError: boolean;
  blocksError: boolean;
}): NetworkStatus {
  if (input.isMainnet) return 'Mainnet Offline';
  if (input.overviewError || input.transactionsError || input.blocksError) return 'Testnet Offline';
  return 'Testnet Online';
}
