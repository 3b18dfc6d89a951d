// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** @typedef {import('./shareScope.cjs').WorkspaceVersions} WorkspaceVersions */

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

module.exports = { overlayBuild };
