// Each remote renders exactly the pages it declares: its `./routes` module (loaded by its Module
// Federation id; jest maps `mfe_x/…` to the remote's src/) has a component for every path of its
// src/pages.ts and for nothing else, and its declarations pass the checks publishing applies.
import { declarationProblem } from 'shared-api/pages';
import { REMOTES } from 'shared-api/remotes';
import type { RemoteRouteObject, RemoteRoutesModule } from 'shared-ui';
import { routesOf as routesOfModule } from '../remotes/pageReady';
import { declaredPages as pagesOf } from '../test/publishedPages';

const routesOf = (remote: string): RemoteRouteObject[] =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  routesOfModule(require(`${remote}/routes`) as RemoteRoutesModule);

test.each(REMOTES.map((r) => r.name))('%s renders exactly the pages it declares', (remote) => {
  const declared = pagesOf(remote).map((p) => p.path);
  expect(declared.length).toBeGreaterThan(0);
  expect(
    routesOf(remote)
      .map((r) => r.path)
      .sort(),
  ).toEqual([...declared].sort());
  expect(declarationProblem(pagesOf(remote))).toBeNull();
});

test('no two remotes declare the same path', () => {
  const all = REMOTES.flatMap((r) => pagesOf(r.name).map((p) => p.path));
  expect(new Set(all).size).toBe(all.length);
});
