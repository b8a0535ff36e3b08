// Guards for the browser-bundle trim in tools/webpack (see react-router-slim.js for why it exists):
// every react-router name a page imports must be re-exported by the trimmed router. (That browser
// code takes TypeBox and the API schemas as types only is held by shared-api/src/browserEntry.test.ts.)
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
