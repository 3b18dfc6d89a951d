// @ts-check
/**
 * webpack + Module Federation settings shared by the shell and the remotes, so every app builds the
 * same way and shares the same singletons. What is each app's own (name, port, exposes, server entry) is
 * in the remote registry, shared-contracts/remotes.json, which the shell and the scripts read too.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { federationExperiments, federationPlugin } = require('./federationPlugin.cjs');
const { ModuleReportPlugin } = require('./moduleReportPlugin.cjs');
const { readPackage } = require('./packages.cjs');
const { ScreenAssetsPlugin } = require('./screenAssetsPlugin.cjs');
const { remoteServerConfig, renderServerConfig } = require('./serverWebpack.cjs');
const { sharedSingletons } = require('./shareScope.cjs');
const { sourceAliases } = require('./sourceAliases.cjs');
const { appNameOf, swcLoader } = require('./swcLoader.cjs');
const registry = require('@shop/shared-contracts/remotes.json');

/** The remote registry's container names by remote, stated into the browser build (shared-contracts/src/remotesManifest.ts). */
const REMOTE_CONTAINERS = Object.fromEntries(Object.entries(registry.remotes).map(([name, remote]) => [name, remote.container]));

/**
 * @typedef {object} AppOptions what an app's webpack.config.cjs states
 * @property {string} appDir the app's folder (__dirname of its webpack.config.cjs)
 * @property {string} federationName Module Federation container name
 * @property {'host' | 'remote'} kind
 * @property {number} port dev server port
 * @property {Record<string, string>} [exposes]
 * @property {string} [title] page title of the app's own HTML page
 * @property {string} [headEndHtml] markup for the end of that page's head (the shell's first-tap script)
 * @property {string} [bodyEndHtml] markup for the end of that page's body (the shell's cookie notice)
 * @property {string} [serverEntry] a remote's server build entry (its public pages), built with each release
 */
/**
 * @typedef {object} BuildEnv `--env` of webpack-cli
 * @property {string} [version] the release's version (default: the app's package.json)
 * @property {string} [outDir]
 * @property {boolean} [standalone] a remote on its own page, without the shell
 */
/** @typedef {{ mode?: string }} BuildArgv `argv` of webpack-cli */
/**
 * @typedef {object} DevServer the webpack-dev-server settings of the browser build
 * @property {number} port
 * @property {string} host
 * @property {boolean} hot
 * @property {boolean} liveReload
 * @property {boolean} historyApiFallback
 * @property {Record<string, string>} headers
 * @property {{ overlay: { errors: boolean, warnings: boolean } }} client
 * @property {{ directory: string, staticOptions: { cacheControl: boolean } }} [static]
 */
/** @typedef {import('webpack').Configuration & { devServer: DevServer }} BrowserConfig */

/**
 * The shell provides every shared library, and every page needs all of them before its content is in:
 * one chunk instead of one per library (and per facade and sub-path). Each file is a request, a script
 * tag and a round trip on a phone; the share scope still hands each library out under its own key.
 * The remote kit is in it too, all but its own doors that only some screens open (the form fields and
 * choices, the standalone bootstrap). Firebase (the instant-win feed) stays out: it loads after the
 * page's content.
 */
const FRAMEWORK_CHUNK = {
  test: /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion|@tanstack|rxjs|valibot)[\\/]|build-config[\\/]shared[\\/]|remote-kit[\\/]src[\\/](?!forms\.ts|ui[\\/](Field|choices)\.tsx|standalone\.ts|startStandalone\.tsx))/,
  chunks: /** @type {const} */ ('async'),
  name: 'framework',
  enforce: true,
  priority: 30,
};

/** Schema modules that more than one of the endpoint table's schema groups import. */
const SHARED_SCHEMA_MODULES = /[\\/]shared-contracts[\\/]src[\\/](api[\\/]contract[\\/]fields\.ts|api[\\/](schemas\.ts|responses[\\/])|entities[\\/])/;
/** The site group's schemas and everything they import (shared-contracts/src/api/endpoints.ts). */
const SITE_SCHEMA_MODULES =
  /[\\/]shared-contracts[\\/]src[\\/](api[\\/]contract[\\/](site|fields)\.ts|api[\\/]responses[\\/](site|common)\.ts|entities[\\/](site|primitives)\.ts)$/;

/**
 * The shell's file names carry a content hash. On webpack 5.111 the federation runtime asks for the file
 * name while hashes are still being computed (module-federation/core#5077); it only needs the folder
 * depth then, so the unhashed name is an honest answer at that moment.
 * @param {import('webpack').PathData} pathData
 */
