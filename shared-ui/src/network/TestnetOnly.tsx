// The one rule for a page its remote declares `testnetOnly` (src/pages.ts): with Mainnet selected,
// its place shows 'Mainnet Under Construction' and the page is not mounted, so it asks the API
// nothing. The shell applies it to every route from the declarations; pages never check the network
// for it themselves. Page tests get it through renderWithProviders' `declared`.
//
//   <TestnetOnly when={entry.testnetOnly}><RemoteRoute … /></TestnetOnly>
import type { ReactNode } from 'react';
import { MainnetUnderConstruction } from '../primitives/OfflineScreens';
import { useNetwork } from './NetworkContext';

export function TestnetOnly({ when, children }: { when: boolean | undefined; children: ReactNode }) {
  const { isMainnet } = useNetwork();
  return isMainnet && when ? <MainnetUnderConstruction /> : <>{children}</>;
}
