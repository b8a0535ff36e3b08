// Which version of each remote this visitor gets: the sticky canary bucket, a URL override naming a
// listed version, or stable; never a version that already failed in this session (remembered in
// session storage, so a reload does not try a broken canary again).
import { chooseVersion, overrideFromSearch, type Choice, type Registry } from 'shared-api/registry';
import type { LoaderDeps } from './deps';
import { RemoteLoadError } from './loadErrors';

type ChoiceDeps = Pick<LoaderDeps, 'visitorId' | 'location' | 'loadFailed' | 'saveFailed'>;

export class VersionChoices {
  private readonly failed: Set<string>;
  private readonly choices = new Map<string, Choice>();

  /** `changed` is told whenever a remote's version changes (the site's pages follow it). */
  constructor(
    private readonly deps: ChoiceDeps,
    private readonly changed: () => void,
  ) {
    this.failed = deps.loadFailed();
  }

  /** Chooses this visitor's version of `remote` from the registry; its stable beside it. */
  choose(remote: string, registry: Registry): { choice: Choice; stable: string } {
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
    this.set(remote, choice);
    return { choice, stable: entry.stable };
  }

  set(remote: string, choice: Choice): void {
    const was = this.choices.get(remote)?.version;
    this.choices.set(remote, choice);
    if (was !== choice.version) this.changed();
  }

  current(remote: string): Choice | undefined {
    return this.choices.get(remote);
  }

  /** Every remote chosen so far, with its version. */
  all(): [string, Choice][] {
    return [...this.choices];
  }

  /** This version is not chosen again in this session. */
  markFailed(remote: string, version: string): void {
    this.failed.add(`${remote}@${version}`);
    this.deps.saveFailed(this.failed);
  }
}
