#!/usr/bin/env node
// Bundles the server for running: `server/dist/cli.js` and the two thread entries it starts
// (`worker.js`: the indexer's thread; `decodeWorker.js`: a block decoding thread), each one file
// holding the project's own TypeScript (server, localnet, shared-api) with the npm packages left as
// requires. Run under tsx, every module is compiled to CommonJS on its own and each imported
// function or constant is read through two export getters per use; in one bundle they are plain
// bindings. On the heavier mix's catch-up: +8 to +19 % in four interleaved pairs with the npm
// packages bundled too, a median of about +4 % (within a noisy machine's spread) with them left as
// requires as here; start-up 0.6-1 s shorter. Takes about half a second.
//   node scripts/build-server.mjs                        # server/dist
//   node scripts/build-server.mjs name=path/entry.ts …   # with more entries beside them (benchmarks)
//   node scripts/build-server.mjs --run <command> …      # then runs it (`npm run server -- <command>`)
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** The project's own packages are bundled from source; every other package stays a require. */
function externals() {
  const workspaces = new Set(
    readJson('package.json').workspaces.map((w) => readJson(`${w}/package.json`).name),
  );
  const names = new Set();
  for (const w of ['server', 'localnet', 'shared-api']) {
    const pkg = readJson(`${w}/package.json`);
    for (const deps of [pkg.dependencies, pkg.peerDependencies, pkg.optionalDependencies])
      for (const name of Object.keys(deps ?? {})) if (!workspaces.has(name)) names.add(name);
  }
  // pg loads its optional native binding by name when asked to.
  names.add('pg-native');
  return [...names];
}

export const SERVER_ENTRIES = {
  cli: 'server/src/cli.ts',
  worker: 'server/src/indexer/worker.ts',
  decodeWorker: 'server/src/indexer/decodeWorker.ts',
};

/**
 * Node's flags for the bundled server (and the benchmarks' bundles of its parts): the garbage
 * collector on the thread that needs it (see server/src/cli.ts), stack traces in TypeScript.
 */
export const SERVER_NODE_FLAGS = ['--single-threaded-gc', '--enable-source-maps'];

/** Node's arguments to run the bundled server with `args` (a command and its options). */
export function serverNodeArgs(...args) {
  return [...SERVER_NODE_FLAGS, join(root, 'server/dist/cli.js'), ...args];
}

/** Bundles the server's entries and `more` (output name → source path) into server/dist. */
export async function buildServer(more = {}) {
  await build({
    absWorkingDir: root,
    entryPoints: { ...SERVER_ENTRIES, ...more },
    outdir: 'server/dist',
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    external: externals(),
    // Stack traces name the TypeScript source (node runs with --enable-source-maps).
    sourcemap: true,
    logLevel: 'warning',
  });
}

/**
 * Runs the bundled server with `args` as this process's child and ends this process as it ends. A
 * process manager signals this process: the server is told.
 */
export function runServer(...args) {
  const server = spawn(process.execPath, serverNodeArgs(...args), { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--run') {
    await buildServer();
    runServer(...rest);
  } else {
    await buildServer(Object.fromEntries(process.argv.slice(2).map((a) => a.split('='))));
  }
}
