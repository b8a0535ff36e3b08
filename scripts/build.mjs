#!/usr/bin/env node
// `npm run build`: builds the shell and every remote (versioned, dist/<version>/).
// The packages come from the one list of remotes (shared-api/remotes.config.json); each web
// package has its own `build` script (`npm run build -w mfe-tokens` builds one alone).
import { spawnSync } from 'node:child_process';
import { WEB_FOLDERS } from './lib/remotes.mjs';
const root = new URL('..', import.meta.url).pathname;
const webPackages = WEB_FOLDERS;
for (const pkg of webPackages) {
  const pj = JSON.parse((await import('node:fs')).readFileSync(`${root}/${pkg}/package.json`, 'utf8'));
  if (!pj.scripts?.build) continue;
  const r = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
