// Links of the header, mobile menu and footer, in one place.
export const MAIN_NAV = [
  { label: 'Blockchain', to: '/transactions' },
  { label: 'Validators', to: '/validators' },
  { label: 'Top Holders', to: '/top-holders' },
] as const;

export const TOKENS_MENU = [
  { label: 'All Tokens', to: '/tokens' },
  { label: 'Community Projects', to: '/community' },
] as const;

/** The dApps menu: everything is 'Soon' except the Break game. */
export const DAPPS = [
  { label: 'Bridge', to: '/bridge', soon: true },
  { label: 'Gor Swap', to: '/swap', soon: true },
  { label: 'LaunchPad', to: '/launchpad', soon: true },
  { label: 'Lending & Borrowing', to: '/lending', soon: true },
  { label: 'NFT Marketplace', to: '/nft', soon: true },
  { label: 'Perps Exchange', to: '/perps', soon: true },
  { label: 'Break Gorbagana', to: '/break-gorbagana', soon: false },
] as const;

export const EXPLORE_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Transactions', to: '/transactions' },
  { label: 'Validators', to: '/validators' },
  { label: 'Top Holders', to: '/top-holders' },
  { label: 'All Tokens', to: '/tokens' },
  { label: 'Community Projects', to: '/community' },
  { label: 'Developer Tools', to: '/developer-tools' },
  { label: 'Sitemap', to: '/sitemap' },
] as const;
