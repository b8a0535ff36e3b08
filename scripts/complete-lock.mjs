#!/usr/bin/env node
// The npm registry reachable on our machines serves only the Linux builds of packages that ship
// per-platform binaries (@swc/core-*, @unrs/resolver-binding-*, ...). `npm install` then leaves
// the other platforms' optional packages out of package-lock.json, and `npm ci` refuses such a
// lock ("Missing: ... from lock file"). This adds those entries back as optional, platform-gated
// records, exactly as npm writes them when the registry has them: npm skips them on any machine
// whose os/cpu does not match, so nothing is fetched. Run it after changing dependencies:
//   npm install && node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const pkgs = lock.packages;
const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'loong64', 'riscv64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.find((p) => p.startsWith('gnu') || p.startsWith('musl'));
  return os && cpu ? { os, cpu, libc: libc?.startsWith('musl') ? 'musl' : libc ? 'glibc' : undefined } : null;
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/` : 'node_modules/';
    if (pkgs[`${base}${dep}`] || pkgs[`node_modules/${dep}`]) continue;
    const p = platformOf(dep);
    if (!p) continue;
    pkgs[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [p.os],
      cpu: [p.cpu],
      ...(p.libc ? { libc: [p.libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lock: ${added} platform entries added`);
