// @ts-check
/** The swc-loader settings every build of an app compiles its TypeScript with, browser and server alike. */

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

module.exports = { swcLoader, appNameOf };
