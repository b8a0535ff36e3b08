// The loader's reports to the server: each remote's successful load once per page load (the canary's
// denominator), and every failure with the version the visitor fell back to.
import type { Choice } from 'shared-api/registry';
import type { RemoteFailureReport } from './beacon';
import type { LoaderDeps } from './deps';

type ReportDeps = Pick<LoaderDeps, 'sendFailure' | 'sendLoaded' | 'visitorId' | 'location'>;

export class LoadReports {
  /** Remotes whose successful load was already reported in this page load. */
  private readonly reportedLoads = new Set<string>();
  /** "name@version" of every version whose load was reported in this page load. */
  private readonly loadedVersions = new Set<string>();

  constructor(private readonly deps: ReportDeps) {}

  /** One beacon per remote per page load: the version that loaded and why (canary health). */
  loaded(remote: string, choice: Choice): void {
    if (this.reportedLoads.has(remote)) return;
    this.reportedLoads.add(remote);
    this.loadedVersions.add(`${remote}@${choice.version}`);
    this.deps.sendLoaded({ remote, version: choice.version, reason: choice.reason });
  }

  failed(
    remote: string,
    version: string,
    fallback: string | null,
    phase: RemoteFailureReport['phase'],
    err: Error,
  ): void {
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
}
