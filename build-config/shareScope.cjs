// @ts-check
/** The share scope of Module Federation: which libraries every app shares, and each one's share settings. */
const path = require('node:path');
const { packageDir, packageOf, readPackage } = require('./packages.cjs');

/**
 * @typedef {object} SharedConfig one library's entry in the share scope
 * @property {boolean} singleton
 * @property {string | false} requiredVersion
 * @property {boolean} strictVersion
 * @property {string} [version]
 * @property {string | false} [import]
 */

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
 * The range a workspace package of the share scope is asked for: its major (see WORKSPACE_SHARED).
 * @param {string} version
 */
function workspaceRange(version) {
  return `^${version.split('.')[0]}.0.0`;
}

/**
 * @param {string} appDir
 * @param {boolean} providesShared  false for a remote under the shell: the shell provides every shared
 *   library (it depends on all of them and loads first), so the remote only consumes (`import: false`):
 *   no fallback copies to build, and no code in its remote entry to register them.
 * @param {boolean} isHost
 * @returns {Record<string, SharedConfig>}
 */
function sharedSingletons(appDir, providesShared, isHost) {
  const pkg = readPackage(path.join(appDir, 'package.json'));
  /** @param {string} name */
  const versionOf = (name) => pkg.dependencies[packageOf(name)];
  return Object.fromEntries(
    SINGLETONS.flatMap((name) => {
      const range = versionOf(name);
      return range ? [{ name, range }] : [];
    }).map(({ name, range }) => {
      const [key, config] = sharedConfig(name, appDir, range);
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
 * One library's share settings: a singleton, through its named surface where it has one.
 * @param {string} name
 * @param {string} appDir
 * @param {string} range
 * @returns {[string, SharedConfig]}
 */
function sharedConfig(name, appDir, range) {
  if (WORKSPACE_SHARED.has(name)) {
    const version = readPackage(path.join(packageDir(packageOf(name), appDir), 'package.json')).version;
    // The module by its file, so the shell provides a door it never imports itself (the forms) too: a
    // share key given as a package name is only provided once the app's own code asks for it.
    const file = require.resolve(name, { paths: [appDir] });
    return [name, { singleton: true, requiredVersion: workspaceRange(version), strictVersion: true, version, import: file }];
  }
  const config = { singleton: true, requiredVersion: range, strictVersion: false };
  const surface = SURFACES[name];
  if (!surface) return [name, config];
  // A facade file has no package.json of its own: state the library's installed version.
  const version = readPackage(path.join(packageDir(name, appDir), 'package.json')).version;
  return [name, { ...config, import: path.join(__dirname, 'shared', surface), version }];
}

module.exports = { SINGLETONS, WORKSPACE_SHARED, sharedSingletons, workspaceRange };
