// Canary health: the shell's beacons per remote and version (/metrics, GET /api/telemetry/remotes);
// with REMOTES_AUTO_ROLLBACK=ratio,minLoads a canary failing past the ratio is rolled back. Only
// versions the registry lists are counted, so forged beacons cannot grow the labels.
import type {} from 'fastify';
import { statSync } from 'node:fs';
import type { AutoRollbackRecord, RemoteEntry } from 'shared-api/registry';
import type { RemoteFailureBody, RemoteLoadBody, RemotesHealth, RemoteVersionHealth } from 'shared-api/core';
import { readRegistry, registryPath, writeRegistry } from './store';

export interface AutoRollbackPolicy {
  /** Failure ratio (0–1) above which a canary is rolled back. */
  ratio: number;
  /** Load attempts of the canary needed before it is judged. */
  minLoads: number;
}

/** `REMOTES_AUTO_ROLLBACK=0.2,50` → { ratio: 0.2, minLoads: 50 }; unset or 'off' → null. */
export function parseAutoRollback(text: string | undefined): AutoRollbackPolicy | null {
  if (text === undefined || text.trim() === '' || text.trim() === 'off') return null;
  const m = /^\s*([0-9]*\.?[0-9]+)\s*,\s*([0-9]+)\s*$/.exec(text);
  const ratio = m ? Number(m[1]) : NaN;
  const minLoads = m ? Number(m[2]) : NaN;
  if (!(ratio > 0 && ratio < 1) || !(minLoads >= 1))
    throw new Error(
      `REMOTES_AUTO_ROLLBACK must be '<ratio 0-1>,<minLoads ≥ 1>' (e.g. 0.2,50), got '${text}'`,
    );
  return { ratio, minLoads };
}

export interface VersionCounts {
  loads: number;
  /** by phase: load, render, incompatible, integrity (bytes that differ from the pinned hash) */
  failures: Record<RemoteFailureBody['phase'], number>;
  fallbacks: number;
  /** Of the integrity failures: those of a version that had already loaded (not new attempts). */
  refusedAfterLoad: number;
}

const zero = (): VersionCounts => ({
  loads: 0,
  failures: { load: 0, render: 0, incompatible: 0, integrity: 0 },
  fallbacks: 0,
  refusedAfterLoad: 0,
});
const totalFailures = (c: VersionCounts) =>
  c.failures.load + c.failures.render + c.failures.incompatible + c.failures.integrity;
/** Load attempts: loads, and loads that never succeeded (a page chunk refused later is not a new one). */
const attemptsOf = (c: VersionCounts) =>
  c.loads + c.failures.load + c.failures.incompatible + c.failures.integrity - c.refusedAfterLoad;

/** failures / attempts (a page that threw after loading was counted as a load already). */
export function failureRatio(c: VersionCounts): number | null {
  const attempts = attemptsOf(c);
  return attempts === 0 ? null : totalFailures(c) / attempts;
}

export interface RemoteHealthOptions {
  deployDir: string;
  autoRollback?: AutoRollbackPolicy | null;
  /** Where an automatic rollback is reported (the server's logger). */
  log?: (message: string, record: AutoRollbackRecord & { remote: string }) => void;
}

function stampOf(file: string): string {
  const s = statSync(file, { throwIfNoEntry: false });
  return s ? `${s.ino}:${s.mtimeMs}:${s.size}` : 'absent';
}

export class RemoteHealth {
  private readonly counts = new Map<string, Map<string, VersionCounts>>();
  private cached: { stamp: string; registry: Record<string, RemoteEntry> } | null = null;
  readonly autoRollback: AutoRollbackPolicy | null;

  constructor(private readonly opts: RemoteHealthOptions) {
    this.autoRollback = opts.autoRollback ?? null;
  }

