// @ts-check
/** Reading the workspace's packages: where one is installed for an app, its package.json, a share key's package. */
const path = require('node:path');

/** @typedef {{ name: string, version: string, dependencies: Record<string, string> }} PackageJson */

/** @param {string} file a package.json */
const readPackage = (file) => /** @type {PackageJson} */ (require(file));

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

module.exports = { readPackage, packageDir, packageOf };
