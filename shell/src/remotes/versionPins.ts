// The integrity of a version as the loader applies it: its hashes pinned from the registry before any
// of its files is requested (a version without hashes is refused), and after a failure, whether one
// of the files that failed was refused by the browser because its bytes differ from the pin.
import type { Registry } from 'shared-api/registry';
import type { LoaderDeps } from './deps';
import type { IntegrityPins } from './integrity';
import { IntegrityRefused } from './loadErrors';

type PinDeps = Pick<LoaderDeps, 'pins' | 'pageUrl' | 'checkFile'>;

export class VersionPins {
  constructor(
    private readonly deps: PinDeps,
    /** Where remotes are published: <base>/<name>/<version>/ */
    private readonly remotesBase: string,
    /** Development only: run versions the registry has no hashes for. */
    private readonly allowUnpinned: boolean,
  ) {}

  /** The directory of a version, as the page requests it. */
  baseOf(remote: string, version: string): string {
    return `${this.remotesBase}/${remote}/${version}/`;
  }

  /** Pins a version's hashes; refuses a version the registry has none for (never trusted). */
  pin(registry: Registry, remote: string, version: string): IntegrityPins {
    const pins = this.pagePins();
    const versionUrl = new URL(this.baseOf(remote, version), this.deps.pageUrl()).href;
    const files = registry[remote]?.integrity?.[version];
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
  async refusal(remote: string, version: string): Promise<IntegrityRefused | null> {
    const pins = this.pagePins();
    const versionUrl = new URL(this.baseOf(remote, version), this.deps.pageUrl()).href;
    const failed = pins.failuresUnder(versionUrl);
    pins.clearFailuresUnder(versionUrl);
    for (const url of failed)
      if ((await this.deps.checkFile(url, pins.integrityFor(url))) === 'refused')
        return new IntegrityRefused(
          `${remote}@${version}: ${url.slice(versionUrl.length)} differs from the published file (integrity check failed); it was not run`,
        );
    return null;
  }

  private pagePins(): IntegrityPins {
    return this.deps.pins(new URL(`${this.remotesBase}/`, this.deps.pageUrl()).href);
  }
}
