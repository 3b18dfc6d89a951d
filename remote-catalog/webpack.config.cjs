// @ts-check
const { createWebpackConfig } = require('@shop/build-config/webpack.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federationName: 'remote_catalog',
  kind: 'remote',
  port: 3001,
  title: 'Catalogue (standalone)',
  serverEntry: './src/exposed/server.ts',
  exposes: {
    './Screen': './src/exposed/Screen.tsx',
    './meta': './src/exposed/meta.ts',
  },
});
