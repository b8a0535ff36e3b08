// Browser tests: playwright-core driving a Chromium (scripts/findChromium.mjs) against the built and
// served site.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
];
module.exports = {
  rootDir: __dirname + '/..',
  roots: ['<rootDir>/e2e'],
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(bs58|base-x|@solana|@solana-program)/)'],
  // @fastify/static requires content-disposition 3 (ESM only; jest cannot require it on Node 20).
  moduleNameMapper: { '^content-disposition$': '<rootDir>/node_modules/content-disposition/index.js' },
  testTimeout: 120000,
  globalSetup: '<rootDir>/e2e/globalSetup.mjs',
};
