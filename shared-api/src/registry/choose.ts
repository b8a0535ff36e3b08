// The remote registry (/remotes.json) and the pure rule that picks which version of a remote a
// visitor gets. Shared by the shell (which applies it in the browser) and the server's registry
// CLI (which writes the file), so both read the same shape.
import type { PageDeclaration } from '../pages';

export interface CanarySpec {
  version: string;
  /** 0–100: share of visitors (by sticky bucket) that get the canary. */
  percent: number;
}

export interface RemoteEntry {
  stable: string;
  canary: CanarySpec | null;
  /** Every published version, oldest first. */
  versions: string[];
  /** The last canary the server took out of rotation by itself (REMOTES_AUTO_ROLLBACK). */
  autoRollback?: AutoRollbackRecord | null;
  /**
   * Per version, the SHA-384 of every file of it (path inside the version directory → SRI string
   * `sha384-<base64>`), computed when it was published. The shell runs no file of a version that has
   * none here, nor any file whose bytes differ.
   */
  integrity?: Record<string, VersionIntegrity>;
  /**
   * Per version, the pages it declares (its pages.json, checked and recorded when it was
   * published): the shell routes, titles and lists them in its menus, the server in its sitemap.
   */
  pages?: Record<string, PageDeclaration[]>;
}

/** File path inside a version's directory → `sha384-<base64>`. */
export type VersionIntegrity = Record<string, string>;

export interface AutoRollbackRecord {
  version: string;
  /** Failure ratio (failures / load attempts) that crossed the threshold. */
  ratio: number;
  threshold: number;
  loads: number;
  failures: number;
  /** ISO time of the rollback. */
  at: string;
}

/** Id of the `<script type="application/json">` holding /remotes.json in the page the server serves. */
export const INLINE_REGISTRY_ID = 'mf-registry';

/** `/remotes.json`: remote name → entry. */
export type Registry = Record<string, RemoteEntry>;

export type ChoiceReason = 'override' | 'canary' | 'stable' | 'fallback';

export interface Choice {
  version: string;
  reason: ChoiceReason;
}

export interface ChooseInput {
  entry: RemoteEntry;
  remote: string;
  visitorId: string;
  /** `?remote.<name>=<version>`; honoured only for versions the registry lists. */
  override?: string | null;
  /** Versions that failed (after their one retry) for this visitor in this session. */
  failed?: ReadonlySet<string>;
}

/** FNV-1a 32-bit: tiny, stable across browsers and Node, good enough to spread visitors. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Sticky bucket 0–99 of a visitor for one remote (independent per remote). */
export function bucketOf(visitorId: string, remote: string): number {
  return fnv1a(`${visitorId}:${remote}`) % 100;
}

/**
 * Picks the version to load. Once any version of this remote failed for the visitor (after its
 * retry), the visitor gets stable for the rest of the session. Otherwise a listed override wins,
 * then the canary when the visitor's bucket is below its percent, else stable.
 */
export function chooseVersion({ entry, remote, visitorId, override, failed }: ChooseInput): Choice {
  if (failed && failed.size > 0) return { version: entry.stable, reason: 'fallback' };
  if (override && entry.versions.includes(override)) return { version: override, reason: 'override' };
  const canary = entry.canary;
  if (canary && canary.percent > 0 && bucketOf(visitorId, remote) < canary.percent)
    return { version: canary.version, reason: 'canary' };
  return { version: entry.stable, reason: 'stable' };
}

/** Reads `?remote.<name>=<version>` from a query string. */
export function overrideFromSearch(search: string, remote: string): string | null {
  return new URLSearchParams(search).get(`remote.${remote}`);
}

/** Major of a semver-ish version ('1.4.2' → 1); NaN when unparsable. */
export function majorOf(version: string | undefined): number {
  const m = /^\D*(\d+)/.exec(version ?? '');
  return m ? Number(m[1]) : NaN;
}
