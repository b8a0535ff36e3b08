// The one list of remotes: name (Module Federation id), folder, npm package, dev port, exposed
// modules and the route-table paths each one renders. The data lives in ../remotes.config.json so
// that plain Node (webpack configs, scripts/*.mjs) reads the very same list without a TypeScript
// step; this module is the typed view for everything written in TypeScript (shell, server, tests).
import config from '../remotes.config.json';

export interface RemoteSpec {
  /** Module Federation name, also the registry key and the `/remotes/<name>/` folder. */
  name: string;
  /** Workspace folder at the repository root. */
  folder: string;
  /** npm package name (`npm run build -w <package>`). */
  package: string;
  /** Port of `npm run dev -w <package>`. */
  devPort: number;
  /** Module Federation exposes: './routes' always, plus widgets the shell mounts. */
  exposes: Record<string, string>;
  /** Route-table paths (react-router patterns) this remote renders, in route-table order. */
  routes: string[];
  /**
   * Per route: what the server hints in the page it serves (server/src/static/page.ts) so it
   * downloads in parallel with the shell: the page's chunk names (webpackChunkName) and the API GETs
   * the page makes on its first render.
   */
  preload?: Record<string, { chunks?: string[]; api?: string[] }>;
}

// JSON imports type optional keys of sibling objects as `?: undefined`; the shape is checked by
// shell/src/routes/routeTable.test.ts and tools/webpack/create-config.js.
export const REMOTES: readonly RemoteSpec[] = config.remotes as RemoteSpec[];
export const REMOTE_NAMES: readonly string[] = REMOTES.map((r) => r.name);
/** Route-table paths the shell renders itself (the coming-soon pages); every other page is a remote's. */
export const SHELL_ROUTES: readonly string[] = config.shellRoutes;

/** The entry of one remote in the remotes list, or undefined for a name that is not ours. */
export function remoteSpec(name: string): RemoteSpec | undefined {
  return REMOTES.find((r) => r.name === name);
}

/** The remote that renders a route-table path (pattern, not URL), or undefined (a shell page). */
export function routeOwner(path: string): string | undefined {
  return REMOTES.find((r) => r.routes.includes(path))?.name;
}

/** Whether a URL path matches a route pattern ('/tx/:signature'): same segment count, params match any. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** Whether a URL path is one of the site's pages (a remote's route or the shell's own); else a 404. */
export function isDeclaredPage(pathname: string): boolean {
  return (
    SHELL_ROUTES.some((route) => matchesRoute(route, pathname)) ||
    REMOTES.some((r) => r.routes.some((route) => matchesRoute(route, pathname)))
  );
}

/** The remote and route pattern a URL path belongs to, or undefined (a shell page or a 404). */
export function remoteForPath(pathname: string): { remote: RemoteSpec; route: string } | undefined {
  for (const remote of REMOTES)
    for (const route of remote.routes) if (matchesRoute(route, pathname)) return { remote, route };
  return undefined;
}
