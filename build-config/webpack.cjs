// @ts-check
/**
 * webpack + Module Federation settings shared by the shell and the remotes, so every app builds the
 * same way and shares the same singletons. Each app's webpack.config.cjs states only what is its own:
 * name, port, exposes.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ModuleReportPlugin } = require('./moduleReportPlugin.cjs');
const { ScreenAssetsPlugin } = require('./screenAssetsPlugin.cjs');
const { PreloadStartPlugin } = require('./preloadStartPlugin.cjs');

/** @typedef {{ name: string, version: string, dependencies: Record<string, string> }} PackageJson */
/** @typedef {Record<string, string>} WorkspaceVersions package name → the version a variant build states */
/**
 * @typedef {object} SharedConfig one library's entry in the share scope
 * @property {boolean} singleton
 * @property {string | false} requiredVersion
 * @property {boolean} strictVersion
 * @property {string} [version]
 * @property {string | false} [import]
 */
/**
 * @typedef {object} AppOptions what an app's webpack.config.cjs states
 * @property {string} appDir the app's folder (__dirname of its webpack.config.cjs)
 * @property {string} federationName Module Federation container name
 * @property {'host' | 'remote'} kind
 * @property {number} port dev server port
 * @property {Record<string, string>} [exposes]
 * @property {string} [title] page title of the app's own HTML page
 * @property {string} [bodyEndHtml] markup for the end of that page's body (the shell's cookie notice)
 * @property {string} [serverEntry] a remote's server build entry (its public pages), built with each release
 */
/**
 * @typedef {object} BuildEnv `--env` of webpack-cli
 * @property {string} [version] the release's version (default: the app's package.json)
 * @property {string} [outDir]
 * @property {string} [overlay] a variant's overlay folder (e2e/skew/)
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

/** @param {string} file a package.json */
const readPackage = (file) => /** @type {PackageJson} */ (require(file));

/** Shared singletons: loaded once per page and shared by every app (scripts/lib/firstLoadJs.ts checks one copy each). @type {string[]} */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'rxjs',
  '@tanstack/react-query',
  // The remote kit, and with it the API client (the kit's useShopApi/shopApiFor build it from
  // shared-contracts' createApiClient and endpoint table) and the valibot schemas it checks answers
  // with: once per page instead of once per app. See WORKSPACE_SHARED for its version rule.
  '@shop/remote-kit',
  // The kit's form fields: their own share key, so only a screen with a form loads them.
  '@shop/remote-kit/forms',
];

/**
 * Workspace packages in the share scope. Apps depend on them as `workspace:*`, which is no semver range,
 * so the range comes from the package's own version: the same major (the kit's major is the contract's
 * major). `strictVersion` makes a remote built on another major fail to load under this shell instead of
 * silently running on a kit (and contract) it was not built for; the shell refuses it either way.
 */
const WORKSPACE_SHARED = new Set(['@shop/remote-kit', '@shop/remote-kit/forms']);

/**
 * Shared libraries with a named surface: the module put in the share scope is a file in `shared/` that
 * re-exports only what the apps may use, so webpack drops the rest (a shared library is otherwise
 * bundled whole: the build cannot know what another app will ask of it). Each facade reads the library
 * through an `@shop-shared-source/*` alias, which no share key matches, pointing at the build to use:
 * react-router's `dist/production` files (its exports map names only `dist/development`, dev warnings
 * and checks included) and rxjs's ES2015 build (no tslib helpers).
 */
/** @type {Record<string, string>} */
const SURFACES = {
  'react-router-dom': 'react-router-dom.mjs',
  rxjs: 'rxjs.mjs',
  '@tanstack/react-query': 'react-query.mjs',
};

/**
 * The swc options of every build. The styled-components plugin gives each styled component an id made
 * from its file and position (`<app>__sc-<file hash>-<n>`) instead of styled-components' default, a
 * counter in creation order: the server and the browser create an app's components in different orders
 * (one server bundle against lazy chunks), and server-rendered class names must be the ones the browser
 * computes when it hydrates. The plugin is a wasm build tied to @swc/core's plugin ABI: both are pinned.
 */
/**
 * @param {string} appName
 * @param {boolean} isProduction
 */
function swcLoader(appName, isProduction) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
        target: 'es2022',
        experimental: {
          plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: false, ssr: true, namespace: appName, minify: true, pure: true }]],
        },
      },
    },
  };
}

/**
 * `@shop/remote-catalog` → `catalog`: the prefix of the app's styled-component ids.
 * @param {{ name: string }} pkg
 */
function appNameOf(pkg) {
  return pkg.name.replace(/^@shop\//, '').replace(/^remote-/, '');
}

/**
 * @param {string} name
 * @param {string} fromDir
 */
function packageDir(name, fromDir) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [fromDir] }));
}

/**
 * The package a share key belongs to: `@shop/remote-kit/forms` → `@shop/remote-kit`.
 * @param {string} name
 */
