// The browser build replaces the contract with an empty module (tools/webpack/contract-browser.js):
// its schemas and constants exist for the server. A page that imports one of its values gets
// undefined at run time while every type check and unit test still passes, so this test reads the
// browser packages' sources and refuses any value import of a contract name.
import fs from 'node:fs';
import path from 'node:path';
import * as contract from './index';

const ROOT = path.resolve(__dirname, '../../..');
const BROWSER_SOURCES = [
  'shell/src',
  'shared-ui/src',
  'mfe-chain/src',
  'mfe-tokens/src',
  'mfe-wallet/src',
  'mfe-games/src',
  'shared-api/src',
];

/** Names a source imports as values from shared-api or from the contract folder. */
export function valueImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(shared-api|[./]+[^']*contract[^']*)'/g,
  )) {
    if (m[1]) continue;
    for (const raw of m[2].split(',')) {
      const name = raw.trim();
      if (name && !name.startsWith('type ')) out.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return out;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'contract' || e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

test('value imports are told apart from type imports', () => {
  expect(
    valueImports(
      "import { apiGet, type TokenList, TOKENS_PAGE_SIZE as SIZE } from 'shared-api';\nimport type { X } from 'shared-api';",
    ),
  ).toEqual(['apiGet', 'TOKENS_PAGE_SIZE']);
});

test('no browser source imports a value of the contract (it is undefined in the browser build)', () => {
  const values = new Set(Object.keys(contract));
  expect(values.has('apiRoutes')).toBe(true);
  const offending = BROWSER_SOURCES.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((file) =>
    valueImports(fs.readFileSync(file, 'utf8'))
      .filter((name) => values.has(name))
      .map((name) => `${path.relative(ROOT, file)}: ${name}`),
  );
  expect(offending).toEqual([]);
});
