/**
 * Emits build-modules.json: for every emitted JS file, the modules inside it with their sizes. The size
 * benchmark matches the files a browser downloaded against it to name the largest modules.
 * The browser never fetches this file.
 */
class ModuleReportPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ModuleReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ModuleReportPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const report = {};
        for (const chunk of compilation.chunks) {
          const modules = [];
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            // A concatenated module hides its parts; report each part on its own.
            for (const part of module.modules ? [...module.modules] : [module]) {
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
