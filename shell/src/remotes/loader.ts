// Loads remotes at run time from the registry with the federation runtime: a version per visitor
// (canary / override / stable), one retry, then stable for the rest of the session, each failure and
// each remote's first load reported. No file of a version runs unless its bytes match the SHA-384 the
// registry holds; a refused version counts as a failed one. This class runs that fallback; each job
// is a module of its own (registryClient, versionChoice, versionPins, containers, reports,
// moduleCache). Every dependency (fetch, storage, the MF runtime, beacons, pins) is injected: ./deps.ts.
import type { PageDeclaration } from 'shared-api/pages';
import type { Choice } from 'shared-api/registry';
import uiPkg from 'shared-ui/package.json';
import apiPkg from 'shared-api/package.json';
import { Containers } from './containers';
import { browserDeps, type LoaderDeps } from './deps';
import { IncompatibleRemote, IntegrityRefused, phaseOf, RemoteLoadError } from './loadErrors';
import { ModuleCache } from './moduleCache';
import { RegistryClient } from './registryClient';
import { LoadReports } from './reports';
import { VersionChoices } from './versionChoice';
import { VersionPins } from './versionPins';

export type { LoaderDeps };
export { RemoteLoadError };

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

export class RemoteLoader {
  private readonly registry: RegistryClient;
  private readonly versions: VersionChoices;
  private readonly pins: VersionPins;
  private readonly containers: Containers;
  private readonly reports: LoadReports;
  private readonly modules = new ModuleCache();
  /** "name@version" → how many times its pages failed to render. */
  private readonly renderErrors = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private generation = 0;

  constructor(opts: LoaderOptions = {}) {
    const deps: LoaderDeps = { ...browserDeps, ...opts.deps };
    this.registry = new RegistryClient(opts.registryUrl ?? '/remotes.json', deps);
    this.versions = new VersionChoices(deps, () => this.changed());
    this.pins = new VersionPins(
      deps,
      opts.remotesBase ?? '/remotes',
      opts.allowUnpinned ?? DEV_ALLOW_UNPINNED,
    );
    this.containers = new Containers(
      deps,
      opts.hostVersions ?? { 'shared-ui': uiPkg.version, 'shared-api': apiPkg.version },
    );
    this.reports = new LoadReports(deps);
  }

  // --- subscription (React's useSyncExternalStore) ------------------------------------------
  subscribe = (cb: () => void): (() => void) => {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  };
  getGeneration = (): number => this.generation;
  /** Changes whenever this remote switches version or is retried. */
  genOf(remote: string): number {
    return this.modules.generationOf(remote);
  }
  private changed() {
    this.generation += 1;
    this.listeners.forEach((l) => l());
  }

  /** The version this visitor currently gets for a remote (undefined before the first load). */
  currentChoice(remote: string): Choice | undefined {
    return this.versions.current(remote);
  }

  /**
   * Reads the registry and chooses this visitor's version of every remote in it, so the pages they
   * declare are known (pagesByRemote) before the app routes or draws its menus.
   */
  async chooseAll(): Promise<void> {
    const registry = await this.registry.read();
    for (const remote of Object.keys(registry)) this.versions.choose(remote, registry);
  }

  /** Whether the registry was read (the site's pages are then known). */
  knowsPages(): boolean {
    return this.registry.known !== null;
  }

  /** The pages each remote declares in the version this visitor currently gets. */
  pagesByRemote(): { remote: string; pages: PageDeclaration[] }[] {
    const registry = this.registry.known ?? {};
    return this.versions.all().map(([remote, choice]) => ({
      remote,
      pages: registry[remote]?.pages?.[choice.version] ?? [],
    }));
  }

  /**
   * The module `expose` ('./routes', './Trollbox') of a remote. The promise is cached per remote,
   * expose and that remote's generation, so React's `use()` gets a stable promise until something changes.
   */
  load<T>(remote: string, expose: string): Promise<T> {
    return this.modules.get(remote, expose, () => this.loadWithFallback(remote, expose)) as Promise<T>;
  }

  /** Starts downloading a remote's routes (hover prefetch); errors surface on the real visit. */
  prefetch(remote: string): void {
    this.load(remote, './routes').catch(() => undefined);
  }

  private async loadWithFallback(remote: string, expose: string): Promise<unknown> {
    const { choice, stable } = this.versions.choose(remote, await this.registry.read());
    try {
      const mod = await this.loadVersion(remote, choice.version, expose);
      this.reports.loaded(remote, choice);
      return mod;
    } catch (err) {
      if (choice.version === stable) throw this.stableFailed(remote, stable, err);
      this.markFailed(remote, choice.version, stable, phaseOf(err), err as Error);
      const fallback: Choice = { version: stable, reason: 'fallback' };
      this.versions.set(remote, fallback);
      try {
        const mod = await this.loadVersion(remote, stable, expose);
        this.reports.loaded(remote, fallback);
        return mod;
      } catch (err2) {
        throw this.stableFailed(remote, stable, err2);
      }
    }
  }

  /** Stable failed too: the region shows its error state. A refused stable is reported (it is counted). */
  private stableFailed(remote: string, stable: string, err: unknown): RemoteLoadError {
    const e = err instanceof Error ? err : new Error(String(err));
    if (e instanceof IntegrityRefused) this.reports.failed(remote, stable, null, 'integrity', e);
    return new RemoteLoadError(remote, stable, `Could not load ${remote}@${stable}: ${e.message}`);
  }

  private async loadVersion(remote: string, version: string, expose: string): Promise<unknown> {
    const pins = this.pins.pin(await this.registry.read(), remote, version);
    try {
      return await this.containers.load(remote, version, expose, this.pins.baseOf(remote, version), pins);
    } catch (err) {
      if (err instanceof IncompatibleRemote) throw err;
      throw (await this.pins.refusal(remote, version)) ?? err;
    }
  }

  private markFailed(
    remote: string,
    version: string,
    fallback: string | null,
    phase: Parameters<LoadReports['failed']>[3],
    err: Error,
  ) {
    this.versions.markFailed(remote, version);
    this.reports.failed(remote, version, fallback, phase, err);
  }

  /**
   * A remote page threw while rendering. The first time the region is simply retried; a second
   * failure of a non-stable version falls back to stable (and is reported); a failing stable gives up.
   */
  async renderFailed(remote: string, err: Error): Promise<RenderVerdict> {
    const choice = this.versions.current(remote);
    if (!choice) return 'give-up';
    const key = `${remote}@${choice.version}`;
    const count = (this.renderErrors.get(key) ?? 0) + 1;
    this.renderErrors.set(key, count);
    if (count < 2) return 'retry';
    // A page chunk the browser refused (its bytes differ from the published file) is a refusal.
    const refused = await this.pins.refusal(remote, choice.version);
    const registry = await this.registry.read().catch(() => null);
    const stable = registry?.[remote]?.stable;
    if (!stable || stable === choice.version) {
      if (refused) this.reports.failed(remote, choice.version, null, 'integrity', refused);
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
    if (opts.rereadRegistry) this.registry.forget();
    this.modules.invalidate(remote);
    this.containers.forget(remote);
    this.changed();
  }
}

export const remoteLoader = new RemoteLoader();
