// Loads remotes at run time from the registry (/remotes.json, or the copy the server inlined into
// the page) with @module-federation/enhanced's runtime: picks a version per visitor (canary /
// override / stable), retries a failing version once, then falls back to stable for the rest of the
// session and reports the failure; reports each remote's successful load once per page load.
// No file of a version runs unless its bytes match the SHA-384 the registry holds for it
// (./integrity.ts): a version without hashes is refused, and so is a version one of whose files the
// browser refused; both count as failures of that version, so a refused canary falls back to stable.
// Every dependency (fetch, storage, the MF runtime, beacons, the pins) is injected: see ./deps.ts.
import type { PageDeclaration } from 'shared-api/pages';
import { chooseVersion, overrideFromSearch, type Choice, type Registry } from 'shared-api/registry';
import uiPkg from 'shared-ui/package.json';
import apiPkg from 'shared-api/package.json';
import { incompatibility, type RemoteManifest } from './compat';
import type { RemoteFailureReport } from './beacon';
import { browserDeps, type LoaderDeps } from './deps';
import type { IntegrityPins } from './integrity';

export type { LoaderDeps };

/** A load (not render) failure; the boundary shows it with a retry button. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

class IncompatibleRemote extends Error {}
/** A version with no hashes in the registry, or a file whose bytes differ from its hash. */
class IntegrityRefused extends Error {}

const phaseOf = (err: unknown) =>
  err instanceof IncompatibleRemote ? 'incompatible' : err instanceof IntegrityRefused ? 'integrity' : 'load';

/** Set only in a development build of the shell (ALLOW_UNPINNED_REMOTES=1): run versions without hashes. */
const DEV_ALLOW_UNPINNED = process.env.ALLOW_UNPINNED_REMOTES === '1';

export type RenderVerdict = 'retry' | 'fallback' | 'give-up';

export interface LoaderOptions {
  registryUrl?: string;
  /** Where remotes are published: <base>/<name>/<version>/ */
  remotesBase?: string;
  hostVersions?: Record<string, string>;
  /** Replaces the browser's dependencies (tests). */
  deps?: Partial<LoaderDeps>;
  /** Development only: run versions the registry has no hashes for (never in production). */
  allowUnpinned?: boolean;
}

/** A promise that records its outcome on itself, as React's `use()` reads it. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks the promise with its outcome once settled, so `use()` of a module that already loaded
 * returns it at once instead of suspending (and showing the fallback) for one more turn.
 */
function settledInPlace<T>(p: Promise<T>): Promise<T> {
  const tracked: TrackedPromise<T> = p;
  p.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return p;
}

export class RemoteLoader {
  private registry: Promise<Registry> | null = null;
  private readonly deps: LoaderDeps;
  private readonly failed: Set<string>;
  /** Remotes whose successful load was already reported in this page load. */
  private readonly reportedLoads = new Set<string>();
  /** "name@version" of every version whose load was reported in this page load. */
  private readonly loadedVersions = new Set<string>();
  private inlineUsed = false;
  /** The registry as last read, for the pages of the versions chosen (null before the first read). */
  private known: Registry | null = null;
  private readonly choices = new Map<string, Choice>();
  private readonly modules = new Map<string, Promise<unknown>>();
  private readonly registered = new Map<string, string>();
  private readonly everRegistered = new Set<string>();
  private readonly gens = new Map<string, number>();
  private readonly manifests = new Map<string, Promise<RemoteManifest>>();
  private readonly renderErrors = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private attemptSeq = 0;
  private readonly registryUrl: string;
  private readonly remotesBase: string;
  private readonly hostVersions: Record<string, string>;
  private readonly allowUnpinned: boolean;

  constructor(opts: LoaderOptions = {}) {
    this.allowUnpinned = opts.allowUnpinned ?? DEV_ALLOW_UNPINNED;
    this.registryUrl = opts.registryUrl ?? '/remotes.json';
    this.remotesBase = opts.remotesBase ?? '/remotes';
    this.hostVersions = opts.hostVersions ?? { 'shared-ui': uiPkg.version, 'shared-api': apiPkg.version };
    this.deps = { ...browserDeps, ...opts.deps };
    this.failed = this.deps.loadFailed();
  }

