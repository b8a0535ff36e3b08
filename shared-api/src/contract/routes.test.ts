// The path table (browser) and the schema table (server) describe the same routes: every name of one
// is in the other, with the same method and path.
import * as apiPaths from '../paths';
import { routeOf, type ApiRoute, type ApiRouteName } from '../route';
import { apiRoutes } from './routes';

/** The path table's entries (the namespace may carry interop keys besides the routes). */
const entries = Object.entries(apiPaths).filter(([, v]) => typeof v === 'string') as [
  ApiRouteName,
  ApiRoute,
][];

test('every route of the path table has its schemas, and every schema entry a path', () => {
  expect(entries.length).toBeGreaterThan(30);
  expect(Object.keys(apiRoutes).sort()).toEqual(entries.map(([name]) => name).sort());
});

test('method and path agree between the two tables', () => {
  for (const [name, entry] of entries) {
    const { method, path } = routeOf(entry);
    const def = apiRoutes[name];
    expect({ name, method: def.method, url: def.url }).toEqual({ name, method, url: path });
  }
});

test('paths are API paths in Fastify syntax, each method and path once', () => {
  const seen = new Set<string>();
  for (const [, entry] of entries) {
    expect(entry).toMatch(/^(GET|POST|DELETE) \/api(\/[a-z0-9.-]+|\/:[a-zA-Z]+)+$/);
    expect(seen.has(entry)).toBe(false);
    seen.add(entry);
  }
});

test('path parameters of a path are the params of its schema', () => {
  for (const [name, def] of Object.entries(apiRoutes)) {
    const inPath = [...def.url.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    const props = (def as { params?: { properties?: object } }).params?.properties ?? {};
    expect({ name, params: Object.keys(props).sort() }).toEqual({ name, params: inPath });
  }
});
