// @ts-check
const path = require('node:path');
const { createWebpackConfig } = require('@shop/build-config/webpack.cjs');
const { shell } = require('@shop/shared-contracts/remotes.json');
const { cookieNoticeHtml } = require('./cookieNotice.cjs');
const { firstTapHtml } = require('./firstTap.cjs');

const base = createWebpackConfig({
  appDir: __dirname,
  federationName: shell.container,
  kind: 'host',
  port: shell.port,
  title: 'Angling Prize Competitions | Win tackle, cash and more',
  headEndHtml: firstTapHtml(),
  bodyEndHtml: cookieNoticeHtml(),
});

module.exports = (env = {}, argv = {}) => {
  const built = base(env, argv);
  // A production build is [the browser build, the render server]; the dev server runs the browser build only.
  const config = Array.isArray(built) ? built[0] : built;
  // In development the dev server serves config.json and remotes.json from public/; `pnpm start` serves
  // generated ones next to the production build.
  config.devServer.static = { directory: path.join(__dirname, 'public'), staticOptions: { cacheControl: false } };
  return built;
};
