// @ts-check
/**
 * The server builds. A remote with public pages builds `<version>/server/remote.cjs` next to its browser
 * files: one CommonJS file (no chunks to fetch), its screens compiled exactly as for the browser, without
 * the shared libraries: the render server hands it its own react, react-router, styled-components,
 * react-query, rxjs, remote kit and DOMPurify when it loads the file (`shell/src/server/remotes/`), as the
 * federation runtime hands the browser build the shell's copies. The shell builds the render server
 * itself into `dist-server/renderServer.cjs`.
 */
const path = require('node:path');
const webpack = require('webpack');
const { SINGLETONS } = require('./shareScope.cjs');
const { sourceAliases } = require('./sourceAliases.cjs');
const { appNameOf, swcLoader } = require('./swcLoader.cjs');

/** What the render server provides to a remote's server build; anything else it requires is refused. */
const SERVER_PROVIDED = [...SINGLETONS, 'react-dom/server', 'dompurify'];
/** Never loaded on the server (the browser-only parts of a screen, such as the chat's firebase SDK). */
const BROWSER_ONLY = /^(firebase|@firebase)(\/|$)/;

/**
 * @typedef {object} ServerBuild
 * @property {string} appDir
 * @property {boolean} isProduction
 * @property {string} [version] the release's version (default: the app's package.json)
 */

/**
 * @param {ServerBuild} build
 * @returns {import('webpack').Configuration}
 */
function serverBase({ appDir, isProduction, version }) {
  const pkg = /** @type {{ name: string, version: string }} */ (require(path.join(appDir, 'package.json')));
  return {
    mode: isProduction ? 'production' : 'development',
    target: 'node20',
    context: appDir,
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: sourceAliases(appDir, isProduction) },
    module: { rules: [{ test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader(appNameOf(pkg), isProduction) }] },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version || pkg.version),
        __APP_NAME__: JSON.stringify(pkg.name),
        __STANDALONE__: 'false',
      }),
      // Lazy screens stay lazy in the code but land in this one file: the server has nothing to fetch.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/**
 * A remote's server build into `<outDir>/server/remote.cjs`.
 * @param {ServerBuild & { outDir: string, entry: string }} build
 * @returns {import('webpack').Configuration}
 */
function remoteServerConfig({ appDir, outDir, isProduction, version, entry }) {
  return {
    ...serverBase({ appDir, isProduction, version }),
    name: 'server',
    entry: { remote: entry },
    output: { path: path.join(outDir, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    externalsType: 'commonjs',
    externals: ({ request }, callback) => {
      if (request && (SERVER_PROVIDED.includes(request) || BROWSER_ONLY.test(request))) return callback(null, request);
      return callback();
    },
  };
}

/**
 * The shell's render server into `dist-server/renderServer.cjs`: it bundles the shared libraries it provides.
 * @param {ServerBuild} build
 * @returns {import('webpack').Configuration}
 */
function renderServerConfig({ appDir, isProduction, version }) {
  return {
    ...serverBase({ appDir, isProduction, version }),
    name: 'render-server',
    entry: { renderServer: './src/server/index.ts' },
    output: { path: path.join(appDir, 'dist-server'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    externalsType: 'commonjs',
    // jsdom (DOMPurify's window on the server) reads its own files at run time: it cannot be bundled.
    externals: { jsdom: 'jsdom' },
  };
}

module.exports = { remoteServerConfig, renderServerConfig, SERVER_PROVIDED };
