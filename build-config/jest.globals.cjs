// @ts-check
// react-router 7 reads TextEncoder/TextDecoder, which jsdom does not provide: Node's stand in for the
// DOM's (their types differ only in the buffers they accept, which jsdom code never passes).
const util = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder: util.TextEncoder });
if (!globalThis.TextDecoder) Object.assign(globalThis, { TextDecoder: util.TextDecoder });
if (!globalThis.structuredClone) globalThis.structuredClone = (/** @type {unknown} */ value) => JSON.parse(JSON.stringify(value));
