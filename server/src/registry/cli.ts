// `npm run remotes -- <command>`: publish, canary, promote, rollback, status over DEPLOY_DIR.
import { loadConfig } from '../config';
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
  publish shell                                   copy shell/dist to the deploy root
  publish-missing                                 publish the shell and every remote not yet published
  canary <name> <version> <percent>               send percent % of visitors to a published version
  promote <name>                                  the canary becomes stable
  rollback <name>                                 stop the canary, or move stable back one version
  status                                          show the registry`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export function runRemotesCli(argv: string[], deployDir = loadConfig().deployDir): string {
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

function requireName(args: string[]): string {
  if (!args[0]) throw new RegistryError('a remote name is required');
  return args[0];
}

if (require.main === module) {
  try {
    console.log(runRemotesCli(process.argv.slice(2)));
  } catch (err) {
    console.error(err instanceof RegistryError ? err.message : err);
    process.exit(1);
  }
}
