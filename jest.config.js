// Unit and integration tests of every package. Browser tests live in e2e/ (own config).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
// ESM-only packages that must be transformed to CommonJS for jest.
const transformIgnorePatterns = ['/node_modules/(?!(bs58|base-x|@solana|@solana-program|@noble|@codama)/)'];
// The one list of remotes (shared-api/remotes.config.json).
const { remotes, host } = require('./shared-api/remotes.config.json');
// Module Federation remote ids resolve to their sources in tests.
const moduleNameMapper = Object.fromEntries(
  remotes.map((r) => [`^${r.name}/(.*)$`, `<rootDir>/${r.folder}/src/$1`]),
);
const web = ['shared-api', 'shared-ui', host.folder, ...remotes.map((r) => r.folder)];
const node = ['server', 'localnet', 'bench'];
module.exports = {
  // Integration suites start nodes, workers and databases: on a loaded two-core CI machine a few
  // seconds is not a bug. Speed targets live in the benchmarks, not in test timeouts.
  testTimeout: 30_000,
  projects: [
    ...web.map((name) => ({
      displayName: name,
      rootDir: __dirname,
      roots: [`<rootDir>/${name}`],
      testEnvironment: 'jsdom',
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tools/jest.setup.web.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    })),
    ...node.map((name) => ({
      displayName: name,
      rootDir: __dirname,
      roots: [`<rootDir>/${name}`],
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      // @fastify/static requires content-disposition 3 (ESM only, which jest's module registry cannot
      // require); the CommonJS 0.5 at the root has the same default export (only download() differs).
      moduleNameMapper: { '^content-disposition$': '<rootDir>/node_modules/content-disposition/index.js' },
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    })),
  ],
};
