import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type Network = 'testnet' | 'mainnet';

export interface NetworkValue {
  network: Network;
  setNetwork(network: Network): void;
  toggleNetwork(): void;
  isMainnet: boolean;
  isTestnet: boolean;
}

const NetworkContext = createContext<NetworkValue | null>(null);

/** Testnet by default; the choice is not kept across reloads. */
export function NetworkProvider({
  children,
  initial = 'testnet',
}: {
  children: ReactNode;
  initial?: Network;
}) {
  const [network, setNetworkState] = useState<Network>(initial);
  const setNetwork = useCallback((n: Network) => setNetworkState(n), []);
  const toggleNetwork = useCallback(
    () => setNetworkState((n) => (n === 'testnet' ? 'mainnet' : 'testnet')),
    [],
  );
  const value = useMemo(
    () => ({
      network,
      setNetwork,
      toggleNetwork,
      isMainnet: network === 'mainnet',
      isTestnet: network === 'testnet',
    }),
    [network, setNetwork, toggleNetwork],
  );
  return <NetworkContext.Provider value={value}>{children}</NetworkContext.Provider>;
}

export function useNetwork(): NetworkValue {
  const v = useContext(NetworkContext);
  if (!v) throw new Error('useNetwork must be used within a NetworkProvider');
  return v;
}
