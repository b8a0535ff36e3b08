// What can go wrong loading a remote, as the loader tells it apart: the phase of a failure report.
import type { RemoteFailureReport } from './beacon';

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

/** Built against another major of shared-ui or shared-api than the shell provides. */
export class IncompatibleRemote extends Error {}

/** A version with no hashes in the registry, or a file whose bytes differ from its hash. */
export class IntegrityRefused extends Error {}

export const phaseOf = (err: unknown): RemoteFailureReport['phase'] =>
  err instanceof IncompatibleRemote ? 'incompatible' : err instanceof IntegrityRefused ? 'integrity' : 'load';
