// mfe_tokens: a remote built into dist/<version>/ with mf-manifest.json (see tools/webpack).
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_tokens',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
  },
  devPort: 3002,
  title: 'mfe_tokens (dev host)',
});
