import { useNetwork } from './NetworkContext';

/** True where a page declared testnet-only must not mount: Mainnet is selected. */
export function useHiddenOnMainnet(testnetOnly: boolean | undefined): boolean {
  return useNetwork().isMainnet && testnetOnly === true;
}
