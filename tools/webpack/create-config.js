// One webpack config factory for the shell (host) and every remote, so they all share the same
// loader chain, the same Module Federation singletons and the same output conventions.
// - Remotes build into <pkg>/dist/<version>/ (version from package.json) with mf-manifest.json,
//   so a published version is a self-contained, immutable directory.
// - The shell builds into shell/dist/ and declares no static remotes: it discovers them at run
//   time from /remotes.json (see shell/src/remotes/).
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');
// The one list of remotes (name, folder, dev port, exposes): see CONTRIBUTING.md 'Add a remote'.
const remotesConfig = require('../../shared-api/remotes.config.json');

/**
 * Name, kind, exposes and dev port of the package in `dir`, from the remotes list. A value given in
 * the package's own webpack.config.js must agree with the list (it is only there for readers).
 */
function fromRemotesList(o) {
  const folder = path.basename(o.dir);
  const host = remotesConfig.host.folder === folder ? remotesConfig.host : null;
  const remote = remotesConfig.remotes.find((r) => r.folder === folder);
  const spec = host ?? remote;
  if (!spec) throw new Error(`${folder} is not in shared-api/remotes.config.json`);
  const listed = {
    name: spec.name,
    kind: host ? 'host' : 'remote',
    devPort: spec.devPort,
    ...(remote ? { exposes: remote.exposes } : {}),
  };
  for (const [key, value] of Object.entries(listed)) {
    if (o[key] !== undefined && JSON.stringify(o[key]) !== JSON.stringify(value))
      throw new Error(`${folder}/webpack.config.js: ${key} disagrees with shared-api/remotes.config.json`);
  }
  return { ...o, ...listed, title: o.title || (host ? 'Gorbagana Explorer' : `${spec.name} (dev host)`) };
}

function installedVersion(name, fromDir) {
  const pkgJson = require.resolve(`${name}/package.json`, { paths: [fromDir, root] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

// Module Federation singletons: the shell and every remote share one copy, and every consumer
// requires the same major.
const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  '@tanstack/react-query',
  '@tanstack/query-core',
  'styled-components',
  'shared-ui',
  'shared-api',
];

/**
 * The singletons the shell provides, with their own dependencies: react, react-dom, react-router,
 * react-query, styled-components, shared-ui and shared-api (with bs58 and base-x, which its search
 * classifier imports: a file of their own would cost a response's headers on every first load), not
 * shared-ui's popover, which stays lazy with Radix, the search box's reader of pasted links
 * (loaded when a link is typed or pasted), and shared-ui's rare whole-page screens (loaded when one
 * shows).
 */
const STARTUP_VENDORS =
  /[\\/](?:node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|styled-components|stylis|@emotion[\\/]unitless|@emotion[\\/]is-prop-valid|@emotion[\\/]memoize|shallowequal|tslib|bs58|base-x)[\\/]|tools[\\/]webpack[\\/]react-router-slim\.js|shared-api[\\/]src[\\/](?!search[\\/]pasted)|shared-ui[\\/]src[\\/](?!primitives[\\/]PopoverImpl|screens[\\/]))/;

/**
 * @param {string} fromDir
 * @param {boolean} [hostProvided] true for a deployed remote: the shell always provides every
 *   singleton, so the remote ships no fallback copies (smaller remote entry, fewer files).
 */
function sharedConfig(fromDir, hostProvided = false) {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkgName = name === 'react/jsx-runtime' ? 'react' : name;
    const version = installedVersion(pkgName, fromDir);
    const major = version.split('.')[0];
    shared[name] = {
      singleton: true,
      requiredVersion: `^${major}.0.0`,
      version,
      ...(hostProvided ? { import: false } : {}),
    };
  }
  return shared;
}

/**
 * The shell's page lists, as preload hints, the chunks its entry loads at startup: the async
 * boundary (`import('./bootstrap')`) and the shared singletons it provides (react, react-dom, …):
 * the direct children of the entry chunk group. Without them those twelve-odd files are requested
 * only once main.js has run (a waterfall of one round trip plus main.js' parse time). Chunks that
 * code imports later (the popover, a header menu) are grandchildren and stay lazy.
 */
