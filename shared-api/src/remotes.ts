// The one list of remotes: name (Module Federation id), folder, npm package, dev port and exposed
// modules (each declares its pages in its own src/pages.ts). The data lives in ../remotes.config.json
// so that plain Node (webpack configs, scripts/*.mjs) reads the very same list without a TypeScript
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
}

// JSON imports type a key one remote lacks as `?: undefined`; tools/webpack/create-config.js checks the shape.
export const REMOTES: readonly RemoteSpec[] = config.remotes as RemoteSpec[];
export const REMOTE_NAMES: readonly string[] = REMOTES.map((r) => r.name);

/** The entry of one remote in the remotes list, or undefined for a name that is not ours. */
export function remoteSpec(name: string): RemoteSpec | undefined {
  return REMOTES.find((r) => r.name === name);
}
