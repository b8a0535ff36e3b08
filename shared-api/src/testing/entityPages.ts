// Test fixture: the entity pages as the remotes publish them (mfe-chain, mfe-tokens, mfe-wallet
// src/pages.ts; the shell's route-table test holds them equal), so a page rendered alone in a test
// links where it would on the site, and search finds its targets. Only tests read it; the site takes
// these paths from the published declarations.
import type { PageDeclaration } from '../pages';

export const ENTITY_PAGES: readonly PageDeclaration[] = [
  { path: '/tx/:signature', title: 'Transaction Details', entity: 'transaction' },
  { path: '/block/:height', title: 'Block Details', entity: 'block' },
  { path: '/address/:address', title: 'Address Details', entity: 'address' },
  { path: '/top-holders', title: 'Top GOR Holders', entity: 'coin' },
  { path: '/', title: 'Explore Gorbagana', entity: 'home' },
  { path: '/tokens', title: 'Tokens', entity: 'tokens' },
  { path: '/token/:address', title: 'Token Details', entity: 'token' },
  { path: '/address/:address/holdings', title: 'Wallet Overview', entity: 'wallet' },
];
