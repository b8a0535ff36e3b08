// mfe_games: a remote built into dist/<version>/ with mf-manifest.json (see tools/webpack).
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_games',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './Trollbox': './src/Trollbox.tsx',
  },
  devPort: 3004,
  title: 'mfe_games (dev host)',
});
