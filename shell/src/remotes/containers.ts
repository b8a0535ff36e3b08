// A version's container through the Module Federation runtime: its manifest (fetched once, checked
// against its pin by the browser), the compatibility of its shared libraries with the shell's, its
// entry registered under the remote's name (replacing another version's) and the exposed module,
// with one retry per version: a flaky network should not push a visitor off the canary.
import { incompatibility, type RemoteManifest } from './compat';
import type { LoaderDeps } from './deps';
import type { IntegrityPins } from './integrity';
import { IncompatibleRemote } from './loadErrors';

type ContainerDeps = Pick<
  LoaderDeps,
  'fetch' | 'pageUrl' | 'registerRemotes' | 'loadRemote' | 'forgetChunks'
>;

export class Containers {
  /** remote → the version whose entry is registered under its name. */
  private readonly registered = new Map<string, string>();
  private readonly everRegistered = new Set<string>();
  private readonly manifests = new Map<string, Promise<RemoteManifest>>();
  private attemptSeq = 0;

  constructor(
    private readonly deps: ContainerDeps,
    /** The shared libraries' versions the shell provides. */
    private readonly hostVersions: Record<string, string>,
  ) {}

  /** The module `expose` of `remote` at the version published under `base`, its files pinned. */
  async load(
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
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        if (this.registered.get(remote) !== version || attempt > 0)
          this.register(remote, version, `${base}${entryFile}`, attempt);
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

  /** The next load of `remote` registers its entry again. */
  forget(remote: string): void {
    this.registered.delete(remote);
  }

  private register(remote: string, version: string, entry: string, attempt: number): void {
    // A fresh URL on retry so neither the browser nor the runtime reuses the failed script.
    const retryTag = attempt > 0 ? `?retry=${++this.attemptSeq}` : '';
    const again = this.everRegistered.has(remote);
    if (again) this.deps.forgetChunks(remote);
    // force replaces an earlier registration of the same name (another version).
    this.deps.registerRemotes([{ name: remote, entry: `${entry}${retryTag}` }], { force: again });
    this.everRegistered.add(remote);
    this.registered.set(remote, version);
  }

  /** Two exposes of one remote (routes + Trollbox) load together: one manifest request. */
  private manifest(base: string, pins: IntegrityPins): Promise<RemoteManifest> {
    let p = this.manifests.get(base);
    if (!p) {
      const url = `${base}mf-manifest.json`;
      const href = new URL(url, this.deps.pageUrl()).href;
      const integrity = pins.integrityFor(href);
      p = this.deps.fetch(url, integrity === null ? undefined : { integrity }).then(
        async (res) => {
          if (!res.ok) throw new Error(`manifest ${res.status}`);
          return (await res.json()) as RemoteManifest;
        },
        (err: unknown) => {
          pins.recordFailure(href);
          throw err;
        },
      );
      p.catch(() => this.manifests.delete(base));
      this.manifests.set(base, p);
    }
    return p;
  }
}