  /**
   * remotes.json parsed again only when its inode changes (it is replaced by rename), so a version
   * just published is counted from its first beacon.
   */
  private registry(): Record<string, RemoteEntry> {
    const stamp = stampOf(registryPath(this.opts.deployDir));
    if (!this.cached || this.cached.stamp !== stamp)
      this.cached = { stamp, registry: readRegistry(this.opts.deployDir) };
    return this.cached.registry;
  }

  /** The counters of a listed version, or null for a remote or version the registry does not list. */
  private slot(remote: string, version: string): VersionCounts | null {
    if (!this.registry()[remote]?.versions.includes(version)) return null;
    let perRemote = this.counts.get(remote);
    if (!perRemote) this.counts.set(remote, (perRemote = new Map()));
    let c = perRemote.get(version);
    if (!c) perRemote.set(version, (c = zero()));
    return c;
  }

  recordLoad(r: RemoteLoadBody): void {
    const c = this.slot(r.remote, r.version);
    if (!c) return;
    c.loads += 1;
    this.judge(r.remote, r.version);
  }

  recordFailure(r: RemoteFailureBody): void {
    const c = this.slot(r.remote, r.version);
    if (!c) return;
    c.failures[r.phase] += 1;
    if (r.phase === 'integrity' && r.afterLoad) c.refusedAfterLoad += 1;
    if (r.fallbackVersion) c.fallbacks += 1;
    this.judge(r.remote, r.version);
  }

  /** Every counted version: [remote, version, counts]. */
  entries(): [string, string, VersionCounts][] {
    return [...this.counts].flatMap(([remote, m]) =>
      [...m].map(([v, c]): [string, string, VersionCounts] => [remote, v, c]),
    );
  }

  /** Takes the canary out of rotation when the policy says so. */
  private judge(remote: string, version: string): void {
    const policy = this.autoRollback;
    if (!policy) return;
    const entry = this.registry()[remote];
    if (entry?.canary?.version !== version) return;
    const c = this.counts.get(remote)?.get(version);
    if (!c) return;
    const attempts = attemptsOf(c);
    const ratio = failureRatio(c);
    if (attempts < policy.minLoads || ratio === null || ratio <= policy.ratio) return;
    // Re-read from disk: an operator may have changed the registry since our cached read.
    const fresh = readRegistry(this.opts.deployDir);
    const e = fresh[remote];
    if (e?.canary?.version !== version) return;
    const record: AutoRollbackRecord = {
      version,
      ratio: Math.round(ratio * 1000) / 1000,
      threshold: policy.ratio,
      loads: c.loads,
      failures: totalFailures(c),
      at: new Date().toISOString(),
    };
    e.canary = null;
    e.autoRollback = record;
    writeRegistry(this.opts.deployDir, fresh);
    this.cached = null;
    this.opts.log?.(
      `canary ${remote}@${version} rolled back automatically: failure ratio ${record.ratio} > ${policy.ratio} after ${attempts} attempts`,
      { remote, ...record },
    );
  }

  /** GET /api/telemetry/remotes and `npm run remotes -- status`. */
  report(): RemotesHealth {
    const registry = readRegistry(this.opts.deployDir);
    return {
      autoRollback: this.autoRollback,
      remotes: Object.keys(registry)
        .sort()
        .map((remote) => {
          const e = registry[remote];
          const versions: RemoteVersionHealth[] = e.versions.map((version) => {
            const c = this.counts.get(remote)?.get(version) ?? zero();
            const ratio = failureRatio(c);
            return {
              version,
              role: version === e.stable ? 'stable' : version === e.canary?.version ? 'canary' : 'other',
              loads: c.loads,
              failures: totalFailures(c),
              fallbacks: c.fallbacks,
              refused: c.failures.integrity,
              failureRatio: ratio === null ? null : Math.round(ratio * 10000) / 10000,
            };
          });
          return {
            remote,
            stable: e.stable,
            canary: e.canary ? { version: e.canary.version, percent: e.canary.percent } : null,
            lastAutoRollback: e.autoRollback ?? null,
            versions,
          };
        }),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildApp (server/src/app.ts). */
    remoteHealth?: RemoteHealth;
  }
}
