// mfe_wallet: a remote built into dist/<version>/ with mf-manifest.json (see tools/webpack).
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_wallet',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devPort: 3003,
  title: 'mfe_wallet (dev host)',
});
