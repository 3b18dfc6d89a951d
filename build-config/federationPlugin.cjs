// @ts-check
/** The Module Federation plugin of an app's browser build. */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * The federation runtime comes once per page. The shell (a pure consumer) bundles runtime-core and hands
 * it to the page as the global `_FEDERATION_RUNTIME_CORE` (`provideExternalRuntime`); a remote entry
 * takes it from there instead of bundling its own copy (`externalRuntime`), about 28 KB gzipped per
 * remote. So a remote entry built this way loads only under a shell built this way. A standalone remote
 * (`--env standalone`: its own page, no shell) has nobody to take the runtime from and keeps its own.
 * Every app also drops the runtime's manifest-snapshot code (remotes are plain `remoteEntry.js` files,
 * `manifest: false`) and its Node branches.
 * @param {'host' | 'remote'} kind
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
 * @typedef {object} Federation what an app states to Module Federation
 * @property {string} name the container's name
 * @property {Record<string, string>} exposes
 * @property {Record<string, import('./shareScope.cjs').SharedConfig>} shared
 * @property {ReturnType<typeof federationExperiments>} experiments
 */

/**
 * What each plugin was made from. The plugin keeps its options to itself, and a variant build (the e2e
 * overlay, e2eOverlay.cjs) makes it again with another share scope.
 * @type {WeakMap<ModuleFederationPlugin, Federation>}
 */
const federations = new WeakMap();

/**
 * Remotes are plain `remoteEntry.js` files, found through remotes.json at run time (no remotes at build time).
 * @param {Federation} federation
 */
function federationPlugin(federation) {
  const plugin = new ModuleFederationPlugin({
    name: federation.name,
    filename: 'remoteEntry.js',
    exposes: federation.exposes,
    remotes: {},
    shared: federation.shared,
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    experiments: federation.experiments,
  });
  federations.set(plugin, federation);
  return plugin;
}

/**
 * What a plugin of `federationPlugin` was made from; undefined for any other plugin.
 * @param {unknown} plugin
 * @returns {Federation | undefined}
 */
function federationOf(plugin) {
  return plugin instanceof ModuleFederationPlugin ? federations.get(plugin) : undefined;
}

module.exports = { federationExperiments, federationPlugin, federationOf };
