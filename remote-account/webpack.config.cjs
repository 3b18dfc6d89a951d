// @ts-check
const { createWebpackConfig, remoteOptions } = require('@shop/build-config/webpack.cjs');
const { remotes } = require('@shop/shared-contracts/remotes.json');

// Name, port, exposes and server entry: the remote registry (shared-contracts/remotes.json).
module.exports = createWebpackConfig(remoteOptions(__dirname, remotes.account));