class PreloadStartupChunks {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunks', (data) => {
        const publicPath =
          compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const files = new Set();
        for (const entry of compilation.entrypoints.values())
          for (const group of entry.getChildren())
            for (const chunk of group.chunks)
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        const links = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartupChunks' },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * A remote's own chunk loader (webpack's loadScript) hands every script it creates to the shell's
 * integrity hook before the script is attached: the shell sets the SHA-384 the registry holds for
 * that file (shell/src/remotes/integrity.ts), so a chunk whose bytes differ never runs. The remote
 * entry itself is created by the shell's federation runtime, which pins it the same way.
 */
class RemoteScriptIntegrity {
  apply(compiler) {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    compiler.hooks.compilation.tap('RemoteScriptIntegrity', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        'RemoteScriptIntegrity',
        (source) =>
          `${source}\nif (typeof self.__remoteIntegrity === "function") self.__remoteIntegrity(script, script.src);`,
      );
    });
  }
}

/**
 * Writes the package's page declarations (src/pages.ts, `pages`) to pages.json in its build: a
 * remote's version directory (published and hashed with it, recorded in the registry) or the
 * shell's dist/ (its own pages). A list that would not pass publishing fails the build instead.
 */
class EmitPageDeclarations {
  constructor(dir) {
    this.file = path.join(dir, 'src', 'pages.ts');
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPageDeclarations', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        { name: 'EmitPageDeclarations', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // tsx compiles the TypeScript declarations (and shared-api's route names) in this process.
          const { require: tsxRequire } = require('tsx/cjs/api');
          const { pages } = tsxRequire(this.file, __filename);
          const { declarationProblem, PAGES_FILE } = tsxRequire('shared-api/pages', __filename);
          const problem = declarationProblem(pages);
          if (problem) {
            compilation.errors.push(new webpack.WebpackError(`${this.file}: ${problem}`));
            return;
          }
          compilation.emitAsset(PAGES_FILE, new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}

/**
 * Writes `<file>.br` (brotli at its best quality) beside every text asset of a production build. The
 * server sends it to browsers that accept br instead of compressing on the fly at a quality cheap
 * enough for per-request use: about 9 % fewer bytes on the wire for the same files, at build time.
 */
class PrecompressBrotli {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressBrotli', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressBrotli', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(?:js|css|json|svg)$/.test(name)) continue;
            const bytes = source.buffer();
            if (bytes.length < 1024) continue;
            const br = zlib.brotliCompressSync(bytes, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
          }
        },
      );
    });
  }
}

/**
 * @param {object} given
 * @param {string} given.dir         package directory (__dirname of its webpack.config.js)
 * @param {string} [given.name]      MF name: 'shell' | 'mfe_chain' | ... (from the remotes list)
 * @param {'host'|'remote'} [given.kind]
 * @param {Record<string,string>} [given.exposes]
 * @param {number} [given.devPort]
 * @param {string} [given.title]
 */
