#!/usr/bin/env node
// `npm run build`: builds the shell and every remote (versioned, dist/<version>/).
// Filled in by the Module Federation work; each web package has its own `build` script.
import { spawnSync } from 'node:child_process';
const root = new URL('..', import.meta.url).pathname;
const webPackages = ['shell', 'mfe-chain', 'mfe-tokens', 'mfe-wallet', 'mfe-games'];
for (const pkg of webPackages) {
  const pj = JSON.parse((await import('node:fs')).readFileSync(`${root}/${pkg}/package.json`, 'utf8'));
  if (!pj.scripts?.build) continue;
  const r = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
