// The shell's own pages: the announced dApps, each a coming-soon page until a remote declares it
// (a remote's page of the same path then replaces it), and the paths other explorers use for an
// entity, sent on to this explorer's page of it. Its build writes them to pages.json beside
// index.html so the server answers them with 200 like the remotes' declared pages.
import type { PageDeclaration } from 'shared-api/pages';

const soon = (path: string, title: string, label: string, order: number): PageDeclaration => ({
  path,
  title,
  nav: [{ menu: 'dapps', label, order, soon: true }],
});

export const pages: readonly PageDeclaration[] = [
  // The address path of Solscan and others: a pasted or hand-edited link opens the address page.
  { path: '/account/:address', title: 'Address', redirectTo: 'address' },
  soon('/bridge', 'Bridge', 'Bridge', 10),
  soon('/swap', 'Swap', 'Gor Swap', 20),
  soon('/launchpad', 'Launchpad', 'LaunchPad', 30),
  soon('/lending', 'Lend and Borrow', 'Lending & Borrowing', 40),
  soon('/nft', 'NFT Marketplace', 'NFT Marketplace', 50),
  soon('/perps', 'Perps Exchange', 'Perps Exchange', 60),
];
