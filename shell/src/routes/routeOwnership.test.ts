// Every path of the shell's route table is served by exactly the remote the table names: that
// remote's own routes.tsx (the one place a remote declares its paths) has the path, no other remote
// has it, and no remote serves a path the table does not give it. The remotes' route modules are
// loaded by their Module Federation ids (jest maps `mfe_x/…` to the remote's src/), as the shell does.
import type { RemoteRouteObject, RemoteRoutesModule } from 'shared-ui';
import { REMOTES } from 'shared-api/remotes';
import { ROUTE_TABLE } from './routeTable';

function routesOf(remote: string): RemoteRouteObject[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(`${remote}/routes`) as RemoteRoutesModule;
  return mod.routes ?? mod.default ?? [];
}

const served = new Map(REMOTES.map((r) => [r.name, routesOf(r.name).map((x) => x.path)]));

test('each remote exposes a non-empty route list', () => {
  expect([...served].filter(([, paths]) => paths.length === 0).map(([name]) => name)).toEqual([]);
});

test.each(ROUTE_TABLE.map((r) => [r.path, r.remote ?? 'shell'] as const))(
  '%s is served by %s only',
  (path, owner) => {
    const servers = [...served].filter(([, paths]) => paths.includes(path)).map(([name]) => name);
    expect(servers).toEqual(owner === 'shell' ? [] : [owner]);
  },
);

test('no remote serves a path the route table does not give it', () => {
  for (const [name, paths] of served)
    for (const path of paths)
      expect({ path, owner: ROUTE_TABLE.find((r) => r.path === path)?.remote }).toEqual({
        path,
        owner: name,
      });
});

test('a remote declares each of its paths once', () => {
  for (const [, paths] of served) expect(new Set(paths).size).toBe(paths.length);
});
