// The remote registry on disk: DEPLOY_DIR/remotes.json plus the published files under
// DEPLOY_DIR/remotes/<name>/<version>/. Published versions are immutable: publishing the same
// version twice is refused, so a cached file (immutable, one year) can never change under a visitor.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { join, relative, sep } from 'node:path';
import { REMOTE_NAMES, remoteSpec } from 'shared-api/remotes';
import type { Registry, RemoteEntry, VersionIntegrity } from 'shared-api/registry';
import { PAGES_FILE, declarationProblem, type PageDeclaration } from 'shared-api/pages';
import { REPO_ROOT } from '../repoRoot';

export type { Registry, RemoteEntry, VersionIntegrity };

/** Every remote `npm start` seeds the registry with: the one list (shared-api/remotes.config.json). */
export const REMOTES = REMOTE_NAMES;

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

/** Version of a remote's current build: its package.json's (the build is <pkg>/dist/<version>/). */
export function builtVersion(remote: string): string {
  const pkg = JSON.parse(readFileSync(join(packageDirOf(remote), 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** `sha384-<base64>` of some bytes: the form of the `integrity` attribute (Subresource Integrity). */
export function sriOf(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Every file under `dir`, in name order: its path, and its path relative to `dir` ('/'-separated). */
function filesUnder(dir: string): { path: string; rel: string }[] {
  const out: { path: string; rel: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push({ path: p, rel: relative(dir, p).split(sep).join('/') });
    }
  };
  walk(dir);
  return out;
}

/** Every file under `dir` with its SHA-384, but `.br` copies: browsers check the decoded bytes. */
function hashTree(dir: string): VersionIntegrity {
  const out: VersionIntegrity = {};
  for (const f of filesUnder(dir)) if (!f.rel.endsWith('.br')) out[f.rel] = sriOf(readFileSync(f.path));
  return out;
}

/**
 * Removes each `.br` copy under `dir` that does not decode to its original: the server prefers the
 * copy, and a stale one would serve bytes the browser refuses.
 */
function dropStaleBrotli(dir: string): void {
  for (const f of filesUnder(dir)) {
    if (!f.rel.endsWith('.br')) continue;
    const original = f.path.slice(0, -'.br'.length);
    let same = false;
    try {
      same =
        existsSync(original) && brotliDecompressSync(readFileSync(f.path)).equals(readFileSync(original));
    } catch {
      // a copy that does not decode is stale too
    }
    if (!same) rmSync(f.path);
  }
}

/** The pages a build declares (its pages.json), checked: a build without a valid list is refused. */
function declaredPagesOf(buildDir: string, label: string): PageDeclaration[] {
  const file = join(buildDir, PAGES_FILE);
  if (!existsSync(file))
    throw new RegistryError(`${label}: the build has no ${PAGES_FILE} (rebuild it with npm run build)`);
  let pages: unknown;
  try {
    pages = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new RegistryError(`${label}: ${PAGES_FILE} is not JSON`);
  }
  const problem = declarationProblem(pages);
  if (problem) throw new RegistryError(`${label}: ${PAGES_FILE}: ${problem}`);
  return pages as PageDeclaration[];
}

/**
 * Copies a built version into the deploy directory and lists it with its files' SHA-384 (the shell
 * verifies every file against the registry) and its pages. The first version becomes stable; `from`
 * defaults to <pkg>/dist/<package.json version>.
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
  const pages = declaredPagesOf(from, `${name}@${version}`);
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
  dropStaleBrotli(tmp);
  // Hashed from the build, then checked against the copy: a copy that differs is never listed.
  const integrity = hashTree(from);
  if (JSON.stringify(hashTree(tmp)) !== JSON.stringify(integrity))
    throw new RegistryError(`${name}@${version}: the copy in ${deployDir} differs from the build at ${from}`);
  renameSync(tmp, target);
  const entry: RemoteEntry = registry[name] ?? { stable: version, canary: null, versions: [] };
  entry.versions = [...entry.versions, version];
  entry.integrity = { ...entry.integrity, [version]: integrity };
  entry.pages = { ...entry.pages, [version]: pages };
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
      const versions = e.versions.map((v) => (e.integrity?.[v] ? v : `${v} (no integrity: never runs)`));
      const line = `${n.padEnd(11)} stable ${e.stable.padEnd(10)} ${canary.padEnd(26)} versions: ${versions.join(', ')}`;
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
 * `npm start`: publish the shell (unversioned: the build always replaces it) and each missing remote;
 * a remote whose stable version declares no pages gets its current build made stable.
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
  for (const name of REMOTES) {
    const entry = readRegistry(deployDir)[name];
    if (entry?.pages?.[entry.stable]) continue;
    const version = builtVersion(name);
    if (!entry?.versions.includes(version)) done.push(`${name}@${publish(deployDir, name).version}`);
    const registry = readRegistry(deployDir);
    const now = registry[name];
    if (now && now.stable !== version && now.pages?.[version]) {
      now.stable = version;
      now.canary = null;
      writeRegistry(deployDir, registry);
      done.push(`${name}@${version} (stable: the earlier one declares no pages)`);
    }
  }
  done.push(...pinFromBuilds(deployDir));
  return done;
}

/** The global a remote's chunk loader calls so the shell can pin each chunk (tools/webpack). */
const INTEGRITY_HOOK = '__remoteIntegrity';

/** Whether a build's remote entry hands its chunk scripts to the shell's integrity hook (else unchecked). */
export function carriesIntegrityHook(buildDir: string): boolean {
  const entry = join(buildDir, 'remoteEntry.js');
  return existsSync(entry) && readFileSync(entry, 'utf8').includes(INTEGRITY_HOOK);
}

/**
 * Hashes for versions published without them, from an identical local build that checks its chunks;
 * any other stays without (the shell refuses it).
 */
export function pinFromBuilds(deployDir: string): string[] {
  const registry = readRegistry(deployDir);
  const pinned: string[] = [];
  for (const [name, entry] of Object.entries(registry)) {
    for (const version of entry.versions) {
      if (entry.integrity?.[version]) continue;
      const build = join(packageDirOf(name), 'dist', version);
      const published = join(deployDir, 'remotes', name, version);
      if (!existsSync(join(build, 'mf-manifest.json')) || !existsSync(published)) continue;
      if (!carriesIntegrityHook(build)) continue;
      const integrity = hashTree(build);
      if (JSON.stringify(hashTree(published)) !== JSON.stringify(integrity)) continue;
      entry.integrity = { ...entry.integrity, [version]: integrity };
      pinned.push(`${name}@${version} (hashes)`);
    }
  }
  if (pinned.length) writeRegistry(deployDir, registry);
  return pinned;
}
