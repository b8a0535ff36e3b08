// The one rule for a page its remote declares `testnetOnly` (src/pages.ts): with Mainnet selected,
// its place shows 'Mainnet Under Construction' and the page is not mounted, so it asks the API
// nothing. The shell applies it to every route from the declarations (loading the screen only when
// it shows); pages never check the network for it themselves. Page tests get it through
// renderWithProviders' `declared`.
import type { ReactNode } from 'react';
import { useHiddenOnMainnet } from 'shared-ui';
import { MainnetUnderConstruction } from './OfflineScreens';

export function TestnetOnly({ when, children }: { when: boolean | undefined; children: ReactNode }) {
  return useHiddenOnMainnet(when) ? <MainnetUnderConstruction /> : <>{children}</>;
}
