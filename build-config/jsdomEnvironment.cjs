// @ts-check
/**
 * jsdom plus Node's own fetch classes: react-router's data routers build `Request` objects, which
 * jsdom does not provide.
 */
const JsdomEnvironment = require('jest-environment-jsdom').default;

/** Node's globals by name. */
const nodeGlobals = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  /** @param {ConstructorParameters<typeof JsdomEnvironment>} args */
  constructor(...args) {
    super(...args);
    const testGlobals = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this.global));
    for (const name of ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'ReadableStream']) {
      if (nodeGlobals[name]) testGlobals[name] = nodeGlobals[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
