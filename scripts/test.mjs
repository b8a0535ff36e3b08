#!/usr/bin/env node
// `npm test`: type-checks, lints and format-checks the tree, builds the site, then runs every unit/integration test
// (jest projects) and every browser test (e2e/), and closes with one 'N passed, N failed' line over all.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, NO_CHROMIUM } from './findChromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const extra = process.argv.slice(2);
const out = mkdtempSync(join(tmpdir(), 'gor-test-'));

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function jest(name, args, env = {}) {
  const file = join(out, `${name}.json`);
  // --forceExit: a client library that keeps reconnecting a socket after its server stopped must
  // never hold the whole run hostage; every suite still closes what it opens.
  const code = run('npx', ['jest', ...args, '--forceExit', '--json', `--outputFile=${file}`, ...extra], env);
  if (!existsSync(file)) return { passed: 0, failed: 1, code: code || 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0), code };
}

// Static checks count like tests: a type error, a lint error or an unformatted file fails the run.
const checks = ['typecheck', 'lint', 'format:check'].map((script) => {
  const code = run('npm', ['run', '--silent', script]);
  console.log(`check ${script}: ${code === 0 ? 'passed' : 'FAILED'}`);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, code };
});

let buildCode = 0;
if (!process.env.SKIP_BUILD) buildCode = run('node', ['scripts/build.mjs']);

const results = [...checks];
results.push(jest('unit', []));
const chromium = await findChromium();
if (!chromium) {
  console.error(`\n${NO_CHROMIUM}`);
  results.push({ passed: 0, failed: 1, code: 1 });
} else if (buildCode === 0)
  results.push(jest('e2e', ['-c', 'e2e/jest.config.js', '--runInBand'], { CHROMIUM_PATH: chromium }));
else results.push({ passed: 0, failed: 1, code: buildCode });

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const ok = results.every((r) => r.code === 0) && failed === 0;
console.log(`\nAll tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
