// The host: builds into shell/dist/ and discovers its remotes at run time from /remotes.json.
// Name and dev port come from shared-api/remotes.config.json ('host').
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ dir: __dirname });
