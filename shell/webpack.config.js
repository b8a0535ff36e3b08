// The host: builds into shell/dist/ and discovers its remotes at run time from /remotes.json.
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  devPort: 3000,
  title: 'Gorbagana Explorer',
});
