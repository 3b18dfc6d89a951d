// @ts-check
/**
 * Emits screen-assets.json next to a remote's entry: the files of its exposed modules and, for each
 * screen whose lazy import is named `screen-<id>` (a webpackChunkName comment in the remote's screen
 * map), the files of that screen. The release step copies these lists into remotes.json, so the shell
 * can ask for a page's remote code while its own code is still downloading (shell/src/startup/
 * preloadRouteAssets.ts) instead of one file after another.
 */
const SCREEN_PREFIX = 'screen-';

/** @param {import('webpack').ChunkGroup} group */
function jsFiles(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

class ScreenAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScreenAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ScreenAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const exposed = new Set();
        /** @type {Record<string, string[]>} */
        const screens = {};
        for (const group of compilation.chunkGroups) {
          if (group.origins.some((origin) => origin.module && origin.module.constructor.name === 'ContainerEntryModule')) {
            for (const file of jsFiles(group)) exposed.add(file);
          } else if (group.name && group.name.startsWith(SCREEN_PREFIX)) {
            screens[group.name.slice(SCREEN_PREFIX.length)] = jsFiles(group);
          }
        }
        const report = { exposed: [...exposed].sort(), screens };
        compilation.emitAsset('screen-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify(report, null, 2)));
      });
    });
  }
}

module.exports = { ScreenAssetsPlugin };
