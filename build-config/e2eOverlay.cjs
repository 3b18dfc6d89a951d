// @ts-check
/**
 * The e2e build's webpack config for a variant of an app in the version-skew matrix (e2e/skew/):
 * `webpack --config <this file> --env overlay=<dir>`, run in the app's folder (scripts/lib/webpackBuild.ts).
 * It is the app's own production config (its webpack.config.cjs) with the overlay applied, built without
 * copying the repository: a module that resolves to a file of the repository, `<repo>/<path>`, is built
 * from `<dir>/<path>` where that file exists, so a variant holds only the files it changes. An overlay
 * file reaches the file it stands in for by a relative path to the real one; that one import is left
 * alone, or the file would import itself. Overlay files take packages from the app's node_modules, as the
 * files they replace do, and `<dir>/shared-versions.cjs` (optional) names the version a workspace package
 * of the share scope is built as (a remote built against another patch of the kit).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { federationOf, federationPlugin } = require('./federationPlugin.cjs');
const { packageOf } = require('./packages.cjs');
const { WORKSPACE_SHARED, workspaceRange } = require('./shareScope.cjs');

/** @typedef {Record<string, string>} WorkspaceVersions package name → the version a variant build states */
/** @typedef {import('./shareScope.cjs').SharedConfig} SharedConfig */
/** @typedef {import('webpack').Configuration} Configuration */
/** @typedef {Record<string, string | boolean | undefined>} BuildEnv `--env` of webpack-cli */
/** @typedef {(env: BuildEnv, argv: object) => Configuration | Configuration[]} AppConfig an app's webpack.config.cjs */

const ROOT = path.resolve(__dirname, '..');

/**
 * Builds `<dir>/<path>` in place of `<repo>/<path>` wherever the overlay has that file.
 * @param {string} dir
 */
function fileReplacement(dir) {
  /** @param {import('webpack').ResolveData} data */
  const replace = (data) => {
    const original = data.createData.resource; // undefined before resolving: only resolved files are replaced
    if (!original || !path.isAbsolute(original)) return;
    const relative = path.relative(ROOT, original);
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
  return new webpack.NormalModuleReplacementPlugin(/./, replace);
}

/**
 * The share scope with the workspace packages at the versions the variant states, and where the build
 * asks for a range (a remote does, the shell does not), the range of that version's major.
 * @param {Record<string, SharedConfig>} shared
 * @param {WorkspaceVersions} versions
 * @returns {Record<string, SharedConfig>}
 */
function withWorkspaceVersions(shared, versions) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => {
      const version = versions[packageOf(key)];
      if (!version || !WORKSPACE_SHARED.has(key)) return [key, config];
      return [key, { ...config, version, ...(config.requiredVersion === false ? {} : { requiredVersion: workspaceRange(version) }) }];
    }),
  );
}

/**
 * One of the app's configs (the browser build or a server build) with the overlay applied.
 * @param {Configuration} config
 * @param {string} dir
 * @param {string} appDir
 * @param {WorkspaceVersions} versions
 * @returns {Configuration}
 */
function overlaid(config, dir, appDir, versions) {
  const plugins = (config.plugins ?? []).map((plugin) => {
    const federation = federationOf(plugin);
    return federation ? federationPlugin({ ...federation, shared: withWorkspaceVersions(federation.shared, versions) }) : plugin;
  });
  return {
    ...config,
    resolve: { ...config.resolve, modules: ['node_modules', path.join(appDir, 'node_modules')] },
    plugins: [...plugins, fileReplacement(dir)],
  };
}

/**
 * @param {BuildEnv} [env]
 * @param {object} [argv]
 * @returns {Configuration | Configuration[]}
 */
function overlayConfig(env = {}, argv = {}) {
  const { overlay, ...appEnv } = env;
  if (typeof overlay !== 'string' || !overlay) throw new Error('e2eOverlay.cjs builds a variant: name its overlay folder with --env overlay=<dir>');
  const dir = path.resolve(overlay);
  const appDir = process.cwd();
  const versionsFile = path.join(dir, 'shared-versions.cjs');
  const versions = fs.existsSync(versionsFile) ? /** @type {WorkspaceVersions} */ (require(versionsFile)) : {};
  const appConfig = /** @type {AppConfig} */ (require(path.join(appDir, 'webpack.config.cjs')));
  const built = appConfig(appEnv, argv);
  return Array.isArray(built) ? built.map((config) => overlaid(config, dir, appDir, versions)) : overlaid(built, dir, appDir, versions);
}

module.exports = overlayConfig;
