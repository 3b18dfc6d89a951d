import vm from 'node:vm';

/**
 * Runs a remote's server build (one CommonJS file) and returns its exports. Its `require` reaches only
 * the modules the render server provides; the build bundles everything else.
 */
export function evaluateServerBuild(code: string, filename: string, provided: ReadonlyMap<string, unknown>): unknown {
  const wrapper: unknown = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  if (typeof wrapper !== 'function') throw new Error(`${filename} did not compile to a module`);
  const module: { exports: unknown } = { exports: {} };
  const require = (name: string): unknown => {
    if (provided.has(name)) return provided.get(name);
    throw new Error(`${filename} requires "${name}", which the render server does not provide`);
  };
  (wrapper as (...args: unknown[]) => void)(module.exports, require, module, filename, '/');
  return module.exports;
}
