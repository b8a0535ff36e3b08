// Subresource Integrity for remotes. The registry (/remotes.json, the trust root) holds the SHA-384
// of every file of every published version; nothing is trusted from the directory that serves the
// files. Before a version runs, the loader pins its hashes here; every script or stylesheet the
// page then creates for a file under the remotes' base — the remote entry (the federation runtime's
// createScript hook) and every chunk the remote's own webpack runtime loads later (its loadScript
// calls `self.__remoteIntegrity(script, url)`, see tools/webpack/create-config.js) — carries an
// `integrity` attribute, so the browser refuses to run bytes that differ. A file under the base
// with no pinned hash gets a hash nothing can match: it never runs either.
import type { VersionIntegrity } from 'shared-api/registry';

/** A well-formed SHA-384 that no file has (48 zero bytes): an element carrying it never runs. */
export const UNMATCHABLE = `sha384-${'A'.repeat(64)}`;

/** The global a remote's webpack runtime calls for each script it creates (same name in the build). */
export const GLOBAL_HOOK = '__remoteIntegrity';

/** `url` resolved against `base`, without query or fragment (a retry's `?retry=N` is the same file). */
export function fileKey(url: string, base: string): string | null {
  try {
    const u = new URL(url, base);
    return `${u.origin}${u.pathname}`;
  } catch {
    return null;
  }
}

export class IntegrityPins {
  private readonly pins = new Map<string, string>();
  private readonly failedUrls = new Set<string>();
  private readonly unchecked = new Set<string>();

  /**
   * @param remotesRoot absolute URL of the directory every remote version lives under
   *   (e.g. https://explorer/remotes/); files under it must be pinned to run.
   */
  constructor(private readonly remotesRoot: string) {}

  /** Pins every file of a version (`versionBase` is its directory's absolute URL, ending in '/'). */
  pin(versionBase: string, files: VersionIntegrity): void {
    for (const [path, sri] of Object.entries(files)) {
      const key = fileKey(path, versionBase);
      if (key) this.pins.set(key, sri);
    }
  }

  /** Development only: files under this version directory run unchecked. */
  trustUnpinned(versionBase: string): void {
    this.unchecked.add(versionBase);
  }

  /**
   * The integrity a file must match: its pinned hash; UNMATCHABLE for a file under the remotes'
   * directory that is not pinned; null for anything else (the shell's own files, the API).
   */
  integrityFor(url: string): string | null {
    const key = fileKey(url, this.remotesRoot);
    if (key === null) return UNMATCHABLE;
    const pinned = this.pins.get(key);
    if (pinned) return pinned;
    if (!key.startsWith(this.remotesRoot)) return null;
    for (const base of this.unchecked) if (key.startsWith(base)) return null;
    return UNMATCHABLE;
  }

  /** A script, stylesheet or fetch of `url` failed (an integrity refusal, or the network). */
  recordFailure(url: string): void {
    const key = fileKey(url, this.remotesRoot);
    if (key) this.failedUrls.add(key);
  }

  /** The failed files under a version's directory (each checked later: refused or unreachable). */
  failuresUnder(versionBase: string): string[] {
    return [...this.failedUrls].filter((u) => u.startsWith(versionBase));
  }

  /** Forgets the failures under a version's directory (a new attempt starts clean). */
  clearFailuresUnder(versionBase: string): void {
    for (const u of this.failedUrls) if (u.startsWith(versionBase)) this.failedUrls.delete(u);
  }
}

/** `sha384-<base64>` of some bytes with WebCrypto. */
export async function sriOf(bytes: ArrayBuffer, subtle: SubtleCrypto): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-384', bytes));
  let bin = '';
  for (const b of digest) bin += String.fromCharCode(b);
  return `sha384-${btoa(bin)}`;
}

/**
 * Why a file failed: 'refused' when the server answers it with bytes whose hash is not `expected`
 * (or with no pinned hash at all), 'unreachable' when it cannot be fetched, 'intact' when its bytes
 * are what was published (the failure was something else). Where WebCrypto is missing (a page not
 * in a secure context) the browser's own check decides: a fetch with `integrity` that fails while
 * the plain fetch succeeds.
 */
export async function checkFile(
  url: string,
  expected: string | null,
  fetchFn: (url: string, init?: RequestInit) => Promise<Response>,
  subtle: SubtleCrypto | undefined,
): Promise<'refused' | 'unreachable' | 'intact'> {
  let res: Response;
  try {
    res = await fetchFn(url, { cache: 'no-store' });
  } catch {
    return 'unreachable';
  }
  if (!res.ok) return 'unreachable';
  if (expected === null || expected === UNMATCHABLE) return 'refused';
  if (subtle) {
    const actual = await sriOf(await res.arrayBuffer(), subtle);
    return actual === expected ? 'intact' : 'refused';
  }
  try {
    await fetchFn(url, { cache: 'no-store', integrity: expected });
    return 'intact';
  } catch {
    return 'refused';
  }
}

/** Makes an element verify `url` against its pin (and cross-origin files load in CORS mode). */
export function guardElement(
  el: HTMLScriptElement | HTMLLinkElement,
  url: string,
  pins: IntegrityPins,
  pageOrigin: string,
): void {
  const sri = pins.integrityFor(url);
  if (sri === null) return;
  el.integrity = sri;
  // Integrity needs CORS on another origin (a CDN); same-origin files keep matching their preloads.
  if (fileKey(url, pageOrigin)?.startsWith(`${pageOrigin}/`) === false) el.crossOrigin = 'anonymous';
  el.addEventListener('error', () => pins.recordFailure(url));
}
