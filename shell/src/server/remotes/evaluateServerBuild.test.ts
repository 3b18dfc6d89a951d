/** @jest-environment node */
import { evaluateServerBuild } from './evaluateServerBuild';

const FILE = 'https://cdn.shop.example/catalog/1.2.3/server/remote.cjs';
const none: ReadonlyMap<string, unknown> = new Map();

/** What a build threw. Errors from the build's own code come from Node's context, not the test's, so `instanceof` does not apply. */
function thrownBy(run: () => unknown): { name: string; message: string; stack?: string } {
  try {
    run();
  } catch (error) {
    return error as { name: string; message: string; stack?: string };
  }
  throw new Error('expected the build to throw');
}

describe('evaluateServerBuild', () => {
  it('returns what the build assigns to module.exports', () => {
    const exported = evaluateServerBuild('module.exports = { name: "catalog", answer: 42 };', FILE, none);
    expect(exported).toEqual({ name: 'catalog', answer: 42 });
  });

  it('returns the exports object a build fills in, as a bundler writes exports.default', () => {
    const code = '"use strict"; Object.defineProperty(exports, "__esModule", { value: true }); exports.default = { name: "catalog" };';
    const exported = evaluateServerBuild(code, FILE, none) as { __esModule: boolean; default: unknown };
    expect(exported.default).toEqual({ name: 'catalog' });
    expect(exported.__esModule).toBe(true);
  });

  it('hands the same object as `exports` and `module.exports`', () => {
    expect(evaluateServerBuild('module.exports.same = exports === module.exports;', FILE, none)).toEqual({ same: true });
  });

  it('returns an empty object for a build that exports nothing', () => {
    expect(evaluateServerBuild('var unused = 1;', FILE, none)).toEqual({});
  });

  it('hands over a provided module by identity', () => {
    const react = { createElement: () => null };
    const provided = new Map<string, unknown>([['react', react]]);
    const exported = evaluateServerBuild('module.exports = { react: require("react") };', FILE, provided) as { react: unknown };
    expect(exported.react).toBe(react);
  });

  it('throws, naming the build and the module, when the build requires a module that is not provided', () => {
    const provided = new Map<string, unknown>([['react', {}]]);
    expect(() => evaluateServerBuild('require("react"); require("lodash");', FILE, provided)).toThrow(
      new Error(`${FILE} requires "lodash", which the render server does not provide`),
    );
  });

  it('throws a SyntaxError, located in the build, for code that does not parse', () => {
    const error = thrownBy(() => evaluateServerBuild('module.exports = {;', FILE, none));
    expect(error.name).toBe('SyntaxError');
    expect(error.stack).toContain(FILE);
  });

  it('does not run any of a build that does not parse', () => {
    const calls: string[] = [];
    const provided = new Map<string, unknown>([['log', (what: string) => calls.push(what)]]);
    thrownBy(() => evaluateServerBuild('require("log")("ran"); function (', FILE, provided));
    expect(calls).toEqual([]);
  });

  it('lets an error thrown by the build itself through', () => {
    const error = thrownBy(() => evaluateServerBuild('throw new TypeError("bad build");', FILE, none));
    expect(error.name).toBe('TypeError');
    expect(error.message).toBe('bad build');
  });

  it('gives the build its filename and "/" as __filename and __dirname', () => {
    expect(evaluateServerBuild('module.exports = [__filename, __dirname];', FILE, none)).toEqual([FILE, '/']);
  });

  it('accepts a build that ends in a line comment', () => {
    expect(evaluateServerBuild('module.exports = 7; //# sourceMappingURL=remote.cjs.map', FILE, none)).toBe(7);
  });
});
