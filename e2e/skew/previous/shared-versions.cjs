// N-1 is built against the previous patch of the remote kit, computed from the real kit's version. At
// x.y.0 there is no earlier patch of that minor: it is the real kit's own version, and nothing varies.
const { version } = require('../../../remote-kit/package.json');
const [major, minor, patch] = version.split('.').map(Number);

module.exports = { '@shop/remote-kit': `${major}.${minor}.${Math.max(patch - 1, 0)}` };
