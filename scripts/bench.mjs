#!/usr/bin/env node
// `npm run bench`: every benchmark in turn; each writes bench/results/<name>.json.
// Run one with `npm run bench -- web` (names below). Every run ends with bench/results/summary.md.
import { spawnSync } from 'node:child_process';
const root = new URL('..', import.meta.url).pathname;
const all = ['localnet', 'fetch-parse', 'indexer', 'api', 'block-lists', 'load', 'storage', 'web'];
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
let failed = 0;
// The HTTP benchmarks drive wrk (a Debian package): install it where this machine can, else say so once.
const needsWrk = chosen.some((n) => n === 'api' || n === 'load');
if (needsWrk && spawnSync('wrk', ['--version']).error) {
  const canInstall = process.getuid?.() === 0 && !spawnSync('apt-get', ['--version']).error;
  if (canInstall) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit' });
  }
  if (spawnSync('wrk', ['--version']).error) {
    console.error('bench:api and bench:load need wrk: install it (Debian/Ubuntu: apt-get install -y wrk).');
    process.exit(2);
  }
}
for (const name of chosen) {
  if (!all.includes(name)) {
    console.error(`unknown benchmark '${name}' (one of: ${all.join(', ')})`);
    process.exit(2);
  }
  console.log(`\n== bench:${name}`);
  const r = spawnSync('npm', ['run', `bench:${name}`], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
// One table of every figure with its goal, peer and ratio.
if (spawnSync('npm', ['run', 'bench:summary'], { cwd: root, stdio: 'inherit' }).status !== 0) failed++;
// Formatted like the rest of the tree (npm test checks formatting).
spawnSync('npx', ['prettier', '--write', 'bench/results/summary.md'], { cwd: root, stdio: 'inherit' });
process.exit(failed ? 1 : 0);
