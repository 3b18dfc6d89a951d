// @ts-check
const { createWebpackConfig } = require('@shop/build-config/webpack.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federationName: 'remote_account',
  kind: 'remote',
  port: 3003,
  title: 'Account (standalone)',
  exposes: {
    './Screen': './src/exposed/Screen.tsx',
    './meta': './src/exposed/meta.ts',
  },
});
