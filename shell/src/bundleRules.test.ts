// Guards for the browser-bundle trims in tools/webpack (see those files for why they exist):
// every react-router name a page imports must be re-exported by the trimmed router, and no browser
// code may use the API contract or TypeBox as values (they are stand-ins in browser builds).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const BROWSER_DIRS = [
  'shell/src',
  'shared-ui/src',
  'shared-api/src',
  'mfe-chain/src',
  'mfe-tokens/src',
  'mfe-wallet/src',
  'mfe-games/src',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory())
      return f === 'contract' || f === 'testing' || f === 'test' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

const files = BROWSER_DIRS.flatMap((d) => sources(join(root, d)));

test('every react-router-dom import is re-exported by tools/webpack/react-router-slim.js', () => {
  const slim = readFileSync(join(root, 'tools/webpack/react-router-slim.js'), 'utf8');
  const exported = new Set(
    /export \{([^}]*)\}/
      .exec(slim)?.[1]
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const missing: string[] = [];
  for (const f of files) {
    const code = readFileSync(f, 'utf8');
    for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
      if (m[1]) continue; // type-only
      for (const raw of m[2].split(',')) {
        const name = raw.trim();
        if (!name || name.startsWith('type ')) continue;
        const imported = name.split(/\s+as\s+/)[0];
        if (!exported.has(imported)) missing.push(`${imported} (${f.slice(root.length + 1)})`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('browser code does not use the API contract or TypeBox as values', () => {
  const offenders = files
    .filter((f) => /from '@sinclair\/typebox'|\bapiRoutes\b/.test(readFileSync(f, 'utf8')))
    .map((f) => f.slice(root.length + 1));
  expect(offenders).toEqual([]);
});
