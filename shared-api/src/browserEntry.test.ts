// What the pages download: 'shared-api' (a Module Federation singleton, all of it on every page) and
// the packages that import it carry the contract's types, the path table and the client, never the
// TypeBox schemas or TypeBox itself; those are the server's, at 'shared-api/contract'.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const BROWSER_SOURCES = [
  'shell/src',
  'shared-ui/src',
  'mfe-chain/src',
  'mfe-tokens/src',
  'mfe-wallet/src',
  'mfe-games/src',
  'shared-api/src',
];

/** Module names a source imports or re-exports as values (`import type`, `export type` left out). */
export function valueImportsOf(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/^(import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gm)) {
    if (m[2]) continue;
    const what = m[3].trim();
    // `import { type A, type B }`: only types
    const braces = /^\{([^}]*)\}$/.exec(what);
    if (braces && braces[1].split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    out.push(m[4]);
  }
  return out;
}

/** True when a module name reaches the schemas: TypeBox, the server's entry or the contract folder. */
export function isSchemaModule(from: string, spec: string): boolean {
  if (spec === '@sinclair/typebox' || spec.startsWith('@sinclair/typebox/')) return true;
  if (spec === 'shared-api/contract' || spec.startsWith('shared-api/contract/')) return true;
  if (!spec.startsWith('.')) return false;
  const target = path.resolve(path.dirname(from), spec);
  return path.relative(path.join(ROOT, 'shared-api/src/contract'), target).split(path.sep)[0] !== '..';
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'contract' || e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

test('value imports are told apart from type imports', () => {
  const src = [
    "import type { Static } from '@sinclair/typebox';",
    "import { type TokenList, type TokensCount } from 'shared-api';",
    "export type * from './contract';",
    "import { api, type TokenList } from 'shared-api';",
    "import { Type } from '@sinclair/typebox';",
    "export { NATIVE_MINT } from './programs';",
  ].join('\n');
  expect(valueImportsOf(src)).toEqual(['shared-api', '@sinclair/typebox', './programs']);
  const from = path.join(ROOT, 'shared-api/src/hooks/queries.ts');
  expect(isSchemaModule(from, '../contract')).toBe(true);
  expect(isSchemaModule(from, '../contract/routes')).toBe(true);
  expect(isSchemaModule(from, '../client')).toBe(false);
  expect(isSchemaModule(from, 'shared-api/contract')).toBe(true);
});

test('no browser source imports TypeBox or the schemas as values', () => {
  const offending = BROWSER_SOURCES.flatMap((dir) => sources(path.join(ROOT, dir))).flatMap((file) =>
    valueImportsOf(fs.readFileSync(file, 'utf8'))
      .filter((spec) => isSchemaModule(file, spec))
      .map((spec) => `${path.relative(ROOT, file)}: ${spec}`),
  );
  expect(offending).toEqual([]);
});

test('the browser entry loads without TypeBox and exports no schema, only the values both sides share', () => {
  let entry: Record<string, unknown> = {};
  jest.isolateModules(() => {
    jest.doMock('@sinclair/typebox', () => {
      throw new Error('the browser entry loaded TypeBox');
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry, after the mock
    entry = require('./index') as Record<string, unknown>;
  });
  jest.dontMock('@sinclair/typebox');
  const contract = jest.requireActual<Record<string, unknown>>('./contract');
  const shared = Object.keys(entry).filter((name) => name in contract);
  // page sizes and the native mint are plain constants both sides read
  expect(shared.sort()).toEqual(
    [
      'ADDRESS_TX_PAGE_SIZE',
      'BLOCK_TRANSACTIONS_MAX',
      'BLOCK_TX_PAGE_SIZE',
      'TOP_HOLDERS_PAGE_SIZE',
      'TROLLBOX_PAGE_SIZE',
      'NATIVE_MINT',
      'TOKENS_PAGE_SIZE',
      'TOKEN_TAB_PAGE_SIZE',
      'WALLET_PAGE_SIZE',
    ].sort(),
  );
  expect(entry).not.toHaveProperty('apiRoutes');
  expect(entry).toHaveProperty('api');
  // the path table is a subpath of its own, tree-shaken per bundle
  expect(entry).not.toHaveProperty('token');
});
