// The one list of remotes (shared-api/remotes.config.json) for the plain-Node scripts.
import { readFileSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;
const config = JSON.parse(readFileSync(`${root}shared-api/remotes.config.json`, 'utf8'));

/** [{ name, folder, package, devPort, exposes }] */
export const REMOTES = config.remotes;
/** The host (shell). */
export const HOST = config.host;
/** Every web package that builds: the shell first, then the remotes. */
export const WEB_FOLDERS = [HOST.folder, ...REMOTES.map((r) => r.folder)];
export const ROOT = root;
