// Where the page of a transaction, block, address, wallet, token or the coin is. Only the remote
// that renders such a page writes its path (in its src/pages.ts); everyone else links to it through
// here: the shell resolves from the declarations of the versions the visitor gets, a remote's dev
// host from the remote's own, tests from a fixture. Outside a provider nothing resolves, so a link
// shows as plain text rather than leading to a page nobody serves.
//
//   <EntityPathsProvider resolve={(entity, value) => entityPath(pages, entity, value)}>…</EntityPathsProvider>
//   const to = useEntityPath('transaction', signature); // undefined: no link
import { createContext, useContext, type ReactNode } from 'react';
import type { EntityResolver, PageEntity } from 'shared-api/pages';

const nowhere: EntityResolver = () => undefined;
const EntityPaths = createContext<EntityResolver>(nowhere);

export function EntityPathsProvider({ resolve, children }: { resolve: EntityResolver; children: ReactNode }) {
  return <EntityPaths.Provider value={resolve}>{children}</EntityPaths.Provider>;
}

/** The resolver in force, for code that turns several entities into URLs (search). */
export function useEntityPaths(): EntityResolver {
  return useContext(EntityPaths);
}

/** The URL of an entity's page, or undefined when no page shows it (or it needs a value and has none). */
export function useEntityPath(entity: PageEntity, value?: string | number | null): string | undefined {
  const resolve = useContext(EntityPaths);
  return value === null ? undefined : resolve(entity, value);
}
