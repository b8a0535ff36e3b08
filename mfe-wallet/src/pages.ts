// mfe-wallet's pages: where each lives, its title and what the server hints with it. The build
// writes this list to the version's pages.json and publishing records it in the registry, so the
// shell and the server learn of a page from here alone (links to the wallet page resolve from its
// `entity`, never from a written URL). Plain data, read at build time too: no
// React here (the components are in ./routes.tsx).
import * as apiPaths from 'shared-api/paths';
import type { PageDeclaration } from 'shared-api/pages';

export const pages = [
  {
    path: '/address/:address/holdings',
    title: 'Wallet Overview',
    entity: 'wallet',
    testnetOnly: true,
    preload: {
      chunks: ['HoldingsPage'],
      api: [{ route: apiPaths.addressTransactions }, { route: apiPaths.addressHoldings }],
    },
  },
] as const satisfies readonly PageDeclaration[];
