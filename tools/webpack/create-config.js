// One webpack config factory for the shell (host) and every remote, so they all share the same
// loader chain, the same Module Federation singletons and the same output conventions.
// - Remotes build into <pkg>/dist/<version>/ (version from package.json) with mf-manifest.json,
//   so a published version is a self-contained, immutable directory.
// - The shell builds into shell/dist/ and declares no static remotes: it discovers them at run
//   time from /remotes.json (see shell/src/remotes/).
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '../..');

function installedVersion(name, fromDir) {
  const pkgJson = require.resolve(`${name}/package.json`, { paths: [fromDir, root] });
  return JSON.parse(fs.readFileSync(pkgJson, 'utf8')).version;
}

// DESIGN §5: these are singletons and every consumer requires the same major.
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
 * @param {object} o
 * @param {string} o.dir         package directory (__dirname of its webpack.config.js)
 * @param {string} o.name        MF name: 'shell' | 'mfe_chain' | ...
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.devPort
 * @param {string} [o.title]
 */
function createConfig(o) {
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
        // The shell's dist/ also holds dist/dev; remotes' versioned directories are cleaned per build.
        clean: isRemote || dev ? true : { keep: /^dev\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: {
          // Browser builds: no API schemas (types only), inert TypeBox and a trimmed react-router
          // (see the files for why).
          '@sinclair/typebox$': path.join(__dirname, 'typebox-browser.js'),
          'react-router-dom$': path.join(__dirname, 'react-router-slim.js'),
          [path.join(root, 'shared-api/src/contract')]: path.join(__dirname, 'contract-browser.js'),
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
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: dev } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|svg|jpg|ico)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
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
        splitChunks: { chunks: 'async' },
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

module.exports = { createConfig, SINGLETONS, sharedConfig };
