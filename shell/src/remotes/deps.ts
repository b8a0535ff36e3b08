// The loader's dependencies as they are in the browser: fetch, local/session storage, the Module
// Federation runtime, the beacons, the page URL, the registry the server inlined into the page and
// the integrity pins every remote file is checked against. Tests pass their own
// (shell/src/remotes/loader.test.ts).
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { INLINE_REGISTRY_ID, type Registry } from 'shared-api/registry';
import { sendFailureBeacon, sendLoadBeacon, type RemoteFailureReport, type RemoteLoadReport } from './beacon';
import { GLOBAL_HOOK, IntegrityPins, checkFile, guardElement } from './integrity';
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
  /** The hashes every remote file is checked against before it runs (./integrity.ts). */
  pins(remotesRoot: string): IntegrityPins;
  /** Whether a failed file's bytes differ from its pin ('refused'), see ./integrity.ts checkFile. */
  checkFile(url: string, expected: string | null): Promise<'refused' | 'unreachable' | 'intact'>;
  /** The page's URL, to resolve the remotes' directory against. */
  pageUrl(): string;
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

const pageUrl = () => globalThis.location?.href ?? 'http://localhost/';
let browserPins: IntegrityPins | null = null;

/**
 * The page's pins, created on first use with the two places scripts of remotes come from: the
 * federation runtime's remote entries (a runtime plugin) and each remote's own chunk loader, which
 * calls the global hook for every script it creates.
 */
function pagePins(remotesRoot = new URL('/remotes/', pageUrl()).href): IntegrityPins {
  if (browserPins) return browserPins;
  const pins = new IntegrityPins(remotesRoot);
  browserPins = pins;
  const origin = new URL(pageUrl()).origin;
  (globalThis as Record<string, unknown>)[GLOBAL_HOOK] = (el: HTMLScriptElement, url: string) =>
    guardElement(el, url, pins, origin);
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'pinned-integrity',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      guardElement(script, url, pins, origin);
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [k, v] of Object.entries(attrs ?? {})) link.setAttribute(k, String(v));
      link.setAttribute('href', url);
      guardElement(link, url, pins, origin);
      return link;
    },
  };
  registerPlugins([plugin]);
  return pins;
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
  pins: pagePins,
  checkFile: (url, expected) => checkFile(url, expected, (u, i) => fetch(u, i), globalThis.crypto?.subtle),
  pageUrl,
};