  // --- subscription (React's useSyncExternalStore) ------------------------------------------
  subscribe = (cb: () => void): (() => void) => {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  };
  getGeneration = (): number => this.generation;
  /** Changes whenever this remote switches version or is retried. */
  genOf(remote: string): number {
    return this.gens.get(remote) ?? 0;
  }
  private changed() {
    this.generation += 1;
    this.listeners.forEach((l) => l());
  }

  /** The version this visitor currently gets for a remote (undefined before the first load). */
  currentChoice(remote: string): Choice | undefined {
    return this.choices.get(remote);
  }

  private getRegistry(): Promise<Registry> {
    if (!this.registry && !this.inlineUsed) {
      // The first read uses the copy inlined into the page (one request less on the critical path);
      // later reads (retry button) ask the server again.
      this.inlineUsed = true;
      const inline = this.deps.inlineRegistry();
      if (inline) this.registry = Promise.resolve(inline);
    }
    if (!this.registry) {
      this.registry = this.deps.fetch(this.registryUrl, { cache: 'no-store' }).then(async (r) => {
        if (!r.ok) throw new Error(`registry: ${r.status}`);
        const value: unknown = await r.json();
        if (!value || typeof value !== 'object' || Array.isArray(value))
          throw new Error('registry: not an object');
        return value as Registry;
      });
      // A failed registry read is retried on the next use rather than cached forever.
      this.registry.catch(() => {
        this.registry = null;
      });
    }
    return this.registry;
  }

  /**
   * Reads the registry and chooses this visitor's version of every remote in it, so the pages they
   * declare are known (pagesByRemote) before the app routes or draws its menus.
   */
  async chooseAll(): Promise<void> {
    const registry = await this.getRegistry();
    await Promise.all(Object.keys(registry).map((remote) => this.choose(remote)));
  }

  /** Whether the registry was read (the site's pages are then known). */
  knowsPages(): boolean {
    return this.known !== null;
  }

  /** The pages each remote declares in the version this visitor currently gets. */
  pagesByRemote(): { remote: string; pages: PageDeclaration[] }[] {
    const registry = this.known ?? {};
    return [...this.choices].map(([remote, choice]) => ({
      remote,
      pages: registry[remote]?.pages?.[choice.version] ?? [],
    }));
  }

  private setChoice(remote: string, choice: Choice): void {
    const was = this.choices.get(remote)?.version;
    this.choices.set(remote, choice);
    // The site's pages follow the version (the first choice, a fallback from a canary).
    if (was !== choice.version) this.changed();
  }

  private async choose(remote: string): Promise<{ choice: Choice; stable: string }> {
    const registry = await this.getRegistry();
    this.known = registry;
    const entry = registry[remote];
    if (!entry) throw new RemoteLoadError(remote, '', `${remote} is not in the registry`);
    const failedHere = new Set(
      [...this.failed].filter((k) => k.startsWith(`${remote}@`)).map((k) => k.slice(remote.length + 1)),
    );
    const choice = chooseVersion({
      entry,
      remote,
      visitorId: this.deps.visitorId(),
      override: overrideFromSearch(this.deps.location().search, remote),
      failed: failedHere,
    });
    this.setChoice(remote, choice);
    return { choice, stable: entry.stable };
  }

  /**
   * The module `expose` ('./routes', './Trollbox') of a remote. The promise is cached per remote,
   * expose and that remote's generation, so React's `use()` gets a stable promise until something changes.
   */
  load<T>(remote: string, expose: string): Promise<T> {
    const key = `${remote}|${expose}|${this.gens.get(remote) ?? 0}`;
    let p = this.modules.get(key);
    if (!p) {
      p = settledInPlace(this.loadWithFallback(remote, expose));
      this.modules.set(key, p);
    }
    return p as Promise<T>;
  }

  /** Starts downloading a remote's routes (hover prefetch); errors surface on the real visit. */
  prefetch(remote: string): void {
    this.load(remote, './routes').catch(() => undefined);
  }

