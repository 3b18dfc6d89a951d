// @ts-check
/**
 * Emits build-modules.json: for every emitted JS file, the modules inside it with their sizes. The size
 * benchmark matches the files a browser downloaded against it to name the largest modules.
 * The browser never fetches this file.
 */
/**
 * A concatenated module's parts (it hides them), or the module itself.
 * @param {import('webpack').Module} module
 * @returns {import('webpack').Module[]}
 */
function partsOf(module) {
  const parts = /** @type {{ modules?: Iterable<import('webpack').Module> }} */ (module).modules;
  return parts ? [...parts] : [module];
}

class ModuleReportPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ModuleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ModuleReportPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        /** @type {Record<string, { name: string, size: number }[]>} */
        const report = {};
        for (const chunk of compilation.chunks) {
          const modules = [];
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // A concatenated module hides its parts; report each part on its own.
            for (const part of partsOf(module)) {
              const name = part.readableIdentifier(compilation.requestShortener).replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
              modules.push({ name, size: part.size() });
            }
          }
          for (const file of chunk.files) if (file.endsWith('.js')) report[file] = modules;
        }
        compilation.emitAsset('build-modules.json', new compiler.webpack.sources.RawSource(JSON.stringify(report)));
      });
    });
  }
}

module.exports = { ModuleReportPlugin };
