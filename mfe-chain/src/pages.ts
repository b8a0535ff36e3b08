// mfe-chain's pages: where each lives, its title, the menus and sitemap that list it and what the
// server hints with it. The build writes this list to the version's pages.json and publishing
// records it in the registry, so the shell and the server learn of a page from here alone. Links
// to an entity's page resolve from its `entity`, never from a written URL.
// Plain data, read at build time too: no React here (the components are in ./routes.tsx).
import * as apiPaths from 'shared-api/paths';
import type { PageDeclaration } from 'shared-api/pages';

export const pages = [
  {
    path: '/',
    entity: 'home',
    title: 'Explore Gorbagana',
    testnetOnly: true,
    nav: [
      { menu: 'explore', label: 'Home', order: 10 },
      { menu: 'footer-explorer', label: 'Home', order: 10 },
    ],
    sitemap: {
      label: 'Home',
      description: 'Network overview, latest transactions and blocks',
      priority: 1,
      changefreq: 'always',
    },
    // Written by ./prerender.build.tsx after webpack.
    prerender: 'prerender/home.json',
    preload: {
      chunks: ['Home'],
      api: [
        { route: apiPaths.networkOverview },
        { route: apiPaths.transactions },
        { route: apiPaths.blocks },
        { route: apiPaths.networkStats },
      ],
    },
  },
  { path: '/tx/:signature', title: 'Transaction Details', entity: 'transaction', testnetOnly: true },
  { path: '/block/:height', title: 'Block Details', entity: 'block', testnetOnly: true },
  { path: '/address/:address', title: 'Address Details', entity: 'address', testnetOnly: true },
  {
    path: '/transactions',
    title: 'All Transactions',
    testnetOnly: true,
    nav: [
      { menu: 'main', label: 'Blockchain', order: 10 },
      { menu: 'explore', label: 'Transactions', order: 20 },
      { menu: 'footer-explorer', label: 'Transactions', order: 20 },
    ],
    sitemap: {
      label: 'Transactions',
      description: 'Live transaction feed by block',
      priority: 0.9,
      changefreq: 'always',
    },
  },
  {
    path: '/validators',
    title: 'Validators',
    testnetOnly: true,
    nav: [
      { menu: 'main', label: 'Validators', order: 20 },
      { menu: 'explore', label: 'Validators', order: 30 },
      { menu: 'footer-network', label: 'Validators', order: 10 },
    ],
    sitemap: {
      label: 'Validators',
      description: 'Validators, stake and performance',
      priority: 0.8,
      changefreq: 'hourly',
    },
  },
  {
    path: '/top-holders',
    title: 'Top GOR Holders',
    entity: 'coin',
    testnetOnly: true,
    nav: [
      { menu: 'main', label: 'Top Holders', order: 30 },
      { menu: 'explore', label: 'Top Holders', order: 40 },
      { menu: 'footer-explorer', label: 'Top Holders', order: 40 },
    ],
    sitemap: {
      label: 'Top Holders',
      description: 'Largest GOR holders',
      priority: 0.8,
      changefreq: 'hourly',
    },
  },
  {
    path: '/developer-tools',
    title: 'Developer Tools',
    nav: [
      { menu: 'explore', label: 'Developer Tools', order: 70 },
      { menu: 'footer-network', label: 'Developer Tools', order: 20 },
    ],
    sitemap: {
      label: 'Developer Tools',
      description: 'RPC endpoints and quick start',
      priority: 0.6,
      changefreq: 'monthly',
    },
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    nav: [
      { menu: 'explore', label: 'Sitemap', order: 80 },
      { menu: 'footer-resources', label: 'Sitemap', order: 10 },
    ],
    sitemap: {
      label: 'Sitemap',
      description: 'Every page of the explorer',
      priority: 0.3,
      changefreq: 'daily',
    },
  },
] as const satisfies readonly PageDeclaration[];
