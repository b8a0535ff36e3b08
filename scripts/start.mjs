#!/usr/bin/env node
// `npm start`: builds what is missing, publishes the current builds as stable when the deploy
// directory has none, then runs the server (`all`: localnet, indexer, API and the site).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, runServer } from './build-server.mjs';
import { REMOTES } from './lib/remotes.mjs';

const root = new URL('..', import.meta.url).pathname;
const remotes = REMOTES.map((r) => r.folder);

function run(args, opts = {}) {
  const r = spawnSync(args[0], args.slice(1), { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const missing = [];
if (!existsSync(join(root, 'shell/dist/index.html'))) missing.push('shell');
for (const pkg of remotes) {
  const { version } = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  if (!existsSync(join(root, pkg, 'dist', version, 'mf-manifest.json'))) missing.push(pkg);
}
for (const pkg of missing) {
  console.log(`building ${pkg} (no build found)`);
  run(['npm', 'run', 'build', '-w', pkg]);
}

// Publishes the shell and every remote the deploy directory does not have yet (never overwrites).
run(['npx', 'tsx', 'server/src/remotesCli.ts', 'publish-missing']);

// The server runs from its bundle (scripts/build-server.mjs).
await buildServer();
runServer('all', ...process.argv.slice(2));
