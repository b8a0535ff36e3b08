// The remote registry on disk: DEPLOY_DIR/remotes.json plus the published files under
// DEPLOY_DIR/remotes/<name>/<version>/. Published versions are immutable: publishing the same
// version twice is refused, so a cached file (immutable, one year) can never change under a visitor.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTE_NAMES, remoteSpec } from 'shared-api/remotes';
import type { Registry, RemoteEntry } from 'shared-api/registry';

export type { Registry, RemoteEntry };

/** Every remote `npm start` seeds the registry with: the one list (shared-api/remotes.config.json). */
export const REMOTES = REMOTE_NAMES;
export const REPO_ROOT = resolve(__dirname, '../../..');

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** mfe_chain → <repo>/mfe-chain (the folder the remotes list names; a name not listed maps by convention). */
export function packageDirOf(remote: string): string {
  return join(REPO_ROOT, remoteSpec(remote)?.folder ?? remote.replace(/_/g, '-'));
}

const VERSION_RE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const NAME_RE = /^[a-z][a-z0-9_]*$/;

export function registryPath(deployDir: string): string {
  return join(deployDir, 'remotes.json');
}

export function readRegistry(deployDir: string): Registry {
  const file = registryPath(deployDir);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Registry;
}

/** Atomic write (temp file + rename) so the server never serves a half-written registry. */
export function writeRegistry(deployDir: string, registry: Registry): void {
  mkdirSync(deployDir, { recursive: true });
  const file = registryPath(deployDir);
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(registry, null, 2) + '\n');
  renameSync(tmp, file);
}

function entryOf(registry: Registry, name: string): RemoteEntry {
  const e = registry[name];
  if (!e) throw new RegistryError(`${name} has no published version`);
  return e;
}

/** Version of a remote's current build: the single directory under <pkg>/dist/ matching package.json. */
export function builtVersion(remote: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDirOf(remote), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Copies a built version into the deploy directory and lists it. The first published version
 * becomes stable. `from` defaults to <pkg>/dist/<package.json version>.
 */
export function publish(
  deployDir: string,
  name: string,
  opts: { from?: string; version?: string } = {},
): { version: string; stable: string } {
  if (!NAME_RE.test(name)) throw new RegistryError(`invalid remote name '${name}'`);
  const version = opts.version ?? builtVersion(name);
  if (!VERSION_RE.test(version)) throw new RegistryError(`invalid version '${version}'`);
  const from = opts.from ?? join(packageDirOf(name), 'dist', version);
  if (!existsSync(join(from, 'mf-manifest.json')))
    throw new RegistryError(`no build at ${from} (run npm run build first)`);
  const registry = readRegistry(deployDir);
  const target = join(deployDir, 'remotes', name, version);
  if (registry[name]?.versions.includes(version) || existsSync(target)) {
    throw new RegistryError(
      `${name}@${version} is already published; published versions are never overwritten (bump the version)`,
    );
  }
  mkdirSync(join(deployDir, 'remotes', name), { recursive: true });
  // Copy into a temp dir first and rename, so a half-copied version is never visible.
  const tmp = `${target}.partial-${process.pid}`;
  cpSync(from, tmp, { recursive: true });
  renameSync(tmp, target);
  const entry: RemoteEntry = registry[name] ?? { stable: version, canary: null, versions: [] };
  entry.versions = [...entry.versions, version];
  registry[name] = entry;
  writeRegistry(deployDir, registry);
  return { version, stable: entry.stable };
}

/** Sends `percent` % of visitors to `version`, which must be published. */
export function startCanary(deployDir: string, name: string, version: string, percent: number): RemoteEntry {
  const registry = readRegistry(deployDir);
  const entry = entryOf(registry, name);
  if (!entry.versions.includes(version))
    throw new RegistryError(`${name}@${version} is not published (published: ${entry.versions.join(', ')})`);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new RegistryError('percent must be a number from 0 to 100');
  if (version === entry.stable) throw new RegistryError(`${name}@${version} is already stable`);
  entry.canary = { version, percent: Math.round(percent * 100) / 100 };
  writeRegistry(deployDir, registry);
  return entry;
}

/** The canary becomes stable for everyone. */
export function promote(deployDir: string, name: string): RemoteEntry {
  const registry = readRegistry(deployDir);
  const entry = entryOf(registry, name);
  if (!entry.canary) throw new RegistryError(`${name} has no canary to promote`);
  entry.stable = entry.canary.version;
  entry.canary = null;
  writeRegistry(deployDir, registry);
  return entry;
}

/**
 * Stops a running canary; with no canary, moves stable back to the version published before it.
 */
export function rollback(deployDir: string, name: string): RemoteEntry {
  const registry = readRegistry(deployDir);
  const entry = entryOf(registry, name);
  if (entry.canary) {
    entry.canary = null;
  } else {
    const i = entry.versions.indexOf(entry.stable);
    if (i <= 0) throw new RegistryError(`${name}@${entry.stable} has no earlier version to roll back to`);
    entry.stable = entry.versions[i - 1];
  }
  writeRegistry(deployDir, registry);
  return entry;
}

export function status(deployDir: string): string {
  const registry = readRegistry(deployDir);
  const names = Object.keys(registry).sort();
  if (names.length === 0) return `no remotes published in ${deployDir}`;
  return names
    .map((n) => {
      const e = registry[n];
      const canary = e.canary ? `canary ${e.canary.version} @ ${e.canary.percent}%` : 'no canary';
      const line = `${n.padEnd(11)} stable ${e.stable.padEnd(10)} ${canary.padEnd(26)} versions: ${e.versions.join(', ')}`;
      const auto = e.autoRollback;
      return auto
        ? `${line}\n${''.padEnd(11)} auto-rollback of ${auto.version} at ${auto.at}: failure ratio ${auto.ratio} > ${auto.threshold} (${auto.failures} failures, ${auto.loads} loads)`
        : line;
    })
    .join('\n');
}

/** Copies the shell build (shell/dist) to the deploy root. The shell is not versioned. */
export function publishShell(deployDir: string, from = join(REPO_ROOT, 'shell', 'dist')): void {
  if (!existsSync(join(from, 'index.html')))
    throw new RegistryError(`no shell build at ${from} (run npm run build first)`);
  mkdirSync(deployDir, { recursive: true });
  for (const f of readdirSync(from)) {
    // dist/dev/ is `npm run dev`'s output, never published.
    if (f === 'index.html' || f === 'dev') continue;
    cpSync(join(from, f), join(deployDir, f), { recursive: true });
  }
  // index.html last, so it never points at chunks that are not there yet.
  const tmp = join(deployDir, `index.html.${process.pid}.tmp`);
  cpSync(join(from, 'index.html'), tmp);
  renameSync(tmp, join(deployDir, 'index.html'));
}

/**
 * `npm start`: publish the shell (it is not versioned or canaried, so the current build always
 * replaces the deployed one) and every remote the deploy directory does not have yet.
 */
export function publishMissing(deployDir: string): string[] {
  const done: string[] = [];
  if (
    existsSync(join(REPO_ROOT, 'shell', 'dist', 'index.html')) ||
    !existsSync(join(deployDir, 'index.html'))
  ) {
    publishShell(deployDir);
    done.push('shell');
  }
  const registry = readRegistry(deployDir);
  for (const name of REMOTES) {
    if (registry[name]) continue;
    const r = publish(deployDir, name);
    done.push(`${name}@${r.version}`);
  }
  return done;
}
