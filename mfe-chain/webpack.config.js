// mfe_chain: a remote built into dist/<version>/ with mf-manifest.json (see tools/webpack). Its name,
// exposed modules and dev port come from the one list of remotes (shared-api/remotes.config.json).
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ dir: __dirname });
