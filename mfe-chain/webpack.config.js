// mfe_chain: a remote built into dist/<version>/ with mf-manifest.json (see tools/webpack).
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_chain',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devPort: 3001,
  title: 'mfe_chain (dev host)',
});
