// @ts-check
const base = require('@shop/build-config/jest.cjs')(__dirname);
module.exports = { ...base, globals: { __APP_VERSION__: '0.0.0-test', __APP_NAME__: '@shop/remote-basket', __STANDALONE__: false } };
