// Tests of the shell's pages, menus and titles: a registry in which each remote has published one
// version declaring its real pages (its src/pages.ts; jest maps `mfe_x/…` to the remote's src/),
// inlined into the document as the server's page carries it.
import type { PageDeclaration } from 'shared-api/pages';
import { INLINE_REGISTRY_ID, type Registry } from 'shared-api/registry';
import { REMOTES } from 'shared-api/remotes';

/** The pages a remote declares in its source. */
export const declaredPages = (remote: string): PageDeclaration[] =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require(`${remote}/pages`) as { pages: PageDeclaration[] }).pages;

export const publishedRegistry = (): Registry =>
  Object.fromEntries(
    REMOTES.map((r) => [
      r.name,
      { stable: '1.0.0', canary: null, versions: ['1.0.0'], pages: { '1.0.0': declaredPages(r.name) } },
    ]),
  );

/** Puts the registry into the document where the shell's loader reads it on its first use. */
export function inlineRegistry(registry: Registry = publishedRegistry()): void {
  const script = document.createElement('script');
  script.id = INLINE_REGISTRY_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(registry);
  document.head.append(script);
}