function createConfig(given) {
  const o = fromRemotesList(given);
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const serving = Boolean(process.env.WEBPACK_SERVE);
    const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
    const isRemote = o.kind === 'remote';
    // Development builds go to dist/dev/ so they never replace a production build that
    // `npm start` would publish.
    const outDir = dev
      ? path.join(o.dir, 'dist', 'dev')
      : isRemote
        ? path.join(o.dir, 'dist', pkg.version)
        : path.join(o.dir, 'dist');
    // A remote's production build needs no HTML page: only its container. In development it also
    // gets a minimal host page (src/index.ts → bootstrap) so a team can run it alone.
    const withHostPage = !isRemote || dev || serving;
    const apiTarget = process.env.API_URL || 'http://127.0.0.1:8080';

    return {
      mode,
      context: o.dir,
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      entry: withHostPage ? { main: './src/index.ts' } : {},
      output: {
        path: outDir,
        // Remotes resolve their chunks relative to their remoteEntry.js (versioned directory).
        publicPath: isRemote ? 'auto' : '/',
        // The federation runtime cannot resolve hashed entry names; entries stay plain and the
        // HTML page adds a content hash query instead (html-webpack-plugin `hash`).
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        uniqueName: o.name,
        // Remote files from another origin (a CDN) load in CORS mode, which integrity checks need.
        crossOriginLoading: 'anonymous',
        // The shell's dist/ also holds dist/dev; remotes' versioned directories are cleaned per build.
        clean: isRemote || dev ? true : { keep: /^dev\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // A trimmed react-router (see the file for why).
          'react-router-dom$': path.join(__dirname, 'react-router-slim.js'),
          // react-router's package exports point every bundler at its development build.
          ...(dev
            ? {}
            : {
                'react-router$': path.join(
                  path.dirname(require.resolve('react-router/package.json')),
                  'dist/production/index.mjs',
                ),
              }),
          // One copy of the federation runtime core: the injected external runtime requires the
          // CommonJS build while the bundler runtime imports the ES build (twice the bytes).
          '@module-federation/runtime-core$': path.join(
            path.dirname(require.resolve('@module-federation/runtime-core')),
            'index.js',
          ),
        },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                // Not the root .swcrc (jest's CommonJS): files outside the building package
                // (shared-ui, shared-api) would become CommonJS and lose tree shaking.
                swcrc: false,
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Class fields assigned in the constructor (TypeScript's older semantics): under
                  // ES2020 the define semantics cost a defineProperty helper per module and a call
                  // per field, the shell loader's classes included (on every first load).
                  transform: {
                    react: { runtime: 'automatic', development: dev },
                    useDefineForClassFields: false,
                  },
                  target: 'es2020',
                  // Styled-components' CSS minified at build time (its template literals otherwise
                  // ship their indentation), and marked pure so unused styled parts shake out.
                  experimental: {
                    plugins: [
                      [
                        '@swc/plugin-styled-components',
                        {
                          displayName: dev,
                          ssr: false,
                          minify: true,
                          pure: true,
                          transpileTemplateLiterals: false,
                        },
                      ],
                    ],
                  },
                },
                module: { type: 'es6' },
              },
            },
          },
          { test: /\.(png|svg|jpg|ico)$/, type: 'asset/resource' },
          // A remote's published bundle carries its page declarations cut to what its ./routes
          // reads (see the loader); the standalone development host reads them whole.
          ...(withHostPage
            ? []
            : [
                {
                  test: (file) => file === path.join(o.dir, 'src', 'pages.ts'),
                  enforce: 'post',
                  use: path.join(__dirname, 'page-routes-loader.js'),
                },
              ]),
        ],
      },
      plugins: [
        ...(isRemote ? [new RemoteScriptIntegrity()] : []),
        new EmitPageDeclarations(o.dir),
        ...(dev ? [] : [new PrecompressBrotli()]),
        // The development switch that lets the shell run remote versions the registry has no
        // hashes for; a production build never honours it.
        new webpack.DefinePlugin({
          'process.env.ALLOW_UNPINNED_REMOTES': JSON.stringify(
            dev && process.env.ALLOW_UNPINNED_REMOTES === '1' ? '1' : '',
          ),
        }),
        new ModuleFederationPlugin({
          name: o.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: o.exposes,
          remotes: {},
          shared: sharedConfig(o.dir, isRemote && !withHostPage),
          // Fetch a remote's entry only when it is used, reuse what is already loaded.
          shareStrategy: 'loaded-first',
          // dts would download types over HTTP at build time.
          dts: false,
          manifest: isRemote ? { fileName: 'mf-manifest.json' } : false,
          experiments: {
            // Remotes reuse the shell's federation runtime instead of shipping their own copy
            // (~25 KB gz per remote entry). A remote running alone in development keeps its own.
            ...(isRemote ? { externalRuntime: !withHostPage } : { provideExternalRuntime: true }),
            // We register remoteEntry.js URLs directly; the manifest snapshot code is not needed.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(withHostPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: o.title || 'Gorbagana Explorer',
                minify: !dev,
                hash: !dev,
              }),
              ...(dev ? [] : [new PreloadStartupChunks()]),
            ]
          : []),
      ],
      optimization: {
        minimize: !dev,
        // Modern output only (the browsers that run React 19): ES2020 syntax, three compress passes,
        // never `module: true` (top-level mangling would drop the remote entry's global `var`),
        // no license side files (the licenses stay in node_modules and the repository).
        minimizeOptions: {
          javascript: {
            ecma: 2020,
            compress: {
              passes: 3,
              ecma: 2020,
              pure_getters: true,
              unsafe_arrows: true,
              unsafe_methods: true,
            },
            format: { comments: false },
          },
        },
        // A remote's pages share small modules (layout parts, their hooks, the API paths they call):
        // split into a common chunk they would lose scope hoisting and cost a request, more than
        // their copy in each page chunk does; only a common part past 40 KB of source is split.
        splitChunks: isRemote
          ? { chunks: 'async', minSize: 40_000 }
          : {
              chunks: 'async',
              cacheGroups: {
                // The shell provides these singletons and every page needs them before its first
                // paint: one file instead of one per package spares a dozen responses' headers
                // and lets brotli share one window across them.
                startupVendors: {
                  test: STARTUP_VENDORS,
                  name: 'vendors',
                  chunks: 'async',
                  enforce: true,
                  priority: 10,
                },
              },
            },
      },
      performance: { hints: false },
      stats: dev ? 'minimal' : 'errors-warnings',
      devServer: {
        port: o.devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes', '/remotes.json'], target: apiTarget }],
      },
    };
  };
}

module.exports = { createConfig, SINGLETONS, sharedConfig, remotesConfig };