  private async loadWithFallback(remote: string, expose: string): Promise<unknown> {
    const { choice, stable } = await this.choose(remote);
    try {
      const mod = await this.loadVersion(remote, choice.version, expose);
      this.reportLoaded(remote, choice);
      return mod;
    } catch (err) {
      if (choice.version === stable) throw this.stableFailed(remote, stable, err);
      this.markFailed(remote, choice.version, stable, phaseOf(err), err as Error);
      const fallback: Choice = { version: stable, reason: 'fallback' };
      this.setChoice(remote, fallback);
      try {
        const mod = await this.loadVersion(remote, stable, expose);
        this.reportLoaded(remote, fallback);
        return mod;
      } catch (err2) {
        throw this.stableFailed(remote, stable, err2);
      }
    }
  }

  /** Stable failed too: the region shows its error state. A refused stable is reported (it is counted). */
  private stableFailed(remote: string, stable: string, err: unknown): RemoteLoadError {
    const e = err instanceof Error ? err : new Error(String(err));
    if (e instanceof IntegrityRefused) this.report(remote, stable, null, 'integrity', e);
    return new RemoteLoadError(remote, stable, `Could not load ${remote}@${stable}: ${e.message}`);
  }

  /** One beacon per remote per page load: the version that loaded and why (canary health). */
  private reportLoaded(remote: string, choice: Choice): void {
    if (this.reportedLoads.has(remote)) return;
    this.reportedLoads.add(remote);
    this.loadedVersions.add(`${remote}@${choice.version}`);
    this.deps.sendLoaded({ remote, version: choice.version, reason: choice.reason });
  }

  /**
   * A version's manifest, fetched once (two exposes of one remote load together, e.g. routes +
   * Trollbox) and checked against its pin by the browser (fetch's `integrity`).
   */
  private manifest(base: string, pins: IntegrityPins): Promise<RemoteManifest> {
    let p = this.manifests.get(base);
    if (!p) {
      const url = `${base}mf-manifest.json`;
      const integrity = pins.integrityFor(new URL(url, this.deps.pageUrl()).href);
      p = this.deps.fetch(url, integrity === null ? undefined : { integrity }).then(
        async (res) => {
          if (!res.ok) throw new Error(`manifest ${res.status}`);
          return (await res.json()) as RemoteManifest;
        },
        (err: unknown) => {
          pins.recordFailure(new URL(url, this.deps.pageUrl()).href);
          throw err;
        },
      );
      p.catch(() => this.manifests.delete(base));
      this.manifests.set(base, p);
    }
    return p;
  }

  /**
   * Pins a version's hashes before any of its files is requested; refuses a version the registry
   * has none for (an entry stripped of them is never trusted).
   */
  private async pinVersion(remote: string, version: string, base: string): Promise<IntegrityPins> {
    const page = this.deps.pageUrl();
    const pins = this.deps.pins(new URL(`${this.remotesBase}/`, page).href);
    const versionUrl = new URL(base, page).href;
    const files = (await this.getRegistry())[remote]?.integrity?.[version];
    if (files) pins.pin(versionUrl, files);
    else if (this.allowUnpinned) pins.trustUnpinned(versionUrl);
    else
      throw new IntegrityRefused(
        `${remote}@${version} has no integrity hashes in the registry, so it is not run`,
      );
    return pins;
  }

  /**
   * After a failure of a version (its load, or a page chunk it loaded while rendering): the refusal
   * when one of the files that failed has bytes that differ from its pin, else null.
   */
  private async refusal(remote: string, version: string): Promise<IntegrityRefused | null> {
    const page = this.deps.pageUrl();
    const pins = this.deps.pins(new URL(`${this.remotesBase}/`, page).href);
    const versionUrl = new URL(`${this.remotesBase}/${remote}/${version}/`, page).href;
    const failed = pins.failuresUnder(versionUrl);
    pins.clearFailuresUnder(versionUrl);
    for (const url of failed)
      if ((await this.deps.checkFile(url, pins.integrityFor(url))) === 'refused')
        return new IntegrityRefused(
          `${remote}@${version}: ${url.slice(versionUrl.length)} differs from the published file (integrity check failed); it was not run`,
        );
    return null;
  }

