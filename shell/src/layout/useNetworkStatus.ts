import { useLatestBlocks, useLatestTransactions, useNetworkOverview } from 'shared-api';
import { useNetwork } from 'shared-ui';
import { networkStatus, type NetworkStatus } from './statusRules';

/** The badge state from the three testnet queries (shared with the home page through react-query). */
export function useNetworkStatus(): NetworkStatus {
  const { isMainnet } = useNetwork();
  const overview = useNetworkOverview(!isMainnet);
  const transactions = useLatestTransactions(!isMainnet);
  const blocks = useLatestBlocks({ enabled: !isMainnet });
  return networkStatus({
    isMainnet,
    overviewError: overview.isError,
    transactionsError: transactions.isError,
    blocksError: blocks.isError,
  });
}