function packageOf(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/', 1).join('');
}

/**
 * Every app builds through this factory, so the shell and the remotes resolve the shared libraries the
 * same way and the share scope holds one copy of each.
 * @param {string} appDir
 * @param {boolean} isProduction
 */
function sourceAliases(appDir, isProduction) {
  /** @type {Record<string, string>} */
  const aliases = {};
  /** @param {string} name */
  const has = (name) => {
    try {
      return packageDir(name, appDir);
    } catch {
      return null;
    }
  };
  const routerDom = has('react-router-dom');
  if (routerDom) {
    const router = packageDir('react-router', routerDom);
    const build = path.join(router, 'dist', isProduction ? 'production' : 'development');
    aliases['react-router$'] = path.join(build, 'index.mjs');
    aliases['react-router/dom$'] = path.join(build, 'dom-export.mjs');
    aliases['@shop-shared-source/react-router$'] = path.join(build, 'index.mjs');
    aliases['@shop-shared-source/react-router/dom$'] = path.join(build, 'dom-export.mjs');
  }
  const rxjs = has('rxjs');
  if (rxjs) aliases['@shop-shared-source/rxjs$'] = path.join(rxjs, 'dist/esm/index.js');
  const styled = has('styled-components');
  if (styled) {
    aliases['stylis$'] = path.join(__dirname, 'shared', 'stylis.mjs');
    aliases['@shop-shared-source/stylis$'] = path.join(packageDir('stylis', styled), 'index.js');
  }
  const query = has('@tanstack/react-query');
  if (query) aliases['@shop-shared-source/react-query$'] = path.join(query, 'build/modern/index.js');
  return aliases;
}

/**
 * @param {string} appDir
 * @param {boolean} providesShared  false for a remote under the shell: the shell provides every shared
 *   library (it depends on all of them and loads first), so the remote only consumes (`import: false`):
 *   no fallback copies to build, and no code in its remote entry to register them.
 * @param {boolean} isHost
 * @param {WorkspaceVersions} [workspaceVersions]
 * @returns {Record<string, SharedConfig>}
 */
function sharedSingletons(appDir, providesShared, isHost, workspaceVersions = {}) {
  const pkg = readPackage(path.join(appDir, 'package.json'));
  /** @param {string} name */
  const versionOf = (name) => pkg.dependencies[packageOf(name)];
  return Object.fromEntries(
    SINGLETONS.flatMap((name) => {
      const range = versionOf(name);
      return range ? [{ name, range }] : [];
    }).map(({ name, range }) => {
      const [key, config] = sharedConfig(name, appDir, range, workspaceVersions);
      if (isHost) return [key, hostConsumes(config)];
      return [key, providesShared ? config : { ...config, import: false }];
    }),
  );
}

/**
 * The shell provides every shared library and is the first to load, so what it takes from the share
 * scope is its own copy: checking that copy's version against its own range only costs the page time
 * (the federation runtime parses each range as the page starts). The remotes keep their ranges, and a
 * remote built on another major of the kit is still refused when it asks for it (`strictVersion`).
 * @param {SharedConfig} config
 * @returns {SharedConfig}
 */
function hostConsumes(config) {
  return { ...config, requiredVersion: false, strictVersion: false };
}

/**
 * One library's share settings: a singleton, through its named surface where it has one. A variant build
 * (`overlayBuild`) may state the version a workspace package is built as.
 * @param {string} name
 * @param {string} appDir
 * @param {string} range
 * @param {WorkspaceVersions} [workspaceVersions]
 * @returns {[string, SharedConfig]}
 */
function sharedConfig(name, appDir, range, workspaceVersions = {}) {
  if (WORKSPACE_SHARED.has(name)) {
    const version = workspaceVersions[packageOf(name)] || readPackage(path.join(packageDir(packageOf(name), appDir), 'package.json')).version;
    // The module by its file, so the shell provides a door it never imports itself (the forms) too: a
    // share key given as a package name is only provided once the app's own code asks for it.
    const file = require.resolve(name, { paths: [appDir] });
    return [name, { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, strictVersion: true, version, import: file }];
  }
  const config = { singleton: true, requiredVersion: range, strictVersion: false };
  const surface = SURFACES[name];
  if (!surface) return [name, config];
  // A facade file has no package.json of its own: state the library's installed version.
  const version = readPackage(path.join(packageDir(name, appDir), 'package.json')).version;
  return [name, { ...config, import: path.join(__dirname, 'shared', surface), version }];
}

