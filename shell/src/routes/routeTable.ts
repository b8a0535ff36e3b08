// The explorer's route table, in order. Each path is rendered by the remote that owns
// it, as the one list of remotes says (shared-api/remotes.config.json), so a visitor only
// downloads the remote of the page being viewed; the six dApp placeholders are the shell's own
// coming-soon pages.
import { matchPath } from 'react-router-dom';
import { routeOwner } from 'shared-api/remotes';

export type RemoteId = string;

interface PageEntry {
  path: string;
  title: string;
  testnetOnly?: boolean;
}

export interface RouteEntry {
  path: string;
  /** The page's title. */
  title: string;
  /** Remote that renders it; absent = a shell coming-soon page. */
  remote?: RemoteId;
  /** Replaced by the 'Mainnet Under Construction' screen when mainnet is selected. */
  testnetOnly?: boolean;
}

const PAGES: readonly PageEntry[] = [
  { path: '/', title: 'Explore Gorbagana', testnetOnly: true },
  { path: '/tx/:signature', title: 'Transaction Details' },
  { path: '/block/:height', title: 'Block Details' },
  { path: '/address/:address', title: 'Address Details' },
  { path: '/address/:address/holdings', title: 'Wallet Overview' },
  { path: '/token/:address', title: 'Token Details' },
  { path: '/tokens', title: 'Tokens', testnetOnly: true },
  { path: '/community', title: 'Community Projects' },
  { path: '/transactions', title: 'All Transactions', testnetOnly: true },
  { path: '/validators', title: 'Validators', testnetOnly: true },
  { path: '/top-holders', title: 'Top GOR Holders', testnetOnly: true },
  { path: '/sitemap', title: 'Sitemap' },
  { path: '/bridge', title: 'Bridge' },
  { path: '/swap', title: 'Swap' },
  { path: '/launchpad', title: 'Launchpad' },
  { path: '/lending', title: 'Lend and Borrow' },
  { path: '/nft', title: 'NFT Marketplace' },
  { path: '/perps', title: 'Perps Exchange' },
  { path: '/developer-tools', title: 'Developer Tools' },
  { path: '/break-gorbagana', title: 'Break Gorbagana' },
  { path: '/admin', title: 'Admin Panel' },
];

export const ROUTE_TABLE: readonly RouteEntry[] = PAGES.map((p) => {
  const remote = routeOwner(p.path);
  return remote ? { ...p, remote } : p;
});

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

/** The table entry a URL path belongs to (used for hover prefetch), or undefined (404). */
export function routeFor(pathname: string): RouteEntry | undefined {
  const clean = pathname.split(/[?#]/)[0] || '/';
  // Most specific first: '/address/:a/holdings' must win over '/address/:a'.
  const hits = ROUTE_TABLE.filter((r) => matchPath({ path: r.path, end: true }, clean));
  return hits.sort((a, b) => b.path.split('/').length - a.path.split('/').length)[0];
}
