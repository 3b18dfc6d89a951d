/**
 * jsdom plus Node's own fetch classes: react-router's data routers build `Request` objects, which
 * jsdom does not provide.
 */
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of ['Request', 'Response', 'Headers', 'fetch', 'AbortController', 'AbortSignal', 'ReadableStream']) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
