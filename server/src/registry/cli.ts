// The commands of `npm run remotes -- <command>` (server/src/remotesCli.ts): publish, canary,
// promote, rollback, status over a deploy directory.
import type { RemotesHealth } from 'shared-api/core';
import {
  RegistryError,
  promote,
  publish,
  publishMissing,
  publishShell,
  rollback,
  startCanary,
  status,
} from './store';

const USAGE = `usage: npm run remotes -- <command>
  publish <name> [--from <dir>] [--version <v>]   copy a build into the deploy dir (never overwrites)
                                                  and record the SHA-384 of each of its files
  publish shell                                   copy shell/dist to the deploy root
  publish-missing                                 publish the shell and every remote not yet published
  canary <name> <version> <percent>               send percent % of visitors to a published version
  promote <name>                                  the canary becomes stable
  rollback <name>                                 stop the canary, or move stable back one version
  status [--url <server>]                         the registry, and each version's loads, failures and
                                                  failure ratio (canary against stable) as counted by
                                                  the running server (default http://127.0.0.1:$PORT)`;

export function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export function runRemotesCli(argv: string[], deployDir: string): string {
  const [cmd, ...args] = argv;
  switch (cmd) {
    case 'publish': {
      const name = args[0];
      if (!name) throw new RegistryError('publish needs a remote name');
      if (name === 'shell') {
        publishShell(deployDir, flag(args, '--from'));
        return `published shell to ${deployDir}`;
      }
      const r = publish(deployDir, name, { from: flag(args, '--from'), version: flag(args, '--version') });
      return `published ${name}@${r.version} (stable ${r.stable})`;
    }
    case 'publish-missing': {
      const done = publishMissing(deployDir);
      return done.length ? `published ${done.join(', ')}` : 'nothing to publish';
    }
    case 'canary': {
      const [name, version, percent] = args;
      if (!name || !version || percent === undefined)
        throw new RegistryError('canary needs <name> <version> <percent>');
      const e = startCanary(deployDir, name, version, Number(percent));
      return `${name}: canary ${e.canary?.version} at ${e.canary?.percent}% (stable ${e.stable})`;
    }
    case 'promote': {
      const e = promote(deployDir, requireName(args));
      return `${args[0]}: stable is now ${e.stable}`;
    }
    case 'rollback': {
      const e = rollback(deployDir, requireName(args));
      return `${args[0]}: stable ${e.stable}, ${e.canary ? `canary ${e.canary.version}` : 'no canary'}`;
    }
    case 'status':
      return status(deployDir);
    default:
      throw new RegistryError(USAGE);
  }
}

const pct = (r: number | null) => (r === null ? 'n/a' : `${(r * 100).toFixed(1)} %`);

/** The health part of `status`: per remote, the canary's failure ratio against stable's. */
export function formatHealth(report: RemotesHealth): string {
  const lines = [
    `health (counted by the server since it started; auto-rollback ${
      report.autoRollback
        ? `above ${pct(report.autoRollback.ratio)} after ${report.autoRollback.minLoads} attempts`
        : 'off'
    }):`,
  ];
  for (const r of report.remotes) {
    const shown = r.versions.filter((v) => v.role !== 'other' || v.loads + v.failures > 0);
    for (const v of shown) {
      lines.push(
        `  ${r.remote.padEnd(11)} ${v.role.padEnd(6)} ${v.version.padEnd(16)} loads ${String(v.loads).padStart(6)}  failures ${String(v.failures).padStart(6)}  fallbacks ${String(v.fallbacks).padStart(6)}  refused ${String(v.refused).padStart(6)}  failure ratio ${pct(v.failureRatio)}`,
      );
    }
    const canary = r.versions.find((v) => v.role === 'canary');
    const stable = r.versions.find((v) => v.role === 'stable');
    if (canary && stable)
      lines.push(
        `  ${r.remote.padEnd(11)} canary ${canary.version} fails ${pct(canary.failureRatio)} against stable's ${pct(stable.failureRatio)}`,
      );
  }
  return lines.join('\n');
}

/** `status` with the running server's counts; the registry alone when no server answers. */
export async function statusWithHealth(deployDir: string, url: string): Promise<string> {
  const registry = status(deployDir);
  try {
    const res = await fetch(`${url.replace(/\/$/, '')}/api/telemetry/remotes`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return `${registry}\n\n${formatHealth((await res.json()) as RemotesHealth)}`;
  } catch (err) {
    return `${registry}\n\n(no load/failure counts: the server at ${url} did not answer: ${(err as Error).message})`;
  }
}

function requireName(args: string[]): string {
  if (!args[0]) throw new RegistryError('a remote name is required');
  return args[0];
}