  private async loadVersion(remote: string, version: string, expose: string): Promise<unknown> {
    const base = `${this.remotesBase}/${remote}/${version}/`;
    const pins = await this.pinVersion(remote, version, base);
    try {
      return await this.loadPinned(remote, version, expose, base, pins);
    } catch (err) {
      if (err instanceof IncompatibleRemote) throw err;
      throw (await this.refusal(remote, version)) ?? err;
    }
  }

  private async loadPinned(
    remote: string,
    version: string,
    expose: string,
    base: string,
    pins: IntegrityPins,
  ): Promise<unknown> {
    const manifest = await this.manifest(base, pins);
    const why = incompatibility(manifest, this.hostVersions);
    if (why) throw new IncompatibleRemote(why);
    const entryFile = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
    let lastError: unknown;
    // One retry per version: a flaky network should not push a visitor off the canary.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        if (this.registered.get(remote) !== version || attempt > 0) {
          // A fresh URL on retry so neither the browser nor the runtime reuses the failed script.
          const retryTag = attempt > 0 ? `?retry=${++this.attemptSeq}` : '';
          if (this.everRegistered.has(remote)) this.deps.forgetChunks(remote);
          // force replaces an earlier registration of the same name (another version).
          this.deps.registerRemotes([{ name: remote, entry: `${base}${entryFile}${retryTag}` }], {
            force: this.everRegistered.has(remote),
          });
          this.everRegistered.add(remote);
          this.registered.set(remote, version);
        }
        const mod = await this.deps.loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`);
        if (!mod) throw new Error(`${remote}/${expose} resolved to nothing`);
        return mod;
      } catch (err) {
        lastError = err;
        this.registered.delete(remote);
      }
    }
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  private markFailed(
    remote: string,
    version: string,
    fallback: string | null,
    phase: RemoteFailureReport['phase'],
    err: Error,
  ) {
    this.failed.add(`${remote}@${version}`);
    this.deps.saveFailed(this.failed);
    this.report(remote, version, fallback, phase, err);
  }

  private report(
    remote: string,
    version: string,
    fallback: string | null,
    phase: RemoteFailureReport['phase'],
    err: Error,
  ) {
    this.deps.sendFailure({
      remote,
      version,
      phase,
      message: err.message || String(err),
      fallbackVersion: fallback,
      ...(this.loadedVersions.has(`${remote}@${version}`) ? { afterLoad: true } : {}),
      visitorId: this.deps.visitorId(),
      url: this.deps.location().href,
    });
  }

  /**
   * A remote page threw while rendering. The first time the region is simply retried; a second
   * failure of a non-stable version falls back to stable (and is reported); a failing stable gives up.
   */
  async renderFailed(remote: string, err: Error): Promise<RenderVerdict> {
    const choice = this.choices.get(remote);
    if (!choice) return 'give-up';
    const key = `${remote}@${choice.version}`;
    const count = (this.renderErrors.get(key) ?? 0) + 1;
    this.renderErrors.set(key, count);
    if (count < 2) return 'retry';
    // A page chunk the browser refused (its bytes differ from the published file) is a refusal.
    const refused = await this.refusal(remote, choice.version);
    const registry = await this.getRegistry().catch(() => null);
    const stable = registry?.[remote]?.stable;
    if (!stable || stable === choice.version) {
      if (refused) this.report(remote, choice.version, null, 'integrity', refused);
      return 'give-up';
    }
    if (refused) this.markFailed(remote, choice.version, stable, 'integrity', refused);
    else this.markFailed(remote, choice.version, stable, 'render', err);
    this.invalidate(remote);
    return 'fallback';
  }

  /** Forget cached modules of a remote (retry button, fallback) and notify subscribers. */
  invalidate(remote: string, opts: { rereadRegistry?: boolean } = {}): void {
    // The retry button reads the registry again: an operator may have rolled back meanwhile.
    if (opts.rereadRegistry) this.registry = null;
    for (const key of [...this.modules.keys()]) if (key.startsWith(`${remote}|`)) this.modules.delete(key);
    this.gens.set(remote, (this.gens.get(remote) ?? 0) + 1);
    this.registered.delete(remote);
    this.changed();
  }
}

export const remoteLoader = new RemoteLoader();