function hashedWhenKnown(pathData) {
  const hash = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hash ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * The app's webpack config, as webpack-cli calls it: the browser build, and in production the server build beside it.
 * @param {AppOptions} options
 * @returns {(env?: BuildEnv, argv?: BuildArgv) => BrowserConfig | [BrowserConfig, import('webpack').Configuration]}
 */
function createWebpackConfig(options) {
  const browser = createBrowserConfig(options);
  return (env = {}, argv = {}) => {
    const config = browser(env, argv);
    // A production release builds the server side too: a remote's public pages (`serverEntry`), the shell's render server.
    if (argv.mode === 'development' || env.standalone) return config;
    const server = { appDir: options.appDir, outDir: config.output?.path ?? '', isProduction: true, version: env.version };
    if (options.kind === 'host') return [config, renderServerConfig(server)];
    return options.serverEntry ? [config, remoteServerConfig({ ...server, entry: options.serverEntry })] : config;
  };
}

/**
 * The browser build (the federated app).
 * @param {AppOptions} options
 * @returns {(env?: BuildEnv, argv?: BuildArgv) => BrowserConfig}
 */
function createBrowserConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProduction = mode === 'production';
    const pkg = readPackage(path.join(options.appDir, 'package.json'));
    const version = env.version || pkg.version;
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(options.appDir, 'dist');
    const isRemote = options.kind === 'remote';

    return {
      mode,
      // The browsers the shop supports run ES2020: webpack's own runtime and chunk wrappers are then
      // written with arrow functions, const and optional chaining instead of ES5, in every file.
      target: ['web', 'es2020'],
      context: options.appDir,
      entry: { main: './src/index.ts' },
      devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // Remotes are served from a versioned folder on their own origin: 'auto' finds it at run time.
        publicPath: isRemote ? 'auto' : '/',
        // Remotes ship in immutable version folders (deploy/<remote>/<version>/), so the folder already
        // busts caches; hashed names there also trip module-federation/core#5077 on webpack 5.111.
        filename: isProduction && !isRemote ? hashedWhenKnown : '[name].js',
        chunkFilename: isProduction && !isRemote ? hashedWhenKnown : '[name].js',
        uniqueName: options.federationName,
        // The server build writes server/ beside these files at the same time.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: sourceAliases(options.appDir, isProduction),
      },
      module: {
        rules: [
          // A name a facade re-exports that the library does not have fails the build.
          { test: /[\\/]build-config[\\/]shared[\\/]/, parser: { exportsPresence: 'error' } },
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader(appNameOf(pkg), isProduction) },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(version),
          __APP_NAME__: JSON.stringify(pkg.name),
          __STANDALONE__: JSON.stringify(Boolean(env.standalone)),
          __REMOTE_CONTAINERS__: JSON.stringify(REMOTE_CONTAINERS),
        }),
        federationPlugin({
          name: options.federationName,
          exposes: options.exposes || {},
          shared: sharedSingletons(options.appDir, !isRemote || Boolean(env.standalone), options.kind === 'host'),
          experiments: federationExperiments(options.kind, Boolean(env.standalone)),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title || pkg.name,
          chunks: ['main'],
          headEndHtml: options.headEndHtml || '',
          bodyEndHtml: options.bodyEndHtml || '',
        }),
        new ModuleReportPlugin(),
        ...(isRemote ? [new ScreenAssetsPlugin()] : []),
        // provideExternalRuntime adds its runtime plugin by the CommonJS file, which pulls runtime-core's
        // CommonJS build next to the ES build the shell already has: two copies. Take the plugin's ES build.
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        }),
      ],
      optimization: {
        minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 } } },
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        splitChunks: {
          cacheGroups: {
            ...(isRemote ? {} : { framework: FRAMEWORK_CHUNK }),
            // The endpoint table's other schema groups load on demand and a page usually needs one or two
            // of them; what they share (fields, entity schemas) becomes one chunk instead of a copy in each.
            // The site group's schemas come with the table itself (every page asks for the settings as it
            // starts), so they and what they import stay in the contract file below.
            contractSchemas: {
              /** @param {import('webpack').Module & { resource?: string }} module */
              test: (module) => SHARED_SCHEMA_MODULES.test(module.resource || '') && !SITE_SCHEMA_MODULES.test(module.resource || ''),
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 20,
              reuseExistingChunk: true,
            },
            // The rest of the contract that two chunks share (routes, bus, theme, constants, formats): one
            // file per app, not a copy in each chunk nor a small file per module combination (each file
            // is a request and a round trip on a phone).
            contract: {
              test: /[\\/]shared-contracts[\\/]src[\\/]/,
              name: 'contract',
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 10,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: options.port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

/**
 * @typedef {object} RegisteredRemote a remote's entry in the remote registry (shared-contracts/remotes.json)
 * @property {string} container Module Federation container name
 * @property {number} port dev server port
 * @property {string} title
 * @property {Record<string, string>} exposes
 * @property {string} [serverEntry]
 */

/**
 * A remote's options, as the remote registry states them.
 * @param {string} appDir
 * @param {RegisteredRemote} remote
 * @returns {AppOptions}
 */
function remoteOptions(appDir, remote) {
  const { container, port, title, exposes, serverEntry } = remote;
  return { appDir, federationName: container, kind: 'remote', port, title, exposes, ...(serverEntry ? { serverEntry } : {}) };
}

module.exports = { createWebpackConfig, remoteOptions };
