// Loads remotes at run time from the registry (/remotes.json, or the copy the server inlined into
// the page) with @module-federation/enhanced's runtime: picks a version per visitor (canary /
// override / stable), retries a failing version once, then falls back to stable for the rest of the
// session and reports the failure; reports each remote's successful load once per page load.
// Every dependency (fetch, storage, the MF runtime, beacons) is injected: see ./deps.ts.
import { chooseVersion, overrideFromSearch, type Choice, type Registry } from 'shared-api/registry';
import uiPkg from 'shared-ui/package.json';
import apiPkg from 'shared-api/package.json';
import { incompatibility, type RemoteManifest } from './compat';
import { browserDeps, type LoaderDeps } from './deps';

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

export type RenderVerdict = 'retry' | 'fallback' | 'give-up';

export interface LoaderOptions {
  registryUrl?: string;
  /** Where remotes are published: <base>/<name>/<version>/ */
  remotesBase?: string;
  hostVersions?: Record<string, string>;
  /** Replaces the browser's dependencies (tests). */
  deps?: Partial<LoaderDeps>;
}

export class RemoteLoader {
  private registry: Promise<Registry> | null = null;
  private readonly deps: LoaderDeps;
  private readonly failed: Set<string>;
  /** Remotes whose successful load was already reported in this page load. */
  private readonly reportedLoads = new Set<string>();
  private inlineUsed = false;
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

  constructor(opts: LoaderOptions = {}) {
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
        return (await r.json()) as Registry;
      });
      // A failed registry read is retried on the next use rather than cached forever.
      this.registry.catch(() => {
        this.registry = null;
      });
    }
    return this.registry;
  }

  private async choose(remote: string): Promise<{ choice: Choice; stable: string }> {
    const registry = await this.getRegistry();
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
    this.choices.set(remote, choice);
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
      p = this.loadWithFallback(remote, expose);
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
      if (choice.version === stable) {
        throw new RemoteLoadError(
          remote,
          stable,
          `Could not load ${remote}@${stable}: ${(err as Error).message}`,
        );
      }
      this.markFailed(
        remote,
        choice.version,
        stable,
        err instanceof IncompatibleRemote ? 'incompatible' : 'load',
        err as Error,
      );
      const fallback: Choice = { version: stable, reason: 'fallback' };
      this.choices.set(remote, fallback);
      try {
        const mod = await this.loadVersion(remote, stable, expose);
        this.reportLoaded(remote, fallback);
        return mod;
      } catch (err2) {
        throw new RemoteLoadError(
          remote,
          stable,
          `Could not load ${remote}@${stable}: ${(err2 as Error).message}`,
        );
      }
    }
  }

  /** One beacon per remote per page load: the version that loaded and why (canary health). */
  private reportLoaded(remote: string, choice: Choice): void {
    if (this.reportedLoads.has(remote)) return;
    this.reportedLoads.add(remote);
    this.deps.sendLoaded({ remote, version: choice.version, reason: choice.reason });
  }

  /** A version's manifest, fetched once (two exposes of one remote load together, e.g. routes + Trollbox). */
  private manifest(base: string): Promise<RemoteManifest> {
    let p = this.manifests.get(base);
    if (!p) {
      p = this.deps.fetch(`${base}mf-manifest.json`).then(async (res) => {
        if (!res.ok) throw new Error(`manifest ${res.status}`);
        return (await res.json()) as RemoteManifest;
      });
      p.catch(() => this.manifests.delete(base));
      this.manifests.set(base, p);
    }
    return p;
  }

  private async loadVersion(remote: string, version: string, expose: string): Promise<unknown> {
    const base = `${this.remotesBase}/${remote}/${version}/`;
    const manifest = await this.manifest(base);
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
    phase: 'load' | 'render' | 'incompatible',
    err: Error,
  ) {
    this.failed.add(`${remote}@${version}`);
    this.deps.saveFailed(this.failed);
    this.deps.sendFailure({
      remote,
      version,
      phase,
      message: err.message || String(err),
      fallbackVersion: fallback,
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
    const registry = await this.getRegistry().catch(() => null);
    const stable = registry?.[remote]?.stable;
    if (!stable || stable === choice.version) return 'give-up';
    this.markFailed(remote, choice.version, stable, 'render', err);
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
