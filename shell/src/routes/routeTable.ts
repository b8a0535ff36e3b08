// The explorer's pages: the shell's own (./../pages.ts, the coming-soon dApps) and those each remote
// declares in the version this visitor gets (carried by the registry), so a remote adds, renames or
// drops a page by publishing a version, without a new shell. A visitor only downloads the remote of
// the page being viewed.
import { useMemo, useSyncExternalStore } from 'react';
import {
  entityPath,
  menuLinks,
  pageFor,
  pageTable,
  type EntityResolver,
  type MenuLink,
  type MenuName,
  type OwnedPage,
} from 'shared-api/pages';
import { pages as shellPages } from '../pages';
import { remoteLoader, type RemoteLoader } from '../remotes/loader';

export type RouteEntry = OwnedPage;

export const NOT_FOUND_TITLE = 'Page Not Found';
export const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

const tables = new WeakMap<RemoteLoader, { generation: number; table: RouteEntry[] }>();

/** The page table of the versions `loader` has chosen; the same array until they change. */
export function currentPageTable(loader: RemoteLoader = remoteLoader): RouteEntry[] {
  const generation = loader.getGeneration();
  const last = tables.get(loader);
  if (last && last.generation === generation) return last.table;
  const table = pageTable(shellPages, loader.pagesByRemote());
  tables.set(loader, { generation, table });
  return table;
}

/** The page table, re-read when a remote switches version (a fallback from its canary). */
export function usePageTable(loader: RemoteLoader = remoteLoader): RouteEntry[] {
  const snapshot = () => currentPageTable(loader);
  // The same snapshot on the server: the build renders the frame (menus included) with React's
  // server renderer, where no registry is known yet, so only the shell's own pages are listed.
  return useSyncExternalStore(loader.subscribe, snapshot, snapshot);
}

/** The links of one menu, from every owner's declarations. */
export function useMenu(menu: MenuName, loader: RemoteLoader = remoteLoader): MenuLink[] {
  return menuLinks(usePageTable(loader), menu);
}

/** Where entity links lead: the pages of the versions this visitor gets that declare an entity. */
export function useEntityResolver(loader: RemoteLoader = remoteLoader): EntityResolver {
  const table = usePageTable(loader);
  return useMemo(() => (entity, value) => entityPath(table, entity, value), [table]);
}

/** The page a URL path belongs to (hover prefetch, the first render), or undefined (404). */
export function routeFor(
  pathname: string,
  table: readonly RouteEntry[] = currentPageTable(),
): RouteEntry | undefined {
  return pageFor(table, pathname);
}
