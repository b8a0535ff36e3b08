// The loader's dependencies as they are in the browser: fetch, local/session storage, the Module
// Federation runtime, the beacons, the page URL and the registry the server inlined into the page.
// Tests pass their own (shell/src/remotes/loader.test.ts).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_REGISTRY_ID, type Registry } from 'shared-api/registry';
import { sendFailureBeacon, sendLoadBeacon, type RemoteFailureReport, type RemoteLoadReport } from './beacon';
import { loadFailed, saveFailed, visitorId } from './visitor';

export interface LoaderDeps {
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** Sticky id of this visitor (canary bucket). */
  visitorId(): string;
  /** Session memory of the versions that failed for this visitor ("name@version"). */
  loadFailed(): Set<string>;
  saveFailed(failed: Set<string>): void;
  /** The Module Federation runtime. */
  registerRemotes(remotes: { name: string; entry: string }[], opts: { force: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /** Drops a remote's global chunk array before another version of it starts. */
  forgetChunks(remote: string): void;
  sendFailure(report: RemoteFailureReport): void;
  sendLoaded(report: RemoteLoadReport): void;
  location(): { search: string; href: string };
  /** The registry inlined into the page by the server, or null (then it is fetched). */
  inlineRegistry(): Registry | null;
}

function readInlineRegistry(): Registry | null {
  try {
    const text = globalThis.document?.getElementById(INLINE_REGISTRY_ID)?.textContent;
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Registry) : null;
  } catch {
    return null;
  }
}

export const browserDeps: LoaderDeps = {
  fetch: (url, init) => fetch(url, init),
  visitorId,
  loadFailed,
  saveFailed,
  registerRemotes: (remotes, opts) => registerRemotes(remotes, opts),
  loadRemote: (id) => loadRemote<unknown>(id),
  // Every version of a remote pushes its chunks into the same global array (webpackChunk<name>), and
  // a newly started container adopts what is already there: without this, a fallback to stable
  // would run the failed version's page modules again (same chunk ids, different code).
  forgetChunks: (remote) => {
    delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
  },
  sendFailure: sendFailureBeacon,
  sendLoaded: sendLoadBeacon,
  location: () => ({ search: globalThis.location?.search ?? '', href: globalThis.location?.href ?? '' }),
  inlineRegistry: readInlineRegistry,
};