/**
 * The federation runtime comes once per page. The shell (a pure consumer) bundles runtime-core and hands
 * it to the page as the global `_FEDERATION_RUNTIME_CORE` (`provideExternalRuntime`); a remote entry
 * takes it from there instead of bundling its own copy (`externalRuntime`), about 28 KB gzipped per
 * remote. So a remote entry built this way loads only under a shell built this way. A standalone remote
 * (`--env standalone`: its own page, no shell) has nobody to take the runtime from and keeps its own.
 * Every app also drops the runtime's manifest-snapshot code (remotes are plain `remoteEntry.js` files,
 * `manifest: false`) and its Node branches.
 * @param {AppOptions['kind']} kind
 * @param {boolean} standalone
 */
function federationExperiments(kind, standalone) {
  const optimization = { disableSnapshot: true, target: /** @type {const} */ ('web') };
  if (kind === 'host') return { provideExternalRuntime: true, optimization };
  // A remote under the shell loads no other remote (only the shell does, at run time, through the
  // runtime-core it provides), so its entry drops the bundler runtime's remote-loading code. Not the
  // shell: the flag also switches runtime-core's loadRemote off.
  return standalone ? { optimization } : { externalRuntime: true, optimization: { ...optimization, disableRemote: true } };
}

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
 * `--env overlay=<dir>`: a variant of an app for the e2e version-skew matrix (e2e/skew/), built without
 * copying the repository: a module that resolves to a file of the repository, `<repo>/<path>`, is built
 * from `<dir>/<path>` where that file exists, so a variant holds only the files it changes. An overlay
 * file reaches the file it stands in for by a relative path to the real one; that one import is left
 * alone, or the file would import itself. Overlay files take packages from the app's node_modules, as the
 * files they replace do, and `<dir>/shared-versions.cjs` (optional) names the version a workspace package
 * of the share scope is built as (a remote built against another patch of the kit). Null without an overlay.
 * @param {string | undefined} overlayDir
 * @param {string} appDir
 * @returns {{ plugin: import('webpack').NormalModuleReplacementPlugin, modules: string[], workspaceVersions: WorkspaceVersions } | null}
 */
function overlayBuild(overlayDir, appDir) {
  if (!overlayDir) return null;
  const dir = path.resolve(overlayDir);
  const root = path.resolve(__dirname, '..');
  const versionsFile = path.join(dir, 'shared-versions.cjs');
  /** @param {import('webpack').ResolveData} data */
  const replace = (data) => {
    const original = data.createData.resource; // undefined before resolving: only resolved files are replaced
    if (!original || !path.isAbsolute(original)) return;
    const relative = path.relative(root, original);
    if (relative.startsWith('..') || relative.split(path.sep).includes('node_modules')) return;
    const replacement = path.join(dir, relative);
    if (data.contextInfo.issuer === replacement || !fs.existsSync(replacement)) return;
    // The request and user request carry the path too: they are the module's identity, so the original and
    // its replacement stay two modules; the context makes the overlay file's own relative imports its own.
    /** @param {string | undefined} value */
    const swap = (value) => value && value.replace(original, () => replacement);
    Object.assign(data.createData, {
      resource: replacement,
      request: swap(data.createData.request),
      userRequest: swap(data.createData.userRequest),
      context: path.dirname(replacement),
    });
  };
  return {
    plugin: new webpack.NormalModuleReplacementPlugin(/./, replace),
    modules: ['node_modules', path.join(appDir, 'node_modules')],
    workspaceVersions: fs.existsSync(versionsFile) ? /** @type {WorkspaceVersions} */ (require(versionsFile)) : {},
  };
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
    // Required here, not at the top: serverWebpack.cjs reads this file's exports.
    const { remoteServerConfig, renderServerConfig } = require('./serverWebpack.cjs');
    const server = { appDir: options.appDir, outDir: config.output?.path ?? '', isProduction: true, version: env.version, overlay: env.overlay };
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
    const overlay = overlayBuild(env.overlay, options.appDir);

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
        ...(overlay ? { modules: overlay.modules } : {}),
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
        }),
        new ModuleFederationPlugin({
          name: options.federationName,
          filename: 'remoteEntry.js',
          exposes: options.exposes || {},
          remotes: {},
          shared: sharedSingletons(options.appDir, !isRemote || Boolean(env.standalone), options.kind === 'host', overlay ? overlay.workspaceVersions : {}),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          experiments: federationExperiments(options.kind, Boolean(env.standalone)),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: options.title || pkg.name,
          chunks: ['main'],
          bodyEndHtml: options.bodyEndHtml || '',
        }),
        new ModuleReportPlugin(),
        ...(isRemote ? [new ScreenAssetsPlugin()] : []),
        ...(options.kind === 'host' && isProduction ? [new PreloadStartPlugin()] : []),
        // provideExternalRuntime adds its runtime plugin by the CommonJS file, which pulls runtime-core's
        // CommonJS build next to the ES build the shell already has: two copies. Take the plugin's ES build.
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        }),
        ...(overlay ? [overlay.plugin] : []),
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

module.exports = { createWebpackConfig, SINGLETONS, swcLoader, appNameOf, sourceAliases, overlayBuild };
