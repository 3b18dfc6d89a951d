// @ts-check
// N-1 is built against the previous patch of the remote kit, computed from the real kit's version. At
// x.y.0 there is no earlier patch of that minor: it is the real kit's own version, and nothing varies.
const { version } = require('../../../remote-kit/package.json');
const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
if (!match) throw new Error(`remote-kit's version "${version}" is not major.minor.patch`);
const [major, minor, patch] = [Number(match[1]), Number(match[2]), Number(match[3])];

module.exports = { '@shop/remote-kit': `${major}.${minor}.${Math.max(patch - 1, 0)}` };
