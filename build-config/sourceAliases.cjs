// @ts-check
/** Which build of a shared library an app's modules resolve to (the `@shop-shared-source/*` doors of the facades in shared/). */
const path = require('node:path');
const { packageDir } = require('./packages.cjs');

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

module.exports = { sourceAliases };
