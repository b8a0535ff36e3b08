// Being retired: a page declares `testnetOnly` in its remote's src/pages.ts and the shell enforces
// it (shared-ui's TestnetOnly). Only the transaction, block and address pages still wrap themselves
// in this gate, in step with their declarations; remove it with their last wrapper.
import type { ReactNode } from 'react';
import { MainnetUnderConstruction, useNetwork } from 'shared-ui';

/** With Mainnet selected the chain pages show 'Mainnet Under Construction'. */
export function MainnetGate({ children }: { children: ReactNode }) {
  const { isMainnet } = useNetwork();
  return isMainnet ? <MainnetUnderConstruction /> : <>{children}</>;
}
