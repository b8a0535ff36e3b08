// A remote's production bundle reads its page declarations (src/pages.ts) in one place only: its
// `./routes` module, which derives each page's prefetch from the declared first GETs
// (declaredRoutes, 'shared-ui/routes'). That module is on every first load of the remote (the home
// page's included), and the rest of a declaration (title, menus, sitemap, prerender) is the
// server's and the shell's, read from pages.json. So the bundle gets the declarations as data cut
// to what declaredRoutes reads: each page's path and its preload hints' routes. The whole list is
// still what the build writes to pages.json (EmitPageDeclarations) and what Node and tests import.
module.exports = function pageRoutesLoader() {
  this.cacheable(false);
  // tsx compiles the TypeScript declarations (and shared-api's route names) in this process.
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { pages } = tsxRequire(this.resourcePath, __filename);
  const cut = pages.map(({ path, preload }) =>
    preload?.api?.length ? { path, preload: { api: preload.api.map(({ route }) => ({ route })) } } : { path },
  );
  return `export const pages = ${JSON.stringify(cut)};\n`;
};
