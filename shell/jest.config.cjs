// @ts-check
module.exports = require('@shop/build-config/jest.cjs')(__dirname);
