#!/usr/bin/env node
// `npm run dev -w <package>`: builds the package in development mode, rebuilds on change and serves
// it on its dev port (shell 3000, mfe-chain 3001, mfe-tokens 3002, mfe-wallet 3003, mfe-games 3004).
// A remote runs alone inside its minimal host page (tools/webpack/DevHost.tsx). /api, /remotes and
// /remotes.json are proxied to API_URL (default http://127.0.0.1:8080, i.e. `npm start`).
// (A small server of our own rather than webpack-dev-server, whose dependency tree is broken here.)
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const pkgDir = process.cwd();
const config = require(path.join(pkgDir, 'webpack.config.js'))({}, { mode: 'development' });
const out = config.output.path;
const port = Number(process.env.DEV_PORT || config.devServer.port);
const api = new URL(process.env.API_URL || 'http://127.0.0.1:8080');
const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

webpack(config).watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err) return console.error(err);
  console.log(stats.toString({ preset: 'minimal', colors: true }));
});

http
  .createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (
      url.pathname.startsWith('/api/') ||
      url.pathname.startsWith('/remotes/') ||
      url.pathname === '/remotes.json'
    ) {
      const upstream = http.request(
        {
          host: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: api.host },
        },
        (r) => {
          res.writeHead(r.statusCode || 502, r.headers);
          r.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            statusCode: 502,
            error: 'Bad Gateway',
            message: `no API at ${api.origin} (run npm start)`,
          }),
        );
      });
      req.pipe(upstream);
      return;
    }
    const file = path.join(out, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    const target =
      file.startsWith(out) && fs.existsSync(file) && fs.statSync(file).isFile()
        ? file
        : path.join(out, 'index.html');
    fs.readFile(target, (e, body) => {
      if (e) {
        res.writeHead(503, { 'content-type': 'text/plain' });
        return res.end('building…');
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(target)] || 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    });
  })
  .listen(port, '127.0.0.1', () =>
    console.log(`${path.basename(pkgDir)} (development) at http://127.0.0.1:${port}`),
  );
