// @ts-check
const { createWebpackConfig } = require('@shop/build-config/webpack.cjs');

module.exports = createWebpackConfig({
  appDir: __dirname,
  federationName: 'remote_basket',
  kind: 'remote',
  port: 3002,
  title: 'Basket (standalone)',
  exposes: {
    './Screen': './src/exposed/Screen.tsx',
    './meta': './src/exposed/meta.ts',
    './BasketBadge': './src/exposed/BasketBadge.tsx',
  },
});
