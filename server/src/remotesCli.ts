// `npm run remotes -- <command>`: publish, canary, promote, rollback, status over DEPLOY_DIR
// (the commands: registry/cli.ts).
import { loadConfig } from './config';
import { flag, runRemotesCli, statusWithHealth } from './registry/cli';
import { RegistryError } from './registry/store';

try {
  const argv = process.argv.slice(2);
  const config = loadConfig();
  if (argv[0] === 'status') {
    const url = flag(argv, '--url') ?? `http://127.0.0.1:${config.port}`;
    void statusWithHealth(config.deployDir, url).then((text) => console.log(text));
  } else {
    console.log(runRemotesCli(argv, config.deployDir));
  }
} catch (err) {
  console.error(err instanceof RegistryError ? err.message : err);
  process.exit(1);
}
