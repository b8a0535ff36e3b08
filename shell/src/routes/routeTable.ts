// The route table of spec part 2 §2, in its order. Each path is rendered by the remote that owns
// it (DESIGN §2), so a visitor only downloads the remote of the page being viewed; the six dApp
// placeholders are the shell's own coming-soon pages.
import { matchPath } from 'react-router-dom';

export type RemoteId = 'mfe_chain' | 'mfe_tokens' | 'mfe_wallet' | 'mfe_games';

export interface RouteEntry {
  path: string;
  /** Page title from the spec. */
  title: string;
  /** Remote that renders it; absent = a shell coming-soon page. */
  remote?: RemoteId;
  /** Replaced by the 'Mainnet Under Construction' screen when mainnet is selected. */
  testnetOnly?: boolean;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', title: 'Explore Gorbagana', remote: 'mfe_chain', testnetOnly: true },
  { path: '/tx/:signature', title: 'Transaction Details', remote: 'mfe_chain' },
  { path: '/block/:height', title: 'Block Details', remote: 'mfe_chain' },
  { path: '/address/:address', title: 'Address Details', remote: 'mfe_chain' },
  { path: '/address/:address/holdings', title: 'Wallet Overview', remote: 'mfe_wallet' },
  { path: '/token/:address', title: 'Token Details', remote: 'mfe_tokens' },
  { path: '/tokens', title: 'Tokens', remote: 'mfe_tokens', testnetOnly: true },
  { path: '/community', title: 'Community Projects', remote: 'mfe_tokens' },
  { path: '/transactions', title: 'All Transactions', remote: 'mfe_chain', testnetOnly: true },
  { path: '/validators', title: 'Validators', remote: 'mfe_chain', testnetOnly: true },
  { path: '/top-holders', title: 'Top GOR Holders', remote: 'mfe_chain', testnetOnly: true },
  { path: '/sitemap', title: 'Sitemap', remote: 'mfe_chain' },
  { path: '/bridge', title: 'Bridge' },
  { path: '/swap', title: 'Swap' },
  { path: '/launchpad', title: 'Launchpad' },
  { path: '/lending', title: 'Lend and Borrow' },
  { path: '/nft', title: 'NFT Marketplace' },
  { path: '/perps', title: 'Perps Exchange' },
  { path: '/developer-tools', title: 'Developer Tools', remote: 'mfe_chain' },
  { path: '/break-gorbagana', title: 'Break Gorbagana', remote: 'mfe_games' },
  { path: '/admin', title: 'Admin Panel', remote: 'mfe_games' },
];

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

/** The table entry a URL path belongs to (used for hover prefetch), or undefined (404). */
export function routeFor(pathname: string): RouteEntry | undefined {
  const clean = pathname.split(/[?#]/)[0] || '/';
  // Most specific first: '/address/:a/holdings' must win over '/address/:a'.
  const hits = ROUTE_TABLE.filter((r) => matchPath({ path: r.path, end: true }, clean));
  return hits.sort((a, b) => b.path.split('/').length - a.path.split('/').length)[0];
}
