// With Mainnet selected a testnet-only page shows the stand-in screen 'Mainnet Under Construction'
// (tokens, transactions, validators, top holders …).
//
//   export default function ValidatorsPage() {
//     return <MainnetGate><Validators /></MainnetGate>;
//   }
import type { ReactNode } from 'react';
import { MainnetUnderConstruction, useNetwork } from 'shared-ui';

/** With Mainnet selected the chain pages show 'Mainnet Under Construction'. */
export function MainnetGate({ children }: { children: ReactNode }) {
  const { isMainnet } = useNetwork();
  return isMainnet ? <MainnetUnderConstruction /> : <>{children}</>;
}
