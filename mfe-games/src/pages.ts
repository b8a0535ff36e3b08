// mfe-games' pages: where each lives, its title and the menus and sitemap that list it. The build
// writes this list to the version's pages.json and publishing records it in the registry, so the
// shell and the server learn of a page from here alone. Plain data, read at build time too: no
// React here (the components are in ./routes.tsx).
import type { PageDeclaration } from 'shared-api/pages';

export const pages = [
  {
    path: '/break-gorbagana',
    title: 'Break Gorbagana',
    nav: [
      { menu: 'dapps', label: 'Break Gorbagana', order: 70 },
      { menu: 'footer-network', label: 'Break Gorbagana', order: 30 },
    ],
    sitemap: {
      label: 'Break Gorbagana',
      description: 'Stress-test game',
      priority: 0.5,
      changefreq: 'monthly',
    },
  },
  { path: '/admin', title: 'Admin Panel' },
] as const satisfies readonly PageDeclaration[];
