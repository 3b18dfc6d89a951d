/**
 * webpack + Module Federation settings shared by the shell and the remotes, so every app builds the
 * same way and shares the same singletons. Each app's webpack.config.cjs states only what is its own:
 * name, port, exposes.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ModuleReportPlugin } = require('./moduleReportPlugin.cjs');

/** Loaded once per page and shared by every app (DESIGN.md). */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'rxjs',
  '@tanstack/react-query',
];

function sharedSingletons(appDir) {
  const pkg = require(path.join(appDir, 'package.json'));
  const versionOf = (name) => {
    const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    return pkg.dependencies[base];
  };
  return Object.fromEntries(
    SINGLETONS.filter((name) => versionOf(name)).map((name) => [
      name,
      { singleton: true, requiredVersion: versionOf(name), strictVersion: false },
    ]),
  );
}

/**
 * The shell's file names carry a content hash. On webpack 5.111 the federation runtime asks for the file
 * name while hashes are still being computed (module-federation/core#5077); it only needs the folder
 * depth then, so the unhashed name is an honest answer at that moment.
 */
function hashedWhenKnown(pathData) {
  const hash = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hash ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} options.federationName  Module Federation container name
 * @param {'host'|'remote'} options.kind
 * @param {number} options.port          dev server port
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]       page title of the app's own HTML page
 */
function createWebpackConfig(options) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isProduction = mode === 'production';
    const pkg = require(path.join(options.appDir, 'package.json'));
    const version = env.version || pkg.version;
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(options.appDir, 'dist');
    const isRemote = options.kind === 'remote';

    return {
      mode,
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !isProduction } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __APP_VERSION__: JSON.stringify(version),
          __APP_NAME__: JSON.stringify(pkg.name),
          __STANDALONE__: JSON.stringify(Boolean(env.standalone)),
        }),
        new ModuleFederationPlugin({
          name: options.federationName,
          filename: 'remoteEntry.js',
          exposes: options.exposes || {},
          remotes: {},
          shared: sharedSingletons(options.appDir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title || pkg.name,
          chunks: ['main'],
        }),
        new ModuleReportPlugin(),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
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

module.exports = { createWebpackConfig, SINGLETONS };
