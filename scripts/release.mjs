#!/usr/bin/env node
// `npm run release -- <remote> [patch|minor|major] [--canary <percent>] [--no-git]`: versions and
// publishes ONE remote, as the team that owns it would (CONTRIBUTING.md 'Release a remote').
//  1. `npx lerna changed` must name the remote (it changed since its last release tag), unless --force;
//  2. bumps its package.json version (npm version, no git side effects);
//  3. commits that bump and tags it `<package>@<version>` (lerna's independent-mode tag, so the next
//     `lerna changed` starts from here), unless --no-git;
//  4. builds it (`npm run build -w <package>` → <folder>/dist/<version>/);
//  5. publishes it into DEPLOY_DIR (`npm run remotes -- publish <name>`, never overwrites), which
//     records the SHA-384 of every file of the version in remotes.json (the shell runs no file whose
//     bytes differ, nor a version without hashes), and with --canary N sends N % of visitors to it
//     (`npm run remotes -- canary <name> <version> N`).
// Promote or roll back afterwards with `npm run remotes -- promote|rollback <name>`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, ROOT } from './lib/remotes.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const [which, bumpArg] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--canary'));
const remote = REMOTES.find((r) => r.name === which || r.package === which || r.folder === which);
if (!remote) {
  console.error(
    `usage: npm run release -- <remote> [patch|minor|major] [--canary <percent>] [--force] [--no-git]\n` +
      `remotes: ${REMOTES.map((r) => r.package).join(', ')}`,
  );
  process.exit(2);
}
const bump = bumpArg ?? 'patch';
if (!['patch', 'minor', 'major'].includes(bump)) {
  console.error(`bump must be patch, minor or major (got '${bump}')`);
  process.exit(2);
}

function run(cmd, cmdArgs, opts = {}) {
  console.log(`$ ${cmd} ${cmdArgs.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, {
    cwd: ROOT,
    stdio: opts.capture ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (r.status !== 0) {
    if (opts.capture) process.stderr.write(r.stderr ?? '');
    process.exit(r.status ?? 1);
  }
  return r.stdout ?? '';
}

if (!flag('--force')) {
  const changed = JSON.parse(
    run('npx', ['lerna', 'changed', '--json', '--loglevel', 'silent'], { capture: true }) || '[]',
  );
  if (!changed.some((p) => p.name === remote.package)) {
    console.error(
      `${remote.package} has not changed since its last release tag (npx lerna changed); --force to release anyway`,
    );
    process.exit(1);
  }
}

run('npm', ['version', bump, '--no-git-tag-version', '-w', remote.package]);
const version = JSON.parse(readFileSync(join(ROOT, remote.folder, 'package.json'), 'utf8')).version;
const tag = `${remote.package}@${version}`;
if (!flag('--no-git')) {
  run('git', ['add', join(remote.folder, 'package.json'), 'package-lock.json']);
  run('git', ['commit', '-m', `release ${tag}`]);
  run('git', ['tag', '-a', tag, '-m', tag]);
}
run('npm', ['run', 'build', '-w', remote.package]);
run('npx', ['tsx', 'server/src/remotesCli.ts', 'publish', remote.name]);
const percent = value('--canary');
if (percent !== undefined)
  run('npx', ['tsx', 'server/src/remotesCli.ts', 'canary', remote.name, version, percent]);
console.log(
  `released ${tag} with the SHA-384 of each of its files pinned in remotes.json${percent !== undefined ? ` as a ${percent} % canary` : ' (published, not yet canaried)'}`,
);
